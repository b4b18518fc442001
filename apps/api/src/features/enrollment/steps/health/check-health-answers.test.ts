// The health answers' one check: every question answered, a yes with its layout's entry, a no with
// none, up to 3 medications, no day after the clock, field errors under the spec's nested keys.
import { describe, expect, it } from 'vitest';
import { InvalidFields } from '../../../../http/errors';
import { checkHealthAnswers, type HealthQuestionSet } from './check-health-answers';

const questions: HealthQuestionSet = {
  condition_questions: [
    { question_id: '141', question_text: 'Heart?' },
    { question_id: '145', question_text: 'Tobacco?' },
    { question_id: '146', question_text: 'Physician?' },
  ],
  medication_question: { question_id: '148', question_text: 'Medication?' },
};
const now = new Date('2026-11-24T12:00:00Z');
const allNo = {
  condition_questions: [
    { question_id: '141', yes_no_flag: 0 },
    { question_id: '145', yes_no_flag: 0 },
    { question_id: '146', yes_no_flag: 0 },
  ],
  medication_question: { question_id: '148', yes_no_flag: 0 },
};

/** The field errors `sent` gets, by key. */
function problemsOf(sent: unknown): Record<string, string> {
  try {
    checkHealthAnswers(questions, sent, now);
  } catch (error) {
    if (!(error instanceof InvalidFields)) throw error;
    return Object.fromEntries(error.fields.map((field) => [field.target_element, field.key]));
  }
  return {};
}

