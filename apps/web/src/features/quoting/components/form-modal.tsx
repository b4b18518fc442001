// The frame of the household popups: a titled modal (Mantine moves focus in and back), and its
// form with Save and Cancel and the message of a refusal that names none of the form's fields.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FormModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('quote.close') }}>
      {children}
    </Modal>
  );
}

export function ModalForm({
  onSubmit,
  onCancel,
  saving,
  error,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {children}
        <Group>
          <Button type="submit" loading={saving}>
            {t('quote.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('quote.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
