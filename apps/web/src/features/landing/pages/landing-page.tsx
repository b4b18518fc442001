// A rep's or group's landing page (/{landing}): validates it (unknown goes to /404), starts a
// fresh session for that party, and shows the About modal and the access page.
import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notFoundPath } from '../../../shared/not-found';
import { landedValues } from '../../../shared/session/party';
import { useSession } from '../../../shared/session/session-store';
import { usePartyAboutPageInfo } from '../api/get-party-about-page-info';
import { useValidateLandingPage } from '../api/validate-landing-page';
import { RepAccess } from '../components/rep-access';

function AboutButton({ type, id }: { type: 'agent' | 'group'; id: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const about = usePartyAboutPageInfo(type, id, opened);
  return (
    <>
      <Button variant="outline" onClick={() => setOpened(true)} w="fit-content">
        {t('access.about')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={about.data?.display_about_name || t('access.about')}
        closeButtonProps={{ 'aria-label': t('access.close') }}
      >
        {about.isPending ? <Loader aria-label={t('app.loading')} /> : <Text>{about.data?.about}</Text>}
      </Modal>
    </>
  );
}

export default function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = useParams().landing ?? '';
  const validated = useValidateLandingPage(landing);
  const clear = useSession((state) => state.clear);
  const set = useSession((state) => state.set);
  const info = validated.data;

  useEffect(() => {
    if (validated.isError) void navigate(notFoundPath, { replace: true });
  }, [validated.isError, navigate]);

  // Spec 000 section 4: a landing route clears stored values, then keeps the landed party.
  useEffect(() => {
    if (!info) return;
    clear();
    set(landedValues(info));
  }, [info, clear, set]);

  if (validated.isError) return null;
  if (!info) return <Loader aria-label={t('app.loading')} m="xl" />;
  const id = info.type === 'agent' ? info.agent_id : info.group_id;
  const name = info.data.display_name;
  return (
    <Stack gap="xl" py="lg">
      <Stack gap="sm">
        <Title order={1}>{t('access.welcome', { name })}</Title>
        <Group>
          <AboutButton type={info.type} id={id} />
        </Group>
      </Stack>
      <RepAccess />
    </Stack>
  );
}
