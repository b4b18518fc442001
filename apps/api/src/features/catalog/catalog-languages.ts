// The catalog in each language its translation rows hold (migration 0017): the same plans, rules and
// rate tables, with their texts, questions and options in that language; a text with no translation
// stays in English. Built with the catalog, once per catalog version. Pure: no I/O.
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Catalog, CatalogPlan, PlanTexts } from './catalog';
import type { CatalogRows } from './repo';

type Translations = CatalogRows['translations'];
type PlanRow = Translations['plans'][number];
type OptionRow = Translations['options'][number];

/** What one language says of one plan. */
interface PlanLanguage {
  plan: PlanRow | undefined;
  /** By question_id. */
  questions: Map<string, string>;
  /** By question_id and option_id. */
  options: Map<string, OptionRow>;
  /** By qid. */
  specialQuestions: Map<string, string>;
}

const optionKey = (questionId: string, optionId: string) => `${questionId}/${optionId}`;

function textsIn(texts: PlanTexts, row: PlanRow | undefined): PlanTexts {
  if (!row) return texts;
  return {
    header_text: row.header_text ?? texts.header_text,
    body_text: row.body_text ?? texts.body_text,
    blueBarText: row.blue_bar_text ?? texts.blueBarText,
    association_text: row.association_text ?? texts.association_text,
    exclusions_text_name: row.exclusions_text_name ?? texts.exclusions_text_name,
    exclusions_text: row.exclusions_text ?? texts.exclusions_text,
    example_text_name: row.example_text_name ?? texts.example_text_name,
    example_text: row.example_text ?? texts.example_text,
    faq_text_name: row.faq_text_name ?? texts.faq_text_name,
    faq_text: row.faq_text ?? texts.faq_text,
  };
}

function planIn(plan: CatalogPlan, language: PlanLanguage): CatalogPlan {
  const row = language.plan;
  return {
    ...plan,
    shortText: row?.short_text ?? plan.shortText,
    calloutText: row?.callout_text ?? plan.calloutText,
    specialFeeText: row?.special_fee_text ?? plan.specialFeeText,
    texts: textsIn(plan.texts, row),
    questions: plan.questions.map((question) => ({
      ...question,
      question_text: language.questions.get(question.question_id) ?? question.question_text,
      options: question.options.map((option) => {
        const translated = language.options.get(optionKey(question.question_id, option.option_id));
        return {
          option_id: option.option_id,
          option_text: translated?.option_text ?? option.option_text,
          option_group: translated?.option_group ?? option.option_group,
        };
      }),
    })),
    specialQuestions: plan.specialQuestions.map((question) => ({
      ...question,
      question: language.specialQuestions.get(question.qid) ?? question.question,
    })),
  };
}

/** Per language, per plan public id: what the translation rows say. */
function byLanguage(rows: CatalogRows): Map<string, Map<string, PlanLanguage>> {
  const publicIds = new Map(rows.plans.map((plan) => [plan.id, plan.public_id]));
  const questions = new Map(rows.questions.map((question) => [question.id, question]));
  const languages = new Map<string, Map<string, PlanLanguage>>();
  const entry = (language: string, planId: number): PlanLanguage | undefined => {
    const publicId = publicIds.get(planId);
    if (publicId === undefined) return undefined;
    let plans = languages.get(language);
    if (!plans) {
      plans = new Map();
      languages.set(language, plans);
    }
    let found = plans.get(publicId);
    if (!found) {
      found = { plan: undefined, questions: new Map(), options: new Map(), specialQuestions: new Map() };
      plans.set(publicId, found);
    }
    return found;
  };
  const { translations } = rows;
  for (const row of translations.plans) {
    const found = entry(row.language, row.plan_id);
    if (found) found.plan = row;
  }
  for (const row of translations.questions) {
    const question = questions.get(row.question_id);
    const found = question && entry(row.language, question.plan_id);
    if (question && found) found.questions.set(question.question_id, row.question_text);
  }
  for (const row of translations.options) {
    const question = questions.get(row.question_id);
    const found = question && entry(row.language, question.plan_id);
    if (question && found) found.options.set(optionKey(question.question_id, row.option_id), row);
  }
  for (const row of translations.specialQuestions) {
    const found = entry(row.language, row.plan_id);
    if (found) found.specialQuestions.set(row.qid, row.question);
  }
  return languages;
}

/** The catalog in every language the rows translate it into (English, the catalog itself, aside). */
export function catalogLanguages(english: Omit<Catalog, 'languages'>, rows: CatalogRows): Map<string, Catalog> {
  const none: PlanLanguage = { plan: undefined, questions: new Map(), options: new Map(), specialQuestions: new Map() };
  const catalogs = new Map<string, Catalog>();
  for (const [language, plans] of byLanguage(rows)) {
    const translated = english.plans.map((plan) => planIn(plan, plans.get(plan.id) ?? none));
    catalogs.set(language, {
      ...english,
      plans: translated,
      byId: new Map(translated.map((plan) => [plan.id, plan])),
      languages: new Map(),
    });
  }
  return catalogs;
}

/** The catalog with its texts in `language`; English where it has no translation. */
export const catalogIn = (catalog: Catalog, language: Language): Catalog => catalog.languages.get(language) ?? catalog;
