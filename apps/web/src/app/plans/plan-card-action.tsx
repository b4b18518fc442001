// What a listed plan's card (and its compare column) offers the household: "In your cart", the
// notice saying why it cannot be bought as it stands with its fix opening the popup right there
// (income and hours, tobacco, basic details), Enroll Now to the plan's health questions while they
// are due (spec 000 section 4) or to its page for a membership-linked plan, else Add to Cart
// naming the plan for a screen reader.
import type { CartLine } from '@benefit-store/contract/cart';
import type { PlanSummary } from '@benefit-store/contract/catalog';
import { type PricingErrorCode, pricingErrorCodes } from '@benefit-store/contract/pricing';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAlreadyInCart } from '../../features/cart/api/check-already-in-cart';
import { AddToCartButton } from '../../features/cart/components/add-to-cart';
import { InCartMark } from '../../features/cart/components/in-cart-mark';
import { usePlanDetailPath } from '../../features/catalog/components/plan-card';
import { PricingErrorNotice, type PricingFix } from '../../features/pricing/components/pricing-error';
import { IncomeModal, TobaccoModal } from '../../features/quoting/components/household-modals';
import { pricedLine } from './plan-add-button';

const errorCodeOf = (code: string): PricingErrorCode | undefined => pricingErrorCodes.find((known) => known === code);

/**
 * The popups that fix a plan's pricing error from its card, one set for the page: income and
 * hours, tobacco, or the page's Basic Details (`onBasicInfo`). Saving refreshes the listing.
 */
export function usePlanFixes(onBasicInfo: () => void) {
  const [open, setOpen] = useState<{ fix: 'income' | 'tobacco'; planId: string } | null>(null);
  const close = () => setOpen(null);
  const fix = (which: PricingFix, planId: string) =>
    which === 'income' || which === 'tobacco' ? setOpen({ fix: which, planId }) : onBasicInfo();
  const popups = (
    <>
      <IncomeModal opened={open?.fix === 'income'} onClose={close} planId={open?.planId} />
      <TobaccoModal opened={open?.fix === 'tobacco'} onClose={close} planId={open?.planId} />
    </>
  );
  return { fix, popups };
}

/** Why the household cannot buy the plan as it stands, with the fix one click away; null when it can. */
export function PlanNotice({ plan, onFix }: { plan: PlanSummary; onFix: (fix: PricingFix, planId: string) => void }) {
  if (!plan.pricing_error) return null;
  return (
    <PricingErrorNotice
      message={plan.pricing_error.message}
      errorCode={errorCodeOf(plan.pricing_error.errorCode)}
      onFix={(fix) => onFix(fix, plan.plan_id)}
    />
  );
}

export function PlanAction({ plan, enrollmentId }: { plan: PlanSummary; enrollmentId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = usePlanDetailPath(plan);
  const enrollNow = (to: string) => (
    <Button component={Link} to={to} aria-label={t('plans.enroll_plan', { name: plan.plan_name })}>
      {t('plans.enroll_now')}
    </Button>
  );
  if (plan.is_in_cart) return <InCartMark />;
  if (plan.hide_add_to_cart || plan.pricing_error) return null;
  // Before a household exists, and for a plan sold with the membership, the plan's page takes over.
  if (enrollmentId === null || plan.membership_plan_id !== null) return enrollNow(detail);
  if (plan.needs_answers) return enrollNow(`${detail}?ask=questions`);
  return (
    <AddToCartButton
      label={t('plans.add_to_cart')}
      accessibleName={t('plans.add_plan_to_cart', { name: plan.plan_name })}
      lineFor={() =>
        pricedLine(plan.plan_id, enrollmentId, t('catalog.plans_not_available'), () => void navigate(detail))
      }
    />
  );
}

/** A suggested plan's action: "In your cart" once it is (its answer does not say so), else Add to Cart. */
export function SuggestedAction({ line, name }: { line: CartLine; name: string }) {
  const { t } = useTranslation();
  if (useAlreadyInCart(line).data) return <InCartMark />;
  return (
    <AddToCartButton
      variant="outline"
      label={t('plans.add_to_cart')}
      accessibleName={t('plans.add_plan_to_cart', { name })}
      lineFor={async () => line}
    />
  );
}
