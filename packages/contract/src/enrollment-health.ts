// Health questions of the applicant and of dependents: condition and medication answers, rules and calls.
import { pastUsDay, requiredText, withoutEmpty } from './enrollment-fields';
import { byEnrollment, saved, tabName, wizardCall } from './enrollment-tabs';
import { healthField, notHealthField } from './health';
import { publicId } from './ids';
import { msg } from './messages/en';
import { digits, flag, text } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- health questions

/** Question ids arrive as digits or numbers; read as text. */
const questionId = z.union([digits(10), z.number().int().min(0).max(9_999_999_999)]).transform(String);
/** Question 145 has only the yes/no control; 146 and 147 ask about the physician. */
export const yesNoOnlyQuestions: readonly string[] = ['145'];
export const physicianQuestions: readonly string[] = ['146', '147'];

/** One condition entry: the standard fields, or the physician fields of questions 146 and 147. */
export const condition = healthField(
  z.object({
    health_condition: text(500).optional(),
    date_of_onset: pastUsDay.optional(),
    date_of_recovery: pastUsDay.optional(),
    is_treatment: flag.optional(),
    is_medicate: flag.optional(),
    d_last_seen: pastUsDay.optional(),
    symptoms: text(2000).optional(),
    condition: text(500).optional(),
    status: text(200).optional(),
    last_seen_by_physician: pastUsDay.optional(),
    physician_name: text(100).optional(),
    address: text(200).optional(),
    phone: z
      .string()
      .regex(/^\d{10}$/, msg('common.invalid_phone'))
      .optional(),
  }),
  'a condition and its physician',
);
/** The fields of a condition entry, by layout: the standard one, or the physician one of 146 and 147. */
export const standardFields = [
  'health_condition',
  'date_of_onset',
  'date_of_recovery',
  'is_treatment',
  'is_medicate',
  'd_last_seen',
  'symptoms',
] as const;
export const physicianFields = [
  'condition',
  'status',
  'last_seen_by_physician',
  'date_of_recovery',
  'physician_name',
  'address',
  'phone',
] as const;
const medicationFields = ['medication', 'dosage', 'medical_condition'] as const;

/** Which entry a question's yes asks for. */
export function layoutOf(questionId: string): 'yes_no' | 'physician' | 'standard' {
  if (yesNoOnlyQuestions.includes(questionId)) return 'yes_no';
  return physicianQuestions.includes(questionId) ? 'physician' : 'standard';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const saysNo = (flag: unknown) => flag === 0 || flag === '0';

/** Only what the answer's layout asks: a no (or 145) keeps no entry, a yes only its layout's fields. */
function settleCondition(answer: unknown): unknown {
  if (!isRecord(answer)) return answer;
  const { conditions, ...rest } = answer;
  const id = String(answer.question_id ?? '');
  if (saysNo(answer.yes_no_flag) || layoutOf(id) === 'yes_no' || !Array.isArray(conditions)) return rest;
  const fields: readonly string[] = layoutOf(id) === 'physician' ? physicianFields : standardFields;
  const entries = conditions.map((entry) =>
    isRecord(entry) ? Object.fromEntries(Object.entries(entry).filter(([name]) => fields.includes(name))) : entry,
  );
  return { ...rest, conditions: entries };
}

/** A no keeps no medications; entries 2 and 3 count only when a field is filled. */
function settleMedication(answer: unknown): unknown {
  if (!isRecord(answer)) return answer;
  const { medications, ...rest } = answer;
  if (saysNo(answer.yes_no_flag) || !Array.isArray(medications)) return rest;
  const filled = medications.filter(
    (entry, index) => index === 0 || !isRecord(entry) || medicationFields.some((name) => entry[name] !== undefined),
  );
  return { ...rest, medications: filled };
}

/**
 * Health answers as they are meant: empty values dropped (as the spec's clients send), a no (or
 * 145's yes) without its entry, a yes with only its layout's fields, medications 2 and 3 only when
 * filled. The browser's form and the server's check both read answers through it.
 */
export function settleHealthAnswers(sent: unknown): unknown {
  const clean = withoutEmpty(sent);
  if (!isRecord(clean)) return clean;
  const { condition_questions: conditions, medication_question: medication } = clean;
  return {
    ...clean,
    ...(Array.isArray(conditions) ? { condition_questions: conditions.map(settleCondition) } : {}),
    ...(medication !== undefined ? { medication_question: settleMedication(medication) } : {}),
  };
}

const standardRequired = ['health_condition', 'date_of_onset'] as const;
const physicianRequired = ['condition', 'status', 'physician_name'] as const;

/** A question's yes or no; none is "Please answer all questions". */
const answer = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: msg('underwriting.answer_all') })
  .pipe(flag);

