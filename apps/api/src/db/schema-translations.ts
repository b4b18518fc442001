// Table types of the per-language texts (migration 0017): a null column reads in English.
type Maybe = string | null;

export interface PlanTranslationTable {
  plan_id: number;
  language: string;
  short_text: Maybe;
  callout_text: Maybe;
  special_fee_text: Maybe;
  header_text: Maybe;
  body_text: Maybe;
  blue_bar_text: Maybe;
  association_text: Maybe;
  exclusions_text_name: Maybe;
  exclusions_text: Maybe;
  example_text_name: Maybe;
  example_text: Maybe;
  faq_text_name: Maybe;
  faq_text: Maybe;
}

export interface PlanQuestionTranslationTable {
  question_id: number;
  language: string;
  question_text: string;
}

export interface PlanQuestionOptionTranslationTable {
  question_id: number;
  option_id: string;
  language: string;
  option_text: Maybe;
  option_group: Maybe;
}

export interface SpecialCarrierQuestionTranslationTable {
  plan_id: number;
  qid: string;
  language: string;
  question: string;
}

export interface SiteTranslationTable {
  site_id: number;
  language: string;
  tagline: Maybe;
  banner: Maybe;
}

export interface AgentTranslationTable {
  agent_id: number;
  language: string;
  tagline: Maybe;
  bio: Maybe;
}

export interface EmployerGroupTranslationTable {
  group_id: number;
  language: string;
  about_us: Maybe;
}

export interface PlatformTranslationTable {
  platform_id: number;
  language: string;
  platform_name: string;
}
