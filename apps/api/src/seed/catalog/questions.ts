// Demo health questions (sets shared by plans: an answer counts for every plan asking the question)
// and the special carrier's questions.
export interface SeedQuestion {
  id: string;
  text: string;
  subType: 'text_field' | 'checkbox' | 'detail';
  /** A yes asks for up to two treatment detail blocks (never on a question whose yes declines). */
  requireDetail?: boolean;
  /** The answer that declines the plan: 1 yes, 0 no. */
  declines?: 0 | 1;
  options?: readonly (readonly [id: string, text: string, group: string])[];
}

const beforeSixty = 'A. Prior to age 60';
const beforeSeventyFive = 'B. Prior to age 75';
const conditionOptions = (first: number, conditions: readonly string[]) =>
  conditions.flatMap((condition, index) => [
    [String(first + index * 2), condition, beforeSixty] as const,
    [String(first + index * 2 + 1), condition, beforeSeventyFive] as const,
  ]);

export const questionSets: Record<string, readonly SeedQuestion[]> = {
  cancer: [
    {
      id: '145',
      text: 'Has any person to be covered ever been diagnosed with or treated for cancer (other than basal cell skin cancer)? If yes, tick when it was first diagnosed.',
      subType: 'checkbox',
      options: conditionOptions(1451, ['Breast cancer', 'Prostate cancer', 'Colon cancer', 'Leukemia or lymphoma']),
    },
    {
      id: '146',
      text: 'Is any person to be covered now being treated for cancer, or waiting for the results of tests for cancer?',
      subType: 'detail',
      // A yes declines the plan: no treatment details are asked for an answer that ends the application.
      declines: 1,
    },
  ],
  hospital: [
    {
      id: '147',
      text: 'In the past 12 months, has any person to be covered been admitted to a hospital? If yes, say why.',
      subType: 'text_field',
    },
  ],
  heart: [
    {
      id: '201',
      text: 'Has any person to be covered had a heart attack, stroke or heart surgery? If yes, tick when it happened.',
      subType: 'checkbox',
      options: conditionOptions(2011, ['Heart attack', 'Stroke', 'Heart surgery']),
    },
    {
      id: '202',
      text: 'Is any person to be covered waiting for heart surgery or a heart transplant?',
      subType: 'detail',
      declines: 1,
    },
  ],
};

/** The special carrier's questions; true_condition 1: only a yes lets the applicant continue. */
export const specialCarrierQuestions = [
  { qid: '501', question: 'Are you a member of, or joining, a participating union local?', true_condition: 1 },
  { qid: '502', question: 'Are you actively at work for at least 20 hours a week?', true_condition: 1 },
  { qid: '503', question: 'Do you currently have other life insurance in force?', true_condition: 0 },
] as const;
