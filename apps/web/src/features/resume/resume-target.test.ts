import { describe, expect, it } from 'vitest';
import { type Resumed, resumeDestination, sessionOfResumed } from './resume-target';

const others: Resumed['others'] = {
  group_id: null,
  platform_group_id: null,
  platform_type: null,
  agent_id: 'agent-1',
  open_type: 'agent',
  eprocess: 'rep',
  effective_date: null,
  type: 'new-user',
  landing_url: 'maria-alvarez',
};

describe('where a resumed enrollment opens', () => {
  it("opens a cart saved under a landing page on that landing's cart (spec 001 section 2), a step by its short name", () => {
    const resumed = { enrollment_id: 'e', others };
    expect(resumeDestination({ ...resumed, saved_tab: 'cart_info' })).toBe('/maria-alvarez/cart');
    expect(resumeDestination({ ...resumed, saved_tab: 'contact_info' })).toBe('/enrollment/contact-info');
    expect(resumeDestination({ ...resumed, saved_tab: 'aggrement_info' })).toBe('/enrollment/agreement-signature');
  });

  it('keeps the short paths without a landing page', () => {
    const plain = { ...others, agent_id: null, open_type: null, eprocess: 'applicant' as const, landing_url: null };
    expect(resumeDestination({ enrollment_id: 'e', saved_tab: 'cart_info', others: plain })).toBe('/cart');
    expect(resumeDestination({ enrollment_id: 'e', saved_tab: 'benificiary_info', others: plain })).toBe(
      '/enrollment/beneficiary-info',
    );
  });

  it('sends a rep without a landing page to the configuration error', () => {
    const missing = { ...others, landing_url: null };
    expect(resumeDestination({ enrollment_id: 'e', saved_tab: 'cart_info', others: missing })).toBe(
      '/landing-config-error/agent',
    );
  });
});

describe('what the browser keeps of a resumed enrollment', () => {
  it('keeps the landing page it was saved under, so its pages open', () => {
    expect(sessionOfResumed({ enrollment_id: 'e', saved_tab: 'cart_info', others })).toMatchObject({
      tempId: 'e',
      landing_url: 'maria-alvarez',
    });
  });
});
