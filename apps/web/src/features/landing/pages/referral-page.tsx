// The referral landing (/referrals?rid=...): keeps the referral's rep, group and portal (and its type), shows
// 'Referred By' while the link is valid (else that it expired), then the quote form. A
// missing rid is sent to /404 by startup; an unknown one goes there too.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notFoundPath } from '../../../shared/not-found';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useReferral } from '../api/get-enrollment-info-referral';

/** `banner`: the quote form the app gives the page, told the referral's id. */
export default function ReferralPage({ banner }: { banner: (referral: string) => ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('title.referral'));
  const navigate = useNavigate();
  const rid = useSearchParams()[0].get('rid') ?? '';
  const referral = useReferral(rid);
  const data = referral.data;

  useEffect(() => {
    if (referral.isError) void navigate(notFoundPath, { replace: true });
  }, [referral.isError, navigate]);

  useEffect(() => {
    if (!data) return;
    useSession.getState().set({
      referral: { id: rid, valid: data.valid_referral_link, referrer: data.referrer_info?.name ?? null },
      agent_id: data.agent_id,
      group_id: data.group_id,
      portal_id: data.portal_id,
      // A rep-quote portal's root is the cart (spec 000 section 4).
      portal_type: data.platform_type,
      ...(data.agent_id ? { eprocess: 'rep' as const } : {}),
    });
  }, [data, rid]);

  if (!data) return null;
  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{t('entry.referral_title')}</Title>
      {data.valid_referral_link && data.referrer_info ? (
        <Text fw={700}>{t('entry.referred_by', { name: data.referrer_info.name })}</Text>
      ) : (
        <Alert color="gray" title={t('entry.referral_expired')} />
      )}
      {banner(rid)}
    </Stack>
  );
}
