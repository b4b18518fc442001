// The plan detail page's questions: health questions behind Enroll Now, special-carrier questions
// before the cart buttons (and the cart buttons once answered), a declined plan without a price,
// the questions opened at once (?ask=questions) and focus on the result; no axe violations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { axeOptions, callsTo, failure, ok } from '../../test-app';
import {
  api,
  endEnrollment,
  optionsSection,
  pricingOk,
  question,
  renderPage,
  startEnrollment,
} from './plan-detail-fixtures';

beforeEach(startEnrollment);
afterEach(endEnrollment);

describe.each(['en', 'es'])('plan detail in %s', (language) => {
  it('asks the health questions behind Enroll Now, then shows the saved message', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-questions': () =>
        ok({
          result: [
            {
              question_id: '21',
              question_text: 'Any surgery planned?',
              question_sub_type: 'text_field',
              options: [],
              require_detail: false,
            },
          ],
        }),
      'check-already-answered': () => ok({ status: false }),
      'save-question-answers': () => ok({ success_message: 'Answers saved.' }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.enroll_now') }));
    const group = await screen.findByRole('radiogroup', { name: /^1\. Any surgery planned\?/ });
    fireEvent.click(within(group).getByRole('radio', { name: i18n.t('health.no') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('health.submit') }));
    expect(await screen.findByText('Answers saved.')).toBeTruthy();
    expect(callsTo(fetchMock, 'save-question-answers').length).toBe(1);
    await waitFor(() => expect(callsTo(fetchMock, 'get-plan-pricing-detail').length).toBeGreaterThan(1));
  });

  it('asks the special-carrier questions before showing the cart buttons', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-aflac-questions': () =>
        ok({ result: [{ qid: '5', question: 'Are you actively at work?', true_condition: 1 }], answered: false }),
      'save-aflac-questions': () => ok({}),
    });
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: /^1\. Are you actively at work\?/ });
    const section = await optionsSection();
    expect(within(section).queryByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: i18n.t('health.yes') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('health.carrier_submit') }));
    expect(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeTruthy();
  });

  it('shows a declined plan without a price or a way to answer again', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-plan-pricing-detail': () => failure(422, 'Declined for you.', { errorCode: 'decline', data: {} }),
      'get-questions': () => ok({ result: [question] }),
      'check-already-answered': () => ok({ status: false }),
    });
    const { container } = renderPage('/plan/P1/dental-plus?ask=questions');
    const section = await optionsSection();
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Declined for you.');
    expect(alert.textContent).toContain(i18n.t('pricing.declined_title'));
    expect(within(section).queryByRole('button', { name: i18n.t('plans.enroll_now') })).toBeNull();
    expect(within(section).queryByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeNull();
    expect(screen.queryByRole('heading', { name: i18n.t('health.title') })).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('opens the questions at once for ?ask=questions, and moves focus to a decline that replaces them', async () => {
    await i18n.changeLanguage(language);
    let declined = false;
    api({
      'get-plan-pricing-detail': () =>
        declined ? failure(422, 'Declined for you.', { errorCode: 'decline', data: {} }) : pricingOk(),
      'get-questions': () => ok({ result: [question] }),
      'check-already-answered': () => ok({ status: false }),
      'save-question-answers': () => {
        declined = true;
        return failure(422, 'Declined for you.', {
          errorCode: 'decline',
          data: { error_message: 'Declined for you.' },
        });
      },
    });
    renderPage('/plan/P1/dental-plus?ask=questions');
    const heading = await screen.findByRole('heading', { name: i18n.t('health.title') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const group = await screen.findByRole('radiogroup', { name: /^1\. Any surgery planned\?/ });
    fireEvent.click(within(group).getByRole('radio', { name: i18n.t('health.yes') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('health.submit') }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: i18n.t('health.title') })).toBeNull());
    const section = await optionsSection();
    const alert = await within(section).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(section).queryByText('Option PP1')).toBeNull();
  });

  it('shows the cart buttons of a special-carrier plan whose questions this enrollment answered', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-aflac-questions': () =>
        ok({ result: [{ qid: 'Q1', question: 'Are you a union member?', true_condition: 1 }], answered: true }),
    });
    renderPage();
    const section = await optionsSection();
    expect(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeTruthy();
    expect(screen.queryByText('Are you a union member?')).toBeNull();
  });
});
