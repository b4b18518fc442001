// The enroller-code popup after the personal step saves (spec 001 section 4): the rep's code,
// required unless the server says it is optional (then Skip goes on without it).
import { enrollerCodeForm } from '@benefit-store/contract/enrollment-personal';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, contractResolver, fieldErrorText } from '../../../../shared/forms/form-kit';
import { useSaveEnrollerCode } from './api/personal-step';

export function EnrollerCodeModal({
  enrollmentId,
  optional,
  onDone,
}: {
  enrollmentId: string;
  optional: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEnrollerCode();
  const [problem, setProblem] = useState<string>();
  const form = useForm<{ enrollerCode: string }, unknown, { enrollerCode: string }>({
    resolver: contractResolver(enrollerCodeForm),
    defaultValues: { enrollerCode: '' },
  });
  const submit = form.handleSubmit(async ({ enrollerCode }) => {
    setProblem(undefined);
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, enrollerCode });
      onDone();
    } catch (failure) {
      setProblem(applyServerErrors(failure, ['enrollerCode'], form.setError));
    }
  });
  return (
    <Modal
      opened
      onClose={optional ? onDone : () => undefined}
      withCloseButton={optional}
      closeOnEscape={optional}
      closeOnClickOutside={optional}
      title={t('wizard.enroller_code_title')}
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('wizard.enroller_code')}
            required={!optional}
            autoComplete="off"
            data-autofocus
            {...form.register('enrollerCode')}
            error={fieldErrorText(t, form.formState.errors.enrollerCode)}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            {optional && (
              <Button variant="default" onClick={onDone}>
                {t('wizard.skip')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('wizard.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
