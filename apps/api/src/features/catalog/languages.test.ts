// Texts in the caller's language (migration 0017): the demo catalog's and parties' Spanish rows
// answer `accept-language: es`, and English stands in for a missing row or column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdOf, enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';

interface Listed {
  plan_id: string;
  plan_short_text: string;
}

describe.each(testDatabases)("texts in the caller's language on $name", (database) => {
  let t: TestApp;
  let cookie: string;
  const get = async (url: string, language: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: { cookie, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const shortTexts = async (language: string) => {
    const listed: Listed[] = (await get('get-menu-filtered-plans?category=critical', language)).result;
    return new Map(listed.map((plan) => [plan.plan_id, plan.plan_short_text]));
  };
  const planRowId = async (publicId: string) =>
    (await t.app.db.selectFrom('plan').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('answers listings, plan detail and questions in Spanish, and English where a translation is missing', async () => {
    expect((await shortTexts('es')).get('CI-CANCER')).toBe(
      'Beneficios por cáncer desde el diagnóstico hasta el tratamiento; hay preguntas de salud.',
    );
    expect((await shortTexts('en')).get('CI-CANCER')).toBe(
      'Cancer benefits from diagnosis through treatment; health questions apply.',
    );
    const detail = (await get('get-plan-detail/CI-CANCER', 'es-MX,es;q=0.9')).result;
    expect(detail).toMatchObject({ plan_name: 'Harbor Cancer Protection', blueBarText: 'Ofrecido por Harbor Mutual' });
    expect(detail.faq_text).toContain('¿Cuándo empieza la cobertura?');

    const enrollment = await enrollmentOf(t.app, cookie);
    const questions = (await get(`get-questions?enrollment_id=${enrollment}&plan_id=CI-CANCER`, 'es')).result;
    expect(questions[0].question_text).toMatch(/^¿Alguna de las personas que se van a cubrir ha sido diagnosticada/);
    expect(questions[0].options[0]).toMatchObject({
      option_text: 'Cáncer de mama',
      option_group: 'A. Antes de los 60 años',
    });
    const special = (await get(`get-aflac-questions?enrollment_id=${enrollment}&plan_id=KEY-TERM`, 'es')).result;
    expect(special[1].question).toBe('¿Trabaja activamente al menos 20 horas a la semana?');

    // No row for one plan, a null column for another: those read in English (the catalog reloads).
    await t.app.db
      .deleteFrom('plan_translation')
      .where('plan_id', '=', await planRowId('CI-CANCER'))
      .execute();
    await t.app.db
      .updateTable('plan_translation')
      .set({ short_text: null })
      .where('plan_id', '=', await planRowId('CI-10'))
      .execute();
    const fallback = await shortTexts('es');
    expect(fallback.get('CI-CANCER')).toBe('Cancer benefits from diagnosis through treatment; health questions apply.');
    expect(fallback.get('CI-10')).toBe('A lump sum when you are diagnosed with a covered critical illness.');
    expect(fallback.get('CI-20')).toBe('Un pago único cuando se le diagnostica una enfermedad grave cubierta.');
    expect((await get('get-plan-detail/CI-CANCER', 'es')).result.blueBarText).toBe('Offered by Harbor Mutual');
    expect((await get('get-plan-detail/CI-10', 'es')).result.blueBarText).toBe('Ofrecido por Harbor Mutual');
  });

  it("answers a rep's, the site's and the portals' own words in Spanish", async () => {
    const agentId = await agentIdOf(t.app, 'REP100');
    const header = (await get(`get-agent-landing-page-info?agent_id=${agentId}`, 'es')).result;
    expect(header).toMatchObject({
      display_name: 'Maria Alvarez',
      tagline: 'Beneficios fáciles para las familias de Texas',
    });
    expect((await get(`get-agent-about-page-info?agent_id=${agentId}`, 'es')).result.about).toMatch(
      /^Desde hace quince años/,
    );
    expect((await get('validate-landing-page?landing_page=maria-alvarez', 'es')).data.tagline).toBe(
      'Beneficios fáciles para las familias de Texas',
    );
    const site = (await get('get-default-info', 'es')).site;
    expect(site).toMatchObject({
      site_name: 'Benefit Store',
      tagline: 'Compare planes de beneficios e inscríbase en línea en minutos',
    });
    expect((await get('get-default-info', 'en')).site.tagline).toBe(
      'Compare benefit plans and enroll online in minutes',
    );
    const portals = (await get('get-enrollment-platforms', 'es')).result;
    expect(portals.map((portal: { platform_name: string }) => portal.platform_name)).toEqual([
      'Individual y familiar',
      'Opciones de Medicare (65+)',
    ]);
  });
});
