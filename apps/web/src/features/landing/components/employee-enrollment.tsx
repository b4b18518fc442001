// The Employee Enrollment path: a group enrollment code, the company to confirm (Yes/No),
// then the age choice.
import { groupCodeForm } from '@benefit-store/contract/landing';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { useValidateGroup } from '../api/validate-group';
import { AgeChoice, codeErrorOf, homePath, StepTitle } from './rep-access';

type Company = { name: string; group_id: string; landing_url: string | null };

function GroupCodeEntry({ onCompany }: { onCompany: (company: Company) => void }) {
  const { t } = useTranslation();
  const validate = useValidateGroup();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = groupCodeForm.safeParse({ group_code: code });
    if (!parsed.success) {
      setLocalError(t(parsed.error.issues[0]?.message ?? 'common.required'));
      return;
    }
    setLocalError(undefined);
    validate.mutate(parsed.data.group_code, { onSuccess: onCompany });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('access.group_code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={localError ?? codeErrorOf(validate.error, 'group_code')}
          autoComplete="off"
          required
          data-autofocus
        />
        <Button type="submit" loading={validate.isPending} w="fit-content">
          {t('access.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `onDone` (a modal closing) runs when the employee goes on: to the quote, or to the
 * landing-config-error page when the group has no landing url.
 */
export function EmployeeEnrollment({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setSession = useSession((state) => state.set);
  const [company, setCompany] = useState<Company | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  if (!company) return <GroupCodeEntry onCompany={setCompany} />;
  const quote = () => {
    setSession({ eprocess: 'group', open_type: 'group' });
    onDone?.();
    void navigate(company.landing_url ? homePath : '/landing-config-error/group');
  };
  if (confirmed) return <AgeChoice onChosen={quote} />;
  return (
    <Stack gap="md">
      <StepTitle>{t('access.company_title')}</StepTitle>
      <Text>{t('access.company_is', { name: company.name })}</Text>
      <Group>
        <Button
          onClick={() => {
            setSession({ group_id: company.group_id, gname: company.name, groupAuthenticated: true });
            setConfirmed(true);
          }}
        >
          {t('access.yes')}
        </Button>
        <Button variant="default" onClick={() => setCompany(null)}>
          {t('access.no')}
        </Button>
      </Group>
    </Stack>
  );
}
