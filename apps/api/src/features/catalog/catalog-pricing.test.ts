// Pricing one plan for the household on the demo catalog: each benefit amount of a per-unit plan,
// every pricing error code reached from the data with its message, related and membership plans.
import { type PricingErrorCode, pricingErrorCodes } from '@benefit-store/contract/pricing';
import { describe, expect, it } from 'vitest';
import { enrollmentOf } from '../../../test/app';
import { catalogApp, type HouseholdColumns } from '../../../test/catalog';
import { testDatabases } from '../../../test/databases';

describe.each(testDatabases)('catalog pricing calls on $name', (database) => {
  const { app, cookie, get, quote } = catalogApp(database);

  it('prices a plan for the household, each benefit amount of a per-unit plan as an option', async () => {
    const id = await quote({ tobacco: 'yes' });
    const life = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=LIFE-10`);
    expect(life.status).toBe(200);
    // 45: 0.16 per 1,000; tobacco x1.5: 25,000 is 4.00 then 6.00.
    expect(life.body.data.plans.map((plan: { price: string }) => plan.price)).toEqual([
      '6.00',
      '12.00',
      '24.00',
      '60.00',
    ]);
    expect(life.body.data).toMatchObject({
      pid: 'LIFE-10',
      ppid: 'LIFE-10_IO_unit-40-49-25000',
      selected_plan: { plan_name: 'Summit Term Life 10 - $25,000', tier: 'IO', is_in_cart: false },
    });
    const optional = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=LIFE-OPT`);
    // 100,000 at 0.16 is 16.00, x1.4 tobacco 22.40, +3% administrative fee 23.07.
    expect(optional.body.data.plans[0].price).toBe('23.07');
  });

  /** Each error code, with the household and plan that reach it. */
  const errorCases: [PricingErrorCode, string, HouseholdColumns | 'no filter'][] = [
    ['changePid', 'DEN-CLASSIC', {}],
    ['enrollmentIdError', 'DEN-BASIC', 'no filter'],
    ['portalError', 'DEN-SENIOR', { birth_date: '1950-01-01' }],
    ['stateError', 'MED-CR-SLV', {}],
    ['metError', 'MED-MR-SLV', { zip: '78701' }],
    ['tierError', 'VIS-KIDS', {}],
    ['ageError', 'MED-NS-SLV', { birth_date: '1955-01-01', portal: 'MED65' }],
    ['planAgeError', 'ACC-SPORT', { tier: 'IS', spouse_birth_date: '1960-01-01' }],
    ['smokerError', 'MED-NS-SLV', { tobacco: 'unknown' }],
    ['salaryError', 'DI-LONG', { annual_income_cents: 2_500_000, weekly_hours: 40 }],
    ['hourError', 'DI-LONG', { annual_income_cents: 5_000_000, weekly_hours: 20 }],
  ];

  it.each(errorCases)('answers %s with its message and the plan ids', async (errorCode, pid, columns) => {
    const id = columns === 'no filter' ? await enrollmentOf(app(), cookie()) : await quote(columns);
    const res = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=${pid}`, cookie(), 'es');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'error', errorCode });
    expect(res.body.message.length).toBeGreaterThan(0);
    // Too little income or hours: the plan's minimums come along, for the popup to state them.
    const minimums =
      errorCode === 'salaryError' || errorCode === 'hourError'
        ? { min_annual_income: 30_000, min_working_hours: 30 }
        : {};
    expect(res.body.data).toEqual({ pid: errorCode === 'changePid' ? 'DEN-PLUS' : pid, ppid: null, ...minimums });
  });

  it('covers every pricing error code but newQuestionsError, which the cart answers', () => {
    const covered = new Set<string>([...errorCases.map(([code]) => code), 'newQuestionsError']);
    expect(covered).toEqual(new Set(pricingErrorCodes));
  });

  it('says the state error in the spec words, in Spanish too', async () => {
    const id = await quote();
    const en = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=MED-CR-SLV`);
    expect(en.body.message).toBe(
      'Plan not available in your state. Please change the state by editing your basic info above.',
    );
    const es = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=MED-CR-SLV`, cookie(), 'es');
    expect(es.body.message).not.toBe(en.body.message);
  });

  it('suggests related plans and offers the membership plan, priced', async () => {
    const id = await quote();
    const related = await get(`get-related-plans?enrollment_id=${id}&plan_id=DEN-PLUS`);
    expect(related.body.data.result).toEqual([
      expect.objectContaining({ plan_id: 'VIS-PLUS', price: '11.50', plan_pricing_id: 'VIS-PLUS_IO_tier' }),
      expect.objectContaining({ plan_id: 'TEL-BASIC', price: '14.95' }),
    ]);
    const elevate = await get(`get-plan-pricing-detail-elevate?enrollment_id=${id}`);
    expect(elevate.body.data.plans).toEqual([
      expect.objectContaining({ plan_id: 'ELV-MEM', price: '5.00', tier: 'IO', is_in_cart: false }),
    ]);
    expect((await get(`get-related-plans?enrollment_id=${id}&plan_id=NOPE`)).status).toBe(404);
  });
});
