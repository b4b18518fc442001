// Save & Continue Later (spec 001 section 2): the alternate email the code goes to (starting with
// the email the contact step holds), then "Information Saved!!!" with Start New Enrollment (forgets
// this one, goes to the main route) and Continue Current Enrollment. The step's form as it stands
// is saved with it, kept as a draft when half-filled.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { saveForLaterForm } from '@benefit-store/contract/resume';
import { Alert, Button, Group, Modal, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { applyServerErrors, contractResolver, fieldErrorText } from '../../../shared/forms/form-kit';
import { useSession } from '../../../shared/session/session-store';
import { useSaveForLater } from '../api/wizard-calls';
import { contactFieldsQuery } from '../steps/contact/api/contact-step';

interface Props {
  enrollmentId: string;
  tab: TabName;
  /** The step's form as it stands, sent with the email. */
  formData: () => Record<string, unknown> | undefined;
  /** Puts the server's errors of the step's own fields beside them. */
  onStepErrors: (error: ApiError) => void;
  homePath: string;
}

export function SaveForLater({ enrollmentId, tab, formData, onStepErrors, homePath }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setSession = useSession((state) => state.set);
  const save = useSaveForLater();
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string>();
  const form = useForm<{ email: string }, unknown, { email: string }>({
    resolver: contractResolver(saveForLaterForm),
    defaultValues: { email: '' },
  });
  const queryClient = useQueryClient();
  // The box starts with the email the enrollment holds, when it holds one and nothing is typed yet.
  const open = async () => {
    setOpened(true);
    try {
      const contact = await queryClient.fetchQuery(contactFieldsQuery(enrollmentId));
      const known = contact.result.find((field) => field.field_name === 'email_address')?.value;
      if (typeof known === 'string' && form.getValues('email') === '') form.setValue('email', known);
    } catch (failure) {
      console.warn('contact email not read', failure);
    }
  };
  const close = () => {
    setOpened(false);
    setSaved(false);
    setProblem(undefined);
  };
  const send = form.handleSubmit(async ({ email }) => {
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, tab, email, data: formData() });
      setSaved(true);
    } catch (error) {
      // The step's form as it stands breaks its rules: the popup closes, the errors show beside its fields.
      if (error instanceof ApiError && error.fieldErrors.some((item) => item.target_element !== 'email')) {
        close();
        onStepErrors(error);
        return;
      }
      setProblem(applyServerErrors(error, ['email'], form.setError));
    }
  });
  const startNew = () => {
    setSession({ tempId: null, cartCount: 0, navto: null });
    void navigate(homePath);
  };
  return (
    <>
      <Button variant="default" onClick={() => void open()}>
        {t('wizard.save_later')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={saved ? t('wizard.save_later') : t('wizard.save_later_title')}
        closeButtonProps={{ 'aria-label': t('wizard.close') }}
      >
        {saved ? (
          <Stack gap="md">
            <Title order={2} size="h4" role="status">
              {t('wizard.saved_title')}
            </Title>
            <Group>
              <Button variant="default" onClick={startNew}>
                {t('wizard.start_new')}
              </Button>
              <Button onClick={close} data-autofocus>
                {t('wizard.continue_current')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={(event) => void send(event)} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('wizard.email')}
                type="email"
                autoComplete="email"
                required
                data-autofocus
                {...form.register('email')}
                error={fieldErrorText(t, form.formState.errors.email)}
              />
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <Group>
                <Button variant="default" onClick={close}>
                  {t('wizard.back')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('wizard.send_code')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
