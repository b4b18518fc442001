// Cancel Enrollment (spec 001 section 2): confirmed with Yes/No; Yes forgets the temporary
// enrollment and the cart count and goes to the plans.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';

export function CancelEnrollment({ plansPath }: { plansPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setSession = useSession((state) => state.set);
  const [opened, setOpened] = useState(false);
  const cancel = () => {
    setSession({ tempId: null, cartCount: 0, navto: null });
    queryClient.removeQueries({ queryKey: ['enrollment'] });
    void navigate(plansPath);
  };
  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpened(true)}>
        {t('wizard.cancel')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('wizard.cancel_title')}
        closeButtonProps={{ 'aria-label': t('wizard.close') }}
      >
        <Stack gap="md">
          <Text>{t('wizard.cancel_text')}</Text>
          <Group>
            <Button color="red" onClick={cancel}>
              {t('wizard.yes')}
            </Button>
            <Button variant="default" onClick={() => setOpened(false)} data-autofocus>
              {t('wizard.no')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
