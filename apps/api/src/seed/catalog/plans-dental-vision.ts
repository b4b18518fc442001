import { dentalFacts, planLevels, type SeedPlan, visionFacts } from './plan';
import { adultFactors, ageBands, composite, familyFactors } from './rates';

export const dental: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'DEN',
      namePrefix: 'Brightsmile',
      carrier: 'BRIGHT',
      category: 'dental',
      planType: 'PPO',
      summary: 'Preventive, basic and major dental care from a national PPO network.',
      related: ['VIS-PLUS', 'TEL-BASIC'],
    },
    [
      [
        'BASIC',
        'Basic Dental',
        ageBands(1_895, familyFactors, { steepness: 0.3 }),
        { callout: 'Cleanings at $0', facts: dentalFacts(100, 60, 0, 1_000) },
      ],
      [
        'PLUS',
        'Plus Dental',
        ageBands(2_940, familyFactors, { steepness: 0.3 }),
        {
          featured: true,
          callout: 'Most popular',
          highlights: ['Crowns and root canals at 50%'],
          facts: dentalFacts(100, 80, 50, 1_500),
        },
      ],
      [
        'PREM',
        'Premier Dental',
        ageBands(4_310, familyFactors, { steepness: 0.3 }),
        {
          highlights: ['Crowns and root canals at 60%', '$2,500 yearly maximum'],
          facts: dentalFacts(100, 80, 60, 2_500),
        },
      ],
    ],
  ),
  {
    id: 'DEN-ORTHO',
    carrier: 'BRIGHT',
    name: 'Brightsmile Family Orthodontics',
    category: 'dental',
    planType: 'PPO',
    summary: 'Dental care with braces for children under 19; sold to households with children.',
    highlights: ['Orthodontics for children at 50%, $1,500 lifetime'],
    table: composite({ IC: 6_850, IF: 9_420 }),
    tiers: ['IC', 'IF'],
    facts: dentalFacts(100, 80, 50, 1_500),
  },
  {
    id: 'DEN-SENIOR',
    carrier: 'BRIGHT',
    name: 'Brightsmile Senior Dental',
    category: 'dental',
    planType: 'PPO',
    summary: 'Dental care with dentures and implants for people 65 and older.',
    highlights: ['Dentures every 5 years', 'Implants at 50%'],
    table: ageBands(3_650, adultFactors, { fromAge: 65 }),
    tiers: ['IO', 'IS'],
    issueAges: [65, 100],
    portals: ['MED65'],
    facts: dentalFacts(100, 80, 50, 1_500),
  },
  {
    id: 'DEN-CLASSIC',
    carrier: 'BRIGHT',
    name: 'Brightsmile Classic Dental (retired)',
    category: 'dental',
    planType: 'PPO',
    summary: 'Replaced by Brightsmile Plus Dental.',
    table: ageBands(2_700, familyFactors, { steepness: 0.3 }),
    replacedBy: 'DEN-PLUS',
    facts: dentalFacts(100, 70, 40, 1_000),
  },
];

export const vision: SeedPlan[] = [
  ...planLevels(
    {
      idPrefix: 'VIS',
      namePrefix: 'ClearView',
      carrier: 'CLEAR',
      category: 'vision',
      summary: 'Eye exams, frames and lenses at thousands of optometrists and retail stores.',
      related: ['DEN-PLUS'],
    },
    [
      [
        'BASIC',
        'Basic Vision',
        composite({ IO: 695, IS: 1_290, IC: 1_340, IF: 1_995 }),
        { facts: visionFacts(10, 130, 25) },
      ],
      [
        'PLUS',
        'Plus Vision',
        composite({ IO: 1_150, IS: 2_140, IC: 2_210, IF: 3_285 }),
        { featured: true, highlights: ['$200 frame allowance'], facts: visionFacts(10, 200, 10) },
      ],
      [
        'EYEWEAR',
        'Eyewear Plus',
        composite({ IO: 1_490, IS: 2_780, IC: 2_860, IF: 4_190 }),
        { facts: visionFacts(0, 250, 0) },
      ],
    ],
  ),
  {
    id: 'VIS-KIDS',
    carrier: 'CLEAR',
    name: 'ClearView Kids Vision',
    category: 'vision',
    summary: 'Exams and a pair of glasses every year for children.',
    table: composite({ IC: 990, IF: 1_540 }),
    tiers: ['IC', 'IF'],
    facts: visionFacts(0, 150, 0),
  },
  {
    id: 'VIS-TX',
    carrier: 'CLEAR',
    name: 'ClearView Lone Star Vision',
    category: 'vision',
    summary: 'A Texas-only vision plan with local optometrists.',
    table: composite({ IO: 845, IS: 1_560, IC: 1_610, IF: 2_390 }),
    states: ['TX'],
    facts: visionFacts(10, 150, 20),
  },
];
