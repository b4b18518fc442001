// Demo plans: term life (with the special carrier's plans), disability income, critical illness,
// accident, hospital, supplemental, bundles and pet.

import { planLevels, type SeedPlan } from './plan';
import { adultFactors, ageBands, composite, familyFactors, flat, loaded, perUnit } from './rates';

/** Cents per 1,000 of benefit by age: term life. */
const termRates: readonly [number, number, number][] = [
  [18, 29, 6],
  [30, 39, 8],
  [40, 49, 16],
  [50, 59, 41],
  [60, 70, 112],
];
const lifeAmounts = [25_000, 50_000, 100_000, 250_000];
/** The spec's special-carrier price text. */
const specialCarrierFees =
  'Union Dues $25.00, Annuity Fund $10.00, Billing Fees $30.00; association fees Single $50, Member+Spouse $100, Member+Child(ren) $100, Family $150; independent marketer fees average $77 to $150.';

const termLife: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'LIFE',
      namePrefix: 'Summit Term Life',
      carrier: 'SUMMIT',
      category: 'term_life',
      summary: 'Level-premium term life insurance with a choice of benefit.',
      issueAges: [18, 70],
      tobaccoRated: true,
      related: ['ACC-BASIC', 'CI-20'],
    },
    [
      ['10', '10', loaded(perUnit(termRates, lifeAmounts), 15_000)],
      ['20', '20', loaded(perUnit(termRates, lifeAmounts, adultFactors), 15_000), { featured: true }],
    ],
  ),
  {
    id: 'LIFE-OPT',
    carrier: 'SUMMIT',
    name: 'Summit Optional Life',
    category: 'term_life',
    summary: 'Optional life from $100,000 to $300,000; subject to medical underwriting approval.',
    callout: 'Prices include 3% administrative fees',
    table: loaded(perUnit(termRates, [100_000, 200_000, 300_000]), 14_000),
    issueAges: [18, 65],
    tobaccoRated: true,
    includesAdminFee: true,
    questions: ['cancer', 'hospital'],
  },
  ...planLevels(
    {
      idPrefix: 'KEY',
      namePrefix: 'Keystone',
      carrier: 'KEYST',
      category: 'term_life',
      summary: 'Life insurance underwritten by Keystone Life Insurance Company, sold with union benefits.',
      issueAges: [18, 64],
      spouseAges: [18, 64],
      tobaccoRated: true,
      specialCarrierFees,
      specialQuestions: true,
    },
    [
      ['TERM', 'Union Term Life', loaded(perUnit(termRates, [50_000, 100_000], adultFactors), 12_500)],
      ['WL', 'Union Whole Life', loaded(ageBands(4_200, adultFactors, { toAge: 64 }), 12_500)],
    ],
  ),
  {
    id: 'LIFE-FINAL',
    carrier: 'SUMMIT',
    name: 'Summit Final Expense',
    category: 'term_life',
    summary: 'A small whole life policy for final expenses, for ages 50 to 85.',
    table: loaded(ageBands(3_900, { IO: 10_000 }, { fromAge: 50 }), 12_000),
    issueAges: [50, 85],
    tobaccoRated: true,
    tiers: ['IO'],
  },
];

/** Cents per 1,000 of monthly benefit by age: disability income. */
const diRates: readonly [number, number, number][] = [
  [18, 29, 1_450],
  [30, 39, 1_720],
  [40, 49, 2_310],
  [50, 60, 3_180],
];
const disability = planLevels(
  {
    idPrefix: 'DI',
    namePrefix: 'Summit Income Protect',
    carrier: 'SUMMIT',
    category: 'di',
    summary: 'A monthly benefit if illness or injury keeps you from working.',
    issueAges: [18, 60],
    tiers: ['IO'],
  },
  [
    ['SHORT', 'Short Term', perUnit(diRates, [1_000, 2_000]), { minIncomeDollars: 15_000, minWeeklyHours: 20 }],
    ['LONG', 'Long Term', perUnit(diRates, [2_000, 3_000]), { minIncomeDollars: 30_000, minWeeklyHours: 30 }],
    ['PRO', 'Professional', perUnit(diRates, [3_000, 5_000]), { minIncomeDollars: 60_000, minWeeklyHours: 30 }],
    ['GIG', 'Gig Worker', perUnit(diRates, [1_000]), { minIncomeDollars: 12_000, minWeeklyHours: 15 }],
  ],
);

/** Cents per 1,000 of benefit by age: critical illness. */
const ciRates: readonly [number, number, number][] = [
  [18, 39, 55],
  [40, 49, 118],
  [50, 59, 246],
  [60, 64, 441],
];
const critical: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'CI',
      namePrefix: 'Harbor Critical Illness',
      carrier: 'HARBOR',
      category: 'critical',
      summary: 'A lump sum when you are diagnosed with a covered critical illness.',
      issueAges: [18, 64],
      tobaccoRated: true,
    },
    [
      ['10', '$10,000', loaded(perUnit(ciRates, [10_000], familyFactors), 12_500)],
      ['20', '$20,000', loaded(perUnit(ciRates, [20_000], familyFactors), 12_500)],
      ['30', '$30,000', loaded(perUnit(ciRates, [30_000], familyFactors), 12_500)],
    ],
  ),
  {
    id: 'CI-CANCER',
    carrier: 'HARBOR',
    name: 'Harbor Cancer Protection',
    category: 'critical',
    summary: 'Cancer benefits from diagnosis through treatment; health questions apply.',
    table: ageBands(1_590, familyFactors, { toAge: 64 }),
    issueAges: [18, 64],
    questions: ['cancer', 'hospital'],
  },
];

