// A member's plans with their status in words: an active plan reads normally, any other status in
// red and in words (Terminated, Pending...), so the colour is never the only sign.
import '../member-words';
import type { MemberRow } from '@benefit-store/contract/members';
import { activePlanStatus } from '@benefit-store/contract/members';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { en } from '../words';

const statusKey = (status: string) => {
  const key = `members.status_${status.toUpperCase()}`;
  return key in en ? key : undefined;
};

export function MemberPlans({ plans }: { plans: MemberRow['plan_info'] }) {
  const { t } = useTranslation();
  if (plans.length === 0) return <Text size="sm">{t('members.no_plans')}</Text>;
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {plans.map((plan) => {
        const active = plan.plan_status.toUpperCase() === activePlanStatus;
        const key = statusKey(plan.plan_status);
        return (
          <List.Item key={`${plan.plan_name}-${plan.plan_status}`}>
            <Text span size="sm" c={active ? undefined : 'red.9'} fw={active ? undefined : 600}>
              {plan.plan_name}: {key ? t(key) : plan.plan_status}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
