// Demo plans: medical in three networks, limited and guaranteed-issue medical, qualified HSA plans,
// prescriptions, telemedicine and the association membership; with dental and vision
// (plans-dental-vision.ts), the health plans in catalog order.
import { membershipFeeCents } from '@benefit-store/contract/pricing';
import { allTiers, medicalFacts, planLevels, type SeedPlan } from './plan';
import { dental, vision } from './plans-dental-vision';
import { ageBands, composite, familyFactors, flat, loaded, singleAges, zip3Areas } from './rates';

/** Northstar PPO: every state, ages 18 to 64, tobacco users pay x1.5. */
const northstar = planLevels(
  {
    idPrefix: 'MED-NS',
    namePrefix: 'Northstar PPO',
    carrier: 'NORTH',
    category: 'medical',
    planType: 'PPO',
    network: 'northstar PPO',
    summary: 'Major medical coverage with a nationwide PPO network.',
    issueAges: [18, 64],
    tobaccoRated: true,
    related: ['RX-SAVER', 'ACC-BASIC', 'DEN-BASIC'],
  },
  [
    [
      'BRZ',
      'Bronze 7000',
      loaded(singleAges(28_940, 27, { fromAge: 18, toAge: 64 }), 15_000),
      { facts: medicalFacts(7_000, 9_200) },
    ],
    [
      'SLV',
      'Silver 4500',
      loaded(singleAges(36_120, 27, { fromAge: 18, toAge: 64 }), 15_000),
      { featured: true, facts: medicalFacts(4_500, 8_000) },
    ],
    [
      'GLD',
      'Gold 1500',
      loaded(singleAges(44_870, 27, { fromAge: 18, toAge: 64 }), 15_000),
      { facts: medicalFacts(1_500, 6_000) },
    ],
  ],
);

/** Meridian HMO: Texas only, rated by area; Dallas, Fort Worth and Houston are served. */
const meridianAreas = zip3Areas([
  [750, 753, 10_000],
  [760, 761, 9_700],
  [770, 775, 10_400],
]);
const meridian = planLevels(
  {
    idPrefix: 'MED-MR',
    namePrefix: 'Meridian HMO',
    carrier: 'MERID',
    category: 'medical',
    planType: 'HMO',
    network: 'meridian HMO',
    summary: 'Lower premiums with a primary care doctor who coordinates your care in North and Southeast Texas.',
    states: ['TX'],
    issueAges: [18, 64],
    tobaccoRated: true,
    related: ['RX-SAVER', 'VIS-BASIC'],
  },
  [
    [
      'SLV',
      'Silver',
      loaded(singleAges(31_480, 27, { fromAge: 18, toAge: 64 }), 12_500, meridianAreas),
      { facts: medicalFacts(5_000, 8_500) },
    ],
    [
      'GLD',
      'Gold',
      loaded(singleAges(39_260, 27, { fromAge: 18, toAge: 64 }), 12_500, meridianAreas),
      { facts: medicalFacts(2_000, 6_500) },
    ],
  ],
);

/** Crescent EPO: Arizona, Nevada and California. */
const crescentAreas = zip3Areas([
  [850, 865, 9_600],
  [889, 898, 10_100],
  [900, 961, 11_800],
]);
const crescent = planLevels(
  {
    idPrefix: 'MED-CR',
    namePrefix: 'Crescent EPO',
    carrier: 'CRESC',
    category: 'medical',
    planType: 'EPO',
    network: 'crescent EPO',
    summary: 'An exclusive provider network across the Southwest, no referrals needed.',
    states: ['AZ', 'NV', 'CA'],
    issueAges: [18, 64],
    tobaccoRated: true,
  },
  [
    [
      'BRZ',
      'Bronze',
      loaded(singleAges(30_150, 27, { fromAge: 18, toAge: 64 }), 12_000, crescentAreas),
      { facts: medicalFacts(6_500, 9_100) },
    ],
    [
      'SLV',
      'Silver',
      loaded(singleAges(37_940, 27, { fromAge: 18, toAge: 64 }), 12_000, crescentAreas),
      { facts: medicalFacts(4_000, 8_200) },
    ],
  ],
);

const limitedMedical: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'LTD',
      namePrefix: 'Harbor Fixed Benefit',
      carrier: 'HARBOR',
      category: 'limitedmed',
      summary: 'Fixed cash benefits for doctor visits, tests and hospital stays.',
      membershipPlan: 'ELV-MEM',
      related: ['TEL-BASIC'],
    },
    [
      ['100', '100', ageBands(9_900, familyFactors, { steepness: 0.5 })],
      ['200', '200', ageBands(14_900, familyFactors, { steepness: 0.5 })],
      ['300', '300', ageBands(19_900, familyFactors, { steepness: 0.5 })],
    ],
  ),
  {
    id: 'LTD-L713',
    carrier: 'SUMMIT',
    name: 'Summit Premier Health (L713)',
    category: 'limitedmed',
    summary: 'Our premier limited medical plan with an MEC wellness core and hospital indemnity.',
    highlights: ['Preventive care at $0', '$1,000 per day hospital benefit'],
    table: composite({ IO: 18_900, IS: 34_900, IC: 29_900, IF: 44_900 }),
    premier: true,
    includesAdminFee: true,
    issueAges: [18, 64],
    // The premier plan's carrier starts coverage on the first of a quarter only.
    startMonths: [1, 4, 7, 10],
  },
];

