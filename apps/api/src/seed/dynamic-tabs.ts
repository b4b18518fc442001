// Demo configuration of the enrollment wizard's steps: the default asks every tab in the
// specification's order, except that review and confirmation comes last (its Complete Enrollment
// finishes the enrollment, so the agreement and billing it shows are done before it); individual and family plans skip the employer step and ask about
// dependents early; Medicare plans skip employer and dependents, with gaps in the order (the wizard
// scans 0 to 10); Acme Logistics asks for the employer right after the person and skips
// beneficiaries.
import { type TabName, tabNames } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../db/database';

/** Tabs in order of their step; tabs not listed are configured as not required, after the rest. */
type Configuration = { portal?: string; group?: string; steps: readonly (readonly [TabName, number])[] };

/** Every tab, in the specification's order. */
const all = tabNames;
/** The default steps: the specification's order with review last. */
const reviewLast = [...all.filter((tab) => tab !== 'review_info'), 'review_info' as const];

export const demoTabConfigurations: readonly Configuration[] = [
  { steps: reviewLast.map((tab, order) => [tab, order] as const) },
  {
    portal: 'INDFAM',
    steps: [
      ['primary_info', 0],
      ['contact_info', 1],
      ['dependent_info', 2],
      ['primary_health_info', 3],
      ['beneficiary_info', 4],
      ['agreement_info', 5],
      ['billing_info', 6],
      ['review_info', 7],
    ],
  },
  {
    portal: 'MED65',
    steps: [
      ['primary_info', 0],
      ['contact_info', 2],
      ['primary_health_info', 4],
      ['beneficiary_info', 6],
      ['agreement_info', 8],
      ['billing_info', 9],
      ['review_info', 10],
    ],
  },
  {
    group: 'ACME2026',
    steps: [
      ['primary_info', 0],
      ['employer_info', 1],
      ['contact_info', 2],
      ['dependent_info', 3],
      ['primary_health_info', 4],
      ['agreement_info', 5],
      ['billing_info', 6],
      ['review_info', 7],
    ],
  },
];

/** Every tab of a configuration: its steps, then the tabs it skips in the free orders left. */
function rowsOf(steps: Configuration['steps']) {
  const used = new Set(steps.map(([, order]) => order));
  const free = Array.from({ length: 11 }, (_, order) => order).filter((order) => !used.has(order));
  const skipped = all.filter((tab) => !steps.some(([step]) => step === tab));
  return [
    ...steps.map(([tab_name, tab_order]) => ({ tab_name, tab_order, required: true })),
    ...skipped.map((tab_name, index) => ({ tab_name, tab_order: free[index] ?? 10, required: false })),
  ];
}

export async function seedDynamicTabs(db: Db): Promise<void> {
  for (const configuration of demoTabConfigurations) {
    const portal = configuration.portal
      ? await db
          .selectFrom('platform')
          .select('id')
          .where('platform_code', '=', configuration.portal)
          .executeTakeFirstOrThrow()
      : undefined;
    const group = configuration.group
      ? await db
          .selectFrom('employer_group')
          .select('id')
          .where('group_code', '=', configuration.group)
          .executeTakeFirstOrThrow()
      : undefined;
    await db
      .insertInto('dynamic_tab')
      .values(
        rowsOf(configuration.steps).map((row) => ({
          ...row,
          platform_id: portal?.id ?? null,
          employer_group_id: group?.id ?? null,
        })),
      )
      .execute();
  }
}
