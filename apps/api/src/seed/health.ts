// Demo health answers on file for a current member of Maria Alvarez's book (Aisha Khan), so that
// her existing-member enrollment starts its health step from them (spec 001 section 4 "Health").
// The answers are sealed, so they need the store's field cipher: the server seeds them with the demo data.
import type { HealthAnswers } from '@benefit-store/contract/enrollment-health';
import type { Db } from '../db/database';
import { keepMemberHealth } from '../features/enrollment/steps/health/service';
import type { FieldCipher } from '../lib/field-crypto';

export const demoHealth: readonly { member: { first_name: string; last_name: string }; answers: HealthAnswers }[] = [
  {
    member: { first_name: 'Aisha', last_name: 'Khan' },
    answers: {
      condition_questions: [
        { question_id: '141', yes_no_flag: 0 },
        { question_id: '142', yes_no_flag: 0 },
        { question_id: '143', yes_no_flag: 0 },
        {
          question_id: '144',
          yes_no_flag: 1,
          conditions: [
            { health_condition: 'Mild asthma', date_of_onset: '04/15/2012', is_treatment: 1, is_medicate: 1 },
          ],
        },
        { question_id: '145', yes_no_flag: 0 },
        { question_id: '146', yes_no_flag: 0 },
        { question_id: '147', yes_no_flag: 0 },
      ],
      medication_question: {
        question_id: '148',
        yes_no_flag: 1,
        medications: [
          { id: '1', medication: 'Albuterol inhaler', dosage: '90 mcg as needed', medical_condition: 'Asthma' },
        ],
      },
      notes: 'Asthma well controlled; no attacks in the past year.',
    },
  },
];

export async function seedDemoHealth(db: Db, cipher: FieldCipher, now: Date): Promise<void> {
  for (const entry of demoHealth) {
    const member = await db
      .selectFrom('member')
      .select(['id', 'public_id'])
      .where('first_name', '=', entry.member.first_name)
      .where('last_name', '=', entry.member.last_name)
      .executeTakeFirstOrThrow();
    await keepMemberHealth(db, cipher, member, entry.answers, now);
  }
}
