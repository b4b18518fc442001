// SQL of the catalog: the whole catalog in a few reads (it is kept in memory), read with its version.
import { catalogStamp } from '../../db/catalog-stamp';
import type { Db } from '../../db/database';

/** Every catalog row, read in one snapshot so the version matches the rows (a caller's transaction is one). */
export async function catalogRows(db: Db) {
  return db.isTransaction ? readRows(db) : db.transaction().setIsolationLevel('repeatable read').execute(readRows);
}

async function readRows(trx: Db) {
  const stamp = await catalogStamp(trx);
  const plans = await trx
    .selectFrom('plan')
    .innerJoin('carrier', 'carrier.id', 'plan.carrier_id')
    .leftJoin('plan_description', 'plan_description.plan_id', 'plan.id')
    .selectAll('plan')
    .select([
      'carrier.name as carrier_name',
      'carrier.logo as carrier_logo',
      'plan_description.header_text',
      'plan_description.body_text',
      'plan_description.blue_bar_text',
      'plan_description.association_text',
      'plan_description.exclusions_text_name',
      'plan_description.exclusions_text',
      'plan_description.example_text_name',
      'plan_description.example_text',
      'plan_description.faq_text_name',
      'plan_description.faq_text',
    ])
    .orderBy('plan.sort_order')
    .orderBy('plan.id')
    .execute();
  const related = await trx
    .selectFrom('related_plan')
    .select(['plan_id', 'related_plan_id'])
    .orderBy('plan_id')
    .orderBy('sort_order')
    .execute();
  const questions = await trx
    .selectFrom('plan_question')
    .selectAll()
    .orderBy('plan_id')
    .orderBy('sort_order')
    .execute();
  const options = await trx
    .selectFrom('plan_question_option')
    .selectAll()
    .orderBy('question_id')
    .orderBy('sort_order')
    .execute();
  const specialQuestions = await trx
    .selectFrom('special_carrier_question')
    .selectAll()
    .orderBy('plan_id')
    .orderBy('sort_order')
    .execute();
  const platforms = await trx.selectFrom('platform').select(['public_id', 'platform_code']).execute();
  const translations = await translationRows(trx);
  return { stamp, plans, related, questions, options, specialQuestions, platforms, translations };
}

/** The catalog's texts in other languages than English (migration 0017). */
async function translationRows(trx: Db) {
  return {
    plans: await trx.selectFrom('plan_translation').selectAll().execute(),
    questions: await trx.selectFrom('plan_question_translation').selectAll().execute(),
    options: await trx.selectFrom('plan_question_option_translation').selectAll().execute(),
    specialQuestions: await trx.selectFrom('special_carrier_question_translation').selectAll().execute(),
  };
}

export type CatalogRows = Awaited<ReturnType<typeof catalogRows>>;
