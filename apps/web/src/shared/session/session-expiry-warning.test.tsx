// The session expiry warning on a fake clock: quiet until two minutes are left, then a
// dialog that keeps or ends the session, then a way to sign in again; no axe violations.
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { phaseAt, SessionExpiryWarning, type SessionExpiryWarningProps } from './session-expiry-warning';

const minute = 60 * 1000;
const signedInAt = Date.parse('2026-03-02T15:00:00.000Z');
const idleEnd = new Date(signedInAt + 30 * minute).toISOString();

function renderWarning(props: Partial<SessionExpiryWarningProps> = {}) {
  const given = {
    expiresAt: idleEnd,
    onExtend: vi.fn(async () => undefined),
    onEnd: vi.fn(),
    signInPath: '/staff/sign-in',
    ...props,
  };
  const element = (expiresAt: string) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider
          router={createMemoryRouter([
            { path: '*', element: <SessionExpiryWarning {...given} expiresAt={expiresAt} /> },
          ])}
        />
      </MantineProvider>
    </I18nextProvider>
  );
  const view = render(element(given.expiresAt));
  return { ...given, rerenderAt: (expiresAt: string) => view.rerender(element(expiresAt)) };
}

/** Moves the clock to `minutes` after sign-in, running the timers due on the way. */
const idleFor = (minutes: number) =>
  act(() => {
    vi.advanceTimersByTime(signedInAt + minutes * minute - Date.now());
  });

async function expectNoViolations() {
  vi.useRealTimers();
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.useFakeTimers();
  vi.setSystemTime(signedInAt);
});
afterEach(() => vi.useRealTimers());

describe('phaseAt', () => {
  it.each([
    { at: 27, want: { kind: 'quiet', minutesLeft: 0 } },
    { at: 28, want: { kind: 'warning', minutesLeft: 2 } },
    { at: 29.5, want: { kind: 'warning', minutesLeft: 1 } },
    { at: 30, want: { kind: 'ended', minutesLeft: 0 } },
  ])('$at minutes idle -> $want.kind', ({ at, want }) => {
    expect(phaseAt(idleEnd, signedInAt + at * minute)).toEqual(want);
  });
});

describe('SessionExpiryWarning', () => {
  it('stays quiet at 27 minutes idle and warns, focused on staying, at 28', async () => {
    renderWarning();
    idleFor(27);
    expect(screen.queryByRole('dialog')).toBeNull();
    idleFor(28);
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog.textContent).toContain('Your session will end in 2 minutes because you have been inactive.');
    idleFor(29.5);
    expect(dialog.textContent).toContain('Your session will end in 1 minute because you have been inactive.');
    idleFor(29.6);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    await expectNoViolations();
  });

  it('calls onExtend for "Stay signed in" and goes quiet with the new expiry', async () => {
    const { onExtend, onEnd, rerenderAt } = renderWarning();
    idleFor(28.5);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onExtend).toHaveBeenCalledTimes(1);
    expect(onEnd).not.toHaveBeenCalled();
    rerenderAt(new Date(signedInAt + 58.5 * minute).toISOString());
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the session when the warning is closed with Escape: the person is there', () => {
    const { onExtend } = renderWarning();
    idleFor(28);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onExtend).toHaveBeenCalledTimes(1);
  });

  it('calls onEnd for "Sign out"', () => {
    const { onEnd, onExtend } = renderWarning();
    idleFor(29);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onExtend).not.toHaveBeenCalled();
  });

  it('says the session has ended once the time passes, with a link to sign in', async () => {
    renderWarning();
    idleFor(30);
    expect(screen.getByRole('dialog', { name: 'Your session has ended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/staff/sign-in');
    await expectNoViolations();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWarning();
    idleFor(28);
    expect(screen.getByRole('dialog').textContent).toContain('Su sesión terminará en 2 minutos por inactividad.');
    await expectNoViolations();
  });
});
