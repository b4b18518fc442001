// SQL for the agreement texts: the set configured for an enrollment's portal and group, in a language.
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../../../db/database';

/**
 * The agreement texts of the most specific set the enrollment matches (portal and group, group,
 * portal, default: the first with any text wins whole), in position order, in `language` where a
 * translation exists and in English otherwise.
 */
export async function agreementTextsOf(db: Db, enrollmentId: number, language: Language) {
  const rows = await db
    .selectFrom('agreement_text')
    .innerJoin('enrollment', (join) =>
      join
        .on('enrollment.id', '=', enrollmentId)
        .on((eb) =>
          eb.or([
            eb('agreement_text.platform_id', 'is', null),
            eb('agreement_text.platform_id', '=', eb.ref('enrollment.platform_id')),
          ]),
        )
        .on((eb) =>
          eb.or([
            eb('agreement_text.employer_group_id', 'is', null),
            eb('agreement_text.employer_group_id', '=', eb.ref('enrollment.employer_group_id')),
          ]),
        ),
    )
    .leftJoin('agreement_text_translation as said', (join) =>
      join.onRef('said.agreement_text_id', '=', 'agreement_text.id').on('said.language', '=', language),
    )
    .select((eb) => [
      eb.fn.coalesce('said.text_head', 'agreement_text.text_head').as('text_head'),
      eb.fn.coalesce('said.text_body', 'agreement_text.text_body').as('text_body'),
      eb.fn.coalesce('said.text_required', 'agreement_text.text_required').as('text_required'),
      eb.case().when('agreement_text.employer_group_id', 'is', null).then(0).else(2).end().as('group_rank'),
      eb.case().when('agreement_text.platform_id', 'is', null).then(0).else(1).end().as('portal_rank'),
      'agreement_text.position',
    ])
    .orderBy('agreement_text.position')
    .execute();
  const rank = (row: (typeof rows)[number]) => Number(row.group_rank) + Number(row.portal_rank);
  const best = Math.max(-1, ...rows.map(rank));
  return rows
    .filter((row) => rank(row) === best)
    .map(({ text_head, text_body, text_required }) => ({ text_head, text_body, text_required }));
}

/** The enrollment a job names by its public id, or undefined once it is gone. */
export const enrollmentRefOf = (db: Db, publicId: string) =>
  db.selectFrom('enrollment').select(['id', 'public_id']).where('public_id', '=', publicId).executeTakeFirst();

/** The enrollment of an internal id (a message's), or undefined once it is gone. */
export const enrollmentRefById = (db: Db, id: number) =>
  db.selectFrom('enrollment').select(['id', 'public_id']).where('id', '=', id).executeTakeFirst();
