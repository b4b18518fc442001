// The store's home: its welcome and banner, once; the tagline is the header's, not repeated here.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { fakeApi, ok, renderAt } from '../../../test-app';
import { site } from '../../../test-data';
import HomePage from './home-page';

afterEach(() => vi.unstubAllGlobals());

describe.each(['en', 'es'])('the home page in %s', (language) => {
  it('welcomes with the banner and leaves the tagline to the header', async () => {
    await i18n.changeLanguage(language);
    const tagline = 'Benefits made simple for Texas families';
    fakeApi({
      'get-default-info': () =>
        ok({ site: { ...site, tagline, banner: 'Open enrollment is here' }, languages: ['en'] }),
    });
    renderAt('/', [{ path: '/', element: <HomePage banner={null} /> }]);
    expect(await screen.findByText('Open enrollment is here')).toBeTruthy();
    expect(screen.queryByText(tagline)).toBeNull();
  });
});
