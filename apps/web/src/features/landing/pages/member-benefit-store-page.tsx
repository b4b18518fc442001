// The member benefit store welcome (/member-benefit-store/{id}/{tier}): the member's name when
// it can be shown, a tier choice (preset from the address) and Submit to the plans. For the rep or
// group administrator whose book holds the member, Submit creates the member's quote
// (add-filter-for-member); anyone else may not quote for the member, so they go on to the plans
// with the tier preset and enter their own details there.
import type { addFilterForMember } from '@benefit-store/contract/quoting';
import { tiers } from '@benefit-store/contract/quoting';
import { Alert, Button, Radio, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, request } from '../../../shared/api/client';
import { idLike } from '../../../shared/session/party';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useMemberInfo } from '../api/get-party-info';
import type { en } from '../words';

type Tier = (typeof tiers)[number];
const isTier = (value: string | undefined): value is Tier => tiers.some((tier) => tier === value);

/** The member's quote, or null when this session may not quote for them (not signed in as staff). */
async function quoteMember(userId: string | null, tier: Tier) {
  if (userId === null) return null;
  try {
    return await request<typeof addFilterForMember>('addFilterForMember', { input: { user_id: userId, tier } });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return null;
    throw error;
  }
}

export default function MemberBenefitStorePage() {
  const { t } = useTranslation();
  usePageTitle(t('title.member_benefit_store'));
  const navigate = useNavigate();
  const params = useParams();
  const memberId = idLike(params.id) ? params.id : null;
  const member = useMemberInfo(memberId).data;
  const [tier, setTier] = useState<string>(isTier(params.tier) ? params.tier : '');
  const [error, setError] = useState<string>();
  const quote = useMutation({ mutationFn: (chosen: Tier) => quoteMember(memberId, chosen) });
  const failure = quote.error instanceof ApiError ? quote.error : undefined;
  const tierError = error ?? failure?.fieldErrors.find((item) => item.target_element === 'tier')?.error_message;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isTier(tier)) {
      setError(t('quoting.choose_tier'));
      return;
    }
    setError(undefined);
    quote.mutate(tier, {
      onSuccess: (created) => {
        useSession.getState().set(
          created
            ? {
                selectedTier: tier,
                user_id: memberId,
                tempId: created.temp_enrollment_id,
                portal_id: created.portal_id,
                portal_type: created.portal_type,
                enroll_type: 'existing-member',
              }
            : { selectedTier: tier },
        );
        void navigate('/plans');
      },
    });
  };
  return (
    <Stack gap="xl" py="lg">
      <Title order={1}>{member ? t('entry.member_welcome', { name: member.first_name }) : t('entry.mbs_title')}</Title>
      {quote.error && !tierError && (
        <Alert color="red" role="alert">
          {quote.error.message}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={t('entry.mbs_tier')} value={tier} onChange={setTier} error={tierError} required>
            <Stack gap="xs" mt="xs">
              {tiers.map((code) => (
                <Radio key={code} value={code} label={t(`entry.tier_${code}` satisfies keyof typeof en)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" w="fit-content" loading={quote.isPending}>
            {t('entry.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
