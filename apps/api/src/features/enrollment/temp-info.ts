// One saved column of a temporary enrollment, as get-enrollment-temp-info reads it.
import type { tempInfoColumns } from '@benefit-store/contract/enrollment';
import { tabOfSavedTab } from '@benefit-store/contract/resume';
import type { Db } from '../../db/database';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import type { FieldCipher } from '../../lib/field-crypto';
import { filterInfoOf, requireFilterRow } from '../quoting/service';
import { shownAnswersOf } from './step-service';
import { billingInfoShown } from './steps/billing/service';
import { contactInfoShown } from './steps/contact/service';

type TempInfoColumn = (typeof tempInfoColumns)[number];

/**
 * The column's saved value, null while unsaved: the quote filter's columns, the effective date
 * checkout stored, and each wizard step's answers as it saved them (SSNs masked, decision 0016),
 * under the spec's names (benificiary_info, health_info, payment_info); the contact step's sealed
 * email, phone and address opened for the session that may touch the enrollment.
 */
export async function tempInfoOf(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  column: TempInfoColumn,
): Promise<unknown> {
  const enrollmentId = enrollment.id;
  const row = await requireFilterRow(db, enrollmentId);
  switch (column) {
    case 'filter_info':
      return row.filter_submitted_at === null ? null : filterInfoOf(row);
    case 'type':
      return row.enrollment_type;
    case 'eprocess':
      return row.eprocess;
    case 'group_id':
      return row.group_public_id;
    case 'effective_date':
      return row.effective_date;
    case 'contact_info':
      return contactInfoShown(db, cipher, enrollment);
    case 'payment_info':
      return billingInfoShown(db, cipher, enrollment);
    default:
      return shownAnswersOf(db, enrollmentId, tabOfSavedTab[column]);
  }
}
