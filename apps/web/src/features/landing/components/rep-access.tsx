// The access page's rep path: access code, the rep's details to confirm, the age choice
// and the rep's groups with their options (group quote, add an employee, view plans).
import { repAccessForm } from '@benefit-store/contract/landing';
import { Button, Group, Image, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { formatPhone } from '../../../shared/ui/format-phone';
import { useAgentGroups } from '../api/get-agent-groups';
import { useValidateAgent } from '../api/validate-agent';
import { addEmployeePath, GroupOptions } from './group-options';

type Rep = { agent_id: string; first_name: string; last_name: string; email: string; phone: string; logo: string };
type Step = { name: 'code' } | { name: 'confirm'; rep: Rep } | { name: 'age'; rep: Rep } | { name: 'groups'; rep: Rep };

/** The server's word on a refused code: its field error on agent_code, else its message. */
export function codeErrorOf(error: unknown, field: string): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : undefined;
  return error.fieldErrors.find((item) => item.target_element === field)?.error_message ?? error.message;
}

/** A step's heading, focused when the step opens so keyboard and screen reader users follow. */
export function StepTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Title order={2} size="h3" ref={ref} tabIndex={-1}>
      {children}
    </Title>
  );
}

function CodeEntry({ onRep }: { onRep: (rep: Rep) => void }) {
  const { t } = useTranslation();
  const validate = useValidateAgent();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = repAccessForm.safeParse({ agent_code: code });
    if (!parsed.success) {
      setLocalError(t(parsed.error.issues[0]?.message ?? 'common.required'));
      return;
    }
    setLocalError(undefined);
    validate.mutate(parsed.data.agent_code, { onSuccess: onRep });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t('access.rep_code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={localError ?? codeErrorOf(validate.error, 'agent_code')}
          autoComplete="off"
          required
        />
        <Button type="submit" loading={validate.isPending} w="fit-content">
          {t('access.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function AgentGroups({ agentId, onBack }: { agentId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setSession = useSession((state) => state.set);
  const groups = useAgentGroups(agentId);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const group = groups.data?.result.find((item) => item.group_id === groupId);
  /** Add New Employee and View Plans need a group first. */
  const withGroup = (go: (chosen: { group_id: string; group_name: string }) => void) => () => {
    setError(group ? undefined : t('landing.choose_group'));
    if (group) go(group);
  };
  return (
    <Stack gap="md" maw={560}>
      <StepTitle>{t('access.groups_title')}</StepTitle>
      <Select
        label={t('access.choose_group')}
        data={(groups.data?.result ?? []).map((item) => ({ value: item.group_id, label: item.group_name }))}
        value={groupId}
        onChange={setGroupId}
        error={error}
      />
      <GroupOptions
        onAddEmployee={withGroup((chosen) => void navigate(addEmployeePath(chosen.group_id, agentId)))}
        onViewPlans={withGroup((chosen) => {
          setSession({ group_id: chosen.group_id, gname: chosen.group_name });
          void navigate('/plans');
        })}
        onBack={onBack}
      />
    </Stack>
  );
}

/** `onDone` (a modal closing) runs when the rep goes on to the quote. */
export function RepAccess({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setSession = useSession((state) => state.set);
  const [step, setStep] = useState<Step>({ name: 'code' });

  if (step.name === 'code') return <CodeEntry onRep={(rep) => setStep({ name: 'confirm', rep })} />;
  const { rep } = step;
  const fullName = `${rep.first_name} ${rep.last_name}`;
  if (step.name === 'confirm')
    return (
      <Stack gap="md">
        <StepTitle>{t('access.confirm_title')}</StepTitle>
        <Group gap="md">
          {/* A logo is often a wordmark: shown whole, never cropped to a circle. */}
          {rep.logo && (
            <Image src={rep.logo} alt={t('access.rep_logo', { name: fullName })} h={40} w="auto" fit="contain" />
          )}
          <Stack gap={2}>
            <Text fw={700}>{fullName}</Text>
            <Text>{rep.email}</Text>
            <Text>{formatPhone(rep.phone)}</Text>
          </Stack>
        </Group>
        <Group>
          <Button
            onClick={() => {
              setSession({
                repAuthenticated: true,
                agent_id: rep.agent_id,
                repInfo: { name: fullName, email: rep.email, phoneNumber: rep.phone },
              });
              setStep({ name: 'age', rep });
            }}
          >
            {t('access.confirm')}
          </Button>
          <Button variant="default" onClick={() => setStep({ name: 'code' })}>
            {t('access.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  const quote = () => {
    setSession({ eprocess: 'rep', open_type: 'agent' });
    onDone?.();
    void navigate(homePath);
  };
  if (step.name === 'age') return <AgeChoice onGroups={() => setStep({ name: 'groups', rep })} onChosen={quote} />;
  return <AgentGroups agentId={rep.agent_id} onBack={() => setStep({ name: 'age', rep })} />;
}

/** Where a confirmed rep or employee goes on to quote: the home with the quote form. */
export const homePath = '/home';

/** Under 65, Over 65 (sets the over-65 flag, then `onChosen`) or Groups. */
export function AgeChoice({ onGroups, onChosen }: { onGroups?: () => void; onChosen: () => void }) {
  const { t } = useTranslation();
  const setSession = useSession((state) => state.set);
  const over65 = useSession((state) => state.over65);
  const choose = (chosen: boolean) => {
    setSession({ over65: chosen });
    onChosen();
  };
  return (
    <Stack gap="md">
      <StepTitle>{t('access.age_title')}</StepTitle>
      <Group>
        <Button variant={over65 ? 'default' : 'filled'} onClick={() => choose(false)}>
          {t('access.under_65')}
        </Button>
        <Button variant={over65 ? 'filled' : 'default'} onClick={() => choose(true)}>
          {t('access.over_65')}
        </Button>
        {onGroups && (
          <Button variant="default" onClick={onGroups}>
            {t('access.groups')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
