// Route rules of spec 000 section 2.
import { describe, expect, it } from 'vitest';
import { authenticatesItself, homeDestination } from './route-rules';

describe('authenticatesItself', () => {
  it.each([
    ['/continue-enrollment', true],
    ['/direct-continue/abc/def', true],
    ['/pqs-direct-continue/abc/def', true],
    ['/decline-reminder-email', true],
    ['/smarter/x', true],
    ['/plans', false],
    ['/', false],
    ['/maria-alvarez/cart', false],
  ])('%s -> %s', (path, expected) => {
    expect(authenticatesItself(path)).toBe(expected);
  });
});

describe('homeDestination', () => {
  const none = { referral: null, open_type: null, eprocess: null } as const;
  it('prefers the referral page, then / with an open type, then the home of the process', () => {
    expect(homeDestination({ ...none, referral: { id: 'r 1', valid: true, referrer: null }, eprocess: 'rep' })).toBe(
      '/referrals?rid=r%201',
    );
    expect(homeDestination({ ...none, open_type: 'group', eprocess: 'rep' })).toBe('/');
    expect(homeDestination({ ...none, eprocess: 'rep' })).toBe('/agent-home');
    expect(homeDestination({ ...none, eprocess: 'applicant' })).toBe('/member-home');
    expect(homeDestination({ ...none, eprocess: 'group' })).toBe('/group-home');
    expect(homeDestination(none)).toBe('/');
  });
});
