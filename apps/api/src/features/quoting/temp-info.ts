// One saved column of a temporary enrollment, as get-enrollment-temp-info reads it.
import type { tempInfoColumns } from '@benefit-store/contract/enrollment';
import type { Db } from '../../db/database';
import { filterInfoOf, requireFilterRow } from './service';

type TempInfoColumn = (typeof tempInfoColumns)[number];

/**
 * The column's saved value, null while unsaved. The quote filter's columns and the effective date
 * checkout stored are here; the wizard's steps (primary_info, contact_info, ...) have no storage
 * yet, so nothing can have saved them: they read null until the features that save them add
 * their columns to this switch.
 */
export async function tempInfoOf(db: Db, enrollmentId: number, column: TempInfoColumn): Promise<unknown> {
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
    default:
      return null;
  }
}
