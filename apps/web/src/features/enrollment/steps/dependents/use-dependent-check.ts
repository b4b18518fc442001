// One dependent's form and check: the contract's rules as the server configures them (the
// relationship the tier gave, numbers as numbers, the disability only where offered, the health
// block only when its tab is required), then validate-single-dependent before the list takes it.
import {
  type Dependent,
  dependentPrimarySchemaFor,
  type Relationship,
} from '@benefit-store/contract/enrollment-dependents';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, contractResolver } from '../../../../shared/forms/form-kit';
import { type HealthQuestionsData, healthFormSchema } from '../health/health-questions-fields';
import { useValidateDependent } from './api/dependent-step';
import { type DependentValues, digits, isRecord, isShown, numbered } from './dependent-values';

/** What checking one dependent needs: the form's fields and what the step knows. */
export interface DependentCheckInputs {
  enrollmentId: string;
  fields: readonly FormField[];
  disabilityOffered: boolean;
  relationship: Relationship;
  healthQuestions: HealthQuestionsData | undefined;
  defaults: DependentValues;
  dependentId: string | undefined;
  onSubmitted: (dependent: Dependent) => void;
}

export function useDependentCheck(inputs: DependentCheckInputs) {
  const { enrollmentId, fields, disabilityOffered, relationship, healthQuestions, defaults, dependentId, onSubmitted } =
    inputs;
  const validate = useValidateDependent();
  const [problem, setProblem] = useState<string>();
  const settle = (values: unknown) => {
    if (!isRecord(values)) return values;
    const settled: Record<string, unknown> = { ...values, relationship, employed: 0 };
    for (const name of numbered) settled[name] = digits(settled[name]);
    settled.gender = digits(settled.gender);
    if (!disabilityOffered) {
      delete settled.is_legally_disabled;
      delete settled.disability_condition;
    } else if (settled.is_legally_disabled !== 1) delete settled.disability_condition;
    return settled;
  };
  const primary = z.preprocess(settle, dependentPrimarySchemaFor(fields));
  const schema = z.object({
    primary_info: primary,
    // Without the health tab nothing of the block is sent, whatever the form holds.
    health_info: healthQuestions
      ? healthFormSchema
      : z
          .unknown()
          .optional()
          .transform(() => undefined),
  });
  const form = useForm<DependentValues, unknown, z.output<typeof schema>>({
    resolver: contractResolver(schema),
    defaultValues: defaults,
  });

  const submit = form.handleSubmit(async ({ primary_info, health_info }) => {
    setProblem(undefined);
    const checked: Dependent = {
      ...(dependentId ? { dependent_id: dependentId } : {}),
      primary_info,
      ...(health_info ? { health_info } : {}),
    };
    try {
      await validate.mutateAsync({ enrollment_id: enrollmentId, ...checked });
    } catch (failure) {
      setProblem(applyServerErrors(failure, isShown, form.setError));
      return;
    }
    onSubmitted(checked);
  });

  return { form, submit, problem, checking: validate.isPending };
}
