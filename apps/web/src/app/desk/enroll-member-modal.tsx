// Enroll Now for a current member (spec 000 section 4): the modal asks for a tier and, as the
// quoting tier popup does, the spouse's birth date and the children that tier covers (no member
// record holds them), then creates the member's quote (add-filter-for-existing-user) with them and
// opens the plans priced for that family.
import '../../features/members/member-words';
import type { MemberRow } from '@benefit-store/contract/members';
import { tiers } from '@benefit-store/contract/quoting';
import { Alert, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAddFilterForExistingUser } from '../../features/members/api/add-filter-for-existing-user';
import { FamilyFields } from '../../features/quoting/components/form-fields';
import { tierFamilyFields, tierFamilyForm } from '../../features/quoting/components/household-schema';
import { applyServerErrors, contractResolver, fieldErrorText } from '../../shared/forms/form-kit';
import { tierName } from '../../shared/words/tier-name';

interface Props {
  member: MemberRow;
  eprocess: 'rep' | 'group';
  onClose: () => void;
}

type Typed = { tier: string; spouse_dop?: string; child_num?: string };

function EnrollMemberForm({ member, eprocess, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quote = useAddFilterForExistingUser();
  const [formError, setFormError] = useState<string>();
  const { register, control, handleSubmit, setError, watch, formState } = useForm<
    Typed,
    unknown,
    z.output<typeof tierFamilyForm>
  >({
    resolver: contractResolver(tierFamilyForm),
    // The family fields a tier does not ask for are not sent.
    shouldUnregister: true,
    defaultValues: { tier: '', spouse_dop: '', child_num: '' },
  });
  const error = (name: (typeof tierFamilyFields)[number]) => fieldErrorText(t, formState.errors[name]);
  const chosen = tiers.find((code) => code === watch('tier'));
  const submit = handleSubmit(({ tier, spouse_dop, child_num }) => {
    setFormError(undefined);
    quote.mutate(
      { user_id: member.user_id, tier, eprocess, policy_id: member.policy_id, spouse_dop, child_num },
      {
        onSuccess: () => void navigate('/plans'),
        onError: (failure) => setFormError(applyServerErrors(failure, tierFamilyFields, setError)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Controller
          control={control}
          name="tier"
          render={({ field }) => (
            <Radio.Group
              name={field.name}
              label={t('members.tier_label')}
              value={field.value}
              onChange={field.onChange}
              error={error('tier')}
              required
            >
              <Stack gap="xs" mt="xs">
                {tiers.map((code) => (
                  <Radio key={code} value={code} label={tierName(t, code)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <FamilyFields
          tier={chosen}
          control={control}
          spouse={{ name: 'spouse_dop', error: error('spouse_dop') }}
          childCount={{ register: () => register('child_num'), error: error('child_num') }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" loading={quote.isPending}>
            {t('members.to_plans')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The modal for `member` (closed while null); its form starts afresh each time it opens. */
export function EnrollMemberModal({ member, ...props }: Omit<Props, 'member'> & { member: MemberRow | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={member !== null}
      onClose={props.onClose}
      title={t('members.tier_title', { name: member?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('members.close') }}
    >
      {member && <EnrollMemberForm key={member.user_id} member={member} {...props} />}
    </Modal>
  );
}
