// Answers shaped like the contract's data schemas, for the screens' tests.
import type { SiteInfo } from '@benefit-store/contract/landing-entities';

/** The site serving the store (get-default-info). */
export const site: SiteInfo = {
  site_id: 'SiteAAAAAAAAAAAAAAAAAA',
  site_name: 'Benefit Store',
  site_domain: 'localhost',
  is_default: true,
  display_email: 'help@example.com',
  display_phone: '8005550100',
  tagline: '',
  logo: '',
  banner: '',
  copyright: '',
  primary_color: '#1864ab',
  secondary_color: '#0b7285',
  group_flow: false,
};

export const household = {
  zip: '75201',
  dob: '07/04/1980',
  state: 'TX',
  tier: 'IS',
  gender: 1,
  is_smoker: 0,
  annual_incode: null,
  working_hours: null,
  user_id: null,
  spouse_dop: '01/02/1981',
  child_num: null,
  eprocess: null,
  agent_id: null,
  group_id: null,
  platform_group_id: null,
  open_type: null,
  type: 'new-user',
};

export const summary = (plan_id: string, plan_name: string, extra: Record<string, unknown> = {}) => ({
  plan_id,
  plan_name,
  plan_logo: '',
  plan_short_text: `<p>${plan_name} covers the essentials.</p>`,
  callout_text: '',
  tier_price: [
    { tier: 'IO', price_male_nons: '20.00' },
    { tier: 'IS', price_male_nons: '0.00' },
  ],
  is_in_cart: false,
  hide_add_to_cart: false,
  bundle_plan_count: 0,
  is_prudential_plan: false,
  is_premier_plan: false,
  membership_plan_id: null,
  plan_category: 'dental',
  plan_type: '',
  carrier_name: '',
  network: null,
  is_featured: false,
  price: null,
  pricing_error: null,
  needs_answers: false,
  facts: null,
  ...extra,
});

export const priced = (plan_id: string, plan_pricing_id: string, price = '31.20') => ({
  plan_id,
  plan_pricing_id,
  plan_name: `Option ${plan_pricing_id}`,
  price,
  tier: 'IS',
  is_in_cart: false,
});

export const planDetail = (extra: Record<string, unknown> = {}) => ({
  plan_id: 'P1',
  plan_name: 'Dental Plus',
  plan_logo: '',
  plan_category: 'dental',
  is_prudential_plan: false,
  is_premier_plan: false,
  membership_plan_id: null,
  body_text: '<p>Two cleanings a year.</p>',
  header_text: '<p>Smile more.</p>',
  blueBarText: '',
  association_text: '',
  exclusions_text_name: 'Exclusions and limitations',
  exclusions_text: '<ul><li>Cosmetic work</li></ul>',
  example_text_name: 'Example',
  example_text: '<p>A filling costs $20.</p>',
  faq_text_name: 'FAQ',
  faq_text: '<p>Can I see any dentist? Yes.</p>',
  includes_admin_fee: false,
  special_fee_text: '',
  ...extra,
});
