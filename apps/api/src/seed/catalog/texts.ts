// The demo plans' description texts: simple HTML built from a few lines per category and plan.
import type { CategoryCode } from '@benefit-store/contract/catalog';

export interface CategoryTexts {
  covers: readonly string[];
  exclusions: readonly string[];
  example: string;
  faq: readonly (readonly [string, string])[];
}

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const faqHtml = (faq: CategoryTexts['faq']) =>
  faq.map(([question, answer]) => `<p><strong>${question}</strong></p><p>${answer}</p>`).join('');

const waitingFaq = [
  'When does coverage start?',
  'On the first day of the month after your enrollment is accepted.',
] as const;
const cancelFaq = ['Can I cancel?', 'Yes, at any time; coverage ends on the last day of the paid month.'] as const;

export const categoryTexts: Record<CategoryCode, CategoryTexts> = {
  dental: {
    covers: ['Two cleanings and exams a year', 'X-rays and fluoride', 'Fillings and simple extractions'],
    exclusions: ['Cosmetic whitening', 'Work started before coverage', 'Major services in the first 6 months'],
    example: 'A cleaning billed at $140 costs you $0 in network; a $220 filling costs you $44 after coinsurance.',
    faq: [waitingFaq, ['Can I see any dentist?', 'Yes; in-network dentists cost less.'], cancelFaq],
  },
  vision: {
    covers: ['One eye exam a year', 'Frames or contacts allowance', 'Lens coatings at a discount'],
    exclusions: ['Non-prescription sunglasses', 'Laser surgery (discount only)'],
    example: 'An exam billed at $150 costs you a $10 copay; frames up to $150 are covered in full.',
    faq: [waitingFaq, cancelFaq],
  },
  medical: {
    covers: ['Doctor visits and specialists', 'Hospital stays and surgery', 'Preventive care at no cost'],
    exclusions: ['Care outside the network except emergencies', 'Cosmetic procedures'],
    example: 'A specialist visit costs a $40 copay; a $12,000 hospital stay costs your deductible plus 20%.',
    faq: [waitingFaq, ['Is maternity covered?', 'Yes, as any other condition.'], cancelFaq],
  },
  limitedmed: {
    covers: ['Fixed benefits per doctor visit', 'Daily hospital benefit', 'Telemedicine included'],
    exclusions: ['Not major medical coverage', 'Pre-existing conditions in the first 12 months'],
    example: 'A doctor visit pays a fixed $50 benefit toward the bill, whatever the doctor charges.',
    faq: [waitingFaq, ['Does this replace health insurance?', 'No; it pays fixed benefits only.']],
  },
  term_life: {
    covers: [
      'A benefit paid to your beneficiaries',
      'Level premium for the term',
      'Accelerated benefit if terminally ill',
    ],
    exclusions: ['Suicide in the first two years', 'Misstatements on the application'],
    example: 'A $100,000 policy pays $100,000 to your beneficiaries, tax free in most cases.',
    faq: [['Who can be my beneficiary?', 'Anyone you name, and you may change them.'], cancelFaq],
  },
  supplemental: {
    covers: ['Cash paid to you, not to providers', 'Use the money for any expense'],
    exclusions: ['Conditions diagnosed before coverage', 'The first 30 days of coverage'],
    example: 'A covered diagnosis pays you the benefit in one lump sum.',
    faq: [waitingFaq, cancelFaq],
  },
  lifestyle: {
    covers: ['Doctors by phone or video 24/7', 'No copay per call', 'Wellness and discount programs'],
    exclusions: ['Emergencies: call 911', 'Controlled substances are not prescribed'],
    example: 'A video visit for a sinus infection costs $0 and a prescription is sent to your pharmacy.',
    faq: [['Who can call?', 'Everyone the tier covers.'], cancelFaq],
  },
  rx: {
    covers: ['Discounts on generic and brand drugs', 'Mail order for 90-day supplies'],
    exclusions: ['Specialty drugs over $1,000 a month', 'Drugs not on the formulary'],
    example: 'A generic billed at $42 costs you $8 at a participating pharmacy.',
    faq: [['Which pharmacies take it?', 'Most national chains and many independents.'], cancelFaq],
  },
  di: {
    covers: ['A monthly benefit while you cannot work', 'Illness and injury'],
    exclusions: ['The elimination period', 'Self-inflicted injuries', 'Pregnancy in the first 10 months'],
    example: 'A $2,000 monthly benefit pays $2,000 each month after the 30-day elimination period.',
    faq: [['Why income and hours?', 'Benefits may not exceed a share of your income and need active work.']],
  },
  critical: {
    covers: ['A lump sum on diagnosis of cancer, heart attack or stroke', 'Recurrence benefit'],
    exclusions: ['Pre-existing conditions in the first 12 months', 'Skin cancer other than melanoma'],
    example: 'A $20,000 policy pays $20,000 on a covered heart attack diagnosis.',
    faq: [waitingFaq, cancelFaq],
  },
  accident: {
    covers: ['Emergency room and urgent care', 'Fractures and dislocations', 'Accidental death'],
    exclusions: ['Injuries while intoxicated', 'Professional sports'],
    example: 'A broken arm treated in the emergency room pays $1,150 in benefits.',
    faq: [waitingFaq, cancelFaq],
  },
  hospital: {
    covers: ['A benefit per admission', 'A daily benefit while confined', 'Intensive care benefit'],
    exclusions: ['Outpatient surgery', 'Admissions in the first 30 days for sickness'],
    example: 'A three-day stay pays $1,000 for the admission and $200 a day.',
    faq: [waitingFaq, cancelFaq],
  },
  bundles: {
    covers: ['Several products under one price', 'One card and one bill'],
    exclusions: ['Each product keeps its own exclusions'],
    example: 'A family saves about 15% over buying the same products separately.',
    faq: [['Can I drop one product?', 'Only the whole bundle can be cancelled.']],
  },
  guaranteed: {
    covers: ['No health questions', 'Doctor visits and hospital benefits'],
    exclusions: ['Pre-existing conditions in the first 12 months'],
    example: 'A hospital stay pays $1,500 per day whatever your health when you joined.',
    faq: [['Can I be turned down?', 'No; acceptance is guaranteed.']],
  },
  hsa: {
    covers: ['A qualified high-deductible health plan', 'Pairs with a health savings account'],
    exclusions: ['Care before the deductible, except preventive care'],
    example: 'After the $3,200 deductible you pay 10% of covered costs.',
    faq: [['Who holds the savings account?', 'A bank you choose; contributions are tax free.']],
  },
  pet: {
    covers: ['Accidents and illnesses', 'Vet visits, surgery and prescriptions'],
    exclusions: ['Pre-existing conditions', 'Breeding costs'],
    example: 'A $2,000 surgery is reimbursed at 80% after the $250 deductible: $1,400.',
    faq: [['Which pets?', 'Dogs and cats of any age from 8 weeks.'], cancelFaq],
  },
};

