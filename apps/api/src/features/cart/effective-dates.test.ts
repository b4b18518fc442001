// The effective-date rules, by table: firsts of the next months, the portal's cutoff and earliest
// date, plans' blackouts, start months and the household's ages, and the cutoff's countdown, on days passed in.
import { describe, expect, it } from 'vitest';
import { effectiveDatesOn, firstOfMonth, type PlanRules, type PortalRules } from './effective-dates';

const noRules: PortalRules = { cutoffDay: undefined, earliest: undefined };
const plan = (rules: Partial<PlanRules>): PlanRules => ({
  name: 'Plan',
  blackout: undefined,
  startMonths: undefined,
  ...rules,
});

describe('firstOfMonth', () => {
  it.each([
    ['2026-11-24', 1, '2026-12-01'],
    ['2026-11-24', 2, '2027-01-01'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-15', -1, '2026-02-01'],
  ])('%s plus %i months is %s', (day, months, want) => {
    expect(firstOfMonth(day, months)).toBe(want);
  });
});

describe('effectiveDatesOn', () => {
  it.each([
    {
      name: 'the firsts of the next three months, without rules',
      today: '2026-11-24',
      portal: noRules,
      plans: [],
      result: ['2026-12-01', '2027-01-01', '2027-02-01'],
      missing: [],
    },
    {
      name: 'next month is no longer offered after the cutoff day',
      today: '2026-11-21',
      portal: { cutoffDay: 20, earliest: undefined },
      plans: [],
      result: ['2027-01-01', '2027-02-01', '2027-03-01'],
      missing: [{ date: '2026-12-01', reason: 'cutoff', plan_name: '' }],
    },
    {
      name: 'on the cutoff day next month is still offered',
      today: '2026-11-20',
      portal: { cutoffDay: 20, earliest: undefined },
      plans: [],
      result: ['2026-12-01', '2027-01-01', '2027-02-01'],
      missing: [],
    },
    {
      name: "the portal's earliest date",
      today: '2026-11-05',
      portal: { cutoffDay: undefined, earliest: '2027-02-01' },
      plans: [],
      result: ['2027-02-01', '2027-03-01', '2027-04-01'],
      missing: [
        { date: '2026-12-01', reason: 'portal_earliest', plan_name: '' },
        { date: '2027-01-01', reason: 'portal_earliest', plan_name: '' },
      ],
    },
    {
      name: 'a plan starting on a quarter only, across a year',
      today: '2026-11-05',
      portal: noRules,
      plans: [plan({ name: 'Premier', startMonths: [1, 4, 7, 10] })],
      result: ['2027-01-01', '2027-04-01', '2027-07-01'],
      missing: [
        { date: '2026-12-01', reason: 'plan_months', plan_name: 'Premier' },
        { date: '2027-02-01', reason: 'plan_months', plan_name: 'Premier' },
        { date: '2027-03-01', reason: 'plan_months', plan_name: 'Premier' },
        { date: '2027-05-01', reason: 'plan_months', plan_name: 'Premier' },
        { date: '2027-06-01', reason: 'plan_months', plan_name: 'Premier' },
      ],
    },
    {
      name: 'a plan the household is too old for from February, named',
      today: '2026-11-05',
      portal: noRules,
      plans: [plan({ name: 'Premier', agesFitOn: (date: string) => date < '2027-02-01' })],
      result: ['2026-12-01', '2027-01-01'],
      missing: Array.from({ length: 10 }, (_, index) => ({
        date: firstOfMonth('2027-02-01', index),
        reason: 'plan_ages',
        plan_name: 'Premier',
      })),
    },
    {
      name: "a plan's blackout, named",
      today: '2026-11-05',
      portal: noRules,
      plans: [plan({ name: 'Dental' }), plan({ name: 'Tele', blackout: { from: '2026-11-01', to: '2027-01-31' } })],
      result: ['2027-02-01', '2027-03-01', '2027-04-01'],
      missing: [
        { date: '2026-12-01', reason: 'blackout', plan_name: 'Tele' },
        { date: '2027-01-01', reason: 'blackout', plan_name: 'Tele' },
      ],
    },
    {
      name: 'nothing within the horizon: none offered, every month says why',
      today: '2026-11-05',
      portal: noRules,
      plans: [plan({ name: 'Never', blackout: { from: '2026-01-01', to: '2030-01-01' } })],
      result: [],
      missing: Array.from({ length: 12 }, (_, index) => ({
        date: firstOfMonth('2026-11-05', index + 1),
        reason: 'blackout',
        plan_name: 'Never',
      })),
    },
  ])('$name', ({ today, portal, plans, result, missing }) => {
    const dates = effectiveDatesOn(today, portal, plans);
    expect(dates.result).toEqual(result);
    expect(dates.missing).toEqual(missing);
  });

  it('counts the days left until the cutoff of the earliest date it governs', () => {
    const cutoff = { cutoffDay: 20, earliest: undefined };
    expect(effectiveDatesOn('2026-11-05', cutoff, []).cutoff).toEqual({
      day: 20,
      effective_date: '2026-12-01',
      last_day: '2026-11-20',
      days_left: 15,
    });
    expect(effectiveDatesOn('2026-11-20', cutoff, []).cutoff).toMatchObject({ last_day: '2026-11-20', days_left: 0 });
    // Past this month's cutoff, the countdown is to next month's, for the month after.
    expect(effectiveDatesOn('2026-11-24', cutoff, []).cutoff).toEqual({
      day: 20,
      effective_date: '2027-01-01',
      last_day: '2026-12-20',
      days_left: 26,
    });
    // A cutoff in February, across the year's end.
    expect(effectiveDatesOn('2026-12-28', { cutoffDay: 28, earliest: undefined }, []).cutoff).toMatchObject({
      effective_date: '2027-01-01',
      days_left: 0,
    });
    expect(effectiveDatesOn('2026-11-05', noRules, []).cutoff).toBeNull();
    // The date the cutoff governs is not offered for another reason: no countdown to show.
    expect(effectiveDatesOn('2026-11-05', { cutoffDay: 20, earliest: '2027-03-01' }, []).cutoff).toBeNull();
  });
});
