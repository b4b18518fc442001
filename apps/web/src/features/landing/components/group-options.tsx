// The group options (spec 000 section 2): Get Group Quote (the site's external page), Add New
// Employee, View Plans and Back, on the access page's groups screen and on /{landing}/groups-home.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDefaultInfo } from '../api/get-default-info';
import { useSiteDynamicInformation } from '../api/get-external-site';

/** The site's group quote page, when it has one. */
export function useGroupQuoteUrl(): string | undefined {
  const site = useDefaultInfo().data?.site;
  return useSiteDynamicInformation(site?.site_domain ?? '', site !== undefined).data?.link_group_quote;
}

interface GroupOptionsProps {
  onAddEmployee: () => void;
  onViewPlans: () => void;
  onBack: () => void;
}

export function GroupOptions({ onAddEmployee, onViewPlans, onBack }: GroupOptionsProps) {
  const { t } = useTranslation();
  const quoteUrl = useGroupQuoteUrl();
  return (
    <Group>
      {quoteUrl && (
        <Button component="a" href={quoteUrl} target="_blank" rel="noreferrer" variant="outline">
          {t('entry.get_group_quote')}
        </Button>
      )}
      <Button onClick={onAddEmployee}>{t('entry.add_new_employee')}</Button>
      <Button variant="outline" onClick={onViewPlans}>
        {t('entry.view_plans')}
      </Button>
      <Button variant="default" onClick={onBack}>
        {t('access.back')}
      </Button>
    </Group>
  );
}

/** Where Add New Employee leads: the group's home, for the rep when a rep adds one. */
export const addEmployeePath = (groupId: string, agentId?: string | null) =>
  `/group-home?group_id=${encodeURIComponent(groupId)}${agentId ? `&agent_id=${encodeURIComponent(agentId)}` : ''}`;
