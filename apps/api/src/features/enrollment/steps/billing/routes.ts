// HTTP edge of the billing step: its fields, payment types, the banks and cards on file, bill
// dates, the routing directory, the statement descriptor, and the two saves.
import {
  getBillDate,
  getBillingText,
  getExistingBankInfo,
  getExistingCardInfo,
  getFormFieldsBillingInfo,
  getPaymentMethod,
  routingNumberBankLookup,
  saveBillingInfo,
  saveBillingInfoExisting,
} from '@benefit-store/contract/enrollment-billing';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import * as service from './service';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (!enrollment) throw new EnrollmentNotFound();
  return enrollment;
};

export const billingImplementations = [
  implement(getFormFieldsBillingInfo, { access: 'read' }, async ({ db, cipher, enrollment }) => ({
    data: { result: await service.billingFields(db, cipher, named(enrollment)) },
  })),
  implement(getPaymentMethod, { access: 'read' }, async ({ db, enrollment }) => ({
    data: { result: (await service.billingConfigOf(db, named(enrollment).id)).payment_methods },
  })),
  implement(getExistingBankInfo, { access: 'read' }, async ({ db, enrollment }) => ({
    data: { result: await service.banksOnFile(db, named(enrollment).id) },
  })),
  implement(getExistingCardInfo, { access: 'read' }, async ({ db, enrollment }) => ({
    data: { result: await service.cardsOnFile(db, named(enrollment).id) },
  })),
  implement(getBillDate, { access: 'read' }, async ({ db, enrollment }) => ({
    data: {
      result: (await service.billingConfigOf(db, named(enrollment).id)).bill_dates.map((day) => ({ bill_date: day })),
    },
  })),
  implement(routingNumberBankLookup, { access: 'read' }, async ({ db, input }) => ({
    data: { name: await service.bankNameOf(db, input.q) },
  })),
  implement(getBillingText, { access: 'read' }, async ({ db, enrollment }) => ({
    data: { result: (await service.billingConfigOf(db, named(enrollment).id)).statement_descriptor },
  })),
  implement(saveBillingInfo, { access: 'write' }, async ({ db, cipher, enrollment, input, caller }) => {
    await service.saveBilling(db, cipher, named(enrollment), input, caller.now);
    return { data: {} };
  }),
  implement(saveBillingInfoExisting, { access: 'write' }, async ({ db, cipher, enrollment, input, caller }) => {
    await service.saveBillingExisting(db, cipher, named(enrollment), input, caller.now);
    return { data: {} };
  }),
];
