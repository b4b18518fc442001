// The Employee Enrollment form: an empty code is refused without a call, a valid code names
// the company; No returns to code entry, Yes keeps the group and offers the age choice.
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { arrivedAt, jsonResponse, renderRouted, submitCode as submitLabelled } from '../../../test-render';
import { EmployeeEnrollment } from './employee-enrollment';

const acme = { name: 'Acme Logistics', group_id: 'BBBBBBBBBBBBBBBBBBBBBB', landing_url: 'acme-logistics' };

const renderForm = () => renderRouted(<EmployeeEnrollment />);

const submitCode = (code: string) => submitLabelled(i18n.t('access.group_code'), code);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('employee enrollment in %s', (language) => {
  it('refuses an empty code without calling the server', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = vi.fn(async () => jsonResponse(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    submitCode('');
    expect(await screen.findByText(i18n.t('common.required'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the company; No resets, Yes keeps the group and offers the age choice', async () => {
    await i18n.changeLanguage(language);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { status: 'success', message: '', data: acme })),
    );
    const { container } = renderForm();
    submitCode('ACME2026');
    expect(await screen.findByText(i18n.t('access.company_is', { name: 'Acme Logistics' }))).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('access.no') }));
    expect(screen.getByRole('textbox', { name: i18n.t('access.group_code') })).toBeTruthy();
    expect(useSession.getState().group_id).toBeNull();
    submitCode('ACME2026');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('access.yes') }));
    expect(screen.getByRole('button', { name: i18n.t('access.over_65') })).toBeTruthy();
    expect(useSession.getState().group_id).toBe(acme.group_id);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('access.under_65') }));
    expect(useSession.getState()).toMatchObject({ over65: false, eprocess: 'group', open_type: 'group' });
    expect(arrivedAt()).toBe('/home');
  });

  it('sends an employee of a group without landing url to the landing-config-error page', async () => {
    await i18n.changeLanguage(language);
    const noLanding = { ...acme, name: 'Northwind Clinics', landing_url: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { status: 'success', message: '', data: noLanding })),
    );
    renderForm();
    submitCode('NOLAND01');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('access.yes') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('access.under_65') }));
    expect(arrivedAt()).toBe('/landing-config-error/group');
  });
});
