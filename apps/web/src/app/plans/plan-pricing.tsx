// The priced options of a plan on its detail page (spec 000 section 4, adding a plan): the pricing
// error and the popup that fixes it, a changePid reload, a plan an answer declined (no price, no
// cart: the server remembers it until the household changes), the health questions Enroll Now
// opens while answers are due (at once when the page was opened to answer them), special-carrier
// questions before the cart buttons unless answered already, the membership choice of
// membership-linked plans (asked once per enrollment: choosing adds both lines in one click), and
// Add to Cart. The state: use-plan-pricing.ts; each option's button: plan-option-action.tsx.
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MembershipModal } from '../../features/pricing/components/membership-modal';
import { OptionCard } from '../../features/pricing/components/option-card';
import { PricingErrorNotice } from '../../features/pricing/components/pricing-error';
import { HealthQuestions } from '../../features/underwriting/components/health-questions';
import { SpecialCarrierQuestions } from '../../features/underwriting/components/special-carrier-questions';
import { HouseholdChangeButtons, HouseholdPopups } from './household-popups';
import { PlanOptionAction } from './plan-option-action';
import { usePlanPricing } from './use-plan-pricing';

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
  const state = usePlanPricing({ planId, enrollmentId, membershipLinked, lifeInsurer, askQuestions, onChangePid });
  const { pricing, result, declined, choosingFor } = state;

  return (
    <Stack component="section" aria-labelledby="plan-options-title" gap="md">
      <Title order={2} id="plan-options-title">
        {t('plans.options')}
      </Title>
      <HouseholdChangeButtons disability={state.disability} onOpen={state.setPopup} />
      {state.saved && !declined && (
        <Alert color="green" role="status" ref={state.resultRef}>
          {state.saved}
        </Alert>
      )}
      {pricing.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {pricing.isError && <Alert color="red">{pricing.error.message}</Alert>}
      {declined && (
        <Alert color="red" role="alert" title={t('pricing.declined_title')} ref={state.resultRef}>
          {declined.message}
        </Alert>
      )}
      {result && !result.ok && result.errorCode !== 'changePid' && result.errorCode !== 'decline' && (
        <PricingErrorNotice
          message={result.message}
          errorCode={result.errorCode}
          onFix={(fix) => (fix === 'basicInfo' ? onBasicInfo() : fix === 'portal' ? onPortal() : state.setPopup(fix))}
        />
      )}
      {state.showQuestions && (
        <div ref={state.questionsRef}>
          <HealthQuestions enrollmentId={enrollmentId} planId={planId} onSaved={state.questionsSaved} />
        </div>
      )}
      {result?.ok && state.carrierPending && (
        <SpecialCarrierQuestions
          enrollmentId={enrollmentId}
          planId={planId}
          questions={state.carrierQuestions}
          onDone={state.carrierAnswered}
        />
      )}
      {result?.ok && !state.carrierPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {result.detail.plans.map((option) => (
            <OptionCard
              key={option.plan_pricing_id}
              option={option}
              premier={premier}
              action={
                <PlanOptionAction
                  option={option}
                  state={state}
                  lifeInsurer={lifeInsurer}
                  membershipLinked={membershipLinked}
                />
              }
            />
          ))}
        </SimpleGrid>
      )}
      {result?.ok && state.membershipInCart && (
        <Text size="sm">{t('pricing.membership_in_cart', { membership: state.membershipInCart.plan_name })}</Text>
      )}
      {state.refusal && (
        <Alert color="red" role="alert">
          {state.refusal}
        </Alert>
      )}
      <HouseholdPopups popup={state.popup} onClose={state.closePopup} planId={planId} result={result} />
      <MembershipModal
        enrollmentId={enrollmentId}
        opened={choosingFor !== null}
        onClose={() => state.setChoosingFor(null)}
        memberDashboard={state.memberDashboard}
        onSelect={(chosen) => {
          if (choosingFor) void state.addWithMembership(choosingFor, chosen);
        }}
      />
    </Stack>
  );
}
