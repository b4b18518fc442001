// Table-driven cases of the rating engine: every form, factor, rounding step, limit and error code.
import { describe, expect, it } from 'vitest';
import {
  bandTable,
  bornAged,
  type Case,
  children,
  compositeTable,
  error,
  price,
  run,
  singleAgeTable,
  table,
  unitTable,
} from './rate-fixtures';

const spouse = { spouseBirthDate: '1982-01-01' };

const forms: Case[] = [
  { name: 'age band, member only', want: price(15_000, 'PLAN1_IO_age-40-49') },
  { name: 'age band, member + spouse (x2)', household: { tier: 'IS', ...spouse }, want: price(30_000) },
  {
    name: 'age band, member + child (x1.85)',
    household: { tier: 'IC', childBirthDates: children(1) },
    want: price(27_750),
  },
  {
    name: 'age band, family x2.8333: 42,499.5 rounds half up',
    household: { tier: 'IF', ...spouse, childBirthDates: children(2) },
    want: price(42_500, 'PLAN1_IF_age-40-49'),
  },
  {
    name: 'age band, lowest band',
    household: { primaryBirthDate: '2001-01-01' },
    want: price(10_000, 'PLAN1_IO_age-18-29'),
  },
  { name: 'band edge: 30 on the effective date', household: { primaryBirthDate: '1996-07-01' }, want: price(12_000) },
  {
    name: 'band edge: 29 the day before the birthday',
    household: { primaryBirthDate: '1996-07-02' },
    want: price(10_000),
  },
  { name: 'single age 45', plan: { table: singleAgeTable }, want: price(15_100, 'PLAN1_IO_age-45') },
  {
    name: 'single age 46 on the birthday',
    plan: { table: singleAgeTable },
    household: { primaryBirthDate: '1980-07-01' },
    want: price(15_400),
  },
  {
    name: 'single age with tier factor',
    plan: { table: singleAgeTable },
    household: { tier: 'IS', ...spouse },
    want: price(30_200),
  },
  {
    name: 'single age without a row for the age',
    plan: { table: singleAgeTable },
    household: { primaryBirthDate: bornAged(47) },
    want: error('ageError'),
  },
  {
    name: 'single age without a factor for the tier',
    plan: { table: singleAgeTable },
    household: { tier: 'IC', childBirthDates: children(1) },
    want: error('tierError'),
  },
  { name: 'composite member only', plan: { table: compositeTable }, want: price(9_000, 'PLAN1_IO_tier') },
  {
    name: 'composite member + spouse',
    plan: { table: compositeTable },
    household: { tier: 'IS', ...spouse },
    want: price(17_000, 'PLAN1_IS_tier'),
  },
  {
    name: 'composite ignores age (18)',
    plan: { table: compositeTable },
    household: { primaryBirthDate: bornAged(18) },
    want: price(9_000),
  },
  {
    name: 'composite ignores age (99)',
    plan: { table: compositeTable },
    household: { primaryBirthDate: bornAged(99) },
    want: price(9_000),
  },
  {
    name: 'composite without the tier',
    plan: { table: compositeTable },
    household: { tier: 'IF', ...spouse, childBirthDates: children(1) },
    want: error('tierError'),
  },
  {
    name: 'per unit 100,000 at 0.23',
    plan: { table: unitTable },
    options: { benefitDollars: 100_000 },
    want: price(2_300, 'PLAN1_IO_unit-40-59-100000'),
  },
  { name: 'per unit 250,000', plan: { table: unitTable }, options: { benefitDollars: 250_000 }, want: price(5_750) },
  {
    name: 'per unit 125,500: 2,886.5 rounds half up',
    plan: { table: unitTable },
    options: { benefitDollars: 125_500 },
    want: price(2_887),
  },
  {
    name: 'per unit, younger band',
    plan: { table: unitTable },
    household: { primaryBirthDate: bornAged(30) },
    options: { benefitDollars: 50_000 },
    want: price(400, 'PLAN1_IO_unit-18-39-50000'),
  },
  {
    name: 'per unit, tier without a factor',
    plan: { table: unitTable },
    household: { tier: 'IS', ...spouse },
    options: { benefitDollars: 50_000 },
    want: error('tierError'),
  },
];

