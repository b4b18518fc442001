// The plan detail page's life-insurer and linked plans: the spouse birth date asked before adding,
// a plan sold without a membership added alone, the membership choice of linked plans and the one
// remembered in the cart, with the member dashboard in a new tab; no axe violations.
import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { axeOptions, callsTo, ok } from '../../test-app';
import { planDetail, priced, site } from '../../test-data';
import { api, endEnrollment, optionsSection, renderPage, startEnrollment } from './plan-detail-fixtures';

beforeEach(startEnrollment);
afterEach(endEnrollment);

describe.each(['en', 'es'])('plan detail in %s', (language) => {
  it("asks a life-insurer plan's missing spouse birth date before adding", async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-plan-detail': () => ok({ result: planDetail({ is_prudential_plan: true }) }),
      'check-prudential-plan': () => ok({ status: true, depdob: true }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    expect(await screen.findByRole('dialog', { name: i18n.t('quote.dependent_title') })).toBeTruthy();
    expect(callsTo(fetchMock, 'add-plan-to-cart-prudentials')).toEqual([]);
  });

  it('adds a life-insurer plan sold without a membership on its own', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-plan-detail': () => ok({ result: planDetail({ is_prudential_plan: true }) }),
      'check-prudential-plan': () => ok({ status: true, depdob: false }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') });
    expect(callsTo(fetchMock, 'add-plan-to-cart')).toHaveLength(1);
    expect(callsTo(fetchMock, 'add-plan-to-cart-prudentials')).toEqual([]);
  });

  it('has a membership chosen for a linked plan and adds both', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-plan-detail': () => ok({ result: planDetail({ membership_plan_id: 'M1' }) }),
      'get-plan-pricing-detail-elevate': () => ok({ plans: [priced('M1', 'MP1', '5.00')] }),
      'add-plan-to-cart-prudentials': () => ok({ cart_count: 2 }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('plans.membership_title') });
    expect(within(dialog).getByText(i18n.t('plans.membership_text', { fee: '$5.00' }))).toBeTruthy();
    // One click: Select Membership adds both lines and says so.
    fireEvent.click(await within(dialog).findByRole('button', { name: new RegExp(i18n.t('plans.select_membership')) }));
    const notice = await screen.findByRole('dialog', { name: i18n.t('pricing.added_both_title') });
    expect(
      within(notice).getByText(i18n.t('pricing.added_both', { plan: 'Option PP1', membership: 'Option MP1' })),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'add-plan-to-cart-prudentials')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id1: 'M1',
      plan_pricing_id1: 'MP1',
      plan_id: 'P1',
      plan_pricing_id: 'PP1',
    });
  });

  it('adds a linked plan without asking again once its membership is in the cart', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-plan-detail': () => ok({ result: planDetail({ membership_plan_id: 'M1' }) }),
      'get-plan-pricing-detail-elevate': () => ok({ plans: [{ ...priced('M1', 'MP1', '5.00'), is_in_cart: true }] }),
    });
    renderPage();
    const section = await optionsSection();
    expect(
      await within(section).findByText(i18n.t('pricing.membership_in_cart', { membership: 'Option MP1' })),
    ).toBeTruthy();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') });
    expect(callsTo(fetchMock, 'add-plan-to-cart')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'P1',
      plan_pricing_id: 'PP1',
    });
  });

  it('offers current members the member dashboard, in a new tab, among the memberships', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-plan-detail': () => ok({ result: planDetail({ membership_plan_id: 'M1' }) }),
      'get-plan-pricing-detail-elevate': () => ok({ plans: [priced('M1', 'MP1', '5.00')] }),
      'get-default-info': () => ok({ site, languages: ['en', 'es'] }),
      'get-external-site-dynamic-information': () =>
        ok({ result: [{ key: 'link_member_dashboard', value: 'https://members.example/login' }] }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('plans.membership_title') });
    // jsdom's name computation drops the space before the hidden words; a browser keeps it.
    const name = (text: string) =>
      text.startsWith(i18n.t('plans.member_login')) && text.endsWith(i18n.t('app.opens_in_new_tab'));
    const login = await within(dialog).findByRole('link', { name });
    expect(login.getAttribute('href')).toBe('https://members.example/login');
    expect(login.getAttribute('target')).toBe('_blank');
    expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});
