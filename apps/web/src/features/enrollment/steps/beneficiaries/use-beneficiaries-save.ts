// The beneficiary step's list and its save: Next saves the whole list and keeps the step's picture
// (the frame's own is taken after the page moves on); a failed save shows its last message above
// the list's buttons. Save & Continue Later reads the list as it stands.
import type { Beneficiary } from '@benefit-store/contract/enrollment-beneficiaries';
import { type RefObject, useState } from 'react';
import { ApiError } from '../../../../shared/api/client';
import { postScreenshot } from '../../api/wizard-calls';
import { pngOf } from '../../form-png';
import type { StepFrameProps } from '../step-frame';
import { useSaveBeneficiaries } from './api/beneficiary-step';

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'onDone' | 'registerForm'> {
  saved: readonly Beneficiary[];
  stepRef: RefObject<HTMLDivElement | null>;
}

export function useBeneficiariesSave({ enrollmentId, saved, stepRef, onDone, registerForm }: Inputs) {
  const save = useSaveBeneficiaries();
  const [list, setList] = useState<Beneficiary[]>([...saved]);
  const [problem, setProblem] = useState<string>();
  registerForm(() => ({ beneficiaries: list }));

  const next = async () => {
    setProblem(undefined);
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, beneficiaries: list });
    } catch (failure) {
      // The spec shows a failed save's last message above the list's buttons.
      const last = failure instanceof ApiError ? failure.fieldErrors.at(-1)?.error_message : undefined;
      setProblem(last ?? (failure instanceof Error ? failure.message : undefined));
      return;
    }
    if (stepRef.current)
      void pngOf(stepRef.current).then((png) => postScreenshot(enrollmentId, 'beneficiary_info', png));
    onDone();
  };

  return { list, setList, next, problem, saving: save.isPending };
}