const factors: Case[] = [
  {
    name: 'tobacco load x1.25 for a smoker',
    plan: table(bandTable),
    household: { tobacco: 'yes' },
    want: price(18_750),
  },
  { name: 'no load for a non-smoker', plan: table(bandTable), want: price(15_000) },
  { name: 'no load when the table has none', household: { tobacco: 'yes' }, want: price(15_000) },
  {
    name: 'tobacco load x1.5 (the maximum)',
    plan: table(bandTable, { tobaccoLoad: 15_000 }),
    household: { tobacco: 'yes' },
    want: price(22_500),
  },
  {
    name: 'tobacco load rounds: 12,501.25 to 12,501',
    plan: table({ form: 'composite', tierRates: { IO: 10_001 } }),
    household: { tobacco: 'yes' },
    want: price(12_501),
  },
  {
    name: 'area 2 x1.1075: 16,612.5 rounds half up',
    plan: table(bandTable),
    household: { ratingArea: '2' },
    want: price(16_613),
  },
  {
    name: 'area factor on the loaded price',
    plan: table(bandTable),
    household: { ratingArea: '2', tobacco: 'yes' },
    want: price(20_766),
  },
  {
    name: 'rounded after each factor: 42,500 x 1.1075 = 47,068.75, not 42,499.5 x 1.1075',
    plan: table(bandTable),
    household: { tier: 'IF', ...spouse, childBirthDates: children(1), ratingArea: '2' },
    want: price(47_069),
  },
  { name: 'admin fee 3%', plan: { includesAdminFee: true }, want: { ...price(15_450), fee_cents: 450 } },
  { name: 'no admin fee, no fee in the price', want: { ...price(15_000), fee_cents: 0 } },
  {
    name: 'admin fee rounds: 1,081.5 to 1,082',
    plan: { includesAdminFee: true, table: { form: 'composite', tierRates: { IO: 1_050 } } },
    want: { ...price(1_082), fee_cents: 32 },
  },
  {
    name: 'admin fee last: 20,766 x 1.03',
    plan: { includesAdminFee: true, ...table(bandTable) },
    household: { ratingArea: '2', tobacco: 'yes' },
    want: { ...price(21_389), fee_cents: 623 },
  },
  {
    name: 'admin fee on per unit',
    plan: { includesAdminFee: true, table: unitTable },
    options: { benefitDollars: 100_000 },
    want: price(2_369),
  },
];

const ages: Case[] = [
  { name: 'primary 17 is refused', household: { primaryBirthDate: '2008-07-02' }, want: error('ageError') },
  {
    name: 'primary 18 on the effective date is accepted',
    household: { primaryBirthDate: '2008-07-01' },
    want: price(10_000),
  },
  {
    name: 'primary 100 is accepted',
    household: { primaryBirthDate: '1925-07-02' },
    want: price(40_000, 'PLAN1_IO_age-65-100'),
  },
  {
    name: 'primary 101 on the effective date is refused',
    household: { primaryBirthDate: '1925-07-01' },
    want: error('ageError'),
  },
  {
    name: 'plan issue ages 18 to 64 refuse 65',
    plan: { issueAges: { min: 18, max: 64 } },
    household: { primaryBirthDate: bornAged(65) },
    want: error('ageError'),
  },
  { name: 'IC with 9 children', household: { tier: 'IC', childBirthDates: children(9) }, want: price(27_750) },
  {
    name: 'IF with 8 children',
    household: { tier: 'IF', ...spouse, childBirthDates: children(8) },
    want: price(42_500),
  },
  {
    name: 'IF with 9 children is refused (8 at most)',
    household: { tier: 'IF', ...spouse, childBirthDates: children(9) },
    want: error('tierError'),
  },
  { name: 'IC without children', household: { tier: 'IC' }, want: error('tierError') },
  { name: 'IC with 2 children of unknown ages', household: { tier: 'IC', childCount: 2 }, want: price(27_750) },
  {
    name: 'IF with 9 children, one birth date known',
    household: { tier: 'IF', ...spouse, childCount: 9, childBirthDates: children(1) },
    want: error('tierError'),
  },
  {
    name: 'only the known child ages are checked',
    household: { tier: 'IC', childCount: 3, childBirthDates: ['2000-07-01'] },
    want: error('planAgeError'),
  },
  { name: 'IS without a spouse', household: { tier: 'IS' }, want: error('tierError') },
  { name: 'IO ignores a spouse it does not cover', household: { spouseBirthDate: bornAged(17) }, want: price(15_000) },
  { name: 'child 25 is covered', household: { tier: 'IC', childBirthDates: ['2000-07-02'] }, want: price(27_750) },
  {
    name: 'child 26 on the effective date is over the limit',
    household: { tier: 'IC', childBirthDates: ['2000-07-01'] },
    want: error('planAgeError'),
  },
  {
    name: 'child born after the effective date',
    household: { tier: 'IC', childBirthDates: ['2026-08-01'] },
    want: error('planAgeError'),
  },
  { name: 'spouse 17', household: { tier: 'IS', spouseBirthDate: '2008-07-02' }, want: error('planAgeError') },
  {
    name: 'plan child limit 0 to 18',
    plan: { childAges: { min: 0, max: 18 } },
    household: { tier: 'IF', ...spouse, childBirthDates: [bornAged(19)] },
    want: error('planAgeError'),
  },
];

