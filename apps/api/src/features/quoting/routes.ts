// HTTP edge of the quote filter.
import {
  addFilterForExistingUser,
  addFilterForMember,
  addFilterForNewUser,
  changeFilterInfo,
  getTempDependentInfo,
  storeTempDependentInfo,
  updateTierInfo,
  validateZipCode,
  validateZipCodePost,
} from '@benefit-store/contract/quoting';
import { EnrollmentNotFound } from '../../http/errors';
import { implement } from '../../http/register';
import { createEnrollment } from '../auth/enrollment-access';
import { earnedOf } from '../landing/earned-service';
import { dependentsOf, storeDependents, updateTier } from './dependents';
import { memberFilter } from './existing-member';
import { changeFilter, memberInBook, newFilter, type RepriceCart } from './service';
import { lookupZip } from './zip-service';

/** The enrollment `implement` checked; every call here names one. */
const named = <T>(enrollment: T | undefined): T => {
  if (enrollment === undefined) throw new EnrollmentNotFound();
  return enrollment;
};

/** What quoting asks of the features above it, given by the composition root. */
export interface QuotingNeeds {
  repriceCart: RepriceCart;
}

export const quotingImplementations = ({ repriceCart }: QuotingNeeds) => [
  implement(validateZipCode, { access: 'read' }, async ({ db, input }) => ({
    data: { result: [await lookupZip(db, input.zip_code)] },
  })),
  implement(validateZipCodePost, { access: 'write' }, async ({ db, input }) => ({
    data: { result: [await lookupZip(db, input.zip)] },
  })),

  implement(addFilterForNewUser, { access: 'write' }, async ({ caller, db, session, input }) => {
    const filter = await newFilter(db, input, caller.now, await earnedOf(db, session), session.staff);
    const enrollment = await createEnrollment(db, session, filter.book, (trx, created) =>
      filter.store(trx, created.id),
    );
    return { data: { temp_enrollment_id: enrollment.public_id } };
  }),

  // policy_id only says which of the member's policies the table row showed: the quote is the member's.
  ...[addFilterForExistingUser, addFilterForMember].map((call) =>
    implement(call, { access: 'write' }, async ({ caller, db, session, input }) => {
      const filter = await memberFilter(db, session, input, caller.now);
      const enrollment = await createEnrollment(db, session, filter.book, (trx, created) =>
        filter.store(trx, created.id),
      );
      return {
        data: { temp_enrollment_id: enrollment.public_id, portal_id: filter.portal, portal_type: filter.portalType },
      };
    }),
  ),

  implement(changeFilterInfo, { access: 'write' }, async ({ caller, db, session, enrollment, input }) => {
    const member = input.user_id === undefined ? undefined : await memberInBook(db, session, input.user_id);
    const changed = await changeFilter(db, named(enrollment).id, input, caller, member, repriceCart);
    return { data: changed, ...(changed.cart_changes ? { message: 'quoting.cart_repriced' as const } : {}) };
  }),

  implement(storeTempDependentInfo, { access: 'write' }, async ({ db, enrollment, input }) => {
    await storeDependents(db, named(enrollment).id, input);
    return { data: {} };
  }),
  implement(updateTierInfo, { access: 'write' }, async ({ db, enrollment, input }) => ({
    data: { tier: await updateTier(db, named(enrollment).id, input) },
  })),
  implement(getTempDependentInfo, { access: 'read' }, async ({ db, enrollment }) => ({
    data: await dependentsOf(db, named(enrollment).id),
  })),
];
