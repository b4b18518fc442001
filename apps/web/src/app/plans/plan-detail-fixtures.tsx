// The plan detail page's tests' fake API, plan and portal, the page rendered at its routes, and
// the session each test starts with: shared by the plan-detail-*.test.tsx files.
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { failure, fakeApi, type Handler, ok, renderAt } from '../../test-app';
import { household, planDetail, priced } from '../../test-data';
import PlanDetailPage from './plan-detail-page';

export const portal = {
  platform_group_id: 'PORTAL2',
  platform_name: 'Small Business',
  platform_code: 'SMBIZ',
  platform_type: 'standard',
} as const;
export const pricingOk = () =>
  ok({ pid: 'P1', ppid: 'PP1', selected_plan: priced('P1', 'PP1'), plans: [priced('P1', 'PP1')] });
export const pricingError = (errorCode: string, message: string, pid = 'P1') =>
  failure(422, message, { errorCode, data: { pid, ppid: null } });

export const question = {
  question_id: '21',
  question_text: 'Any surgery planned?',
  question_sub_type: 'text_field',
  options: [],
  require_detail: false,
};

export const api = (extra: Record<string, Handler> = {}) =>
  fakeApi({
    'get-plan-detail': () => ok({ result: planDetail() }),
    'get-enrollment-temp-info': () => ok({ result: household }),
    'get-plan-pricing-detail': pricingOk,
    'get-questions': () => ok({ result: [] }),
    'check-already-answered': () => ok({ status: true }),
    'get-aflac-questions': () => ok({ result: [], answered: false }),
    'check-disability-plan': () => ok({ status: false }),
    'get-related-plans': () =>
      ok({
        result: [{ plan_id: 'V1', plan_pricing_id: 'VP1', plan_name: 'Vision Care', price: '9.00', plan_logo: '' }],
      }),
    'add-plan-to-cart': () => ok({ cart_count: 1 }),
    'check-already-in-cart': () => ok({ status: false }),
    ...extra,
  });

export const renderPage = (path = '/plan/P1/dental-plus') =>
  renderAt(path, [
    { path: '/plan/:planId/:planName', element: <PlanDetailPage /> },
    { path: '/:landing/plan/:planId/:planName', element: <PlanDetailPage /> },
  ]);

export const optionsSection = async () => {
  const heading = await screen.findByRole('heading', { name: i18n.t('plans.options') });
  const section = heading.closest('section');
  if (!section) throw new Error('no options section');
  return section;
};

/** Each test starts in an enrollment of its own... */
export const startEnrollment = () => useSession.setState({ tempId: 'TEMP1' });
/** ...and leaves neither a stubbed global nor a session behind. */
export const endEnrollment = () => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
};
