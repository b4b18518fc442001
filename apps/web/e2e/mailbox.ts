// The development mailbox (/dev/mailbox) as the journeys read it: the latest message to an address.
import type { Page } from 'playwright-core';
import { poll } from './quoting-steps';

/**
 * The mailbox page, read from this process at the origin `page` is on: the journeys' pages send a
 * made-up X-Forwarded-For (each journey its own client), and the mailbox answers only a caller on
 * this machine that no proxy forwarded (decision 0038).
 */
export async function mailboxHtml(page: Page): Promise<string> {
  return (await fetch(mailboxUrl(page, '/dev/mailbox'))).text();
}

/** An attachment of the mailbox (`/dev/mailbox/...`), read from this process as the page is. */
export async function mailboxFile(page: Page, href: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(mailboxUrl(page, href))).arrayBuffer());
}

/** `path` at the origin of the store `page` is on. */
function mailboxUrl(page: Page, path: string): URL {
  if (!page.url().startsWith('http')) throw new Error('read the mailbox with a page that is on the store');
  return new URL(path, new URL(page.url()).origin);
}

/** The latest email to `to` in the development mailbox, as text. */
export async function mailTo(page: Page, to: string, subject: string): Promise<string> {
  let found = '';
  await poll(async () => {
    const html = await mailboxHtml(page);
    const article = html.split('<article').find((part) => part.includes(`<dd>${to}</dd>`) && part.includes(subject));
    found = article ?? '';
    return found !== '';
  }).toBe(true);
  return found.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
