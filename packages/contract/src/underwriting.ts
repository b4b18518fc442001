// Plan health questions and special-carrier questions, their answers and decline results: calls and rules.
import { planId } from './catalog';
import { type CallDef, defineCall } from './define';
import { healthField, notHealthField } from './health';
import { publicId } from './ids';
import { msg } from './messages/en';
import { pastDayText } from './quoting';
import { digits, text } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- questions

/** The catalog's questions of a plan, the same for every applicant: no one's answers. */
const catalogQuestion = "a plan's question text, from the catalog";

export const healthQuestionOption = z.object({
  option_id: z.string(),
  option_text: z.string(),
  option_group: z.string(),
});

/** A yes/no health question of a plan; a yes may ask for text, checkboxes (grouped, e.g. prior to age 60 / 75) or treatment details. */
export const healthQuestion = notHealthField(
  z.object({
    question_id: z.string(),
    question_text: z.string(),
    question_sub_type: z.enum(['text_field', 'checkbox', 'detail']),
    options: z.array(healthQuestionOption),
    require_detail: z.boolean(),
  }),
  catalogQuestion,
);
export type HealthQuestion = z.infer<typeof healthQuestion>;

/** A special-carrier question; true_condition 1 means only a yes lets the applicant continue. */
export const specialCarrierQuestion = notHealthField(
  z.object({
    qid: z.string(),
    question: z.string(),
    true_condition: z.number().int(),
  }),
  catalogQuestion,
);
export type SpecialCarrierQuestion = z.infer<typeof specialCarrierQuestion>;

// ---------------------------------------------------------------- answers and their rules

/** Question and option ids arrive as digits or numbers; read as text. */
const code = z.union([digits(10), z.number().int().min(0).max(9_999_999_999)]).transform(String);

/** 1 yes, 0 no, as a number or its digit; missing says 'Please answer all questions'. */
const yesNoAnswer = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], msg('underwriting.answer_all'))
  .transform(Number);

/** One treatment detail block (up to two per answer). */
export const treatmentDetail = healthField(
  z.object({
    dot_from: pastDayText.optional(),
    dot_to: pastDayText.optional(),
    reason_for_condition: text(500).optional(),
    degree_of_recovery: text(200).optional(),
    physician_name_address: text(500).optional(),
  }),
  'a treatment',
);

/** An answer to a health question: unanswered says 'Please answer all questions'. */
export const healthAnswer = healthField(
  z.object({
    question_id: code,
    yes_no_flag: yesNoAnswer,
    /** Who in the household the yes is about. */
    who: text(100).optional(),
    checkbox_answers: z.array(code).max(20).optional(),
    detail: z.array(treatmentDetail).max(2).optional(),
  }),
  "an answer to a plan's health question",
);
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** The answers to a plan's questions: every question once ('Please answer all questions'). */
export const healthAnswersFor = (questionIds: readonly string[]) =>
  z
    .array(healthAnswer)
    .max(100)
    .superRefine((answers, ctx) => {
      const answered = new Set(answers.map((answer) => answer.question_id));
      if (questionIds.some((id) => !answered.has(id)))
        ctx.addIssue({ code: 'custom', message: msg('underwriting.answer_all') });
    });

/** An answer to a special-carrier question: 1 yes, 0 no. */
export const specialCarrierAnswer = healthField(
  z.object({
    qid: code,
    true_condition: yesNoAnswer,
  }),
  "an answer to a special carrier's question",
);
export type SpecialCarrierAnswer = z.infer<typeof specialCarrierAnswer>;

/**
 * The answers to a plan's special-carrier questions: each answered ('Please answer all questions'),
 * and yes where only a yes lets the applicant continue ('Please answer yes in order to continue').
 */
export const specialCarrierAnswersFor = (
  questions: readonly Pick<SpecialCarrierQuestion, 'qid' | 'true_condition'>[],
) =>
  z
    .array(specialCarrierAnswer)
    .max(100)
    .superRefine((answers, ctx) => {
      for (const question of questions) {
        const index = answers.findIndex((answer) => answer.qid === question.qid);
        const answer = answers[index];
        if (answer === undefined) ctx.addIssue({ code: 'custom', message: msg('underwriting.answer_all') });
        else if (question.true_condition === 1 && answer.true_condition !== 1)
          ctx.addIssue({ code: 'custom', path: [index, 'true_condition'], message: msg('underwriting.answer_yes') });
      }
    });

