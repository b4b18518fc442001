// The Employee Enrollment form: an empty code is refused without a call, a valid code names
// the company; No returns to code entry, Yes keeps the group and offers the age choice.
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { jsonResponse, renderInApp, submitCode as submitLabelled } from '../../../test-render';
import { EmployeeEnrollment } from './employee-enrollment';

const acme = { name: 'Acme Logistics', group_id: 'BBBBBBBBBBBBBBBBBBBBBB', landing_url: 'acme-logistics' };

const renderForm = () => renderInApp(<EmployeeEnrollment />);

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
  });
});
