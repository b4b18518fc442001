// The household forms in a real Chromium against the built store (Spanish on a
// phone): birth dates typed 1/15/1980 and 7/4/1980 read mm/dd/yyyy, a month over 12 is
// named rather than dropped, the zip is checked as it is typed; Summit Income Protect Short Term's
// income popup states its minimums, stays open while the amounts are too low and takes "55,000";
// Harbor Cancer Protection's declining yes opens no treatment fields, question 3's text field is
// named by its question, and focus moves to the result; Basic Details asks a Family tier for the
// spouse and children at once. axe on each screen.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { descriptionOf, dialogNamed, poll, words } from './quoting-steps';

const more = {
  en: {
    invalidZip: 'Invalid Zip code',
    monthRange: 'The month is 01 to 12: type the date as mm/dd/yyyy.',
    incomeMinimum: 'This plan needs at least $15,000 a year.',
    hoursMinimum: 'This plan needs at least 20 hours a week.',
    incomeTooLow: 'Too low for this plan: it needs an annual income of at least $15,000.',
    hoursTooLow: 'Too few for this plan: it needs at least 20 working hours a week.',
    answerAll: 'Please answer all questions',
    yourAnswer: 'Your answer',
    edit: 'Edit',
    basicDetails: 'Basic Details',
    spouseDob: 'Spouse date of birth (mm/dd/yyyy)',
    children: 'Number of children',
    family: ['Tier:', 'Family'],
  },
  es: {
    invalidZip: 'Código postal no válido',
    monthRange: 'El mes va de 01 a 12: escriba la fecha como mm/dd/aaaa.',
    incomeMinimum: 'Este plan requiere al menos $15,000 al año.',
    hoursMinimum: 'Este plan requiere al menos 20 horas por semana.',
    incomeTooLow: 'Insuficiente para este plan: requiere un ingreso anual de al menos $15,000.',
    hoursTooLow: 'Insuficientes para este plan: requiere al menos 20 horas de trabajo por semana.',
    answerAll: 'Responda todas las preguntas',
    yourAnswer: 'Su respuesta',
    edit: 'Editar',
    basicDetails: 'Datos básicos',
    spouseDob: 'Fecha de nacimiento del cónyuge (mm/dd/aaaa)',
    children: 'Número de hijos',
    family: ['Nivel:', 'Familia'],
  },
} as const;

/** Types into a field key by key, as a person does (each key goes through the field's own rule). */
async function typeInto(field: Locator, keys: string) {
  await field.fill('');
  await field.focus();
  await field.page().keyboard.type(keys);
}

