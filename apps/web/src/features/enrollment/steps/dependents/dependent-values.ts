// One dependent's form values: as the form holds them, as a listed dependent shows in it again, and
// a dependent the server keeps as the list holds it. Pure.
import { isoToUsDay } from '@benefit-store/contract/dates';
import type { Dependent, DependentRecord } from '@benefit-store/contract/enrollment-dependents';
import {
  type HealthQuestionsData,
  type HealthValues,
  healthFormSchema,
  healthValuesOf,
  isHealthTarget,
} from '../health/health-questions-fields';

export interface DependentValues {
  primary_info: {
    first_name: string;
    middle_name: string;
    last_name: string;
    gender: string;
    ssn: string;
    weight: string;
    height_feet: string;
    height_inch: string;
    birthdate: string;
    is_legally_disabled: string;
    disability_condition: string;
  };
  /** Only when the dependent health tab is required. */
  health_info?: HealthValues;
}
export type Field = keyof DependentValues['primary_info'];
type Name = `primary_info.${Field}`;

export const emptyDependent: DependentValues = {
  primary_info: {
    first_name: '',
    middle_name: '',
    last_name: '',
    gender: '',
    ssn: '',
    weight: '',
    height_feet: '',
    height_inch: '',
    birthdate: '',
    is_legally_disabled: '0',
    disability_condition: '',
  },
};
const isName = (target: string): target is Name =>
  target.startsWith('primary_info.') && target.slice('primary_info.'.length) in emptyDependent.primary_info;
/** A server error's target this form shows: a primary_info field, or a health answer's (`health_info.` prefixed). */
export const isShown = (target: string): target is Name => isName(target) || isHealthTarget('health_info.', target);
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const digits = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
export const numbered = ['weight', 'height_feet', 'height_inch', 'is_legally_disabled'] as const;
const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A listed dependent as its form shows it again (SSN as the server masked it, the date mm/dd/yyyy). */
export function valuesOf(item: Dependent, questions?: HealthQuestionsData): DependentValues {
  const info = item.primary_info;
  return {
    ...(questions
      ? { health_info: healthValuesOf(questions, item.health_info ? savedOf(item.health_info) : null) }
      : {}),
    primary_info: {
      first_name: info.first_name,
      middle_name: info.middle_name ?? '',
      last_name: info.last_name,
      gender: text(info.gender),
      ssn: info.ssn,
      weight: text(info.weight),
      height_feet: text(info.height_feet),
      height_inch: text(info.height_inch),
      birthdate: info.birthdate,
      is_legally_disabled: info.is_legally_disabled === 1 ? '1' : '0',
      disability_condition: info.disability_condition ?? '',
    },
  };
}

/** Health answers as the block reads them back (every list present, notes or null). */
function savedOf(answers: NonNullable<Dependent['health_info']>) {
  return {
    condition_questions: answers.condition_questions.map((answer) => ({
      question_id: answer.question_id,
      yes_no_flag: answer.yes_no_flag,
      conditions: (answer.conditions ?? []).map((entry) =>
        Object.fromEntries(
          Object.entries(entry).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
        ),
      ),
    })),
    medication_question: answers.medication_question
      ? {
          question_id: answers.medication_question.question_id,
          yes_no_flag: answers.medication_question.yes_no_flag,
          medications: (answers.medication_question.medications ?? []).map((item) => ({
            medication: item.medication,
            dosage: item.dosage ?? '',
            medical_condition: item.medical_condition ?? '',
          })),
        }
      : null,
    notes: answers.notes ?? null,
  };
}

/** A dependent the server keeps, as the list and its forms hold it (dates mm/dd/yyyy, empty values left out). */
export function dependentOf(record: DependentRecord, questions?: HealthQuestionsData): Dependent {
  const { primary_info: info } = record;
  // Answers on file go back as the health block would send them, so a list saved again keeps them.
  const health =
    questions && record.health_info
      ? healthFormSchema.safeParse(healthValuesOf(questions, record.health_info))
      : undefined;
  return {
    dependent_id: record.dependent_id,
    ...(health?.success ? { health_info: health.data } : {}),
    primary_info: {
      relationship: info.relationship,
      first_name: info.first_name,
      ...(info.middle_name ? { middle_name: info.middle_name } : {}),
      last_name: info.last_name,
      gender: info.gender,
      ssn: info.ssn,
      ...(info.weight === null ? {} : { weight: info.weight }),
      ...(info.height_feet === null ? {} : { height_feet: info.height_feet }),
      ...(info.height_inch === null ? {} : { height_inch: info.height_inch }),
      birthdate: /^\d{4}-\d{2}-\d{2}$/.test(info.birthdate) ? isoToUsDay(info.birthdate) : info.birthdate,
      employed: 0,
      is_legally_disabled: info.is_legally_disabled === 1 ? 1 : 0,
      ...(info.disability_condition ? { disability_condition: info.disability_condition } : {}),
    },
  };
}