describe('checkHealthAnswers', () => {
  it('accepts every question answered no, and keeps nothing but the flags', () => {
    expect(checkHealthAnswers(questions, allNo, now)).toEqual(allNo);
  });

  it('drops a condition entry and medications sent with a no, and an entry sent with 145', () => {
    const sent = {
      condition_questions: [
        { question_id: '141', yes_no_flag: 0, conditions: [{ health_condition: 'Asthma' }] },
        { question_id: '145', yes_no_flag: 1, conditions: [{ health_condition: 'Smoker' }] },
        { question_id: '146', yes_no_flag: '0', conditions: [{ condition: 'x' }] },
      ],
      medication_question: { question_id: '148', yes_no_flag: 0, medications: [{ medication: 'Aspirin' }] },
    };
    const checked = checkHealthAnswers(questions, sent, now);
    expect(checked.condition_questions).toEqual([
      { question_id: '141', yes_no_flag: 0 },
      { question_id: '145', yes_no_flag: 1 },
      { question_id: '146', yes_no_flag: 0 },
    ]);
    expect(checked.medication_question).toEqual({ question_id: '148', yes_no_flag: 0 });
  });

  it('asks the standard entry of a yes, and the physician entry of 146, under nested keys', () => {
    const sent = {
      ...allNo,
      condition_questions: [
        { question_id: '141', yes_no_flag: 1, conditions: [{}] },
        { question_id: '145', yes_no_flag: 0 },
        { question_id: '146', yes_no_flag: 1 },
      ],
    };
    expect(problemsOf(sent)).toEqual({
      'condition_questions.0.conditions.0.health_condition': 'common.required',
      'condition_questions.0.conditions.0.date_of_onset': 'common.required',
      'condition_questions.2.conditions.0.condition': 'common.required',
      'condition_questions.2.conditions.0.status': 'common.required',
      'condition_questions.2.conditions.0.physician_name': 'common.required',
    });
  });

  it('keeps only the fields of the layout a yes asks for', () => {
    const sent = {
      ...allNo,
      condition_questions: [
        {
          question_id: '141',
          yes_no_flag: 1,
          conditions: [{ health_condition: 'Asthma', date_of_onset: '01/02/2020', physician_name: 'Dr. No' }],
        },
        { question_id: '145', yes_no_flag: 0 },
        {
          question_id: '146',
          yes_no_flag: 1,
          conditions: [
            { condition: 'Knee', status: 'Recovered', physician_name: 'Dr. Ruiz', phone: '5125550100', symptoms: 'x' },
          ],
        },
      ],
    };
    const [first, , third] = checkHealthAnswers(questions, sent, now).condition_questions;
    expect(first?.conditions).toEqual([{ health_condition: 'Asthma', date_of_onset: '01/02/2020' }]);
    expect(third?.conditions).toEqual([
      { condition: 'Knee', status: 'Recovered', physician_name: 'Dr. Ruiz', phone: '5125550100' },
    ]);
  });

  it('refuses days after the clock and physician phones that are not 10 digits', () => {
    const sent = {
      ...allNo,
      condition_questions: [
        {
          question_id: '141',
          yes_no_flag: 1,
          conditions: [{ health_condition: 'Asthma', date_of_onset: '01/02/2020', d_last_seen: '12/31/2026' }],
        },
        { question_id: '145', yes_no_flag: 0 },
        {
          question_id: '146',
          yes_no_flag: 1,
          conditions: [{ condition: 'Knee', status: 'Better', physician_name: 'Dr. Ruiz', phone: '555-0100' }],
        },
      ],
    };
    expect(problemsOf(sent)).toEqual({
      'condition_questions.0.conditions.0.d_last_seen': 'quoting.date_future',
      'condition_questions.2.conditions.0.phone': 'common.invalid_phone',
    });
    // The day is checked against the clock passed in, not only the machine's.
    const before = new Date('2020-06-01T12:00:00Z');
    const onset = {
      ...allNo,
      condition_questions: [
        {
          question_id: '141',
          yes_no_flag: 1,
          conditions: [{ health_condition: 'Asthma', date_of_onset: '01/02/2021' }],
        },
        { question_id: '145', yes_no_flag: 0 },
        { question_id: '146', yes_no_flag: 0 },
      ],
    };
    expect(() => checkHealthAnswers(questions, onset, before)).toThrow(InvalidFields);
    expect(checkHealthAnswers(questions, onset, now).condition_questions[0]?.conditions).toHaveLength(1);
    const badDay = {
      ...onset,
      condition_questions: [
        {
          question_id: '141',
          yes_no_flag: 1,
          conditions: [{ health_condition: 'Asthma', date_of_onset: '13/45/2020' }],
        },
        ...onset.condition_questions.slice(1),
      ],
    };
    expect(problemsOf(badDay)['condition_questions.0.conditions.0.date_of_onset']).toBe('quoting.date_format');
  });

  it('wants every question answered once, and only the questions asked', () => {
    expect(problemsOf({ condition_questions: [{ question_id: '141', yes_no_flag: 0 }] })).toEqual({
      'condition_questions.1.yes_no_flag': 'underwriting.answer_all',
      'condition_questions.2.yes_no_flag': 'underwriting.answer_all',
      'medication_question.yes_no_flag': 'underwriting.answer_all',
    });
    const extra = {
      ...allNo,
      condition_questions: [...allNo.condition_questions, { question_id: '999', yes_no_flag: 0 }],
    };
    expect(problemsOf(extra)).toEqual({ 'condition_questions.3.question_id': 'common.invalid_value' });
    const twice = {
      ...allNo,
      condition_questions: [...allNo.condition_questions, { question_id: '141', yes_no_flag: 0 }],
    };
    expect(problemsOf(twice)).toMatchObject({ 'condition_questions.3.question_id': 'common.invalid_value' });
    expect(problemsOf({ ...allNo, medication_question: { question_id: '141', yes_no_flag: 0 } })).toEqual({
      'medication_question.question_id': 'common.invalid_value',
    });
  });

  it('takes up to 3 medications, entries 2 and 3 only when filled, and numbers them', () => {
    const withMedications = (medications: object[]) => ({
      ...allNo,
      medication_question: { question_id: '148', yes_no_flag: 1, medications },
    });
    const checked = checkHealthAnswers(
      questions,
      withMedications([{ medication: 'Metformin', dosage: '500 mg' }, { medication: '', dosage: '' }, {}]),
      now,
    );
    expect(checked.medication_question?.medications).toEqual([{ id: '1', medication: 'Metformin', dosage: '500 mg' }]);
    expect(problemsOf(withMedications([{}]))).toEqual({
      'medication_question.medications.0.medication': 'common.required',
    });
    expect(problemsOf(withMedications([{ medication: 'A' }, { dosage: '5 mg' }]))).toEqual({
      'medication_question.medications.1.medication': 'common.required',
    });
    const four = [{ medication: 'A' }, { medication: 'B' }, { medication: 'C' }, { medication: 'D' }];
    expect(Object.keys(problemsOf(withMedications(four)))).toEqual(['medication_question.medications']);
  });

  it('answers the questions in the order they are asked', () => {
    const reversed = { ...allNo, condition_questions: [...allNo.condition_questions].reverse() };
    expect(
      checkHealthAnswers(questions, reversed, now).condition_questions.map((answer) => answer.question_id),
    ).toEqual(['141', '145', '146']);
  });
});
