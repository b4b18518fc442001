// Switching the language fetches server content again, in the new language: the header's
// category menu (cached for minutes) changes with it.
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { CategoryMenu } from '../../app/header/category-menu';
import { i18n } from '../../i18n/i18n';
import { fakeApi, ok } from '../../test-app';
import { renderInApp } from '../../test-render';
import { RefetchOnLanguageChange } from './refetch-on-language-change';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const labels = { en: 'Dental Plans', es: 'Planes dentales' };

it('asks the server again in the new language when the visitor switches', async () => {
  await i18n.changeLanguage('en');
  fakeApi({
    'get-common-menu': (_url, init) => {
      const language = new Headers(init?.headers).get('x-language') === 'es' ? 'es' : 'en';
      const categories = [{ category: 'dental', label: labels[language], order: 1, icon: 'tooth' }];
      return ok({ categories, category_order: ['dental'] });
    },
  });
  renderInApp(
    <MemoryRouter>
      <RefetchOnLanguageChange />
      <CategoryMenu />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Dental Plans' })).toBeTruthy();
  await act(() => i18n.changeLanguage('es'));
  expect(await screen.findByRole('link', { name: 'Planes dentales' })).toBeTruthy();
});
