// What the quoting journeys share: the words they read on screen in each language (the spec's own
// messages in English), and the steps that give a visitor a household and open one of its plans.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Store } from './harness';

export const words = {
  en: {
    locale: 'en-US',
    zip: 'Zip code',
    gender: 'Gender',
    tier: 'Coverage tier',
    dob: 'Date of birth (mm/dd/yyyy)',
    submit: 'Submit',
    required: 'Field is required',
    zipDigits: 'Enter 5 digit zip code',
    ageRange: 'Age must be between 18 and 100 years.',
    yourDetails: 'Your details',
    filterBar: ['Zip:', '75201', 'Gender:', 'Male', 'Tier:', 'Member Only', 'DOB:', '07/04/1980'],
    dental: 'Dental',
    tierPrice: /^Member Only: \$(\d+\.\d\d)\/month/,
    price: /^\$(\d+\.\d\d)\/month$/,
    addToCart: 'Add to Cart',
    added: 'Plan added to your cart',
    addMore: 'Add More Plan(s)',
    inCart: 'In your cart',
    cartBadge: (count: number, amount: string) =>
      `${count} ${count === 1 ? 'plan' : 'plans'} in your cart, $${amount} per month`,
    breadcrumb: 'Breadcrumb',
    options: 'Your price options',
    getQuote: 'Get a Quote',
    category: 'Please select a category.',
    dentalCategory: 'Dental Plans',
    clickingHere: 'clicking here',
    save: 'Save',
    salaryError: 'Please enter a sufficient annual income to add product to the cart by clicking here.',
    hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
    incomeTitle: 'Annual income and working hours',
    income: 'Annual income (US dollars)',
    hours: 'Working hours per week',
    smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
    tobaccoTitle: 'Tobacco usage',
    doYouSmoke: 'Do you smoke?',
    no: 'No',
    yes: 'Yes',
    smokerNo: ['Smoker:', 'No'],
    enrollNow: 'Enroll Now',
    healthTitle: 'Health questions',
    reason: 'Reason for the condition',
    submitAnswers: 'Submit answers',
    declined: 'Based on your answers, this plan is not available to you.',
    membershipTitle: 'Membership options',
    selectMembership: 'Select MemberShip',
    compare: (name: string) => `Compare ${name}`,
    compareButton: 'Compare (3)',
    compareLimit: 'You can compare up to 3 plans.',
    compareTitle: 'Compare plans',
    compareRows: ['Price', 'Carrier', 'Key benefits', 'Category'],
  },
  es: {
    locale: 'es-ES',
    zip: 'Código postal',
    gender: 'Sexo',
    tier: 'Nivel de cobertura',
    dob: 'Fecha de nacimiento (mm/dd/aaaa)',
    submit: 'Enviar',
    required: 'Este campo es obligatorio',
    zipDigits: 'Ingrese un código postal de 5 dígitos',
    ageRange: 'La edad debe estar entre 18 y 100 años.',
    yourDetails: 'Sus datos',
    filterBar: [
      'Código postal:',
      '75201',
      'Sexo:',
      'Masculino',
      'Nivel:',
      'Solo miembro',
      'Fecha de nacimiento:',
      '07/04/1980',
    ],
    dental: 'Dental',
    tierPrice: /^Solo miembro: \$(\d+\.\d\d)\/mes/,
    price: /^\$(\d+\.\d\d)\/mes$/,
    addToCart: 'Agregar al carrito',
    added: 'Plan agregado a su carrito',
    addMore: 'Agregar más planes',
    inCart: 'En su carrito',
    cartBadge: (count: number, amount: string) =>
      `${count} ${count === 1 ? 'plan' : 'planes'} en su carrito, $${amount} al mes`,
    breadcrumb: 'Ruta de navegación',
    options: 'Sus opciones de precio',
    getQuote: 'Obtener cotización',
    category: 'Seleccione una categoría.',
    dentalCategory: 'Planes dentales',
    clickingHere: 'haciendo clic aquí',
    save: 'Guardar',
    salaryError: 'Ingrese un ingreso anual suficiente para agregar el producto al carrito haciendo clic aquí.',
    hourError: 'Ingrese suficientes horas de trabajo para agregar el producto al carrito haciendo clic aquí.',
    incomeTitle: 'Ingreso anual y horas de trabajo',
    income: 'Ingreso anual (dólares estadounidenses)',
    hours: 'Horas de trabajo por semana',
    smokerError: 'El precio depende del consumo de tabaco. Indique si fuma haciendo clic aquí.',
    tobaccoTitle: 'Consumo de tabaco',
    doYouSmoke: '¿Fuma?',
    no: 'No',
    yes: 'Sí',
    smokerNo: ['Fumador:', 'No'],
    enrollNow: 'Inscribirse ahora',
    healthTitle: 'Preguntas de salud',
    reason: 'Motivo de la afección',
    submitAnswers: 'Enviar respuestas',
    declined: 'Según sus respuestas, este plan no está disponible para usted.',
    membershipTitle: 'Opciones de membresía',
    selectMembership: 'Seleccionar membresía',
    compare: (name: string) => `Comparar ${name}`,
    compareButton: 'Comparar (3)',
    compareLimit: 'Puede comparar hasta 3 planes.',
    compareTitle: 'Comparar planes',
    compareRows: ['Precio', 'Aseguradora', 'Beneficios principales', 'Categoría'],
  },
} as const;