const errors: Case[] = [
  {
    name: 'changePid with the new pid',
    plan: { replacedBy: 'PLAN2' },
    want: { ok: false, errorCode: 'changePid', pid: 'PLAN2' },
  },
  { name: 'enrollmentIdError without a household', household: null, want: error('enrollmentIdError') },
  { name: 'portalError', plan: { portalIds: ['P2'] }, want: error('portalError') },
  { name: 'portal offered', plan: { portalIds: ['P2', 'P1'] }, want: price(15_000) },
  { name: 'stateError', plan: { states: ['FL', 'GA'] }, want: error('stateError') },
  { name: 'state offered', plan: { states: ['FL', 'TX'] }, want: price(15_000) },
  {
    name: 'metError: no factor for the area',
    plan: table(bandTable),
    household: { ratingArea: '3' },
    want: error('metError'),
  },
  {
    name: 'tierError: tier not offered',
    plan: { tiers: ['IO'] },
    household: { tier: 'IS', ...spouse },
    want: error('tierError'),
  },
  {
    name: 'smokerError: tobacco-rated, answer unknown',
    plan: { tobaccoRated: true },
    household: { tobacco: 'unknown' },
    want: error('smokerError'),
  },
  { name: 'tobacco-rated, answered no', plan: { tobaccoRated: true, ...table(bandTable) }, want: price(15_000) },
  { name: 'unknown tobacco on a plan not tobacco-rated', household: { tobacco: 'unknown' }, want: price(15_000) },
  { name: 'salaryError: no income', plan: { minAnnualIncomeCents: 2_000_000 }, want: error('salaryError') },
  {
    name: 'salaryError: a cent short',
    plan: { minAnnualIncomeCents: 2_000_000 },
    household: { annualIncomeCents: 1_999_999 },
    want: error('salaryError'),
  },
  {
    name: 'income at the floor',
    plan: { minAnnualIncomeCents: 2_000_000 },
    household: { annualIncomeCents: 2_000_000 },
    want: price(15_000),
  },
  { name: 'hourError: no hours', plan: { minWeeklyHours: 30 }, want: error('hourError') },
  {
    name: 'hourError: an hour short',
    plan: { minWeeklyHours: 30 },
    household: { weeklyHours: 29 },
    want: error('hourError'),
  },
  { name: 'hours at the floor', plan: { minWeeklyHours: 30 }, household: { weeklyHours: 30 }, want: price(15_000) },
  { name: 'newQuestionsError', options: { answersNeeded: true }, want: error('newQuestionsError') },
];

describe('ratePlan', () => {
  describe.each([
    ['rate table forms', forms],
    ['factors and rounding', factors],
    ['ages and family', ages],
    ['error codes', errors],
  ])('%s', (_, cases) => {
    it.each(cases)('$name', (given) => {
      expect(run(given)).toMatchObject(given.want);
    });
  });
});