/** The element with focus is `element`, and it is on screen. */
const focusedInView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return node === document.activeElement && box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe.skipIf(!hasChromium)('the household forms, in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  // Spanish on a phone only: the English desktop screens are walked by quoting.test.ts and
  // plans.test.ts and read by the component tests (CI time).
  it.each(passes.filter((pass) => pass.phone))('in $language at $viewport.width px', async ({ language, viewport }) => {
    const w = { ...words[language], ...more[language] };
    const page = await store.newPage({ locale: w.locale });
    await page.setViewportSize(viewport);
    const main = page.getByRole('main');
    const options = main.locator('section', { has: page.getByRole('heading', { name: w.options }) });

    // The quote form: every keystroke of a date kept, the zip checked once five digits are typed.
    await page.goto('/');
    const zip = main.getByRole('textbox', { name: w.zip });
    await typeInto(zip, '00000');
    await poll(() => descriptionOf(zip)).toBe(w.invalidZip);
    const dob = main.getByRole('textbox', { name: w.dob });
    await typeInto(dob, '13');
    await poll(() => descriptionOf(dob)).toBe(w.monthRange);
    expect(await dob.inputValue()).toBe('13/');
    await expectAccessible(page);
    await typeInto(dob, '1/15/1980');
    expect(await dob.inputValue()).toBe('01/15/1980');
    await typeInto(dob, '7/4/1980');
    expect(await dob.inputValue()).toBe('07/04/1980');
    await typeInto(zip, '75201');
    await poll(() => descriptionOf(zip)).toBe('Dallas, TX');
    await main.getByRole('combobox', { name: w.gender }).selectOption('0');
    await main.getByRole('combobox', { name: w.tier }).selectOption('IO');
    await expectAccessible(page);
    await main.getByRole('button', { name: w.submit }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/plans');

    // Income and hours: the minimums stated, too-low amounts keep the popup open, "55,000" is read.
    await page.goto('/plan/DI-SHORT/plan');
    await poll(() => options.getByRole('alert').textContent()).toBe(w.salaryError);
    await options.getByRole('alert').getByRole('button', { name: w.clickingHere }).click();
    const popup = await dialogNamed(page, w.incomeTitle);
    const income = popup.getByRole('textbox', { name: w.income });
    const hours = popup.getByRole('textbox', { name: w.hours });
    expect(await descriptionOf(income)).toBe(w.incomeMinimum);
    expect(await descriptionOf(hours)).toBe(w.hoursMinimum);
    await income.fill('$12,000');
    await hours.fill('10');
    await popup.getByRole('button', { name: w.save }).click();
    // What is wrong with the amount typed, and the minimum, still said.
    const said = async (field: Locator) => (await descriptionOf(field)).replace(/\s+/g, ' ');
    await poll(() => said(income)).toBe(`${w.incomeTooLow} ${w.incomeMinimum}`);
    expect(await said(hours)).toBe(`${w.hoursTooLow} ${w.hoursMinimum}`);
    await expectAccessible(page);
    await income.fill('55,000');
    await hours.fill('40');
    await popup.getByRole('button', { name: w.save }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => options.getByText(w.price).count()).toBeGreaterThan(0);

    // Health questions: the declining yes asks nothing more; focus moves to what the answers got.
    await page.goto('/plan/CI-CANCER/plan');
    await options.getByRole('button', { name: w.enrollNow }).click();
    const form = main.locator('section', { has: page.getByRole('heading', { name: w.healthTitle }) });
    await poll(() => form.getByRole('radiogroup').count()).toBe(3);
    const question = (n: number) => form.getByRole('radiogroup', { name: new RegExp(`^${n}\\. `) });
    await question(1).getByRole('radio', { name: w.no }).check();
    await question(2).getByRole('radio', { name: w.yes }).check();
    expect(await form.getByRole('textbox').count()).toBe(0);
    await form.getByRole('button', { name: w.submitAnswers }).click();
    const missing = form.getByRole('alert');
    await poll(() => missing.textContent()).toBe(w.answerAll);
    await poll(() => focusedInView(missing)).toBe(true);
    await question(3).getByRole('radio', { name: w.yes }).check();
    const why = form.getByRole('textbox', { name: new RegExp(`^3\\. .+\\? .+ ${w.yourAnswer}$`) });
    await why.fill('Knee surgery');
    await expectAccessible(page);
    await form.getByRole('button', { name: w.submitAnswers }).click();
    const declined = options.getByRole('alert').filter({ hasText: w.declined });
    await poll(() => declined.count()).toBe(1);
    await poll(() => focusedInView(declined)).toBe(true);

    // Basic Details: a Family tier asks for the spouse and the children at once.
    await main.getByRole('button', { name: w.edit, exact: true }).click();
    const details = await dialogNamed(page, w.basicDetails);
    expect(await details.getByRole('textbox', { name: w.spouseDob }).count()).toBe(0);
    await details.getByRole('combobox', { name: w.tier }).selectOption('IF');
    await typeInto(details.getByRole('textbox', { name: w.spouseDob }), '1/15/1980');
    await details.getByRole('combobox', { name: w.children }).selectOption('2');
    await expectAccessible(page);
    await details.getByRole('button', { name: w.save }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const yourDetails = main.getByRole('region', { name: w.yourDetails });
    await poll(() => yourDetails.locator('dt, dd').allTextContents()).toEqual(expect.arrayContaining([...w.family]));
    await expectAccessible(page);
    await page.context().close();
  });
});