export const conditionQuestion = healthField(
  z
    .object({
      question_id: questionId,
      yes_no_flag: answer,
      conditions: z.array(condition).max(1).optional(),
    })
    .superRefine((answer, ctx) => {
      if (answer.yes_no_flag !== 1 || yesNoOnlyQuestions.includes(answer.question_id)) return;
      const entry = answer.conditions?.[0];
      const needed = physicianQuestions.includes(answer.question_id) ? physicianRequired : standardRequired;
      for (const field of needed) {
        if (entry?.[field] === undefined || entry[field] === '')
          ctx.addIssue({ code: 'custom', path: ['conditions', 0, field], message: msg('common.required') });
      }
    }),
  'an answer to a condition question',
);

export const medication = healthField(
  z.object({
    id: text(40).optional(),
    medication: requiredText(200),
    dosage: text(100).optional(),
    medical_condition: text(200).optional(),
  }),
  'a medication',
);
export const medicationQuestion = healthField(
  z
    .object({
      question_id: questionId,
      yes_no_flag: answer,
      medications: z.array(medication).max(3).optional(),
    })
    .superRefine((answer, ctx) => {
      if (answer.yes_no_flag === 1 && !answer.medications?.length)
        ctx.addIssue({ code: 'custom', path: ['medications', 0, 'medication'], message: msg('common.required') });
    }),
  'the answer to the medication question',
);

/** Health answers of the primary applicant or of a dependent. */
export const healthAnswers = healthField(
  z.object({
    condition_questions: z.array(conditionQuestion).max(100),
    medication_question: medicationQuestion.optional(),
    // Marked itself too: a call extending these answers makes a new object, without the mark.
    notes: healthField(text(4000), 'notes on health answers').optional(),
  }),
  'health answers',
);
export type HealthAnswers = z.infer<typeof healthAnswers>;

/** Question ids are digit strings (the spec's special ones are 145, 146 and 147). */
export const healthQuestion = z.object({ question_id: z.string().regex(/^\d+$/), question_text: z.string() });
/**
 * The questions, with `codition_questions` spelt as the spec's clients read it: the catalog's, the
 * same for every applicant, no one's answers.
 */
export const healthQuestions = notHealthField(
  z.object({
    result: z.object({ codition_questions: z.array(healthQuestion), medication_question: healthQuestion.nullable() }),
  }),
  "the catalog's question texts",
);

/** Saved health answers as the server shows them. */
export const healthAnswersRecord = healthField(
  z.object({
    condition_questions: z.array(
      z.object({
        question_id: z.string(),
        yes_no_flag: z.number().int(),
        conditions: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
      }),
    ),
    medication_question: z
      .object({
        question_id: z.string(),
        yes_no_flag: z.number().int(),
        medications: z.array(
          z.object({ id: z.string(), medication: z.string(), dosage: z.string(), medical_condition: z.string() }),
        ),
      })
      .nullable(),
    notes: z.string().nullable(),
  }),
  'health answers',
);

export const getHealthQuestionsPrimaryHealthInfo = wizardCall({
  name: 'getHealthQuestionsPrimaryHealthInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-health-questions-primary-health-info',
  summary: "The applicant's yes/no health questions and the medication question.",
  input: byEnrollment,
  data: healthQuestions,
});
export const getExistingPrimaryHealthInfo = wizardCall({
  name: 'getExistingPrimaryHealthInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-existing-primary-health-info',
  summary: "The current member's health answers on file, null when there are none.",
  input: byEnrollment,
  data: z.object({ result: healthAnswersRecord.nullable() }),
});
export const savePrimaryHealthInfo = wizardCall({
  name: 'savePrimaryHealthInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-primary-health-info',
  summary: "Saves the applicant's health answers and notes.",
  input: healthAnswers.extend({ enrollment_id: publicId }),
  data: saved,
});
export const checkTabRequired = wizardCall({
  name: 'checkTabRequired',
  seeds: ['001'],
  methods: ['GET'],
  path: 'check-tab-required',
  summary: 'Whether a tab is required for this enrollment (the client asks for primary_health_info).',
  input: byEnrollment.extend({ tab_name: tabName }),
  data: z.object({ result: z.object({ required: z.boolean() }) }),
});
