// A plan page's breadcrumb: Home / Current Member (existing members) / Plans / Plan Details.
import type { CategoryCode } from '@benefit-store/contract/catalog';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { plansPath } from '../paths';

export function PlanBreadcrumb({ category }: { category: CategoryCode }) {
  const { t } = useTranslation();
  const { landing } = useParams();
  const existingMember = useSession((state) => state.enroll_type === 'existing-member');
  const selectMember = useSession((state) =>
    state.eprocess === 'group' ? '/group-select-member' : '/agent-select-member',
  );
  return (
    <nav aria-label={t('plans.breadcrumb')}>
      <Breadcrumbs>
        <Anchor component={Link} to={landing ? `/${encodeURIComponent(landing)}` : '/'}>
          {t('plans.home')}
        </Anchor>
        {existingMember && (
          <Anchor component={Link} to={selectMember}>
            {t('plans.current_member')}
          </Anchor>
        )}
        <Anchor component={Link} to={plansPath(landing, category)}>
          {t('plans.title')}
        </Anchor>
        <Text aria-current="page">{t('plans.plan_details')}</Text>
      </Breadcrumbs>
    </nav>
  );
}
