import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en as contractEn } from '@benefit-store/contract/messages/en';
import { es as contractEs } from '@benefit-store/contract/messages/es';
import type { Page } from 'playwright-core';
import { en as handoffEn, es as handoffEs } from '../src/features/enrollment/handoff/words';
import { en as reviewEn, es as reviewEs } from '../src/features/enrollment/review/words';
import { en as agreementEn, es as agreementEs } from '../src/features/enrollment/steps/agreement/words';
import { en as billingEn, es as billingEs } from '../src/features/enrollment/steps/billing/words';
import { en as dependentEn, es as dependentEs } from '../src/features/enrollment/steps/dependents/words';
import { en as healthEn, es as healthEs } from '../src/features/enrollment/steps/health/words';
import { en as wizardEn, es as wizardEs } from '../src/features/enrollment/words';
import { en as membersEn, es as membersEs } from '../src/features/members/words';
import { en as resumeEn, es as resumeEs } from '../src/features/resume/words';
import { passes, type Store } from './harness';
import { poll } from './quoting-steps';

export const screenWords = {
  en: {
    ...contractEn,
    ...wizardEn,
    ...healthEn,
    ...dependentEn,
    ...agreementEn,
    ...billingEn,
    ...reviewEn,
    ...handoffEn,
    ...membersEn,
    ...resumeEn,
    receiptSubject: 'Enrollment Receipt',
  },
  es: {
    ...contractEs,
    ...wizardEs,
    ...healthEs,
    ...dependentEs,
    ...agreementEs,
    ...billingEs,
    ...reviewEs,
    ...handoffEs,
    ...membersEs,
    ...resumeEs,
    receiptSubject: 'Recibo de inscripción',
  },
} as const;
export type ScreenWords = (typeof screenWords)[keyof typeof screenWords];

export const [desktop, phone] = passes;

export const maria = { email: 'maria.alvarez@example.com', password: 'demo-rep-100' };
/** The hand-off email's subject in Spanish: the client's language the rep chose. */
export const handoffSubject = 'Su inscripción está lista para firmar';

/** `code` standing alone (not part of a longer run of letters, digits or base64) in `text`. */
export const codeIn = (text: string, code: string) =>
  new RegExp(`(?<![A-Za-z0-9+/=_-])${code}(?![A-Za-z0-9+/=_-])`).test(text);

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Where the server keeps or wrote `code` (or any word): files of its DATA_DIR (database, blobs) and its output. */
export function whereSeen(store: Store, code: string): string[] {
  const files = filesUnder(store.server.dataDir).filter((file) => codeIn(readFileSync(file, 'latin1'), code));
  return codeIn(store.server.output(), code) ? [...files, 'server output'] : files;
}

/** A 4-digit security code the server holds and has written nowhere yet. */
export function securityCodeUnseen(store: Store): string {
  for (let tries = 0; tries < 20; tries++) {
    const code = String(1000 + Math.floor(Math.random() * 9000));
    if (whereSeen(store, code).length === 0) return code;
  }
  throw new Error('every code tried is already somewhere');
}

export const main = (page: Page) => page.getByRole('main');
export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });
export const field = (scope: ReturnType<typeof main>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
export const button = (scope: ReturnType<typeof main>, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** Ticks every box of the agreement step and draws a signature on its pad: the pad's width. */
export async function signWithEveryBox(page: Page, s: ScreenWords): Promise<number> {
  const boxes = main(page).getByRole('checkbox');
  for (let index = 0; index < (await boxes.count()); index++) await boxes.nth(index).check();
  const pad = main(page).getByRole('img', { name: s['agreement.pad_label'] });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  const [x, y] = [box.x + box.width * 0.1, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.2, -0.3],
    [0.4, 0.2],
    [0.6, -0.15],
    [0.8, 0.2],
  ] as const)
    await page.mouse.move(x + box.width * dx, y + box.height * dy, { steps: 4 });
  await page.mouse.up();
  return box.width;
}

/** The billing step's EFT form, filled: the routing number names `bank`. */
export async function payByEft(
  page: Page,
  s: ScreenWords,
  eft: { routing: string; bank: string; name: string; account: string; type: string; billDate: string },
) {
  await main(page).getByRole('radio', { name: s['billing.method_eft'] }).check();
  await field(main(page), s['billing.routing_number']).fill(eft.routing);
  await poll(() => field(main(page), s['billing.bank_name']).inputValue()).toBe(eft.bank);
  await field(main(page), s['billing.account_name']).fill(eft.name);
  await field(main(page), s['billing.account_number']).fill(eft.account);
  await main(page).getByRole('combobox', { name: s['billing.account_type'] }).selectOption(eft.type);
  await main(page).getByRole('combobox', { name: s['billing.account_holder_type'] }).selectOption('individual');
  await main(page).getByRole('combobox', { name: s['billing.bill_date'] }).selectOption(eft.billDate);
}

/** A screenshot for a person to look at, when JOURNEY_SHOTS names a directory (never in CI). */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.JOURNEY_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  if (!size || size.width >= 768 || !fullPage) {
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
    return;
  }
  // A phone's page, a screen at a time (a full-page picture of it is too narrow to read).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const at = await page.evaluate(() => window.scrollY);
  for (let part = 0; part * size.height < height - 300 && part < 5; part++) {
    await page.evaluate((y) => window.scrollTo(0, y), part * size.height);
    await page.screenshot({ path: join(dir, `${name}-${part + 1}.png`) });
  }
  await page.evaluate((y) => window.scrollTo(0, y), at);
}

/** The step's page: its heading, then axe. */
export async function onStep(page: Page, path: string, title: string, name: string) {
  await poll(() => pathOf(page)).toBe(path);
  await poll(() => heading(page, title).count()).toBe(1);
  await shot(page, name);
}

/** Answers every yes/no question in `scope` No (those shown now). */
export async function answerAllNo(scope: ReturnType<typeof main>, s: ScreenWords) {
  const groups = scope.getByRole('radiogroup');
  const count = await groups.count();
  for (let index = 0; index < count; index++) {
    const no = groups.nth(index).getByRole('radio', { name: s['health.no'], exact: true });
    if ((await no.count()) === 1) await no.check();
  }
}

/** Types a day mm/dd/yyyy as digits into a date field. */
export async function typeDay(page: Page, scope: ReturnType<typeof main>, name: string, digits: string) {
  await field(scope, name).focus();
  await page.keyboard.type(digits);
  await poll(() => field(scope, name).inputValue()).toBe(digits.replace(/^(\d\d)(\d\d)/, '$1/$2/'));
}
