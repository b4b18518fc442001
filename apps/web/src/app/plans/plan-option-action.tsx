// The button under a priced option: Enroll Now while health questions are due, else Add to Cart,
// which first asks what the plan still needs (the spouse's birth date, a membership chosen).
import type { PricedPlan } from '@benefit-store/contract/pricing';
import { Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../features/cart/components/add-to-cart';
import type { PlanPricingState } from './use-plan-pricing';

export function PlanOptionAction({
  option,
  state,
  lifeInsurer,
  membershipLinked,
}: {
  option: PricedPlan;
  state: PlanPricingState;
  lifeInsurer: boolean;
  membershipLinked: boolean;
}) {
  const { t } = useTranslation();
  if (state.needsAnswers)
    return (
      <Button onClick={state.ask} w="fit-content">
        {t('plans.enroll_now')}
      </Button>
    );
  if (lifeInsurer && state.prudentialPending) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  if (state.needsDependents)
    return (
      <Button onClick={() => state.setPopup('dependents')} w="fit-content">
        {t('plans.add_to_cart')}
      </Button>
    );
  if (membershipLinked && state.membershipsPending)
    return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  if (membershipLinked && !state.membershipInCart)
    return (
      <Button onClick={() => state.setChoosingFor(option)} w="fit-content">
        {t('plans.add_to_cart')}
      </Button>
    );
  return <AddToCartButton label={t('plans.add_to_cart')} lineFor={async () => state.lineOf(option)} />;
}
