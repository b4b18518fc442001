// Every route of the specification; pages load lazily, one chunk per route.

import { Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { pageStarted } from '../shared/hydration';
import { Layout } from './layout';

const HomePage = lazy(() => import('./entry/home-page'));
const LandingPage = lazy(() => import('../features/landing/pages/landing-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const LandingConfigErrorPage = lazy(() => import('./landing-config-error-page'));
const StaffSignInPage = lazy(() => import('../features/auth/pages/staff-sign-in-page'));
const DeskPage = lazy(() => import('./desk/desk-page'));
const SelectMemberPage = lazy(() => import('./desk/select-member-page'));
const EntryHomePage = lazy(() => import('./entry/entry-home-page'));
const AgentHomePage = lazy(() => import('./entry/agent-home-page'));
const MemberHomePage = lazy(() => import('../features/landing/pages/member-home-page'));
const GroupHomePage = lazy(() => import('../features/landing/pages/group-home-page'));
const GroupOptionsPage = lazy(() => import('../features/landing/pages/group-options-page'));
const ReferralPage = lazy(() => import('./entry/referral-page'));
const ExternalPage = lazy(() => import('../features/landing/pages/external-page'));
const WebsitePage = lazy(() => import('../features/landing/pages/website-page'));
const MemberBenefitStorePage = lazy(() => import('../features/landing/pages/member-benefit-store-page'));
const NewLandingPage = lazy(() => import('../features/quoting/pages/new-landing-page'));
const PlansPage = lazy(() => import('./plans/plans-page'));
const PlanDetailPage = lazy(() => import('./plans/plan-detail-page'));
const CartPage = lazy(() => import('./cart/cart-page'));
const PlanQuestionViewPage = lazy(() => import('../features/underwriting/pages/plan-question-view-page'));
const ContinueEnrollmentPage = lazy(() => import('../features/resume/pages/continue-enrollment-page'));
const DirectContinuePage = lazy(() => import('./resume/direct-continue-page'));
const DeclineReminderEmailPage = lazy(() => import('../features/quotes/pages/decline-reminder-email-page'));
const WizardPage = lazy(() => import('../features/enrollment/pages/wizard-page'));
const ReceiptPage = lazy(() => import('../features/enrollment/pages/receipt-page'));

function PageLoader() {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={t('app.loading')} m="xl" />;
}

/** Marks the page as the app's once its screen is in place (hydration.ts). */
function PageStarted() {
  useEffect(pageStarted, []);
  return null;
}

const page = (element: ReactNode) => (
  <Suspense fallback={<PageLoader />}>
    {element}
    <PageStarted />
  </Suspense>
);

/** The browser's router (main.tsx) and the server's page renderer (entry-server.tsx) both take these. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(<HomePage />) },
      { path: '/404', element: page(<NotFoundPage />) },
      { path: '/landing-config-error/:enrollType', element: page(<LandingConfigErrorPage />) },
      { path: '/staff/sign-in', element: page(<StaffSignInPage />) },
      { path: '/staff', element: page(<DeskPage />) },
      { path: '/agent-select-member', element: page(<SelectMemberPage kind="rep" />) },
      { path: '/group-select-member', element: page(<SelectMemberPage kind="group" />) },
      { path: '/home', element: page(<EntryHomePage />) },
      // Authenticates itself (spec 000 section 2): the quote, with no access code asked.
      { path: '/smarter', element: page(<EntryHomePage />) },
      { path: '/agent-home', element: page(<AgentHomePage />) },
      { path: '/member-home', element: page(<MemberHomePage />) },
      { path: '/group-home', element: page(<GroupHomePage />) },
      { path: '/:landing/groups-home', element: page(<GroupOptionsPage />) },
      { path: '/referrals', element: page(<ReferralPage />) },
      { path: '/external', element: page(<ExternalPage />) },
      { path: '/website', element: page(<WebsitePage />) },
      { path: '/member-benefit-store/:id/:tier', element: page(<MemberBenefitStorePage />) },
      { path: '/new-landing', element: page(<NewLandingPage />) },
      { path: '/plans', element: page(<PlansPage />) },
      { path: '/new-plans', element: page(<PlansPage />) },
      { path: '/:landing/plans', element: page(<PlansPage />) },
      { path: '/:landing/new-plans', element: page(<PlansPage />) },
      { path: '/plan/:planId', element: page(<PlanDetailPage />) },
      { path: '/plan/:planId/:planName', element: page(<PlanDetailPage />) },
      { path: '/:landing/plan/:planId/:planName', element: page(<PlanDetailPage />) },
      { path: '/PlanQuestionView', element: page(<PlanQuestionViewPage />) },
      { path: '/cart', element: page(<CartPage />) },
      { path: '/:landing/cart', element: page(<CartPage />) },
      { path: '/decline-reminder-email', element: page(<DeclineReminderEmailPage />) },
      { path: '/continue-enrollment', element: page(<ContinueEnrollmentPage />) },
      { path: '/direct-continue/:id/:tab', element: page(<DirectContinuePage kind="direct-continue" />) },
      { path: '/save-cart-direct-continue/:id/:tab', element: page(<DirectContinuePage kind="save-cart" />) },
      { path: '/group-census-direct-continue/:id/:tab', element: page(<DirectContinuePage kind="group-census" />) },
      { path: '/pqs-direct-continue/:id/:tab', element: page(<DirectContinuePage kind="pqs" />) },
      { path: '/enrollment/receipt', element: page(<ReceiptPage />) },
      { path: '/:landing/enrollment/receipt', element: page(<ReceiptPage />) },
      { path: '/enrollment/:step', element: page(<WizardPage />) },
      { path: '/:landing/enrollment/:step', element: page(<WizardPage />) },
      // Spec 000 section 2's "also present": the confirmation is the receipt (its confirmation
      // number), BenAdvanceHome the store's home.
      { path: '/confirmation', element: page(<ReceiptPage />) },
      { path: '/BenAdvanceHome', element: page(<HomePage />) },
      { path: '/:landing', element: page(<LandingPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
];