export interface PlanTextInput {
  name: string;
  carrierName: string;
  category: CategoryCode;
  summary: string;
  highlights?: readonly string[];
  membershipLinked: boolean;
}

/** The words a description is made of, in one language. */
export interface DescriptionWords {
  categories: Record<CategoryCode, CategoryTexts>;
  /** The plan's own words (summary, highlights) in this language. */
  say: (text: string) => string;
  covers: string;
  offeredBy: string;
  association: string;
  exclusions: string;
  example: string;
  faq: string;
}

export const englishWords: DescriptionWords = {
  categories: categoryTexts,
  say: (text) => text,
  covers: 'What this plan covers:',
  offeredBy: 'Offered by',
  association: 'This plan is available to members of the Elevate Wellness Association (membership $5.00 a month).',
  exclusions: 'Exclusions and limitations',
  example: 'An example',
  faq: 'Frequently asked questions',
};

/** The description columns of a plan, in the language of `words`. */
export function descriptionOf(plan: PlanTextInput, words: DescriptionWords = englishWords) {
  const texts = words.categories[plan.category];
  const highlights = (plan.highlights ?? []).map(words.say);
  return {
    header_text: `<h2>${plan.name}</h2><p>${words.say(plan.summary)}</p>`,
    body_text: `<p>${words.covers}</p>${list([...highlights, ...texts.covers])}`,
    blue_bar_text: `${words.offeredBy} ${plan.carrierName}`,
    association_text: plan.membershipLinked ? `<p>${words.association}</p>` : '',
    exclusions_text_name: words.exclusions,
    exclusions_text: list(texts.exclusions),
    example_text_name: words.example,
    example_text: `<p>${texts.example}</p>`,
    faq_text_name: words.faq,
    faq_text: faqHtml(texts.faq),
  };
}
