// The dependent step's tests: the people they enter and the calls they make, over the app `app()`
// and the session `cookie()` a test's beforeAll starts.
import { enrollmentOf, stepCaller, type TestApp } from './app';

export const spouse = {
  relationship: 'spouse',
  first_name: 'Ana',
  last_name: 'Reyes',
  gender: 1,
  ssn: '123456789',
  weight: 140,
  height_feet: 5,
  height_inch: 6,
  birthdate: '02/14/1990',
  employed: 0,
};
export const child = (first_name: string, ssn: string, birthdate = '06/01/2015') => ({
  relationship: 'child',
  first_name,
  last_name: 'Reyes',
  gender: 0,
  ssn,
  weight: 60,
  height_feet: 4,
  height_inch: 2,
  birthdate,
  employed: 0,
});
export const leo = child('Leo', '987654321');
export const mia = child('Mia', '555443333', '09/30/2018');

export function dependentStep(app: () => TestApp['app'], cookie: () => string) {
  const call = stepCaller(app, cookie);
  /** A new enrollment of this session, quoted for the tier (a spouse born 1990-02-14), with plans in its cart. */
  const household = async (tier: 'IO' | 'IS' | 'IC' | 'IF', plans: string[] = []) => {
    const enrollment = await enrollmentOf(app(), cookie());
    const row = await app()
      .db.updateTable('enrollment')
      .set({
        tier,
        birth_date: '1988-05-05',
        spouse_birth_date: tier === 'IS' || tier === 'IF' ? '1990-02-14' : null,
        child_count: tier === 'IC' || tier === 'IF' ? 2 : null,
        effective_date: '2026-12-01',
      })
      .where('public_id', '=', enrollment)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const plan_id of plans)
      await app()
        .db.insertInto('cart_line')
        .values({ enrollment_id: row.id, plan_id, plan_pricing_id: 'x', price_cents: 100 })
        .execute();
    return enrollment;
  };
  const validate = (enrollment: string, primary_info: object, es = false) =>
    call('POST', 'validate-single-dependent', { enrollment_id: enrollment, primary_info }, { es });
  const save = (enrollment: string, list: object[], es = false) =>
    call(
      'POST',
      'save-dependent-info',
      { enrollment_id: enrollment, dependents: list.map((primary_info) => ({ primary_info })) },
      { es },
    );
  const keep = (enrollment: string, list: object[]) =>
    call('POST', 'save-dependent-info-to-temp', {
      enrollment_id: enrollment,
      dependents: list.map((primary_info) => ({ primary_info })),
    });
  const listOf = async (enrollment: string, who: string | undefined = cookie()) => {
    const res = await call('GET', `get-dependents-existing-user-enrollment?enrollment_id=${enrollment}`, undefined, {
      cookie: who,
    });
    return { status: res.status, list: res.body.data?.result?.dependents, text: res.text };
  };

  /** Whether the default steps require the health tab (hqReq): each dependent then answers its questions. */
  const healthTab = (required: boolean) =>
    app()
      .db.updateTable('dynamic_tab')
      .set({ required })
      .where('tab_name', '=', 'primary_health_info')
      .where('platform_id', 'is', null)
      .where('employer_group_id', 'is', null)
      .execute();
  return { call, household, validate, save, keep, listOf, healthTab };
}
