// The rep access form: an empty code is refused without a call, the server's message shows
// under the input, a right code shows the rep to confirm, Cancel returns to code entry and
// Confirm marks the rep signed in and offers the age choice; no axe violations.
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { arrivedAt, jsonResponse, renderRouted, submitCode as submitLabelled } from '../../../test-render';
import { RepAccess } from './rep-access';

const rep = {
  agent_id: 'AAAAAAAAAAAAAAAAAAAAAA',
  first_name: 'Maria',
  last_name: 'Alvarez',
  email: 'maria@example.com',
  phone: '8005550101',
  agent_code: 'REP100',
  logo: '',
  image: '',
  landing_url: 'maria-alvarez',
};

const json = jsonResponse;

const renderForm = () => renderRouted(<RepAccess />);

const submitCode = (code: string) => submitLabelled(i18n.t('access.rep_code'), code);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('rep access in %s', (language) => {
  it('refuses an empty code without calling the server', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = vi.fn(async () => json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderForm();
    submitCode('  ');
    expect(await screen.findByText(i18n.t('common.required'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows the server's message under the input", async () => {
    await i18n.changeLanguage(language);
    const message = i18n.t('landing.invalid_rep_code');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { status: 'error', message, data: [{ target_element: 'agent_code', error_message: message }] }),
      ),
    );
    renderForm();
    submitCode('WRONG');
    expect(await screen.findByText(message)).toBeTruthy();
    const input = screen.getByRole('textbox', { name: i18n.t('access.rep_code') });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('confirms the rep, or cancels back to code entry', async () => {
    await i18n.changeLanguage(language);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 'success', message: '', data: rep })),
    );
    const { container } = renderForm();
    submitCode('REP100');
    expect(await screen.findByText('Maria Alvarez')).toBeTruthy();
    expect(screen.getByText('(800) 555-0101')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('access.cancel') }));
    expect(screen.getByRole('textbox', { name: i18n.t('access.rep_code') })).toBeTruthy();
    submitCode('REP100');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('access.confirm') }));
    expect(screen.getByRole('button', { name: i18n.t('access.under_65') })).toBeTruthy();
    expect(useSession.getState().repAuthenticated).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('access.over_65') }));
    expect(useSession.getState()).toMatchObject({ over65: true, eprocess: 'rep', open_type: 'agent' });
    expect(arrivedAt()).toBe('/home');
  });
});
