// A pricing error where the price would be (spec 000 section 8): the translated message, whose
// "clicking here" opens the popup that fixes it (income and hours, tobacco) and whose "editing your
// basic info above" opens the Basic Details popup; a message without the phrase gets a button
// (a plan the portal does not offer: the portal and group choice).
import type { PricingErrorCode } from '@benefit-store/contract/pricing';
import { Alert, Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PricingFix = 'income' | 'tobacco' | 'basicInfo' | 'portal';

export function fixOf(errorCode: PricingErrorCode | undefined): PricingFix | undefined {
  if (errorCode === 'salaryError' || errorCode === 'hourError') return 'income';
  if (errorCode === 'smokerError') return 'tobacco';
  if (errorCode === 'portalError') return 'portal';
  const basicInfo: readonly (PricingErrorCode | undefined)[] = [
    'stateError',
    'tierError',
    'ageError',
    'metError',
    'enrollmentIdError',
  ];
  return basicInfo.includes(errorCode) ? 'basicInfo' : undefined;
}

const fixLabels = {
  income: 'plans.change_income',
  tobacco: 'plans.change_tobacco',
  basicInfo: 'plans.edit_basic_info',
  portal: 'plans.change_portal',
} as const;

const phrases = {
  income: 'plans.link_click_here',
  tobacco: 'plans.link_click_here',
  basicInfo: 'plans.link_basic_info',
  portal: undefined,
} as const;

export function PricingErrorNotice({
  message,
  errorCode,
  onFix,
}: {
  message: string;
  errorCode: PricingErrorCode | undefined;
  onFix: (fix: PricingFix) => void;
}) {
  const { t } = useTranslation();
  const fix = fixOf(errorCode);
  if (!fix)
    return (
      <Alert color="red" role="alert">
        {message}
      </Alert>
    );
  const phraseKey = phrases[fix];
  const phrase = phraseKey ? t(phraseKey) : '';
  const at = phrase ? message.indexOf(phrase) : -1;
  const link = (text: string) => (
    <Anchor component="button" type="button" onClick={() => onFix(fix)} fw={700} fz="inherit">
      {text}
    </Anchor>
  );
  return (
    <Alert color="red" role="alert">
      {at >= 0 ? (
        <>
          {message.slice(0, at)}
          {link(phrase)}
          {message.slice(at + phrase.length)}
        </>
      ) : (
        <>
          {message}{' '}
          <Button variant="white" color="red" size="compact-sm" onClick={() => onFix(fix)}>
            {t(fixLabels[fix])}
          </Button>
        </>
      )}
    </Alert>
  );
}
