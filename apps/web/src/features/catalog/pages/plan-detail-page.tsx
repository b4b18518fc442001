// A plan's detail page (/plan/:planId/:planName, its landing variant and /plan/:planId): breadcrumb,
// header, the household's basic info, the priced options with their popups and questions,
// Suggested Products, and the description.
import { Alert, Anchor, Breadcrumbs, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { AddToCartNotice } from '../../cart/components/add-to-cart';
import { PlanPricing } from '../../pricing/components/plan-pricing';
import { HouseholdForm } from '../../quoting/components/household-form';
import { usePlanDetail } from '../api/get-plan-detail';
import { BasicDetailsModal, FilterBar } from '../components/filter-bar';
import { PlanDescription } from '../components/plan-description';
import { RichText } from '../components/rich-text';
import { SuggestedProducts } from '../components/suggested-products';
import { planPath, plansPath } from '../paths';

function PlanBreadcrumb({ category }: { category: string }) {
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

/** The portal and group the enrollment is under, when chosen (agent and group flows). */
function EnrollmentLine() {
  const { t } = useTranslation();
  const portal = useSession((state) => state.portal_name);
  const group = useSession((state) => state.gname);
  if (!portal && !group) return null;
  return (
    <Group gap="lg" aria-label={t('plans.enrolling_for')} role="group">
      {portal && <Text>{t('plans.portal_line', { name: portal })}</Text>}
      {group && <Text>{t('plans.group_line', { name: group })}</Text>}
    </Group>
  );
}

export default function PlanDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { planId = '', landing } = useParams();
  const tempId = useSession((state) => state.tempId);
  const set = useSession((state) => state.set);
  const detail = usePlanDetail(planId, tempId);
  const [editing, setEditing] = useState(false);
  const plan = detail.data?.result;

  useEffect(() => set({ planId }), [planId, set]);
  // changePid: the server names the plan this household should see instead.
  const reloadWith = useCallback(
    (pid: string) => void navigate(planPath(pid, plan?.plan_name ?? 'plan', landing), { replace: true }),
    [navigate, plan?.plan_name, landing],
  );

  if (detail.isPending) return <Loader aria-label={t('app.loading')} m="xl" />;
  if (!plan)
    return (
      <Stack gap="md" py="lg">
        <Title order={1}>{t('plans.plan_details')}</Title>
        <Alert color="red">{t('plans.not_found')}</Alert>
      </Stack>
    );
  return (
    <Stack gap="lg" py="lg">
      <PlanBreadcrumb category={plan.plan_category} />
      <Title order={1}>{plan.plan_name}</Title>
      {plan.header_text && <RichText html={plan.header_text} />}
      {plan.blueBarText && (
        <Alert color="blue" variant="light">
          <RichText html={plan.blueBarText} />
        </Alert>
      )}
      {plan.association_text && <RichText html={plan.association_text} />}
      <EnrollmentLine />
      {tempId === null ? (
        <Stack gap="sm">
          <Text>{t('quote.get_started_text')}</Text>
          <HouseholdForm submitLabel={t('quote.submit')} onSaved={() => undefined} />
        </Stack>
      ) : (
        <>
          <FilterBar enrollmentId={tempId} onEdit={() => setEditing(true)} />
          <BasicDetailsModal enrollmentId={tempId} opened={editing} onClose={() => setEditing(false)} />
          <PlanPricing
            planId={plan.plan_id}
            enrollmentId={tempId}
            category={plan.plan_category}
            membershipLinked={plan.membership_plan_id !== null}
            lifeInsurer={plan.is_prudential_plan}
            onBasicInfo={() => setEditing(true)}
            onChangePid={reloadWith}
          />
          <SuggestedProducts enrollmentId={tempId} planId={plan.plan_id} />
        </>
      )}
      <PlanDescription plan={plan} />
      <AddToCartNotice />
    </Stack>
  );
}