export type Language = keyof typeof words;
export type Words = (typeof words)[Language];

/** Waits for `read` to settle on the expected value; the machine is shared, so pages may be slow. */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** The texts that describe a field (its error, beside it), as a screen reader announces them. */
export const descriptionOf = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** Types the banner by keyboard: zip, gender (0 male), tier (IO), birth date as digits. */
export async function typeBanner(page: Page, w: Words) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: w.zip }).focus();
  await page.keyboard.type('75201');
  await main.getByRole('combobox', { name: w.gender }).selectOption('0');
  await main.getByRole('combobox', { name: w.tier }).selectOption('IO');
  await main.getByRole('textbox', { name: w.dob }).focus();
  await page.keyboard.type('07041980');
}

/** Fills the banner by keyboard on a started page, whose birth date field writes the slashes. */
export async function fillBanner(page: Page, w: Words) {
  await typeBanner(page, w);
  await poll(() => page.getByRole('main').getByRole('textbox', { name: w.dob }).inputValue()).toBe('07/04/1980');
}

/**
 * A new visitor's household (Member Only, born 07/04/1980, Dallas), as the banner saves it but
 * through the API (the banner has its own journeys: quoting.test.ts, storage.test.ts), then the
 * plans (of `category` when given) and, when `plan` is given, that plan's page from its listing link.
 */
export async function householdAt(
  store: Store,
  w: Words,
  { category, plan }: { category?: string; plan?: string } = {},
) {
  const page = await store.newPage({ locale: w.locale });
  await page.goto('/');
  // The banner's household: 0 is Male, as the banner sends it.
  const answer = await page.request.post('/api/v1/add-filter-for-new-user', {
    data: { zip: '75201', dob: '07/04/1980', gender: 0, tier: 'IO', type: 'new-user' },
  });
  if (answer.status() !== 200) throw new Error(`add-filter-for-new-user answered ${answer.status()}`);
  const tempId = String((await answer.json()).data.temp_enrollment_id);
  await page.evaluate((id) => {
    const stored = JSON.parse(localStorage.getItem('benefit-store-session') ?? '{"state":{},"version":1}');
    stored.state = { ...stored.state, tempId: id, selectedTier: 'IO' };
    localStorage.setItem('benefit-store-session', JSON.stringify(stored));
  }, tempId);
  await page.goto(category === undefined ? '/plans' : `/plans?type=${category}`);
  if (plan === undefined) return page;
  const main = page.getByRole('main');
  await main.getByRole('link', { name: plan, exact: true }).click();
  await poll(() => main.getByRole('heading', { level: 1, name: plan }).count()).toBe(1);
  return page;
}

/** The header's cart badge, by the name it is read out with (count and monthly amount). */
export const cartBadge = (page: Page, w: Words, count: number, amount: string) =>
  page.getByRole('banner').getByRole('link', { name: w.cartBadge(count, amount) });

/** The amount (digits and cents) in a price text such as `$18.95/month`, read with `pattern`. */
export function amountIn(text: string | null, pattern: RegExp) {
  const amount = pattern.exec(text ?? '')?.[1];
  if (amount === undefined) throw new Error(`no price in ${text}`);
  return amount;
}

/**
 * The popup named `name`, once its opening transition is over: fully opaque and nothing moving
 * (axe reads colours mid-fade wrong).
 */
export async function dialogNamed(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await poll(() => dialog.count()).toBe(1);
  const settled = (element: Element) => {
    let opacity = 1;
    for (let at: Element | null = element; at; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
    return opacity === 1 && document.getAnimations().every((animation) => animation.playState !== 'running');
  };
  await poll(() => dialog.evaluate(settled)).toBe(true);
  return dialog;
}

/** The plan's priced options on its page. */
export const optionsOf = (page: Page, w: Words) =>
  page.getByRole('main').locator('section', { has: page.getByRole('heading', { name: w.options }) });

/** A plan's page, straight from its address (the listing has its own journey). */
export async function openPlan(page: Page, id: string, name: string) {
  await page.goto(`/plan/${id}/plan`);
  await poll(() => page.getByRole('main').getByRole('heading', { level: 1, name }).count()).toBe(1);
}
