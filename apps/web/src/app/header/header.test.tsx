// The header's parts with mocked answers: the category menu (pet hidden, a group's own menu),
// the cart badge (count, amount, View Cart), the plain store's dashboard links, the age bar
// with its confirm; each part shows nothing while its call fails. English and Spanish, axe.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { okEnvelope, serveByPath } from '../../shared/api/fake-server';
import { emptySession, useSession } from '../../shared/session/session-store';
import { site } from '../../test-data';
import { renderInApp } from '../../test-render';
import { AgeBar } from './age-bar';
import { CartBadge } from './cart-badge';
import { CategoryMenu } from './category-menu';
import { DashboardLinks } from './dashboard-links';

const ok = okEnvelope;
const category = (code: string, label: string, order: number) => ({ category: code, label, order, icon: '' });

const serve = serveByPath;

const renderPart = (element: React.ReactNode) => renderInApp(<MemoryRouter>{element}</MemoryRouter>);
const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('header parts in %s', (language) => {
  it('lists the menu categories in order, without pet, and marks the chosen one', async () => {
    await i18n.changeLanguage(language);
    serve({
      'get-common-menu': () =>
        ok({
          categories: [
            category('vision', 'Vision Plans', 2),
            category('pet', 'PET Plans', 1),
            category('dental', 'Dental Plans', 0),
          ],
          category_order: ['dental', 'vision'],
        }),
    });
    const { container } = renderPart(<CategoryMenu />);
    const nav = await screen.findByRole('navigation', { name: i18n.t('header.menu') });
    const links = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(links).toEqual(['Dental Plans', 'Vision Plans']);
    fireEvent.click(screen.getByRole('link', { name: 'Vision Plans' }));
    expect(useSession.getState().menuSelectedItem).toBe('vision');
    expect(screen.getByRole('link', { name: 'Vision Plans' }).getAttribute('href')).toBe('/plans?type=vision');
    await noViolations(container);
  });

  it("asks a landed group's own menu", async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ open_type: 'group', group_id: 'GroupAAAAAAAAAAAAAAAAA' });
    const urls = serve({ 'get-group-menu': () => ok({ categories: [category('dental', 'Dental Plans', 0)] }) });
    renderPart(<CategoryMenu />);
    expect(await screen.findByRole('link', { name: 'Dental Plans' })).toBeTruthy();
    expect(urls.some(({ url }) => url.includes('get-group-menu?group_id=GroupAAAAAAAAAAAAAAAAA'))).toBe(true);
  });

  it("leads a landing's visitor to the landing's cart", async () => {
    useSession.setState({ tempId: 'TempAAAAAAAAAAAAAAAAAA' });
    serve({ 'get-cart-count': () => ok({ result: 1 }), 'get-cart-amount': () => ok({ result: '9.90' }) });
    renderInApp(
      <MemoryRouter initialEntries={['/maria-alvarez/plans']}>
        <Routes>
          <Route path="/:landing/plans" element={<CartBadge />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /\$9\.90/ });
    expect(link.getAttribute('href')).toBe('/maria-alvarez/cart');
  });

  it('shows the cart count and amount with View Cart, and nothing while the cart calls fail', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ tempId: 'TempAAAAAAAAAAAAAAAAAA' });
    serve({ 'get-cart-count': () => ok({ result: 2 }), 'get-cart-amount': () => ok({ result: '45.50' }) });
    const first = renderPart(<CartBadge />);
    const name = `2 ${i18n.t('header.cart_plans', { count: 2 })} $45.50 ${i18n.t('header.cart_per_month')}`;
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/cart');
    fireEvent.mouseEnter(link);
    expect(await screen.findByText(i18n.t('header.view_cart'))).toBeTruthy();
    await noViolations(first.container);
    first.unmount();

    const urls = serve({ 'get-cart-count': () => ok({ result: 2 }) });
    const { container } = renderPart(<CartBadge />);
    await waitFor(() => expect(urls.some(({ url }) => url.includes('get-cart-amount'))).toBe(true));
    expect(container.querySelector('a')).toBeNull();
  });

  it("offers the site's dashboards on the plain store only", async () => {
    await i18n.changeLanguage(language);
    serve({
      'get-external-site-dynamic-information': () =>
        ok({
          result: [
            { key: 'primary_color', value: '#1864ab' },
            { key: 'link_admin', value: 'https://admin.example/' },
            { key: 'link_rep_dashboard', value: 'https://reps.example/' },
          ],
        }),
    });
    const first = renderPart(<DashboardLinks site={site} />);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('header.dashboards') }));
    await screen.findByRole('menuitem', { name: i18n.t('header.link_admin') });
    const items = screen.getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      [i18n.t('header.link_admin'), 'https://admin.example/'],
      [i18n.t('header.link_rep_dashboard'), 'https://reps.example/'],
    ]);
    first.unmount();
    const { container } = renderPart(<DashboardLinks site={{ ...site, is_default: false }} />);
    expect(container.querySelector('button')).toBeNull();
  });

  it('switches the selected age after a confirm and refreshes the menu', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ eprocess: 'group', group_id: 'GroupAAAAAAAAAAAAAAAAA', open_type: 'group' });
    const urls = serve({ 'get-group-menu': () => ok({ categories: [category('dental', 'Dental Plans', 0)] }) });
    const { container } = renderPart(
      <>
        <AgeBar />
        <CategoryMenu />
      </>,
    );
    expect(screen.getByText(i18n.t('header.age_under'))).toBeTruthy();
    await screen.findByRole('link', { name: 'Dental Plans' });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('header.age_switch_over') }));
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('header.age_cancel') }));
    expect(useSession.getState().over65).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('header.age_switch_over') }));
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('header.age_confirm') }));
    expect(useSession.getState().over65).toBe(true);
    expect(await screen.findByText(i18n.t('header.age_over'))).toBeTruthy();
    await waitFor(() => expect(urls.filter(({ url }) => url.includes('get-group-menu')).length).toBeGreaterThan(1));
    expect(screen.getByRole('link', { name: i18n.t('header.group_home') }).getAttribute('href')).toBe(
      '/group-home?group_id=GroupAAAAAAAAAAAAAAAAA',
    );
    await noViolations(container);
  });

  it('shows no age bar outside a flow, and no menu while the menu call fails', async () => {
    await i18n.changeLanguage(language);
    const urls = serve({});
    const { container } = renderPart(
      <>
        <AgeBar />
        <CategoryMenu />
      </>,
    );
    await waitFor(() => expect(urls.some(({ url }) => url.includes('get-common-menu'))).toBe(true));
    expect(container.querySelector('nav')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
