// SQL for the option lists the wizard's forms offer (migration 0025), in the caller's language.
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../../db/database';

export type OptionList =
  | 'average_work_week'
  | 'vacation_policy'
  | 'bargaining_unit'
  | 'holiday_policy'
  | 'employment_status'
  | 'compensation_type'
  | 'beneficiary_relationship';

/** A list's options in their order, labelled in `language` (English where no translation is stored). */
export const optionsOf = (db: Db, list: OptionList, language: Language) =>
  db
    .selectFrom('wizard_option as option')
    .leftJoin('wizard_option_translation as translation', (join) =>
      join
        .onRef('translation.list', '=', 'option.list')
        .onRef('translation.value', '=', 'option.value')
        .on('translation.language', '=', language),
    )
    .select((eb) => ['option.value', eb.fn.coalesce('translation.label', 'option.label').as('label')])
    .where('option.list', '=', list)
    .orderBy('option.position')
    .execute();

/** Whether `value` is an option of `list`. */
export async function isOption(db: Db, list: OptionList, value: string): Promise<boolean> {
  const row = await db
    .selectFrom('wizard_option')
    .select('value')
    .where('list', '=', list)
    .where('value', '=', value)
    .executeTakeFirst();
  return row !== undefined;
}
