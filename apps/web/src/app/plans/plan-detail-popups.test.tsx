// The plan detail page's pricing errors, whose link opens the popup that fixes them, changePid,
// and the portal and group popup (a rep's Change, and the portalError fix); no axe violations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, ok } from '../../test-app';
import { household, planDetail } from '../../test-data';
import {
  api,
  endEnrollment,
  portal,
  pricingError,
  pricingOk,
  renderPage,
  startEnrollment,
} from './plan-detail-fixtures';

beforeEach(startEnrollment);
afterEach(endEnrollment);

describe.each(['en', 'es'])('plan detail in %s', (language) => {
  it('opens the income popup from "clicking here" and reloads the price after saving', async () => {
    await i18n.changeLanguage(language);
    let priced = 0;
    const fetchMock = api({
      'get-plan-pricing-detail': () =>
        ++priced === 1 ? pricingError('salaryError', i18n.t('pricing.salary_error')) : pricingOk(),
      'change-filter-info': () => ok({ filter_info: household }),
    });
    renderPage();
    const link = await screen.findByRole('button', { name: i18n.t('plans.link_click_here') });
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: i18n.t('quote.income_title') });
    fireEvent.change(within(dialog).getByRole('textbox', { name: i18n.t('quote.annual_income') }), {
      target: { value: '60000' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: i18n.t('quote.working_hours') }), {
      target: { value: '40' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('quote.save') }));
    expect(await screen.findByText('Option PP1')).toBeTruthy();
    expect(callsTo(fetchMock, 'change-filter-info')[0]?.body).toEqual({
      annual_incode: 60000,
      working_hours: 40,
      plan_id: 'P1',
    });
  });

  it('opens Basic Details from "editing your basic info above"', async () => {
    await i18n.changeLanguage(language);
    api({ 'get-plan-pricing-detail': () => pricingError('stateError', i18n.t('pricing.state_error')) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('plans.link_basic_info') }));
    expect(await screen.findByRole('dialog', { name: i18n.t('quote.basic_details') })).toBeTruthy();
  });

  it('reloads with the plan a changePid names', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-plan-detail': (url) => ok({ result: planDetail({ plan_id: url.pathname.split('/').at(-1) }) }),
      'get-plan-pricing-detail': (url) =>
        url.searchParams.get('pid') === 'P1' ? pricingError('changePid', '', 'P2') : pricingOk(),
    });
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan/P2/dental-plus'));
    expect(await screen.findByText('Option PP1')).toBeTruthy();
  });

  it('lets a rep change the portal and group, moving the enrollment and pricing it again', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ eprocess: 'rep', agent_id: 'AGENT1', portal_name: 'Individual & Family' });
    const fetchMock = api({
      'get-enrollment-platforms': () => ok({ result: [portal] }),
      'get-agent-groups': () => ok({ result: [{ group_id: 'G1', group_name: 'Acme Logistics' }] }),
      'update-filter-portal': () => ok({}),
    });
    renderPage();
    const line = await screen.findByRole('group', { name: i18n.t('plans.enrolling_for') });
    fireEvent.click(within(line).getByRole('button', { name: i18n.t('entry.change_portal_group') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('entry.portal_group_title') });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('entry.submit') }));
    expect(await within(dialog).findByText(i18n.t('landing.choose_platform'))).toBeTruthy();
    expect(callsTo(fetchMock, 'update-filter-portal')).toEqual([]);
    expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    const portalSelect = within(dialog).getByRole('combobox', { name: new RegExp(i18n.t('entry.choose_portal')) });
    await within(portalSelect).findByRole('option', { name: portal.platform_name });
    fireEvent.change(portalSelect, { target: { value: portal.platform_group_id } });
    const groupSelect = within(dialog).getByRole('combobox', { name: i18n.t('entry.choose_group') });
    await within(groupSelect).findByRole('option', { name: 'Acme Logistics' });
    fireEvent.change(groupSelect, { target: { value: 'G1' } });
    const priced = callsTo(fetchMock, 'get-plan-pricing-detail').length;
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('entry.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'update-filter-portal')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      platform_group_id: portal.platform_group_id,
      group_id: 'G1',
    });
    expect(useSession.getState()).toMatchObject({ tempId: 'TEMP1', gname: 'Acme Logistics', portal_code: 'SMBIZ' });
    expect(await within(line).findByText(i18n.t('plans.group_line', { name: 'Acme Logistics' }))).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'get-plan-pricing-detail').length).toBeGreaterThan(priced));
  });

  it('offers the portal choice when the portal does not offer the plan, and no Change to others', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ eprocess: 'applicant', portal_name: 'Individual & Family' });
    api({
      'get-plan-pricing-detail': () => pricingError('portalError', i18n.t('pricing.portal_error')),
      'get-enrollment-platforms': () => ok({ result: [portal] }),
    });
    renderPage();
    const alert = await screen.findByText(i18n.t('pricing.portal_error'), { exact: false });
    expect(screen.queryByRole('button', { name: i18n.t('entry.change_portal_group') })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: i18n.t('plans.change_portal') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('entry.portal_group_title') });
    expect(within(dialog).getByRole('combobox', { name: new RegExp(i18n.t('entry.choose_portal')) })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: i18n.t('entry.choose_group') })).toBeNull();
  });
});
