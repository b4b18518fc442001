// The review step's tests' enrollment: its tabs, its saved answers, its cart, the fake API that
// answers them in the reader's language, and the step rendered at its route.
import { vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { fakeApi, ok, renderAt } from '../../../test-app';
import { ReviewStep } from './review-step';

export const enrollmentId = 'TEMP1234567890abcdefgh';
export const required = ['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'review_info'];
export const tabs = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'review_info',
  'agreement_info',
  'billing_info',
].map((tab_name, order) => ({ tab_name, order, required: required.includes(tab_name) }));

export const saved: Record<string, unknown> = {
  primary_info: { first_name: 'Ana', last_name: 'Ruiz', gender: 1, marital_status: 1, ssn: '***-**-4387' },
  contact_info: { email_address: 'ana@example.com', city: 'Dallas', state: 'TX', with_validation: 1 },
  employer_info: { name: 'Acme Logistics', holiday_policy: { Standard_6: 1, Birthday: 0 } },
  benificiary_info: { beneficiaries: [{ first_name: 'Leo', last_name: 'Ruiz', beneficiary_percentage: 100 }] },
  effective_date: '2026-12-01',
};

const cart = (signature: { has_already_signed: boolean; signature_required: boolean }) => ({
  result: [
    {
      plan_id: 'DEN-PLUS',
      plan_pricing_id: 'DEN-PLUS_IO',
      plan_name: 'Brightsmile Dental Plus',
      plan_logo: '',
      price: '32.10',
      removable: 1,
      line_type: 'plan',
      premium: '32.10',
      administrative_fee: '0.00',
      kept_by: [],
    },
  ],
  initial_month_cost: '32.10',
  recurring_month_cost: '32.10',
  special_message: '',
  has_l713: false,
  l713_net_price: '0.00',
  quote_name: '',
  effective_date: '2026-12-01',
  total_cost: '385.20',
  total_months: 12,
  breakdown: { premiums: '32.10', membership_fees: '0.00', administrative_fees: '0.00' },
  admin_fee_notice: false,
  optional_life_notice: false,
  ...signature,
});

let language: 'en' | 'es' = 'en';

/** The reader's language: the page's words and the option lists the fake API answers. */
export async function speak(spoken: 'en' | 'es') {
  await i18n.changeLanguage(spoken);
  language = spoken;
}
let lastFetch: ReturnType<typeof fakeApi>;
export const fetchOf = () => lastFetch;
export const contactSaved = saved.contact_info as Record<string, unknown>;

export function givenApi(
  complete: () => Response = () => ok({ policy_id: 'BS-7K4M-Q2XD-9HTR-WC3P' }),
  signature = { has_already_signed: false, signature_required: false },
  {
    shownTabs = tabs,
    answers = saved,
    staff = false,
  }: { shownTabs?: typeof tabs; answers?: Record<string, unknown>; staff?: boolean } = {},
) {
  lastFetch = fakeApi({
    'auth/session': () =>
      ok({
        signed_in: staff,
        ...(staff ? { role: 'rep', name: 'Maria Alvarez', agent_id: 'AgentAAAAAAAAAAAAAAAAA' } : {}),
        idle_expires_at: '2026-11-24T18:00:00.000Z',
        expires_at: '2026-11-24T20:00:00.000Z',
      }),
    'get-dynamic-tabs': () => ok({ result: shownTabs }),
    'get-enrollment-temp-info': (url) => ok({ result: answers[url.searchParams.get('column') ?? ''] ?? null }),
    'get-plan-cart': () => ok(cart(signature)),
    'get-cart-plan-info': () => ok({ is_IHA: false, has_spouse: false }),
    'save-review-info': complete,
    'save-screenshot': () => ok({}),
    'get-holiday-policy': () =>
      ok({
        result: [
          { value: 'Standard_6', label: language === 'es' ? 'Estándar (6 días)' : 'Standard (6 days)' },
          { value: 'Birthday', label: language === 'es' ? 'Cumpleaños' : 'Birthday' },
        ],
      }),
  });
  return lastFetch;
}

export const renderStep = () =>
  renderAt('/enrollment/review-confirm', [
    {
      path: '/enrollment/review-confirm',
      element: <ReviewStep enrollmentId={enrollmentId} onBack={vi.fn()} onDone={vi.fn()} registerForm={vi.fn()} />,
    },
  ]);
