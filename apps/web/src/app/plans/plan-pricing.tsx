// The priced options of a plan on its detail page (spec 000 section 4, adding a plan): the pricing
// error and the popup that fixes it, a changePid reload, the health questions Enroll Now opens
// while answers are due, special-carrier questions before the cart buttons, the membership choice
// of membership-linked plans (or the member dashboard for a current member), and Add to Cart.
import type { CategoryCode } from '@benefit-store/contract/catalog';
import type { PricedPlan } from '@benefit-store/contract/pricing';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../features/cart/components/add-to-cart';
import { useSiteSettings } from '../../features/landing/api/get-external-site';
import { usePricing } from '../../features/pricing/api/get-plan-pricing-detail';
import { MembershipModal } from '../../features/pricing/components/membership-modal';
import { OptionCard } from '../../features/pricing/components/option-card';
import { PricingErrorNotice } from '../../features/pricing/components/pricing-error';
import {
  DependentModal,
  IncomeModal,
  TierModal,
  TobaccoModal,
} from '../../features/quoting/components/household-modals';
import { useAflacQuestions } from '../../features/underwriting/api/aflac-questions';
import { useAlreadyAnswered } from '../../features/underwriting/api/check-already-answered';
import { usePrudentialPlan } from '../../features/underwriting/api/check-prudential-plan';
import { useQuestions } from '../../features/underwriting/api/get-questions';
import { HealthQuestions } from '../../features/underwriting/components/health-questions';
import { SpecialCarrierQuestions } from '../../features/underwriting/components/special-carrier-questions';

type Popup = 'income' | 'tobacco' | 'tier' | 'dependents';

export function PlanPricing({
  planId,
  enrollmentId,
  category,
  membershipLinked,
  lifeInsurer,
  premier,
  onBasicInfo,
  onPortal,
  onChangePid,
}: {
  planId: string;
  enrollmentId: string;
  category: CategoryCode;
  membershipLinked: boolean;
  /** Underwritten by the life insurer, which may need the spouse's birth date first. */
  lifeInsurer: boolean;
  /** A premier (L713) plan, whose IC tier reads 'Member + 1 Child'. */
  premier: boolean;
  onBasicInfo: () => void;
  /** Opens the portal and group choice (a plan the portal does not offer). */
  onPortal: () => void;
  onChangePid: (pid: string) => void;
}) {
  const { t } = useTranslation();
  const pricing = usePricing(planId, enrollmentId);
  const memberDashboard = useSiteSettings().link_member_dashboard;
  const questions = useQuestions(enrollmentId, planId).data?.result ?? [];
  const answered = useAlreadyAnswered(enrollmentId, planId).data?.status ?? false;
  const carrier = useAflacQuestions(enrollmentId, planId).data?.result ?? [];
  // A life-insurer plan may still need the spouse's birth date before it can be added.
  const prudential = usePrudentialPlan(enrollmentId, planId, lifeInsurer);
  const needsDependents = prudential.data?.depdob ?? false;
  const [carrierDone, setCarrierDone] = useState(false);
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState<string>();
  const [popup, setPopup] = useState<Popup | null>(null);
  const [membership, setMembership] = useState<PricedPlan | null>(null);
  const [choosingMembership, setChoosingMembership] = useState(false);
  const result = pricing.data;
  const changedPid = result && !result.ok && result.errorCode === 'changePid' ? result.pid : undefined;

  useEffect(() => {
    if (changedPid && changedPid !== planId) onChangePid(changedPid);
  }, [changedPid, planId, onChangePid]);

  const needsAnswers =
    (questions.length > 0 && !answered) || (result?.ok === false && result.errorCode === 'newQuestionsError');
  const carrierPending = carrier.length > 0 && !carrierDone;
  const close = () => setPopup(null);

  const actionFor = (option: PricedPlan) => {
    if (needsAnswers)
      return (
        <Button onClick={() => setAsking(true)} w="fit-content">
          {t('plans.enroll_now')}
        </Button>
      );
    if (lifeInsurer && prudential.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
    if (needsDependents)
      return (
        <Button onClick={() => setPopup('dependents')} w="fit-content">
          {t('plans.add_to_cart')}
        </Button>
      );
    if (membershipLinked && !membership)
      return (
        <Button onClick={() => setChoosingMembership(true)} w="fit-content">
          {t('plans.add_to_cart')}
        </Button>
      );
    const line = {
      enrollment_id: enrollmentId,
      plan_id: option.plan_id,
      plan_pricing_id: option.plan_pricing_id,
      membership:
        membershipLinked && membership
          ? { plan_id: membership.plan_id, plan_pricing_id: membership.plan_pricing_id }
          : undefined,
    };
    return <AddToCartButton label={t('plans.add_to_cart')} lineFor={async () => line} />;
  };

  return (
    <Stack component="section" aria-labelledby="plan-options-title" gap="md">
      <Title order={2} id="plan-options-title">
        {t('plans.options')}
      </Title>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setPopup('tobacco')}>
          {t('plans.change_tobacco')}
        </Button>
        {category === 'di' && (
          <Button variant="default" size="xs" onClick={() => setPopup('income')}>
            {t('plans.change_income')}
          </Button>
        )}
        <Button variant="default" size="xs" onClick={() => setPopup('tier')}>
          {t('plans.change_tier')}
        </Button>
        <Button variant="default" size="xs" onClick={() => setPopup('dependents')}>
          {t('plans.change_dependents')}
        </Button>
      </Group>
      {saved && (
        <Alert color="green" role="status">
          {saved}
        </Alert>
      )}
      {pricing.isPending && <Loader aria-label={t('app.loading')} />}
      {pricing.isError && <Alert color="red">{pricing.error.message}</Alert>}
      {result && !result.ok && result.errorCode !== 'changePid' && (
        <PricingErrorNotice
          message={result.message}
          errorCode={result.errorCode}
          onFix={(fix) => (fix === 'basicInfo' ? onBasicInfo() : fix === 'portal' ? onPortal() : setPopup(fix))}
        />
      )}
      {asking && (
        <HealthQuestions
          enrollmentId={enrollmentId}
          planId={planId}
          onSaved={(message) => {
            setSaved(message);
            setAsking(false);
          }}
        />
      )}
      {result?.ok && carrierPending && (
        <SpecialCarrierQuestions
          enrollmentId={enrollmentId}
          planId={planId}
          questions={carrier}
          onDone={() => setCarrierDone(true)}
        />
      )}
      {result?.ok && !carrierPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {result.detail.plans.map((option) => (
            <OptionCard key={option.plan_pricing_id} option={option} premier={premier} action={actionFor(option)} />
          ))}
        </SimpleGrid>
      )}
      <IncomeModal opened={popup === 'income'} onClose={close} planId={planId} />
      <TobaccoModal opened={popup === 'tobacco'} onClose={close} planId={planId} />
      <TierModal opened={popup === 'tier'} onClose={close} planId={planId} />
      <DependentModal opened={popup === 'dependents'} onClose={close} planId={planId} />
      <MembershipModal
        enrollmentId={enrollmentId}
        opened={choosingMembership}
        onClose={() => setChoosingMembership(false)}
        memberDashboard={memberDashboard}
        onSelect={(chosen) => {
          setMembership(chosen);
          setChoosingMembership(false);
        }}
      />
    </Stack>
  );
}
