// The language a person chooses on the page reaches the server whatever the browser's own
// Accept-Language says (issue 32, item 20; decision 0044): each call names it in the app's header,
// and a cookie keeps it for the requests the app does not make itself (a page the server draws,
// a link the page opens).
import type { validateZipCode } from '@benefit-store/contract/quoting';
import { afterEach, expect, it, vi } from 'vitest';
import { request } from '../shared/api/client';
import { i18n } from './i18n';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const languageCookie = () => /(?:^|; )benefit-store-language=(\w+)/.exec(document.cookie)?.[1];

it('names the chosen language on every call, and keeps it in a cookie', async () => {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ status: 'success', statusCode: 200, data: { result: [] } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const headersOfLastCall = () => new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);

  await i18n.changeLanguage('es');
  expect(languageCookie()).toBe('es');
  await request<typeof validateZipCode>('validateZipCode', { input: { zip_code: '78701' } });
  expect(headersOfLastCall().get('x-language')).toBe('es');

  await i18n.changeLanguage('en');
  expect(languageCookie()).toBe('en');
  await request<typeof validateZipCode>('validateZipCode', { input: { zip_code: '78701' } });
  expect(headersOfLastCall().get('x-language')).toBe('en');
});
