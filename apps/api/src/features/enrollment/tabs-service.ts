// The wizard's steps for an enrollment (spec 001, step ordering): each tab, whether it is
// required, and its order, as its portal and group are configured (the default otherwise).
import type { DynamicTab } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../../db/database';
import { tabsOfEnrollment } from './tabs-repo';

export async function dynamicTabsOf(db: Db, enrollmentId: number): Promise<DynamicTab[]> {
  const rows = await tabsOfEnrollment(db, enrollmentId);
  return rows.map((row) => ({ tab_name: row.tab_name, required: row.required, order: row.tab_order }));
}