const accident: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'ACC',
      namePrefix: 'Harbor Accident',
      carrier: 'HARBOR',
      category: 'accident',
      summary: 'Cash benefits for injuries from accidents, on or off the job.',
    },
    [
      ['BASIC', 'Basic', composite({ IO: 1_290, IS: 2_190, IC: 2_390, IF: 3_290 }), { featured: true }],
      ['PLUS', 'Plus', composite({ IO: 1_990, IS: 3_390, IC: 3_690, IF: 4_990 })],
    ],
  ),
  {
    id: 'ACC-SPORT',
    carrier: 'HARBOR',
    name: 'Harbor Active Life Accident',
    category: 'accident',
    summary: 'Accident cover for active adults; spouses are covered up to age 60.',
    table: composite({ IO: 1_690, IS: 2_990 }),
    tiers: ['IO', 'IS'],
    spouseAges: [18, 60],
  },
  {
    id: 'ACC-ELV',
    carrier: 'ELEVATE',
    name: 'Elevate Member Accident',
    category: 'accident',
    summary: 'Accident benefits for association members at a member price.',
    table: composite({ IO: 990, IS: 1_790, IC: 1_890, IF: 2_590 }),
    membershipPlan: 'ELV-MEM',
  },
];

const hospital: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'HOSP',
      namePrefix: 'Harbor Hospital',
      carrier: 'HARBOR',
      category: 'hospital',
      summary: 'Cash for hospital admissions and each day you stay.',
      issueAges: [18, 75],
    },
    [
      ['100', 'Indemnity 100', ageBands(1_490, familyFactors, { steepness: 0.8 })],
      ['200', 'Indemnity 200', ageBands(2_690, familyFactors, { steepness: 0.8 })],
      ['ICU', 'Intensive Care', ageBands(890, familyFactors, { steepness: 0.8 })],
    ],
  ),
  {
    id: 'HOSP-ELV',
    carrier: 'ELEVATE',
    name: 'Elevate Member Hospital',
    category: 'hospital',
    summary: 'Hospital indemnity for association members.',
    table: ageBands(1_190, familyFactors, { steepness: 0.8 }),
    membershipPlan: 'ELV-MEM',
    portals: ['ASSOC'],
  },
];

const supplemental: SeedPlan[] = [
  {
    id: 'SUP-CANCER',
    carrier: 'HARBOR',
    name: 'Harbor Cancer Care Supplement',
    category: 'supplemental',
    summary: 'Pays toward chemotherapy, radiation and travel for cancer treatment.',
    table: ageBands(1_290, familyFactors, { toAge: 64 }),
    issueAges: [18, 64],
    questions: ['cancer'],
  },
  {
    id: 'SUP-HEART',
    carrier: 'HARBOR',
    name: 'Harbor Heart and Stroke',
    category: 'supplemental',
    summary: 'A benefit on a heart attack or stroke; health questions apply.',
    table: ageBands(990, familyFactors, { toAge: 64 }),
    issueAges: [18, 64],
    questions: ['heart'],
  },
  {
    id: 'SUP-GAP',
    carrier: 'SUMMIT',
    name: 'Summit Deductible Gap',
    category: 'supplemental',
    summary: 'Helps pay your medical deductible after a hospital stay.',
    table: ageBands(2_190, familyFactors, { steepness: 0.7 }),
  },
  {
    id: 'SUP-IHA',
    carrier: 'SUMMIT',
    name: 'Summit IHA Hospital Advantage',
    category: 'supplemental',
    summary: 'An IHA hospital advantage plan paying a daily benefit from the first day.',
    table: composite({ IO: 2_490, IS: 4_590, IC: 3_990, IF: 5_990 }),
    iha: true,
  },
];

const bundles = planLevels(
  {
    idPrefix: 'BND',
    namePrefix: 'Benefit Store',
    carrier: 'ELEVATE',
    category: 'bundles',
    summary: 'Several products under one price.',
    membershipPlan: 'ELV-MEM',
  },
  [
    [
      '2',
      'Bundle (dental + vision)',
      composite({ IO: 3_590, IS: 6_790, IC: 6_990, IF: 9_890 }),
      { bundlePlanCount: 2 },
    ],
    ['3', 'Triple Play', composite({ IO: 4_890, IS: 8_990, IC: 9_290, IF: 12_990 }), { bundlePlanCount: 3 }],
    ['4', '4 in one', composite({ IO: 6_190, IS: 11_490, IC: 11_790, IF: 16_490 }), { bundlePlanCount: 4 }],
    ['5', 'Ultimate Play Bundle', composite({ IO: 7_490, IS: 13_890, IC: 14_290, IF: 19_990 }), { bundlePlanCount: 5 }],
  ],
);

const pet = planLevels(
  { idPrefix: 'PET', namePrefix: 'Pawsitive', carrier: 'PAWS', category: 'pet', summary: 'Pet insurance.' },
  [
    ['DOG', 'Dog Care', flat(3_290)],
    ['CAT', 'Cat Care', flat(2_190)],
    ['MULTI', 'Multi-Pet', flat(4_990)],
  ],
);

export const protectionPlans: readonly SeedPlan[] = [
  ...termLife,
  ...disability,
  ...critical,
  ...accident,
  ...hospital,
  ...supplemental,
  ...bundles,
  ...pet,
];
