// /PlanQuestionView: the static preview of cancer and term life questions (nothing asked of the
// server), the questions of the plan in the query for the stored quote, the server's message
// once saved, and a hint when there is no quote yet.
import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, ok, renderAt } from '../../../test-app';
import PlanQuestionViewPage from './plan-question-view-page';

const renderPage = (path: string) => renderAt(path, [{ path: '/PlanQuestionView', element: <PlanQuestionViewPage /> }]);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe('the plan question view', () => {
  it.each(['en', 'es'])('shows the static preview of cancer and term life questions in %s', async (language) => {
    await i18n.changeLanguage(language);
    const api = fakeApi({});
    const { container } = renderPage('/PlanQuestionView');
    expect(await screen.findByRole('heading', { level: 2, name: i18n.t('preview.cancer') })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: i18n.t('preview.term_life') })).toBeTruthy();
    const first = screen.getByRole('radiogroup', { name: `1. ${i18n.t('preview.cancer_1')}` });
    expect(
      within(first)
        .getAllByRole('radio')
        .every((radio) => radio.hasAttribute('disabled')),
    ).toBe(true);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    expect(api).not.toHaveBeenCalled();
    const results = await axe.run(container, axeOptions);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says a quote is needed for a plan of its own', async () => {
    await i18n.changeLanguage('en');
    fakeApi({});
    renderPage('/PlanQuestionView?plan_id=T9');
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
