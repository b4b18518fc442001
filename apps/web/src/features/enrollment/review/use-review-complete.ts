// The review's completion: the review as confirmed is kept with the enrollment, then completed (or
// sent to the client by text); a step still to do is named with a way to it, changed prices or
// dates are shown from the cart, and any other failure opens the error modal. On success the
// tracking keys and the cart count are cleared, then the receipt.
import { type CartChanges, cartChanges } from '@benefit-store/contract/cart';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { tabNames } from '@benefit-store/contract/enrollment-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { postScreenshot } from '../api/wizard-calls';
import { pngOf } from '../form-png';
import { underLanding } from '../step-paths';
import type { StepFrameProps } from '../steps/step-frame';
import { useCompleteEnrollment } from './api/review-calls';

const isTab = (value: string): value is TabName => tabNames.some((tab) => tab === value);

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'registerForm'> {
  formRef: RefObject<HTMLDivElement | null>;
  /** The text-message option is offered and ticked: the client gets the link instead. */
  texting: (sendSms: boolean) => boolean;
}

export function useReviewComplete({ enrollmentId, registerForm, formRef, texting: textingWhen }: Inputs) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { landing } = useParams();
  const setSession = useSession((state) => state.set);
  const complete = useCompleteEnrollment();
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState('');
  const [sendSms, setSendSms] = useState(false);
  const [missing, setMissing] = useState<{ tab: TabName; message: string }>();
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<string>();
  const [changed, setChanged] = useState<{ message: string; changes: CartChanges }>();
  const formData = () => ({ additional_notes: notes, send_sms: sendSms ? 1 : 0 });
  registerForm(formData);
  const texting = textingWhen(sendSms);

  const submit = async () => {
    setMissing(undefined);
    setFailed(false);
    setChanged(undefined);
    setSent(undefined);
    // The review as it was confirmed, kept with the enrollment before it is completed.
    if (formRef.current) await postScreenshot(enrollmentId, 'review_info', await pngOf(formRef.current));
    try {
      const answer = await complete.mutateAsync({
        enrollment_id: enrollmentId,
        first_enroll: 1,
        ...(notes.trim() ? { additional_notes: notes.trim() } : {}),
        ...(texting ? { send_sms: 1 } : {}),
      });
      // The client signs and pays from the text's link; the enrollment is completed then.
      if ('sent_to_client' in answer) {
        setSent(t('handoff.sent_text'));
        return;
      }
    } catch (failure) {
      const step = failure instanceof ApiError ? failure.fieldErrors[0] : undefined;
      // Prices or the date changed: the cart holds the new ones; the person sees them, then completes again.
      const changes = failure instanceof ApiError ? cartChanges.safeParse(failure.details?.changes) : undefined;
      if (failure instanceof ApiError && changes?.success) {
        setChanged({ message: failure.message, changes: changes.data });
        await queryClient.invalidateQueries({ queryKey: ['cart'] });
        await queryClient.invalidateQueries({ queryKey: ['enrollment'] });
      } else if (failure instanceof ApiError && failure.statusCode === 409 && step && isTab(step.target_element))
        setMissing({ tab: step.target_element, message: step.error_message });
      else setFailed(true);
      return;
    }
    // Spec 001 section 4: the tracking keys and the cart count are cleared, then the receipt.
    setSession({ navto: null, continue_track: null, cartCount: 0 });
    void navigate(underLanding(landing, '/enrollment/receipt'));
  };

  return {
    notes,
    setNotes,
    sendSms,
    setSendSms,
    texting,
    formData,
    missing,
    setMissing,
    failed,
    setFailed,
    sent,
    changed,
    submit,
    completing: complete.isPending,
  };
}
