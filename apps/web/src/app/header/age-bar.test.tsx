// The age bar inside the enrollment wizard (issue 32 item 25): the client who opened the rep's
// hand-off link (a rep's flow, no one signed in) sees no "Selected Age Is Under 65" bar there; the
// signed-in rep does, and outside the wizard the flow's bar stays. English and Spanish.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { okEnvelope, serveByPath } from '../../shared/api/fake-server';
import { emptySession, useSession } from '../../shared/session/session-store';
import { renderInApp } from '../../test-render';
import { AgeBar } from './age-bar';

const session = (signedIn: boolean) => () =>
  okEnvelope({
    signed_in: signedIn,
    ...(signedIn ? { role: 'rep', name: 'Maria Alvarez', agent_id: 'AgentAAAAAAAAAAAAAAAAA' } : {}),
    idle_expires_at: '2026-11-24T18:00:00.000Z',
    expires_at: '2026-11-24T20:00:00.000Z',
  });

const renderAt = (path: string) =>
  renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <AgeBar />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('the age bar in %s', (language) => {
  it("is not shown inside the wizard to the client of a rep's hand-off", async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ eprocess: 'rep' });
    serveByPath({ 'auth/session': session(false) });
    const wizard = renderAt('/maria-alvarez/enrollment/agreement-signature');
    // The session's answer has come and gone.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(i18n.t('header.age_under'))).toBeNull();
    wizard.unmount();
    renderAt('/plans');
    expect(await screen.findByText(i18n.t('header.age_under'))).toBeTruthy();
  });

  it('is shown inside the wizard to the signed-in rep', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ eprocess: 'rep' });
    serveByPath({ 'auth/session': session(true) });
    renderAt('/enrollment/review-confirm');
    expect(await screen.findByText(i18n.t('header.age_under'))).toBeTruthy();
  });
});
