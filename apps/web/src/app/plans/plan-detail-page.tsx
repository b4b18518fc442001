// A plan's detail page (/plan/:planId/:planName, its landing variant and /plan/:planId): breadcrumb,
// header, the portal and group line (a rep may change them), the household's basic info, the
// priced options with their popups and questions, Suggested Products, and the description.
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AddToCartNotice } from '../../features/cart/components/add-to-cart';
import { usePlanDetail } from '../../features/catalog/api/get-plan-detail';
import { PlanBreadcrumb } from '../../features/catalog/components/plan-breadcrumb';
import { PlanDescription } from '../../features/catalog/components/plan-description';
import { RichText } from '../../features/catalog/components/rich-text';
import { SuggestedProducts } from '../../features/catalog/components/suggested-products';
import { planPath } from '../../features/catalog/paths';
import { EnrollmentLine, PortalGroupModal } from '../../features/landing/components/portal-group-modal';
import { PriceNotices } from '../../features/pricing/components/price-notices';
import { BasicDetailsModal, FilterBar } from '../../features/quoting/components/filter-bar';
import { HouseholdForm } from '../../features/quoting/components/household-form';
import { useSession } from '../../shared/session/session-store';
import { usePageTitle } from '../../shared/ui/page-title';
import { SuggestedAction } from './plan-card-action';
import { PlanPricing } from './plan-pricing';

export default function PlanDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { planId = '', landing } = useParams();
  // A card's Enroll Now opens the page to answer the plan's health questions.
  const askQuestions = useSearchParams()[0].get('ask') === 'questions';
  const tempId = useSession((state) => state.tempId);
  const set = useSession((state) => state.set);
  const detail = usePlanDetail(planId, tempId);
  const [editing, setEditing] = useState(false);
  const [choosingPortal, setChoosingPortal] = useState(false);
  const rep = useSession((state) => state.eprocess === 'rep');
  const plan = detail.data?.result;
  usePageTitle(plan?.plan_name);

  useEffect(() => set({ planId }), [planId, set]);
  // changePid: the server names the plan this household should see instead.
  const reloadWith = useCallback(
    (pid: string) => void navigate(planPath(pid, plan?.plan_name ?? 'plan', landing), { replace: true }),
    [navigate, plan?.plan_name, landing],
  );

  if (detail.isPending) return <Loader role="status" aria-label={t('app.loading')} m="xl" />;
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
        // Who offers the plan: a note on the page, not an alert.
        <Paper bg="blue.0" p="sm" radius="md">
          <RichText html={plan.blueBarText} />
        </Paper>
      )}
      {plan.association_text && <RichText html={plan.association_text} />}
      <EnrollmentLine onChange={rep ? () => setChoosingPortal(true) : undefined} />
      <PortalGroupModal opened={choosingPortal} onClose={() => setChoosingPortal(false)} />
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
            membershipLinked={plan.membership_plan_id !== null}
            lifeInsurer={plan.is_prudential_plan}
            premier={plan.is_premier_plan}
            askQuestions={askQuestions}
            onBasicInfo={() => setEditing(true)}
            onPortal={() => setChoosingPortal(true)}
            onChangePid={reloadWith}
          />
          <PriceNotices plan={plan} />
          <SuggestedProducts
            enrollmentId={tempId}
            planId={plan.plan_id}
            addToCart={(related) => (
              <SuggestedAction
                name={related.plan_name}
                line={{ enrollment_id: tempId, plan_id: related.plan_id, plan_pricing_id: related.plan_pricing_id }}
              />
            )}
          />
        </>
      )}
      <PlanDescription plan={plan} />
      <AddToCartNotice />
    </Stack>
  );
}
