// Enroll Now for a current member (spec 000 section 4): the modal asks only for a tier, then
// creates the member's quote (add-filter-for-existing-user) and opens the plans priced for them.
import type { MemberRow } from '@benefit-store/contract/members';
import { tiers } from '@benefit-store/contract/quoting';
import { Alert, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { tierName } from '../../../shared/words/tier-name';
import { useAddFilterForExistingUser } from '../api/add-filter-for-existing-user';

type Tier = (typeof tiers)[number];
const isTier = (value: string): value is Tier => tiers.some((tier) => tier === value);

interface Props {
  member: MemberRow | null;
  eprocess: 'rep' | 'group';
  onClose: () => void;
}

export function EnrollMemberModal({ member, eprocess, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tier, setTier] = useState('');
  const [error, setError] = useState<string>();
  const quote = useAddFilterForExistingUser();
  const failure = quote.error instanceof ApiError ? quote.error : undefined;
  const tierError = error ?? failure?.fieldErrors.find((item) => item.target_element === 'tier')?.error_message;
  const close = () => {
    setTier('');
    setError(undefined);
    quote.reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!member) return;
    if (!isTier(tier)) {
      setError(t('quoting.choose_tier'));
      return;
    }
    setError(undefined);
    quote.mutate(
      { user_id: member.user_id, tier, eprocess, policy_id: member.policy_id },
      { onSuccess: () => void navigate('/plans') },
    );
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={t('members.tier_title', { name: member?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('members.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {quote.error && !tierError && (
            <Alert color="red" role="alert">
              {quote.error.message}
            </Alert>
          )}
          <Radio.Group label={t('members.tier_label')} value={tier} onChange={setTier} error={tierError} required>
            <Stack gap="xs" mt="xs">
              {tiers.map((code) => (
                <Radio key={code} value={code} label={tierName(t, code)} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('members.cancel')}
            </Button>
            <Button type="submit" loading={quote.isPending}>
              {t('members.to_plans')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
