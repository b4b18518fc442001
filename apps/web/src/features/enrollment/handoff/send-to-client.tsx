// A rep's or group administrator's hand-off (decision 0026): a button that opens the choice of
// email or text and of the client's language (the rep's own at first), sends the client the link
// to the remaining steps, and says where it went.
import '../step-words';
import { type HandoffChannel, handoffChannels } from '@benefit-store/contract/members';
import { type Language, languages } from '@benefit-store/contract/messages/translate';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError } from '../../../shared/api/client';
import { useSendToClient } from './send-to-client-call';

export function SendToClient({ enrollmentId, variant = 'default' }: { enrollmentId: string; variant?: string }) {
  const { t } = useTranslation();
  const send = useSendToClient();
  const [opened, setOpened] = useState(false);
  const [channel, setChannel] = useState<HandoffChannel>('email');
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const [sent, setSent] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const open = () => {
    setLanguage(currentLanguage());
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    setSent(undefined);
    setProblem(undefined);
  };
  const submit = async () => {
    setProblem(undefined);
    try {
      setSent((await send.mutateAsync({ enrollment_id: enrollmentId, channel, language })).message);
    } catch (error) {
      setProblem(
        error instanceof ApiError ? (error.fieldErrors[0]?.error_message ?? error.message) : t('errors.load_failed'),
      );
    }
  };
  return (
    <>
      <Button variant={variant} onClick={open}>
        {t('handoff.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('handoff.title')}
        closeButtonProps={{ 'aria-label': t('handoff.close') }}
      >
        {sent ? (
          <Stack gap="md">
            <Alert color="teal" role="status">
              {sent}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>{t('handoff.close')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{t('handoff.intro')}</Text>
            <Radio.Group
              label={t('handoff.channel')}
              value={channel}
              onChange={(value) => setChannel(value as HandoffChannel)}
              error={problem}
            >
              <Stack gap="xs" mt="xs">
                {handoffChannels.map((option) => (
                  <Radio key={option} value={option} label={t(`handoff.${option}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group
              label={t('handoff.language')}
              description={t('handoff.language_hint')}
              descriptionProps={{ c: 'gray.7' }}
              value={language}
              onChange={(value) => setLanguage(value === 'es' ? 'es' : 'en')}
            >
              <Stack gap="xs" mt="xs">
                {languages.map((option) => (
                  <Radio key={option} value={option} label={t(`handoff.language_${option}`)} lang={option} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('handoff.cancel')}
              </Button>
              <Button onClick={() => void submit()} loading={send.isPending}>
                {t('handoff.send')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
