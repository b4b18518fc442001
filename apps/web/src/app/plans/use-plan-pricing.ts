// The state of a plan's priced options on its detail page: the pricing and what the plan still
// needs before it can be added (health questions, special-carrier questions, the spouse's birth
// date, a membership), the popup open, the questions asked and their result taking focus, a
// changePid followed, and the plan added with its membership in one call.
import type { PricedPlan } from '@benefit-store/contract/pricing';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CartRequest, useAddWithNotice } from '../../features/cart/components/add-to-cart';
import { useSiteSettings } from '../../features/landing/api/get-external-site';
import { usePricing } from '../../features/pricing/api/get-plan-pricing-detail';
import { useMembershipPlans } from '../../features/pricing/api/get-plan-pricing-detail-elevate';
import { useAflacQuestions } from '../../features/underwriting/api/aflac-questions';
import { useAlreadyAnswered } from '../../features/underwriting/api/check-already-answered';
import { useDisabilityPlan } from '../../features/underwriting/api/check-disability-plan';
import { usePrudentialPlan } from '../../features/underwriting/api/check-prudential-plan';
import { useQuestions } from '../../features/underwriting/api/get-questions';

export type Popup = 'income' | 'tobacco' | 'tier' | 'dependents';

/** Moves focus to an element and scrolls it into view (a result, or the questions just opened). */
function focusOn(element: HTMLElement | null | undefined) {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}

interface Inputs {
  planId: string;
  enrollmentId: string;
  membershipLinked: boolean;
  lifeInsurer: boolean;
  askQuestions: boolean;
  onChangePid: (pid: string) => void;
}

export function usePlanPricing({
  planId,
  enrollmentId,
  membershipLinked,
  lifeInsurer,
  askQuestions,
  onChangePid,
}: Inputs) {
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
  // The refusal of a plan an answer declined, which takes the place of its price.
  const declined = result?.ok === false && result.errorCode === 'decline' ? result : undefined;

  useEffect(() => {
    if (changedPid && changedPid !== planId) onChangePid(changedPid);
  }, [changedPid, planId, onChangePid]);

  const needsAnswers =
    (questions.length > 0 && !answered) || (result?.ok === false && result.errorCode === 'newQuestionsError');
  const showQuestions = asking && needsAnswers && !declined;
  const carrierPending = (carrier?.result.length ?? 0) > 0 && !carrier?.answered && !carrierDone;

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

  return {
    pricing,
    result,
    declined,
    disability,
    memberDashboard,
    carrierQuestions: carrier?.result ?? [],
    carrierPending,
    carrierAnswered: () => setCarrierDone(true),
    membershipsPending: memberships.isPending,
    membershipInCart,
    prudentialPending: prudential.isPending,
    needsDependents,
    needsAnswers,
    showQuestions,
    ask: () => setAsking(true),
    /** Answers saved: the message shows in the questions' place and takes focus. */
    questionsSaved: (message: string) => {
      setSaved(message);
      setAsking(false);
      setShowResult(true);
    },
    saved,
    popup,
    setPopup,
    closePopup: () => setPopup(null),
    choosingFor,
    setChoosingFor,
    refusal,
    questionsRef,
    resultRef,
    lineOf,
    addWithMembership,
  };
}

export type PlanPricingState = ReturnType<typeof usePlanPricing>;
