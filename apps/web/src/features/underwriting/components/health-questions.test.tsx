// Health questions: every question must be answered, a yes opens its text (named by its question),
// checkbox groups or treatment blocks (none where a yes declines), a decline or a missing answer
// shows as an error that takes focus, saved answers report the server's message; and
// special-carrier questions needing a yes say so beside the question; no axe violations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { axeOptions, callsTo, failure, fakeApi, ok } from '../../../test-app';
import { renderInApp } from '../../../test-render';
import { HealthQuestions } from './health-questions';
import { SpecialCarrierQuestions } from './special-carrier-questions';

const questions = [
  {
    question_id: '11',
    question_text: 'Have you smoked in the last year?',
    question_sub_type: 'text_field',
    options: [],
    require_detail: false,
  },
  {
    question_id: '12',
    question_text: 'Have you been diagnosed with cancer?',
    question_sub_type: 'checkbox',
    options: [
      { option_id: '1', option_text: 'Leukemia', option_group: '60' },
      { option_id: '2', option_text: 'Melanoma', option_group: '75' },
    ],
    require_detail: false,
  },
  {
    question_id: '13',
    question_text: 'Were you hospitalised?',
    question_sub_type: 'detail',
    options: [],
    require_detail: true,
  },
  {
    // A yes declines the plan: it requires no treatment details.
    question_id: '14',
    question_text: 'Are you waiting for test results?',
    question_sub_type: 'detail',
    options: [],
    require_detail: false,
  },
];

const answer = (number: number, yes: boolean) => {
  const group = screen.getByRole('radiogroup', { name: new RegExp(`^${number}\\. `) });
  fireEvent.click(within(group).getByRole('radio', { name: i18n.t(yes ? 'health.yes' : 'health.no') }));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('health.submit') }));

afterEach(() => vi.unstubAllGlobals());

describe.each(['en', 'es'])('health questions in %s', (language) => {
  it('asks for every answer, then sends them with the groups and treatment details', async () => {
    await i18n.changeLanguage(language);
    const api = fakeApi({
      'get-questions': () => ok({ result: questions }),
      'save-question-answers': () => ok({ success_message: 'Saved!' }),
    });
    const onSaved = vi.fn();
    const { container } = renderInApp(<HealthQuestions enrollmentId="TEMP1" planId="L1" onSaved={onSaved} />);
    await screen.findByText(i18n.t('health.intro'));
    answer(1, false);
    answer(4, true);
    // A yes that declines opens no treatment fields.
    expect(screen.queryByRole('textbox', { name: i18n.t('health.reason') })).toBeNull();
    answer(4, false);
    submit();
    // Above the form, and beside each of the two questions left unanswered; the message takes focus.
    expect((await screen.findAllByText(i18n.t('underwriting.answer_all'))).length).toBe(3);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(callsTo(api, 'save-question-answers')).toEqual([]);
    answer(2, true);
    expect(screen.getByRole('group', { name: i18n.t('health.prior_60') })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Melanoma' }));
    answer(3, true);
    fireEvent.change(screen.getByRole('textbox', { name: i18n.t('health.reason') }), { target: { value: 'Fracture' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('health.add_treatment') }));
    expect(screen.getAllByRole('textbox', { name: i18n.t('health.reason') }).length).toBe(2);
    expect(screen.queryByRole('button', { name: i18n.t('health.add_treatment') })).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved!'));
    expect(callsTo(api, 'save-question-answers')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'L1',
      answers: [
        { question_id: '11', yes_no_flag: 0 },
        { question_id: '12', yes_no_flag: 1, checkbox_answers: ['2'] },
        { question_id: '13', yes_no_flag: 1, detail: [{ reason_for_condition: 'Fracture' }] },
        { question_id: '14', yes_no_flag: 0 },
      ],
    });
  });

  it('shows a decline as an error that takes focus; a text answer is named by its question', async () => {
    await i18n.changeLanguage(language);
    const message = i18n.t('underwriting.declined');
    fakeApi({
      'get-questions': () => ok({ result: questions.slice(0, 1) }),
      'save-question-answers': () => failure(422, message, { errorCode: 'decline', data: { error_message: message } }),
    });
    const onSaved = vi.fn();
    renderInApp(<HealthQuestions enrollmentId="TEMP1" planId="L1" onSaved={onSaved} />);
    await screen.findByText(i18n.t('health.intro'));
    answer(1, true);
    const text = screen.getByRole('textbox', {
      name: `1. ${questions[0]?.question_text} ${i18n.t('health.your_answer')}`,
    });
    fireEvent.change(text, { target: { value: 'Spouse' } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for a yes where the carrier needs one before continuing', async () => {
    await i18n.changeLanguage(language);
    const api = fakeApi({ 'save-aflac-questions': () => ok({}) });
    const onDone = vi.fn();
    const carrier = [
      { qid: '1', question: 'Are you actively at work?', true_condition: 1 },
      { qid: '2', question: 'Do you have other cover?', true_condition: 0 },
    ];
    const { container } = renderInApp(
      <SpecialCarrierQuestions enrollmentId="TEMP1" planId="A1" questions={carrier} onDone={onDone} />,
    );
    const continueButton = screen.getByRole('button', { name: i18n.t('health.carrier_submit') });
    fireEvent.click(continueButton);
    expect(await screen.findByText(i18n.t('underwriting.answer_all'))).toBeTruthy();
    answer(1, false);
    answer(2, false);
    fireEvent.click(continueButton);
    expect(await screen.findByText(i18n.t('underwriting.answer_yes'))).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    answer(1, true);
    fireEvent.click(continueButton);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(api, 'save-aflac-questions')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'A1',
      aflac_data: [
        { qid: '1', true_condition: 1 },
        { qid: '2', true_condition: 0 },
      ],
    });
  });
});
