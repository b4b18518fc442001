// A rep's or group's landing page (/{landing}): validates it (unknown goes to /404) and starts a
// fresh session for that party. It leads with what a visitor came for, a quote with no code
// needed, then the spec's access page: the rep access code (on a group's page behind "I am a
// representative", since its employees are joined by the page itself). About is in the header.
// A rep-quote portal's rep (or group) coming back to it goes on to its cart instead.
import { Anchor, Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { whenHydrated } from '../../../shared/hydration';
import { notFoundPath } from '../../../shared/not-found';
import { landedValues, repQuoteCartOf } from '../../../shared/session/party';
import { useSession } from '../../../shared/session/session-store';
import { formatPhone } from '../../../shared/ui/format-phone';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useValidateLandingPage } from '../api/validate-landing-page';
import { RepAccess } from '../components/rep-access';

/** Where a visitor goes on to quote: the home with the quote form. */
const quotePath = '/home';

function QuoteLead({ lead, phone }: { lead: string; phone: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('entry.home_title')}
        </Title>
        <Text>{lead}</Text>
        <Group gap="lg">
          <Button component={Link} to={quotePath} size="md">
            {t('landing.get_quote')}
          </Button>
          {phone && <Anchor href={`tel:+1${phone}`}>{t('landing.call', { phone: formatPhone(phone) })}</Anchor>}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The spec's access page for reps; folded on a group's page until asked for. */
function ForReps({ folded }: { folded: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(!folded);
  if (!open)
    return (
      <Button variant="subtle" w="fit-content" onClick={() => setOpen(true)} aria-expanded={false}>
        {t('landing.show_rep_code')}
      </Button>
    );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('landing.for_reps')}
      </Title>
      <Text c="gray.8">{t('landing.for_reps_text')}</Text>
      <RepAccess />
    </Stack>
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
  usePageTitle(
    info
      ? t(info.type === 'agent' ? 'landing.rep_title' : 'landing.group_title', { name: info.data.display_name })
      : null,
  );

  useEffect(() => {
    if (validated.isError) void navigate(notFoundPath, { replace: true });
  }, [validated.isError, navigate]);

  // A rep-quote portal's root is the cart (spec 000 section 4): its own rep or group, back at their
  // landing page, goes on to its cart, and keeps the stored quote.
  const repQuoteCart = useSession((session) =>
    info
      ? repQuoteCartOf(session, {
          type: info.type,
          id: info.type === 'agent' ? info.agent_id : info.group_id,
          landing_url: landing,
        })
      : null,
  );

  // Spec 000 section 4: a landing route clears stored values, then keeps the landed party (on a
  // page the server drew, once it is hydrated: the party's header and colours draw the frame again).
  useEffect(() => {
    if (!info || repQuoteCart) return;
    return whenHydrated(() => {
      clear();
      // The visitor came through this landing page: the store's routes keep its prefix.
      set({ ...landedValues(info), landing_url: landing });
    });
  }, [info, repQuoteCart, landing, clear, set]);

  if (validated.isError) return null;
  if (repQuoteCart) return <Navigate to={repQuoteCart} replace />;
  if (!info) return <Loader role="status" aria-label={t('app.loading')} m="xl" />;
  const name = info.data.display_name;
  const rep = info.type === 'agent' ? info.data : null;
  return (
    <Stack gap="xl" py="lg">
      <Group gap="lg" wrap="nowrap" align="center">
        {info.data.image && <Image src={info.data.image} alt="" w={96} h={96} radius="xl" />}
        <Stack gap={4}>
          <Title order={1}>{t(rep ? 'landing.rep_title' : 'landing.group_title', { name })}</Title>
          {rep?.tagline && <Text size="lg">{rep.tagline}</Text>}
        </Stack>
      </Group>
      <QuoteLead lead={t(rep ? 'landing.rep_lead' : 'landing.group_lead')} phone={info.data.display_phone} />
      <ForReps folded={!rep} />
    </Stack>
  );
}
