// The dependent step's list and its saves: each change to the list is kept on the temporary
// enrollment at once; Next saves the whole list (on Member Only with nobody listed, the removal of
// every dependent); Save & Continue Later reads the list as it stands.
import type { Dependent, DependentTier } from '@benefit-store/contract/enrollment-dependents';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/client';
import type { StepFrameProps } from '../step-frame';
import { useDeleteDependentsInIO, useKeepDependents, useSaveDependents } from './api/dependent-step';

/** The message a failed save shows above the buttons: its last field message ("Dependent #N ..."). */
const failureText = (failure: unknown) =>
  failure instanceof ApiError
    ? (failure.fieldErrors.find((item) => item.target_element === 'dependents')?.error_message ?? failure.message)
    : failure instanceof Error
      ? failure.message
      : undefined;

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'onDone' | 'registerForm'> {
  tier: DependentTier;
  saved: readonly Dependent[];
}

export function useDependentsSave({ enrollmentId, tier, saved, onDone, registerForm }: Inputs) {
  const keep = useKeepDependents();
  const save = useSaveDependents();
  const removeAll = useDeleteDependentsInIO();
  const [list, setList] = useState<Dependent[]>([...saved]);
  const [problem, setProblem] = useState<string>();
  registerForm(() => ({ dependents: list }));

  /** The list changed: kept on the temporary enrollment at once. */
  const change = (next: Dependent[]) => {
    setList(next);
    setProblem(undefined);
    keep.mutate(
      { enrollment_id: enrollmentId, dependents: next },
      { onError: (failure) => setProblem(failureText(failure)) },
    );
  };

  const next = async () => {
    setProblem(undefined);
    try {
      if (tier === 'IO' && list.length === 0) await removeAll.mutateAsync(enrollmentId);
      else await save.mutateAsync({ enrollment_id: enrollmentId, dependents: list });
    } catch (failure) {
      setProblem(failureText(failure));
      return;
    }
    onDone();
  };

  return { list, change, next, problem, saving: save.isPending || removeAll.isPending };
}
