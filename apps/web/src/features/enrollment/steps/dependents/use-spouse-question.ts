// The Family tier's spouse question (decision 0045): asked first when nobody is listed, answered by
// a listed spouse. No sets a listed spouse aside (kept without it), Yes brings it back first;
// removing the spouse (or everyone) asks again.
import {
  asksSpouseQuestion,
  type Dependent,
  type DependentPlans,
  type DependentTier,
  spouseOptional,
} from '@benefit-store/contract/enrollment-dependents';
import { msg } from '@benefit-store/contract/messages/en';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Inputs {
  tier: DependentTier;
  plans: DependentPlans;
  list: readonly Dependent[];
  change: (next: Dependent[]) => void;
}

export function useSpouseQuestion({ tier, plans, list, change }: Inputs) {
  const { t } = useTranslation();
  const question = asksSpouseQuestion(tier);
  const spouseListed = list.some((item) => item.primary_info.relationship === 'spouse');
  const [enrollsSpouse, setEnrollsSpouse] = useState<boolean | undefined>(
    question && list.length > 0 ? spouseListed : undefined,
  );
  // No where the quote priced a spouse (no premier plan, or an IHA plan): the spouse is still needed.
  const spouseNeededAfterNo = question && enrollsSpouse === false && !spouseOptional(tier, plans);
  const [asking, setAsking] = useState(question && list.length === 0);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string>();
  const [setAside, setSetAside] = useState<Dependent>();

  /** A dependent was removed: removing the spouse (or everyone) resets the answer and asks again. */
  const removed = (item: Dependent | undefined, left: readonly Dependent[]) => {
    if (item?.primary_info.relationship !== 'spouse' && left.length > 0) return;
    setEnrollsSpouse(undefined);
    setSetAside(undefined);
    if (question) {
      setAnswer('');
      setAsking(true);
    }
  };

  const answerSpouse = () => {
    if (answer !== 'yes' && answer !== 'no') {
      setAnswerError(t(msg('wizard.spouse_status')));
      return;
    }
    setAnswerError(undefined);
    setAsking(false);
    const yes = answer === 'yes';
    setEnrollsSpouse(yes);
    const spouse = list.find((item) => item.primary_info.relationship === 'spouse');
    if (!yes && spouse) {
      setSetAside(spouse);
      change(list.filter((item) => item !== spouse));
    } else if (yes && setAside && !spouse) {
      change([setAside, ...list]);
      setSetAside(undefined);
    }
  };

  /** Ask again, starting from the answer given. */
  const reopen = () => {
    setAnswer(enrollsSpouse ? 'yes' : 'no');
    setAsking(true);
  };

  return {
    question,
    spouseListed,
    enrollsSpouse,
    spouseNeededAfterNo,
    asking,
    answer,
    setAnswer,
    answerError,
    answerSpouse,
    reopen,
    removed,
  };
}

export type SpouseQuestion = ReturnType<typeof useSpouseQuestion>;