const guaranteed: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'GI',
      namePrefix: 'Summit Performance',
      carrier: 'SUMMIT',
      category: 'guaranteed',
      planType: 'MM',
      summary: 'Guaranteed-issue medical for performance groups: no health questions.',
      issueAges: [18, 64],
    },
    [
      ['MM1', 'Advantage 1', composite({ IO: 24_900, IS: 48_900, IC: 41_900, IF: 67_900 })],
      ['MM2', 'Advantage 2', composite({ IO: 32_900, IS: 63_900, IC: 54_900, IF: 87_900 })],
    ],
  ),
  ...planLevels(
    {
      idPrefix: 'GI',
      namePrefix: 'Harbor Guaranteed',
      carrier: 'HARBOR',
      category: 'guaranteed',
      planType: 'GI',
      summary: 'Guaranteed-issue fixed benefits: everyone who applies is accepted.',
    },
    [
      ['STD', 'Standard', ageBands(12_900, familyFactors, { steepness: 0.6 })],
      ['PLUS', 'Plus', ageBands(17_900, familyFactors, { steepness: 0.6 })],
    ],
  ),
];

const hsa = planLevels(
  {
    idPrefix: 'HSA',
    namePrefix: 'Northstar HSA',
    carrier: 'NORTH',
    category: 'hsa',
    planType: 'HDHP',
    summary: 'A qualified high-deductible plan you can pair with a health savings account.',
    issueAges: [18, 64],
    tobaccoRated: true,
  },
  [
    [
      'BRZ',
      'Bronze 7050',
      loaded(singleAges(26_480, 27, { fromAge: 18, toAge: 64 }), 13_000),
      { facts: medicalFacts(7_050, 8_050) },
    ],
    [
      'SLV',
      'Silver 5000',
      loaded(singleAges(33_210, 27, { fromAge: 18, toAge: 64 }), 13_000),
      { facts: medicalFacts(5_000, 7_500) },
    ],
    [
      'GLD',
      'Gold 3200',
      loaded(singleAges(40_590, 27, { fromAge: 18, toAge: 64 }), 13_000),
      { facts: medicalFacts(3_200, 6_000) },
    ],
  ],
);

const prescriptions: SeedPlan[] = [
  ...planLevels(
    { idPrefix: 'RX', namePrefix: 'Pulse Rx', carrier: 'PULSE', category: 'rx', summary: 'Prescription savings.' },
    [
      ['SAVER', 'Saver', flat(995), { highlights: ['Generics from $4'] }],
      ['PLUS', 'Plus', composite({ IO: 1_995, IS: 2_995, IC: 2_995, IF: 3_495 })],
      ['MAIL', 'Mail Order', composite({ IO: 1_495, IS: 2_495, IC: 2_495, IF: 2_995 })],
    ],
  ),
  {
    id: 'RX-SENIOR',
    carrier: 'PULSE',
    name: 'Pulse Rx Senior',
    category: 'rx',
    summary: 'Prescription savings for people on Medicare.',
    table: composite({ IO: 1_895, IS: 3_590 }),
    tiers: ['IO', 'IS'],
    issueAges: [65, 100],
    portals: ['MED65'],
  },
];

const lifestyle: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'TEL',
      namePrefix: 'Pulse',
      carrier: 'PULSE',
      category: 'lifestyle',
      summary: 'Doctors by phone and video, any time, with no copay.',
    },
    [
      ['BASIC', 'Telemedicine', flat(1_495), { featured: true }],
      [
        'FAMILY',
        'Telemedicine + Counseling',
        composite({ IO: 2_495, IS: 3_495, IC: 3_495, IF: 3_995 }),
        { blackoutMonths: 12 },
      ],
    ],
  ),
  {
    id: 'WELL-FIT',
    carrier: 'ELEVATE',
    name: 'Elevate Fitness Network',
    category: 'lifestyle',
    summary: 'Gym access at 10,000 locations and wellness coaching, for association members.',
    table: composite({ IO: 2_900, IS: 4_900 }),
    tiers: ['IO', 'IS'],
    membershipPlan: 'ELV-MEM',
    portals: ['ASSOC', 'INDFAM'],
  },
  {
    id: 'ELV-MEM',
    carrier: 'ELEVATE',
    name: 'Elevate Wellness Membership',
    category: 'lifestyle',
    summary: 'Membership in the Elevate Wellness Association, which some plans require.',
    highlights: ['Member discounts', 'Access to association plans'],
    table: flat(membershipFeeCents),
    tiers: allTiers,
    isMembership: true,
    footerPlan: true,
    hideAddToCart: true,
  },
];

export const healthPlans: readonly SeedPlan[] = [
  ...dental,
  ...vision,
  ...northstar,
  ...meridian,
  ...crescent,
  ...limitedMedical,
  ...guaranteed,
  ...hsa,
  ...prescriptions,
  ...lifestyle,
];
