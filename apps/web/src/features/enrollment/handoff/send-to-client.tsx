// A rep's or group administrator's hand-off (decision 0026): a button that opens the choice of
// email or text and of the client's language (the rep's own at first), sends the client the link
// to the remaining steps, and says where it went. Offered once the client's contact information is
// saved (the link goes to its email; before, it says so instead); a text only to a phone on file
// that was not kept with its check skipped (decision 0041).
import '../step-words';
import { type HandoffChannel, handoffChannels } from '@benefit-store/contract/members';
import { type Language, languages } from '@benefit-store/contract/messages/translate';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError } from '../../../shared/api/client';
import { useTempInfo } from '../review/api/review-calls';
import { useSendToClient } from './send-to-client-call';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the saved contact step lets the hand-off do: nothing without an email; a text needs a phone that can take it. */
function useHandoffContact(enrollmentId: string) {
  const contact = useTempInfo(enrollmentId, 'contact_info');
  const saved = isRecord(contact.data?.result) ? contact.data.result : undefined;
  const filled = (field: string) => typeof saved?.[field] === 'string' && saved[field] !== '';
  const textNeed: 'text_no_phone' | 'text_unchecked' | undefined = !filled('phone_number')
    ? 'text_no_phone'
    : saved?.skip_validation_phone === 1 && saved.phone_verified !== 1
      ? 'text_unchecked'
      : undefined;
  return { pending: contact.isPending, hasEmail: filled('email_address'), textNeed };
}

export function SendToClient({ enrollmentId, variant = 'default' }: { enrollmentId: string; variant?: string }) {
  const { t } = useTranslation();
  const send = useSendToClient();
  const contact = useHandoffContact(enrollmentId);
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
  if (contact.pending) return <Loader size="sm" role="status" aria-label={t('handoff.checking')} />;
  if (!contact.hasEmail)
    return (
      <Text size="sm" c="gray.7">
        {t('handoff.needs_contact')}
      </Text>
    );
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
                  <Radio
                    key={option}
                    value={option}
                    label={t(`handoff.${option}`)}
                    disabled={option === 'text' && contact.textNeed !== undefined}
                    description={option === 'text' && contact.textNeed ? t(`handoff.${contact.textNeed}`) : undefined}
                  />
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
