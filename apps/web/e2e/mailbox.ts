// The development mailbox (/dev/mailbox) as the journeys read it: the latest message to an address.
import type { Page } from 'playwright-core';
import { poll } from './quoting-steps';

/** The latest email to `to` in the development mailbox, as text. */
export async function mailTo(page: Page, to: string, subject: string): Promise<string> {
  let found = '';
  await poll(async () => {
    const html = await (await page.request.get('/dev/mailbox')).text();
    const article = html.split('<article').find((part) => part.includes(`<dd>${to}</dd>`) && part.includes(subject));
    found = article ?? '';
    return found !== '';
  }).toBe(true);
  return found.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
