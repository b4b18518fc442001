// Every route of the specification; pages load lazily, one chunk per route.

import { Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './layout';

const HomePage = lazy(() => import('../features/landing/pages/home-page'));
const LandingPage = lazy(() => import('../features/landing/pages/landing-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const LandingConfigErrorPage = lazy(() => import('./landing-config-error-page'));
const StaffSignInPage = lazy(() => import('../features/auth/pages/staff-sign-in-page'));
const StaffHomePage = lazy(() => import('../features/auth/pages/staff-home-page'));

const page = (element: ReactNode) => <Suspense fallback={<Loader aria-label="Loading" m="xl" />}>{element}</Suspense>;

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(<HomePage />) },
      { path: '/404', element: page(<NotFoundPage />) },
      { path: '/landing-config-error/:enrollType', element: page(<LandingConfigErrorPage />) },
      { path: '/staff/sign-in', element: page(<StaffSignInPage />) },
      { path: '/staff', element: page(<StaffHomePage />) },
      // Built by later issues, each with its page (until then the not-found page answers):
      // entry and access: /home, /agent-home, /member-home, /group-home, /:landing/groups-home,
      //   /referrals, /external, /website, /member-benefit-store/:id/:tier
      // quoting and catalog: /plans, /:landing/plans, /new-plans, /:landing/new-plans, /new-landing,
      //   /plan/:planId/:planName, /:landing/plan/:planId/:planName, /plan/:planId, /PlanQuestionView
      // cart and quotes: /cart, /:landing/cart, /decline-reminder-email
      // members: /agent-select-member, /group-select-member
      // enrollment: /enrollment/:step, /:landing/enrollment/:step, /enrollment/receipt, /confirmation
      // resume: /continue-enrollment, /direct-continue/:id/:tab and its save-cart, group-census and pqs variants
      { path: '/:landing', element: page(<LandingPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
]);
