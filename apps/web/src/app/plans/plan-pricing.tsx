// The priced options of a plan on its detail page (spec 000 section 4, adding a plan): the pricing
// error and the popup that fixes it, a changePid reload, a plan an answer declined (no price, no
// cart: the server remembers it until the household changes), the health questions Enroll Now
// opens while answers are due (at once when the page was opened to answer them), special-carrier
// questions before the cart buttons unless answered already, the membership choice of
// membership-linked plans (asked once per enrollment: choosing adds both lines in one click), and
// Add to Cart.
import type { PricedPlan } from '@benefit-store/contract/pricing';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton, type CartRequest, useAddWithNotice } from '../../features/cart/components/add-to-cart';
import { useSiteSettings } from '../../features/landing/api/get-external-site';
import { usePricing } from '../../features/pricing/api/get-plan-pricing-detail';
import { useMembershipPlans } from '../../features/pricing/api/get-plan-pricing-detail-elevate';
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
import { useDisabilityPlan } from '../../features/underwriting/api/check-disability-plan';
import { usePrudentialPlan } from '../../features/underwriting/api/check-prudential-plan';
import { useQuestions } from '../../features/underwriting/api/get-questions';
import { HealthQuestions } from '../../features/underwriting/components/health-questions';
import { SpecialCarrierQuestions } from '../../features/underwriting/components/special-carrier-questions';

type Popup = 'income' | 'tobacco' | 'tier' | 'dependents';

/** Moves focus to an element and scrolls it into view (a result, or the questions just opened). */
function focusOn(element: HTMLElement | null | undefined) {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}

