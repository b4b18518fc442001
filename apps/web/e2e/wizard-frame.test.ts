// The wizard's frame without dead ends (issue 32, items 2, 4 and 5), in a real Chromium: a client of
// Maria Alvarez's landing page saves the personal step and goes on with no enroller-code popup (the
// code is for reps), while a session that gave her rep access code is asked; a blank contact step
// is saved for later as a draft ("Information Saved!!!"); and a step the enrollment does not ask
// shows its note with Back and Next, Next leading on. States are built through the API; English at
// desktop size, Spanish on a phone; axe on each screen.
import { shortStepOfTab, tabName } from '@benefit-store/contract/enrollment-tabs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { en as wizardEn, es as wizardEs } from '../src/features/enrollment/words';
import { call, enrollmentFor, uniqueName } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { dialogNamed, poll, words } from './quoting-steps';

const screenWords = { en: wizardEn, es: wizardEs } as const;
type ScreenWords = (typeof screenWords)[keyof typeof screenWords];

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: false });

/** The personal step filled with valid answers (the labels start with the field's words), then Next. */
async function fillPersonal(page: Page, s: ScreenWords, lastName: string) {
  await poll(() => heading(page, s['wizard.step_primary_info']).count()).toBe(1);
  await field(page, s['wizard.first_name']).first().fill('Ana');
  await field(page, s['wizard.last_name']).fill(lastName);
  await field(page, s['wizard.height_feet']).fill('5');
  await field(page, s['wizard.height_inch']).fill('6');
  await field(page, s['wizard.weight']).fill('150');
  await main(page).getByRole('combobox', { name: s['wizard.marital_status'] }).selectOption('1');
  await field(page, s['wizard.ssn']).fill('219094387');
  await button(page, s['wizard.next']).click();
}

/** Puts the enrollment of Maria's visitor in her portal of `code`. */
async function usePortal(page: Page, id: string, code: string) {
  const agent = await page.evaluate(() =>
    String(JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state?.agent_id ?? ''),
  );
  const portals = await call(page, 'GET', `get-enrollment-platforms?agent_id=${agent}`);
  const portal = (portals.data.result as { platform_group_id: string; platform_code: string }[]).find(
    (found) => found.platform_code === code,
  );
  if (!portal) throw new Error(`Maria offers no portal ${code}`);
  await call(page, 'POST', 'update-filter-portal', { enrollment_id: id, platform_group_id: portal.platform_group_id });
}

describe.skipIf(!hasChromium)("the wizard's frame, in Chromium", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it.each(passes)(
    'in $language at $viewport.width px',
    async ({ language, viewport }) => {
      const w = words[language];
      const s = screenWords[language];
      const page = await store.newPage({ locale: w.locale });
      await page.setViewportSize(viewport);
      const lastName = uniqueName('Frame');
      const household = { tier: 'IO', plans: ['DEN-PLUS'], lastName, email: `${lastName}@example.com` } as const;

      // Item 2: a client of Maria's landing page is not asked for her enroller code.
      const id = await enrollmentFor(page, household, []);
      await page.goto('/enrollment/personal-info');
      await fillPersonal(page, s, lastName);
      await poll(() => heading(page, s['wizard.step_contact_info']).count()).toBe(1);
      await poll(() => page.getByRole('dialog').count()).toBe(0);
      await expectAccessible(page);

      // Item 4: the blank contact step is saved for later, as a draft.
      await main(page).getByRole('button', { name: s['wizard.save_later'] }).click();
      const popup = await dialogNamed(page, s['wizard.save_later_title']);
      await popup.getByRole('textbox', { name: s['wizard.email'] }).fill(household.email);
      await popup.getByRole('button', { name: s['wizard.send_code'] }).click();
      const saved = page.getByRole('dialog', { name: s['wizard.save_later'] });
      await poll(() => saved.getByText(s['wizard.saved_title']).count()).toBe(1);
      await expectAccessible(page);
      await saved.getByRole('button', { name: s['wizard.continue_current'] }).click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);

      // Item 5: a step the enrollment does not ask (the Individual & Family portal leaves the
      // employer step out) has a way back and a way on.
      await usePortal(page, id, 'INDFAM');
      const tabs = await call(page, 'GET', `get-dynamic-tabs?enrollment_id=${id}`);
      const notAsked = (tabs.data.result as { tab_name: string; required: boolean }[]).find((tab) => !tab.required);
      if (notAsked === undefined) throw new Error('the portal asks every step');
      await page.goto(`/enrollment/${shortStepOfTab[tabName.parse(notAsked.tab_name)]}`);
      await poll(() => main(page).getByText(s['wizard.not_asked']).count()).toBe(1);
      await poll(() => button(page, s['wizard.back']).count()).toBe(1);
      await expectAccessible(page);
      await button(page, s['wizard.next']).click();
      await poll(() => heading(page, s['wizard.step_primary_info']).count()).toBe(1);

      // Item 2: a session that gave Maria's rep access code enrolls for her client: asked.
      const rep = await store.newPage({ locale: w.locale });
      await rep.setViewportSize(viewport);
      await rep.goto('/maria-alvarez');
      await call(rep, 'GET', 'validate-agent?agent_code=REP100');
      await enrollmentFor(rep, { ...household, lastName: uniqueName('Rep') }, []);
      await rep.goto('/enrollment/personal-info');
      await fillPersonal(rep, s, lastName);
      await dialogNamed(rep, s['wizard.enroller_code_title']);
      await expectAccessible(rep);
    },
    60_000,
  );
});
