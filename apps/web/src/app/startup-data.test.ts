// The shell takes the site answer the server wrote into the page, and a drawn page's answers, in the
// visitor's language only.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { defaultInfoQuery } from '../features/landing/api/get-default-info';
import { i18n } from '../i18n/i18n';
import { site } from '../test-data';
import { seedStartupData } from './startup-data';

const defaultInfo = { site, languages: ['en', 'es'] };

function pageWith(text: string) {
  const page = document.implementation.createHTMLDocument();
  const script = page.createElement('script');
  script.type = 'application/json';
  script.id = 'startup-data';
  script.textContent = text;
  page.head.append(script);
  return page;
}

const seeded = (page: Document) => {
  const queryClient = new QueryClient();
  seedStartupData(queryClient, page);
  return queryClient.getQueryData(defaultInfoQuery.queryKey);
};

describe('seedStartupData', () => {
  it("puts the page's site answer in the cache when made in the visitor's language", async () => {
    await i18n.changeLanguage('en');
    expect(seeded(pageWith(JSON.stringify({ language: 'en', defaultInfo })))).toEqual(defaultInfo);
    // Made in Spanish for an English visitor: the shell calls get-default-info itself.
    expect(seeded(pageWith(JSON.stringify({ language: 'es', defaultInfo })))).toBeUndefined();
  });

  it('leaves the cache empty for a page without start-up data or with a broken one', () => {
    expect(seeded(document.implementation.createHTMLDocument())).toBeUndefined();
    expect(seeded(pageWith('{"language":'))).toBeUndefined();
  });

  it("hydrates a drawn page's answers, and says so, only when drawn in the visitor's language", async () => {
    await i18n.changeLanguage('en');
    const drawn = new QueryClient();
    drawn.setQueryData(['catalog', 'get-featured-plans'], { plans: ['Dental Plus'] });
    const rendered = dehydrate(drawn);
    const queryClient = new QueryClient();
    const page = pageWith(JSON.stringify({ language: 'en', defaultInfo, rendered }));
    expect(seedStartupData(queryClient, page)).toBe(true);
    expect(queryClient.getQueryData(['catalog', 'get-featured-plans'])).toEqual({ plans: ['Dental Plus'] });
    // Drawn in Spanish for an English visitor: the browser draws the page itself.
    const other = new QueryClient();
    expect(seedStartupData(other, pageWith(JSON.stringify({ language: 'es', defaultInfo, rendered })))).toBe(false);
    expect(other.getQueryData(['catalog', 'get-featured-plans'])).toBeUndefined();
    // Start-up data alone: nothing was drawn.
    expect(seedStartupData(new QueryClient(), pageWith(JSON.stringify({ language: 'en', defaultInfo })))).toBe(false);
  });
});
