// A dependent as this server holds it: the open half saved as the contract's savedDependent (SSN
// masked), the sealed half (SSN, birth date, disability condition, health answers) apart, and the
// whole shown as the spec serves it. Only masked SSNs leave the server (decision 0016).
import {
  type DependentRecord,
  type SavedDependent,
  savedDependents,
} from '@benefit-store/contract/enrollment-dependents';
import { maskSsn } from '@benefit-store/contract/enrollment-fields';
import { healthAnswers } from '@benefit-store/contract/enrollment-health';
import { z } from 'zod';

/** The sealed half: the SSN, the birth date (`YYYY-MM-DD`), the disability condition, the health answers. */
const sealedPart = z.object({
  dependent_id: z.string(),
  ssn: z.string(),
  birthdate: z.string(),
  disability_condition: z.string().optional(),
  health_info: healthAnswers.optional(),
});
const sealedList = z.object({ dependents: z.array(sealedPart) });

/** A dependent whole, as this server holds it (never sent as it is: see `shown`). */
export type Held = Omit<SavedDependent, 'ssn'> & z.infer<typeof sealedPart>;

export function heldOf(data: unknown, sealed: unknown): Held[] {
  const open = savedDependents.safeParse(data);
  const closed = sealedList.safeParse(sealed);
  if (!open.success || !closed.success) return [];
  const byId = new Map(closed.data.dependents.map((part) => [part.dependent_id, part]));
  return open.data.dependents.flatMap(({ ssn: _masked, ...item }) => {
    const part = byId.get(item.dependent_id);
    return part ? [{ ...item, ...part }] : [];
  });
}

export const halvesOf = (list: readonly Held[]) => ({
  data: {
    dependents: list.map(
      ({ ssn, birthdate: _day, disability_condition: _condition, health_info: _health, ...open }) => ({
        ...open,
        ssn: maskSsn(ssn),
      }),
    ),
  },
  sealed: {
    dependents: list.map(({ dependent_id, ssn, birthdate, disability_condition, health_info }) => ({
      dependent_id,
      ssn,
      birthdate,
      ...(disability_condition ? { disability_condition } : {}),
      ...(health_info ? { health_info } : {}),
    })),
  },
});

/** A dependent as the server shows it: SSN masked, birthdate yyyy-mm-dd as the spec serves it. */
export const shown = (held: Held): DependentRecord => ({
  dependent_id: held.dependent_id,
  primary_info: {
    relationship: held.relationship,
    first_name: held.first_name,
    middle_name: held.middle_name ?? null,
    last_name: held.last_name,
    gender: held.gender,
    ssn: maskSsn(held.ssn),
    weight: held.weight ?? null,
    height_feet: held.height_feet ?? null,
    height_inch: held.height_inch ?? null,
    birthdate: held.birthdate,
    employed: 0,
    is_legally_disabled: held.is_legally_disabled,
    disability_condition: held.disability_condition ?? null,
  },
  health_info: held.health_info
    ? {
        condition_questions: held.health_info.condition_questions.map((answer) => ({
          question_id: answer.question_id,
          yes_no_flag: answer.yes_no_flag,
          conditions: (answer.conditions ?? []).map((entry) =>
            Object.fromEntries(
              Object.entries(entry).flatMap(([key, value]) => (value === undefined ? [] : [[key, value] as const])),
            ),
          ),
        })),
        medication_question: held.health_info.medication_question
          ? {
              question_id: held.health_info.medication_question.question_id,
              yes_no_flag: held.health_info.medication_question.yes_no_flag,
              medications: (held.health_info.medication_question.medications ?? []).map((item, index) => ({
                id: item.id ?? String(index + 1),
                medication: item.medication,
                dosage: item.dosage ?? '',
                medical_condition: item.medical_condition ?? '',
              })),
            }
          : null,
        notes: held.health_info.notes ?? null,
      }
    : null,
});