export function PlanPricing({
  planId,
  enrollmentId,
  membershipLinked,
  lifeInsurer,
  premier,
  askQuestions = false,
  onBasicInfo,
  onPortal,
  onChangePid,
}: {
  planId: string;
  enrollmentId: string;
  membershipLinked: boolean;
  /** Underwritten by the life insurer, which may need the spouse's birth date first. */
  lifeInsurer: boolean;
  /** A premier (L713) plan, whose IC tier reads 'Member + 1 Child'. */
  premier: boolean;
  /** The page was opened to answer the plan's health questions (a card's Enroll Now): open them at once. */
  askQuestions?: boolean;
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
  const carrier = useAflacQuestions(enrollmentId, planId).data;
  const disability = useDisabilityPlan(enrollmentId, planId).data?.status ?? false;
  // The membership chosen once is in the cart: plans sold with it join it without asking again.
  const memberships = useMembershipPlans(enrollmentId, membershipLinked);
  const membershipInCart = memberships.data?.plans.find((plan) => plan.is_in_cart);
  // A life-insurer plan may still need the spouse's birth date before it can be added.
  const prudential = usePrudentialPlan(enrollmentId, planId, lifeInsurer);
  const needsDependents = prudential.data?.depdob ?? false;
  const [carrierDone, setCarrierDone] = useState(false);
  const [asking, setAsking] = useState(askQuestions);
  const [saved, setSaved] = useState<string>();
  const [popup, setPopup] = useState<Popup | null>(null);
  const [choosingFor, setChoosingFor] = useState<PricedPlan | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [showResult, setShowResult] = useState(false);
  const add = useAddWithNotice();
  const questionsRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const result = pricing.data;
  const changedPid = result && !result.ok && result.errorCode === 'changePid' ? result.pid : undefined;
  const declined = result?.ok === false && result.errorCode === 'decline';

  useEffect(() => {
    if (changedPid && changedPid !== planId) onChangePid(changedPid);
  }, [changedPid, planId, onChangePid]);

  const needsAnswers =
    (questions.length > 0 && !answered) || (result?.ok === false && result.errorCode === 'newQuestionsError');
  const showQuestions = asking && needsAnswers && !declined;
  const carrierPending = (carrier?.result.length ?? 0) > 0 && !carrier?.answered && !carrierDone;
  const close = () => setPopup(null);

  // The questions just opened (Enroll Now, or the page opened to answer them) take focus.
  useEffect(() => {
    if (showQuestions) focusOn(questionsRef.current?.querySelector('h2'));
  }, [showQuestions]);
  // Submitted answers that declined the plan: the questions go, the decline takes their place.
  useEffect(() => {
    if (!declined || !asking) return;
    setAsking(false);
    setShowResult(true);
  }, [declined, asking]);
  useEffect(() => {
    if (!showResult) return;
    focusOn(resultRef.current);
    setShowResult(false);
  }, [showResult]);

  const lineOf = (option: PricedPlan): CartRequest => ({
    enrollment_id: enrollmentId,
    plan_id: option.plan_id,
    plan_pricing_id: option.plan_pricing_id,
  });

  const actionFor = (option: PricedPlan) => {
    if (needsAnswers)
      return (
        <Button onClick={() => setAsking(true)} w="fit-content">
          {t('plans.enroll_now')}
        </Button>
      );
    if (lifeInsurer && prudential.isPending) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
    if (needsDependents)
      return (
        <Button onClick={() => setPopup('dependents')} w="fit-content">
          {t('plans.add_to_cart')}
        </Button>
      );
    if (membershipLinked && memberships.isPending)
      return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
    if (membershipLinked && !membershipInCart)
      return (
        <Button onClick={() => setChoosingFor(option)} w="fit-content">
          {t('plans.add_to_cart')}
        </Button>
      );
    return <AddToCartButton label={t('plans.add_to_cart')} lineFor={async () => lineOf(option)} />;
  };

  /** The membership chosen in the modal goes into the cart with the plan, in one call. */
  const addWithMembership = async (option: PricedPlan, membership: PricedPlan) => {
    setChoosingFor(null);
    setRefusal(
      await add.run(
        { ...lineOf(option), membership: { plan_id: membership.plan_id, plan_pricing_id: membership.plan_pricing_id } },
        { plan: option.plan_name, membership: membership.plan_name || t('plans.membership_name') },
      ),
    );
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
        {disability && (
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
      {saved && !declined && (
        <Alert color="green" role="status" ref={resultRef}>
          {saved}
        </Alert>
      )}
      {pricing.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {pricing.isError && <Alert color="red">{pricing.error.message}</Alert>}
      {declined && (
        <Alert color="red" role="alert" title={t('pricing.declined_title')} ref={resultRef}>
          {result.message}
        </Alert>
      )}
      {result && !result.ok && result.errorCode !== 'changePid' && result.errorCode !== 'decline' && (
        <PricingErrorNotice
          message={result.message}
          errorCode={result.errorCode}
          onFix={(fix) => (fix === 'basicInfo' ? onBasicInfo() : fix === 'portal' ? onPortal() : setPopup(fix))}
        />
      )}
      {showQuestions && (
        <div ref={questionsRef}>
          <HealthQuestions
            enrollmentId={enrollmentId}
            planId={planId}
            onSaved={(message) => {
              setSaved(message);
              setAsking(false);
              setShowResult(true);
            }}
          />
        </div>
      )}
      {result?.ok && carrierPending && (
        <SpecialCarrierQuestions
          enrollmentId={enrollmentId}
          planId={planId}
          questions={carrier?.result ?? []}
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
      {result?.ok && membershipInCart && (
        <Text size="sm">{t('pricing.membership_in_cart', { membership: membershipInCart.plan_name })}</Text>
      )}
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <IncomeModal
        opened={popup === 'income'}
        onClose={close}
        planId={planId}
        minimums={result?.ok === false ? result.minimums : undefined}
      />
      <TobaccoModal opened={popup === 'tobacco'} onClose={close} planId={planId} />
      <TierModal opened={popup === 'tier'} onClose={close} planId={planId} />
      <DependentModal opened={popup === 'dependents'} onClose={close} planId={planId} />
      <MembershipModal
        enrollmentId={enrollmentId}
        opened={choosingFor !== null}
        onClose={() => setChoosingFor(null)}
        memberDashboard={memberDashboard}
        onSelect={(chosen) => {
          if (choosingFor) void addWithMembership(choosingFor, chosen);
        }}
      />
    </Stack>
  );
}
