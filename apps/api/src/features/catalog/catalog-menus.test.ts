// The catalog's menus and plan detail on the demo catalog: the age market chosen, featured plans,
// menus, the side filter and the footer plan, a plan's detail and its questions.
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog';
import { testDatabases } from '../../../test/databases';
import { newPublicId } from '../../lib/ids';
import { currentCatalog } from './catalog-service';

describe.each(testDatabases)('catalog menus and plan detail on $name', (database) => {
  const { app, cookie, get, portalIdOf, quote, ids } = catalogApp(database);

  it('lists the age market the visitor chose: over 65 the plans issued at 65 and older, under 65 the others', async () => {
    const medicare = await portalIdOf('MED65');
    const menuIds = async (category: string, over65: 0 | 1) =>
      ids((await get(`get-menu-filtered-plans?category=${category}&portal_id=${medicare}&over_65=${over65}`)).body);
    expect(await menuIds('dental', 1)).toContain('DEN-SENIOR');
    expect(await menuIds('dental', 0)).not.toContain('DEN-SENIOR');
    const catalog = await currentCatalog(app().db);
    const youngerOnly = (id: string) => (catalog.byId.get(id)?.rated.issueAges?.max ?? 100) < 65;
    const overMedical = await menuIds('medical', 1);
    expect(overMedical.filter(youngerOnly)).toEqual([]);
    expect((await menuIds('medical', 0)).some(youngerOnly)).toBe(true);
    expect((await get(`get-menu-filtered-plans?category=dental&over_65=2`)).status).toBe(400);
  });

  it('shows featured plans, menus, side filter and the footer plan', async () => {
    const featured = await get('get-featured-plans');
    expect(ids(featured.body)).toEqual(['DEN-PLUS', 'VIS-PLUS', 'MED-NS-SLV', 'LIFE-20', 'TEL-BASIC', 'ACC-BASIC']);
    const menu = await get('get-common-menu');
    expect(menu.body.data.category_order).not.toContain('pet');
    expect(menu.body.data.categories[0]).toEqual({
      category: 'dental',
      label: 'Dental Plans',
      order: 1,
      icon: 'tooth',
    });
    const group = await app().db.selectFrom('employer_group').select('public_id').executeTakeFirstOrThrow();
    const groupMenu = await get(`get-group-menu?group_id=${group.public_id}`, cookie(), 'es');
    expect(groupMenu.body.data.categories.length).toBe(15);
    expect((await get(`get-group-menu?group_id=${newPublicId()}`)).status).toBe(404);
    const id = await quote();
    const side = await get(`get-left-side-filter-fields?enrollment_id=${id}`);
    expect(side.body.data.result.categories).toContainEqual({ category: 'pet', label: 'PET Plans' });
    expect((await get('get-goenroll-footer-plan')).body.data).toEqual({ plan_id: 'ELV-MEM' });
    const medicare = await get(`get-menu-filtered-plans?category=dental&portal_id=${await portalIdOf('MED65')}`);
    expect(ids(medicare.body)).toContain('DEN-SENIOR');
    // Before a household: the lowest price of each tier (band 18-29).
    expect(medicare.body.data.result[0].tier_price[0]).toEqual({ tier: 'IO', price_male_nons: '18.95' });
  });

  it('gives plan detail and its questions', async () => {
    const detail = await get('get-plan-detail/KEY-TERM');
    expect(detail.body.data.result).toMatchObject({
      plan_id: 'KEY-TERM',
      is_prudential_plan: true,
      membership_plan_id: null,
      plan_category: 'term_life',
      exclusions_text_name: 'Exclusions and limitations',
    });
    // A plan sold with the membership says which, so the store asks for it before adding both.
    const linked = await get('get-plan-detail/ACC-ELV');
    expect(linked.body.data.result).toMatchObject({ is_prudential_plan: false, membership_plan_id: 'ELV-MEM' });
    const accident = await get(`get-filtered-plans?enrollment_id=${await quote()}&categories=accident`);
    expect(accident.body.data.result).toContainEqual(
      expect.objectContaining({ plan_id: 'ACC-ELV', membership_plan_id: 'ELV-MEM' }),
    );
    expect(detail.body.data.result.faq_text).toContain('<strong>');
    const byQuery = await get('get-plan-detail?plan_id=KEY-TERM');
    expect(byQuery.body.data).toEqual(detail.body.data);
    const id = await quote();
    const questions = await get(`get-questions?enrollment_id=${id}&plan_id=LIFE-OPT`);
    expect(questions.body.data.result.map((question: { question_id: string }) => question.question_id)).toEqual([
      '145',
      '146',
      '147',
    ]);
    const [cancer, treatment] = questions.body.data.result;
    expect(cancer).toMatchObject({ question_sub_type: 'checkbox', require_detail: false });
    expect(cancer.options.slice(0, 2)).toEqual([
      { option_id: '1451', option_text: 'Breast cancer', option_group: 'A. Prior to age 60' },
      { option_id: '1452', option_text: 'Breast cancer', option_group: 'B. Prior to age 75' },
    ]);
    // A yes to 146 declines the plan, so it asks for no treatment details.
    expect(treatment).toMatchObject({ question_sub_type: 'detail', require_detail: false, options: [] });
    const special = await get(`get-aflac-questions?enrollment_id=${id}&plan_id=KEY-TERM`);
    expect(special.body.data.result).toHaveLength(3);
    expect(special.body.data.result[0]).toMatchObject({ qid: '501', true_condition: 1 });
    expect((await get(`get-aflac-questions?enrollment_id=${id}&plan_id=DEN-BASIC`)).body.data.result).toEqual([]);
  });
});
