// The wizard's steps for an enrollment (spec 001, step ordering): each tab, whether it is
// required, and its order, as its portal and group are configured (the default otherwise).
import type { DynamicTab, TabName } from '@benefit-store/contract/enrollment-tabs';
import { wizardSteps } from '@benefit-store/contract/wizard-steps';
import type { Db } from '../../db/database';
import { configurationsOf, tabsOfEnrollment } from './tabs-repo';

export async function dynamicTabsOf(db: Db, enrollmentId: number): Promise<DynamicTab[]> {
  const rows = await tabsOfEnrollment(db, enrollmentId);
  return rows.map((row) => ({ tab_name: row.tab_name, required: row.required, order: row.tab_order }));
}

/**
 * The steps (required tabs, in order) of each of the enrollments: read once per configuration
 * they share (portal and group), not once per enrollment.
 */
export async function stepsOfEnrollments(db: Db, enrollmentIds: readonly number[]) {
  const steps = new Map<number, TabName[]>();
  if (enrollmentIds.length === 0) return steps;
  const byConfiguration = new Map<string, TabName[]>();
  for (const row of await configurationsOf(db, enrollmentIds)) {
    const configuration = `${row.platform_id}/${row.employer_group_id}`;
    const ordered = byConfiguration.get(configuration) ?? wizardSteps(await dynamicTabsOf(db, row.id));
    byConfiguration.set(configuration, ordered);
    steps.set(row.id, ordered);
  }
  return steps;
}
