// The member benefit store welcome (/member-benefit-store/{id}/{tier}): the member's name when
// it can be shown, a tier choice (preset from the address) and Submit to the plans.
import { tiers } from '@benefit-store/contract/quoting';
import { Button, Radio, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { idLike } from '../../../app/startup';
import { useSession } from '../../../shared/session/session-store';
import { useMemberInfo } from '../api/get-party-info';
import type { en } from '../words';

type Tier = (typeof tiers)[number];
const isTier = (value: string | undefined): value is Tier => tiers.some((tier) => tier === value);

export default function MemberBenefitStorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const memberId = idLike(params.id) ? params.id : null;
  const member = useMemberInfo(memberId).data;
  const [tier, setTier] = useState<string>(isTier(params.tier) ? params.tier : '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isTier(tier)) {
      setError(t('quoting.choose_tier'));
      return;
    }
    useSession.getState().set({ selectedTier: tier, ...(memberId ? { user_id: memberId } : {}) });
    void navigate('/plans');
  };
  return (
    <Stack gap="xl" py="lg">
      <Title order={1}>{member ? t('entry.member_welcome', { name: member.first_name }) : t('entry.mbs_title')}</Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={t('entry.mbs_tier')} value={tier} onChange={setTier} error={error} required>
            <Stack gap="xs" mt="xs">
              {tiers.map((code) => (
                <Radio key={code} value={code} label={t(`entry.tier_${code}` satisfies keyof typeof en)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" w="fit-content">
            {t('entry.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
