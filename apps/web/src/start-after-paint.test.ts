// The start script's presses before the app has started (public/start-after-paint.js, decision
// 0054), in jsdom: which presses it takes and which it leaves to the browser, that only the last is
// made again once the page has started, fields given back to the app, and a control drawn again or
// gone. (In a real browser, with the app: e2e/before-start.test.ts.)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../public/start-after-paint.js'), 'utf8');

/** Runs the script as a drawn page's `<script data-entry>`, by default with an entry that loads and does nothing. */
function runScript(entry = 'data:text/javascript,') {
  document.querySelector('[role=status]')?.remove();
  const script = document.createElement('script');
  script.dataset.entry = entry;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  // A function of this realm, so that its import() is Node's (jsdom's own scripts have none).
  new Function(source)();
  Reflect.deleteProperty(document, 'currentScript'); // jsdom's own again
}

/** The page has started (as shared/hydration.ts marks it); the script acts in a task after. */
async function started() {
  document.documentElement.dataset.app = 'started';
  await new Promise((resolve) => setTimeout(resolve, 10));
}

const root = () => document.getElementById('root') ?? document.body;
const status = () => document.querySelector('[role=status]')?.textContent ?? null;

/** What reached the app (a listener on its root, as React's are): events by type. */
function appSees() {
  const seen: string[] = [];
  for (const type of ['click', 'submit', 'input', 'change'])
    root().addEventListener(type, (event) => {
      seen.push(`${type}:${event.target instanceof Element ? (event.target.id ?? '') : ''}`);
      // The app follows its links and sends its forms itself (nothing for jsdom to follow).
      if (type === 'submit' || event.target instanceof HTMLAnchorElement) event.preventDefault();
    });
  return seen;
}

beforeEach(() => {
  document.body.innerHTML = `<div id="root">
    <nav><a id="dental" href="/plans?type=dental">Dental</a> <a id="out" href="https://example.com/">Out</a>
    <a id="skip" href="#main">Skip</a> <button id="menu" type="button">Menu</button></nav>
    <form id="quote"><input id="zip" name="zip" /><select id="tier" name="tier"><option value="">-</option>
    <option value="IO">IO</option></select><button id="send">Submit</button></form></div>`;
  runScript();
});

afterEach(async () => {
  await started(); // the script lets go of the page
  delete document.documentElement.dataset.app;
  document.body.innerHTML = '';
});

/** Presses a link or a button as a mouse does; whether the script took the press (it never reached it). */
const press = (id: string, init: MouseEventInit = {}) => {
  const element = document.getElementById(id);
  let reached = false;
  // What reaches the control goes on the browser's way, which jsdom cannot follow: it stops here.
  const reach = (event: Event) => {
    reached = true;
    event.preventDefault();
  };
  element?.addEventListener('click', reach);
  element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  element?.removeEventListener('click', reach);
  return !reached;
};

describe('a press before the app has started', () => {
  it('is taken, shown busy, and made again once, where the app sees it', async () => {
    const seen = appSees();
    expect(press('dental')).toBe(true);
    expect(document.getElementById('dental')?.getAttribute('aria-busy')).toBe('true');
    expect(status()).toBe('Loading…');
    expect(seen).toEqual([]);
    await started();
    expect(seen).toEqual(['click:dental']);
    expect(document.getElementById('dental')?.hasAttribute('aria-busy')).toBe(false);
    expect(status()).toBeNull();
  });

  it('counts only the last press: a form sent twice after a link is sent once', async () => {
    const seen = appSees();
    press('dental');
    document.getElementById('send')?.click();
    document.getElementById('send')?.click();
    expect(document.getElementById('dental')?.hasAttribute('aria-busy')).toBe(false);
    expect(document.getElementById('send')?.getAttribute('aria-busy')).toBe('true');
    expect(seen.filter((event) => event.startsWith('submit'))).toEqual([]);
    await started();
    expect(seen.filter((event) => !event.startsWith('click:send'))).toEqual(['submit:quote']);
  });

  it("leaves to the browser a new tab's click, another site's link and a place on the page", () => {
    expect(press('dental', { ctrlKey: true })).toBe(false);
    expect(press('dental', { button: 1 })).toBe(false);
    expect(press('out')).toBe(false);
    expect(press('skip')).toBe(false);
    expect(status()).toBe('');
  });

  it('takes a button that only the app can work (a menu)', async () => {
    const seen = appSees();
    expect(press('menu')).toBe(true);
    await started();
    expect(seen).toEqual(['click:menu']);
  });

  it('gives the app what was typed and chosen, though the app has emptied the field since', async () => {
    const zip = document.getElementById('zip') as HTMLInputElement;
    const tier = document.getElementById('tier') as HTMLSelectElement;
    zip.value = '75201';
    zip.dispatchEvent(new Event('input', { bubbles: true }));
    tier.value = 'IO';
    tier.dispatchEvent(new Event('change', { bubbles: true }));
    zip.value = ''; // the app's first drawing of a field whose state never saw the typing
    const seen = appSees();
    await started();
    expect(zip.value).toBe('75201');
    expect(tier.value).toBe('IO');
    expect(seen).toEqual(['input:zip', 'change:zip', 'change:tier']);
  });

  it('follows a link the app has drawn again, even a moment after the start', async () => {
    press('dental');
    const nav = root().querySelector('nav');
    nav?.remove(); // the landed party's menu is asked for at the start
    await started();
    const again = document.createElement('a');
    again.href = '/plans?type=dental';
    again.textContent = 'Dental';
    const clicks: string[] = [];
    again.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push('again');
    });
    root().append(again);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicks).toEqual(['again']);
  });

  it('leaves the page to the browser when the app does not come', async () => {
    await started(); // the page of beforeEach let go, as a page whose app failed would be
    delete document.documentElement.dataset.app;
    runScript('data:text/javascript,throw%20new%20Error()');
    expect(press('menu')).toBe(true); // and the app is asked for at once
    await vi.waitFor(() => expect(status()).toBeNull());
    expect(document.getElementById('menu')?.hasAttribute('aria-busy')).toBe(false);
    expect(press('menu')).toBe(false);
  });

  it('sends no form that is gone, and shows nothing busy', async () => {
    const seen = appSees();
    document.getElementById('send')?.click();
    const form = document.getElementById('quote');
    form?.remove(); // the app drew the page again
    await started();
    expect(seen.filter((event) => !event.startsWith('click:send'))).toEqual([]);
    expect(form?.querySelector('[aria-busy]')).toBeNull();
  });
});
