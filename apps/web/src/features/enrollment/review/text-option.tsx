// The review's text-message option (spec 001 sections 2, 5 and 6; decision 0041): offered to the
// signed-in rep or group administrator enrolling the client, with no IHA plan in the cart, while the
// enrollment asks a signature not given yet (never after signing, nor to the client who resumed the
// hand-off). Ticked, Complete Enrollment becomes "Send the text message": the client gets a link to
// sign and pay. The box says what it does, and what it needs when the phone cannot be texted.
import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '../../../shared/api/auth-session';
import { useCartIha, useReviewCart, useTempInfo } from './api/review-calls';

type Need = 'no_phone' | 'unchecked';

export interface TextOption {
  offered: boolean;
  /** Why the phone cannot be texted yet, when it cannot. */
  need: Need | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function useTextOption(enrollmentId: string): TextOption {
  const staff = useAuthSession().data?.signed_in === true;
  const cart = useReviewCart(enrollmentId);
  const iha = useCartIha(enrollmentId);
  const contact = useTempInfo(enrollmentId, 'contact_info');
  const offered =
    staff &&
    iha.data?.is_IHA === false &&
    cart.data?.signature_required === true &&
    cart.data.has_already_signed === false;
  const saved = isRecord(contact.data?.result) ? contact.data.result : {};
  const phone = typeof saved.phone_number === 'string' && saved.phone_number !== '';
  const need: Need | undefined = !phone
    ? 'no_phone'
    : saved.skip_validation_phone === 1 && saved.phone_verified !== 1
      ? 'unchecked'
      : undefined;
  return { offered, need };
}

export function TextOptionBox({
  option,
  checked,
  onChange,
}: {
  option: TextOption;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!option.offered) return null;
  // What it needs stays readable beside the disabled box (a disabled box's own description is dimmed).
  return (
    <Stack gap={4}>
      <Checkbox
        label={t('review.send_sms')}
        description={option.need ? undefined : t('review.send_sms_hint')}
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        disabled={option.need !== undefined}
        checked={checked && option.need === undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={option.need ? 'review-send-sms-need' : undefined}
      />
      {option.need && (
        <Text id="review-send-sms-need" size="sm" c="gray.7">
          {t(`review.send_sms_${option.need}`)}
        </Text>
      )}
    </Stack>
  );
}
