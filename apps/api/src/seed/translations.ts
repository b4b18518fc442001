// The demo data in Spanish (migration 0017): written after the English rows, from what they say.
import type { Db } from '../db/database';
import { carriers, type SeedPlan } from './catalog/plan';
import { groupAboutInSpanish, inSpanish, spanishWords } from './catalog/spanish';
import { descriptionOf } from './catalog/texts';

const language = 'es';

/** Spanish rows for the plans `plans` (seeded already), their questions and options. */
export async function seedCatalogSpanish(db: Db, plans: readonly SeedPlan[]): Promise<void> {
  const planIds = new Map(
    (await db.selectFrom('plan').select(['id', 'public_id']).execute()).map((row) => [row.public_id, row.id]),
  );
  const carrierNames = new Map<string, string>(carriers.map((carrier) => [carrier.code, carrier.name]));
  const planRows = plans.flatMap((plan) => {
    const planId = planIds.get(plan.id);
    if (planId === undefined) return [];
    const description = descriptionOf(
      {
        name: plan.name,
        carrierName: carrierNames.get(plan.carrier) ?? '',
        category: plan.category,
        summary: plan.summary,
        membershipLinked: plan.membershipPlan !== undefined,
        ...(plan.highlights ? { highlights: plan.highlights } : {}),
      },
      spanishWords,
    );
    return [
      {
        plan_id: planId,
        language,
        short_text: inSpanish(plan.summary),
        callout_text: plan.callout ? inSpanish(plan.callout) : null,
        special_fee_text: plan.specialCarrierFees ? inSpanish(plan.specialCarrierFees) : null,
        ...description,
      },
    ];
  });
  if (planRows.length > 0) await db.insertInto('plan_translation').values(planRows).execute();

  const questions = await db.selectFrom('plan_question').select(['id', 'question_text']).execute();
  if (questions.length > 0)
    await db
      .insertInto('plan_question_translation')
      .values(questions.map((row) => ({ question_id: row.id, language, question_text: inSpanish(row.question_text) })))
      .execute();
  const options = await db
    .selectFrom('plan_question_option')
    .select(['question_id', 'option_id', 'option_text', 'option_group'])
    .execute();
  if (options.length > 0)
    await db
      .insertInto('plan_question_option_translation')
      .values(
        options.map((row) => ({
          question_id: row.question_id,
          option_id: row.option_id,
          language,
          option_text: inSpanish(row.option_text),
          option_group: row.option_group ? inSpanish(row.option_group) : null,
        })),
      )
      .execute();
  const specials = await db.selectFrom('special_carrier_question').select(['plan_id', 'qid', 'question']).execute();
  if (specials.length > 0)
    await db
      .insertInto('special_carrier_question_translation')
      .values(specials.map((row) => ({ ...row, language, question: inSpanish(row.question) })))
      .execute();
}

/** Spanish rows for the demo sites, reps, groups and portals. */
export async function seedPartiesSpanish(db: Db): Promise<void> {
  const sites = await db.selectFrom('site').select(['id', 'tagline', 'banner']).execute();
  await db
    .insertInto('site_translation')
    .values(
      sites.map((site) => ({
        site_id: site.id,
        language,
        tagline: inSpanish(site.tagline),
        banner: inSpanish(site.banner),
      })),
    )
    .execute();
  const agents = await db.selectFrom('agent').select(['id', 'tagline', 'bio']).execute();
  await db
    .insertInto('agent_translation')
    .values(
      agents.map((agent) => ({
        agent_id: agent.id,
        language,
        tagline: inSpanish(agent.tagline),
        bio: inSpanish(agent.bio),
      })),
    )
    .execute();
  const groups = await db.selectFrom('employer_group').select(['id', 'name']).execute();
  await db
    .insertInto('employer_group_translation')
    .values(groups.map((group) => ({ group_id: group.id, language, about_us: groupAboutInSpanish(group.name) })))
    .execute();
  const platforms = await db.selectFrom('platform').select(['id', 'platform_name']).execute();
  await db
    .insertInto('platform_translation')
    .values(
      platforms.map((platform) => ({
        platform_id: platform.id,
        language,
        platform_name: inSpanish(platform.platform_name),
      })),
    )
    .execute();
}