/** errorCode of save-question-answers when an answer declines the plan; data.error_message says why. */
export const declineErrorCode = 'decline';
export const declineErrorData = z.object({ error_message: z.string() });

// ---------------------------------------------------------------- calls

/** A call of this feature; `feature` is implied. */
const underwritingCall = <const T extends Omit<CallDef, 'feature'>>(def: T) =>
  defineCall({ ...def, feature: 'underwriting' });
const planQuery = z.object({ enrollment_id: publicId, plan_id: planId });
const yesNo = z.object({ status: z.boolean() });
/** Whether the household's answers let it buy the plan: a decline shows through it. */
const answersAccepted = z.object({ status: healthField(z.boolean(), "whether a plan's health answers accepted it") });
const prudentialCheck = z.object({ status: z.boolean(), depdob: z.boolean() });

export const checkPrudentialPlan = underwritingCall({
  name: 'checkPrudentialPlan',
  seeds: ['000'],
  methods: ['GET'],
  path: 'check-prudential-plan',
  summary:
    "Whether a plan is underwritten by the life insurer (status), and whether it still needs the spouse's birth date (depdob).",
  input: planQuery,
  data: prudentialCheck,
});

export const checkPrudentialPlanHash = underwritingCall({
  name: 'checkPrudentialPlanHash',
  seeds: ['000'],
  methods: ['GET'],
  path: 'check-prudential-plan/{hash}',
  summary:
    'The same check with an opaque segment after the path (clients add one to defeat caches); the segment is ignored.',
  params: z.object({ hash: text(64).regex(/^[A-Za-z0-9_=-]+$/, msg('common.invalid_value')) }),
  input: planQuery,
  data: prudentialCheck,
});

export const checkAlreadyAnswered = underwritingCall({
  name: 'checkAlreadyAnswered',
  seeds: ['000'],
  methods: ['GET'],
  path: 'check-already-answered',
  summary: "Whether the household already answered a plan's health questions (Add to Cart instead of Enroll Now).",
  input: planQuery,
  data: answersAccepted,
});

export const checkDisabilityPlan = underwritingCall({
  name: 'checkDisabilityPlan',
  seeds: ['000'],
  methods: ['GET'],
  path: 'check-disability-plan',
  summary: 'Whether a plan is disability income, which needs annual income and working hours before pricing.',
  input: planQuery,
  data: yesNo,
});

export const getQuestions = underwritingCall({
  name: 'getQuestions',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-questions',
  summary: 'The health questions of a plan, numbered in order.',
  input: planQuery.extend({ type: z.literal('save').optional() }),
  data: z.object({ result: z.array(healthQuestion) }),
});

export const saveQuestionAnswers = underwritingCall({
  name: 'saveQuestionAnswers',
  seeds: ['000'],
  methods: ['POST'],
  path: 'save-question-answers',
  summary:
    'Saves the answers to a plan\'s health questions (every one); a declining answer is an error with errorCode "decline".',
  input: planQuery.extend({ answers: z.array(healthAnswer).min(1, msg('underwriting.answer_all')).max(100) }),
  data: z.object({ success_message: z.string() }),
});

export const getAflacQuestions = underwritingCall({
  name: 'getAflacQuestions',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-aflac-questions',
  summary:
    'The special-carrier questions of a plan, to answer before its cart buttons show; answered: this enrollment has answered them (a reload or another plan does not ask again).',
  input: planQuery,
  data: z.object({
    result: z.array(specialCarrierQuestion),
    answered: healthField(z.boolean(), "whether the special carrier's questions were answered (a no stops the plan)"),
  }),
});

export const saveAflacQuestions = underwritingCall({
  name: 'saveAflacQuestions',
  seeds: ['000'],
  methods: ['POST'],
  path: 'save-aflac-questions',
  summary:
    'Saves the special-carrier answers; each must be given, and yes where only a yes lets the applicant continue.',
  input: planQuery.extend({
    aflac_data: z.array(specialCarrierAnswer).min(1, msg('underwriting.answer_all')).max(100),
  }),
  data: z.object({}),
});

export const underwritingCalls = [
  checkPrudentialPlan,
  checkPrudentialPlanHash,
  checkAlreadyAnswered,
  checkDisabilityPlan,
  getQuestions,
  saveQuestionAnswers,
  getAflacQuestions,
  saveAflacQuestions,
] as const;
