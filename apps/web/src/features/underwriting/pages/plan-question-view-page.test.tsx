// /PlanQuestionView: the questions of the plan in the query for the stored quote, the server's
// message once saved, and a hint when there is no plan or quote yet.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { callsTo, fakeApi, ok, renderAt } from '../../../test-app';
import PlanQuestionViewPage from './plan-question-view-page';

const renderPage = (path: string) => renderAt(path, [{ path: '/PlanQuestionView', element: <PlanQuestionViewPage /> }]);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe('the plan question view', () => {
  it('says a plan is needed when none is known', async () => {
    await i18n.changeLanguage('en');
    fakeApi({});
    renderPage('/PlanQuestionView');
    expect(screen.getByText(i18n.t('health.plan_missing'))).toBeTruthy();
  });

  it("answers the plan's questions and shows the server's message", async () => {
    await i18n.changeLanguage('es');
    useSession.setState({ tempId: 'TEMP1' });
    const api = fakeApi({
      'get-questions': () =>
        ok({
          result: [
            {
              question_id: '31',
              question_text: '¿Fuma?',
              question_sub_type: 'text_field',
              options: [],
              require_detail: false,
            },
          ],
        }),
      'save-question-answers': () => ok({ success_message: 'Respuestas guardadas.' }),
    });
    renderPage('/PlanQuestionView?plan_id=T9');
    const group = await screen.findByRole('radiogroup', { name: /^1\. ¿Fuma\?/ });
    fireEvent.click(within(group).getByRole('radio', { name: i18n.t('health.no') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('health.submit') }));
    expect((await screen.findByRole('status')).textContent).toBe('Respuestas guardadas.');
    expect(callsTo(api, 'get-questions')[0]?.query).toEqual({ enrollment_id: 'TEMP1', plan_id: 'T9', type: 'save' });
    expect(screen.queryByRole('button', { name: i18n.t('health.submit') })).toBeNull();
  });
});
