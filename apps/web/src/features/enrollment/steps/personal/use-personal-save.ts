// The personal step's save: Next saves the form's checked values, then asks for the enroller code
// when the server says so (the popup goes on when done); Save & Continue Later reads the form as
// it stands. The server's errors show beside their fields, the rest above the buttons.
import type { PersonalInfo } from '@benefit-store/contract/enrollment-personal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../../../shared/forms/form-kit';
import type { StepFrameProps } from '../step-frame';
import { enrollCodeQuery, useSavePersonalInfo } from './api/personal-step';
import { isName, sendable, type Values } from './personal-values';

/** The enroller-code popup: whether it may be skipped, and what follows it. */
export interface CodeAsked {
  optional: boolean;
  afterwards: () => void;
}

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'onDone' | 'registerForm'> {
  form: UseFormReturn<Values, unknown, PersonalInfo>;
}

export function usePersonalSave({ enrollmentId, onDone, registerForm, form }: Inputs) {
  const save = useSavePersonalInfo();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  // The popup after the save goes on when done; opened by its button, it only closes.
  const [askCode, setAskCode] = useState<CodeAsked>();
  registerForm(
    () => sendable(form.getValues()),
    (failure) => setProblem(applyServerErrors(failure, isName, form.setError)),
  );

  const submit = form.handleSubmit(async (info) => {
    setProblem(undefined);
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, ...info });
    } catch (failure) {
      setProblem(applyServerErrors(failure, isName, form.setError));
      return;
    }
    try {
      const asked = await queryClient.fetchQuery(enrollCodeQuery(enrollmentId));
      if (asked.show_enroll_code.status) return setAskCode({ optional: asked.is_optional === 1, afterwards: onDone });
    } catch (failure) {
      console.warn('enroller code check failed', failure);
    }
    onDone();
  });

  return { submit, problem, saving: save.isPending, askCode, setAskCode };
}
