// Demo beneficiaries on file for a current member of Maria Alvarez's book (Aisha Khan), so that her
// existing-member enrollment starts its beneficiary step from them. SSNs and birth dates are
// sealed, so they need the store's field cipher: the server seeds them with the demo data.
import type { Db } from '../db/database';
import { keepMemberBeneficiaries } from '../features/enrollment/steps/beneficiaries/service';
import type { FieldCipher } from '../lib/field-crypto';
import { newPublicId } from '../lib/ids';

/** Beneficiaries on file, by the member's name; SSNs in the 9xx range no person holds. */
export const demoBeneficiaries = [
  {
    member: { first_name: 'Aisha', last_name: 'Khan' },
    beneficiaries: [
      {
        first_name: 'Omar',
        last_name: 'Khan',
        relationship: 'spouse',
        share: 70,
        birthdate: '1989-03-12',
        ssn: '900112233',
      },
      { first_name: 'Sara', last_name: 'Khan', relationship: 'child', share: 30, birthdate: '2016-09-30' },
    ],
  },
] as const;

export async function seedDemoBeneficiaries(db: Db, cipher: FieldCipher, now: Date): Promise<void> {
  for (const entry of demoBeneficiaries) {
    const member = await db
      .selectFrom('member')
      .select(['id', 'public_id'])
      .where('first_name', '=', entry.member.first_name)
      .where('last_name', '=', entry.member.last_name)
      .executeTakeFirstOrThrow();
    const list = entry.beneficiaries.map(({ share, ...beneficiary }) => ({
      ...beneficiary,
      beneficiary_id: newPublicId(),
      beneficiary_percentage: share,
    }));
    await keepMemberBeneficiaries(db, cipher, member, list, now);
  }
}
