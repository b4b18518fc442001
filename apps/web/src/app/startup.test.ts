// Startup and route rules of spec 000 sections 2 and 4.
import { describe, expect, it } from 'vitest';
import { landedValues, repQuoteCartOf } from '../shared/session/party';
import {
  authenticatesItself,
  brandedGroupValues,
  clearsSession,
  encodedDomain,
  guardRedirect,
  homeDestination,
  keptAuthentication,
  partyFromQuery,
  partyToLoad,
  rootRedirect,
  siteOverrideOf,
  startsGroupFlow,
  startupStep,
} from './startup';

const id = 'AbCdEfGhIjKlMnOpQrStUv';
const query = (text: string) => new URLSearchParams(text);

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

describe('guardRedirect', () => {
  const nobody = { repAuthenticated: false, groupAuthenticated: false };
  const rep = { repAuthenticated: true, groupAuthenticated: false };
  const group = { repAuthenticated: false, groupAuthenticated: true };
  it.each([
    ['/maria-alvarez/plans', nobody, '/maria-alvarez'],
    ['/maria-alvarez/plan/DEN-BASIC/basic-dental', nobody, '/maria-alvarez'],
    ['/acme-logistics/groups-home', nobody, '/acme-logistics'],
    [`/agent-home`, nobody, '/'],
    ['/agent-home', group, '/'],
    // Staff pages: they ask for a staff sign-in themselves, whatever code was confirmed.
    ['/agent-select-member', nobody, null],
    ['/group-select-member', nobody, null],
    ['/group-home', nobody, '/'],
    ['/maria-alvarez/plans', rep, null],
    ['/agent-home', rep, null],
    ['/group-home', rep, null],
    ['/group-home', group, null],
    ['/acme-logistics/cart', group, null],
    // A visitor who came through a landing page keeps its prefix (spec 001 section 2); another's is guarded.
    ['/maria-alvarez/cart', { ...nobody, landing_url: 'maria-alvarez' }, null],
    ['/maria-alvarez/enrollment/personal-information', { ...nobody, landing_url: 'maria-alvarez' }, null],
    ['/james-okafor/cart', { ...nobody, landing_url: 'maria-alvarez' }, '/james-okafor'],
    // The access page itself, the plain store and the routes that authenticate themselves.
    ['/maria-alvarez', nobody, null],
    ['/', nobody, null],
    ['/plans', nobody, null],
    ['/plan/DEN-BASIC/basic-dental', nobody, null],
    ['/smarter', nobody, null],
    ['/continue-enrollment', nobody, null],
    ['/direct-continue/abc/def', nobody, null],
    ['/decline-reminder-email', nobody, null],
  ])('%s as %o -> %s', (path, session, expected) => {
    expect(guardRedirect(path, session)).toBe(expected);
  });
});

describe('keptAuthentication', () => {
  const before = { repAuthenticated: true, groupAuthenticated: true, agent_id: id, group_id: 'G' };
  it('keeps a confirmed rep and a joined group while the address names the same ones', () => {
    expect(keptAuthentication(before, { agent_id: id, group_id: 'G' })).toEqual({
      repAuthenticated: true,
      groupAuthenticated: true,
    });
  });
  it('forgets them for another rep or group, or an address that names none', () => {
    expect(keptAuthentication(before, { agent_id: 'Other', group_id: 'Other' })).toEqual({
      repAuthenticated: false,
      groupAuthenticated: false,
    });
    expect(keptAuthentication(before, {})).toEqual({ repAuthenticated: false, groupAuthenticated: false });
  });
});

describe('clearsSession', () => {
  it.each([
    ['/agent-home', true],
    ['/member-home', true],
    ['/group-home', true],
    ['/continue-enrollment', true],
    ['/direct-continue/abc/def', true],
    ['/save-cart-direct-continue/abc/def', true],
    ['/home', false],
    ['/maria-alvarez/groups-home', false],
    ['/plans', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(clearsSession(path)).toBe(expected);
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

  it('always leads to / on the branded group-flow host', () => {
    expect(homeDestination({ ...none, eprocess: 'rep' }, true)).toBe('/');
  });
});

describe('partyFromQuery', () => {
  it('loads a rep from agent_id, an applicant from uid, a group from group_id or group', () => {
    expect(partyFromQuery('/agent-home', query(`agent_id=${id}`))).toEqual({
      agent_id: id,
      open_type: 'agent',
      eprocess: 'rep',
    });
    expect(partyFromQuery('/member-home', query(`uid=${id}`))).toEqual({
      user_id: id,
      open_type: 'user',
      eprocess: 'applicant',
    });
    expect(partyFromQuery('/group-home', query(`group_id=${id}`))).toMatchObject({ group_id: id, eprocess: 'group' });
    expect(partyFromQuery('/group-home', query(`group=${id}`))).toMatchObject({ group_id: id, eprocess: 'group' });
  });

  it('lets the rep lead when a rep adds a group employee', () => {
    expect(partyFromQuery('/group-home', query(`group_id=${id}&agent_id=${id}`))).toEqual({
      group_id: id,
      agent_id: id,
      open_type: 'agent',
      eprocess: 'rep',
    });
  });

  it('ignores ids that are not ids, and group on /website (it names the branded site there)', () => {
    expect(partyFromQuery('/agent-home', query('agent_id=%3Cscript%3E'))).toEqual({});
    expect(partyFromQuery('/website', query('group=elevate'))).toEqual({});
    expect(partyFromQuery('/plans', query(''))).toEqual({});
  });
});

describe('startupStep', () => {
  it('clears on the homes, then keeps the party the address names', () => {
    expect(startupStep('/agent-home', query(`agent_id=${id}`))).toEqual({
      clear: true,
      values: { agent_id: id, open_type: 'agent', eprocess: 'rep' },
      redirect: null,
    });
  });

  it('sends /referrals without rid to /404, and keeps it with one', () => {
    expect(startupStep('/referrals', query('')).redirect).toBe('/404');
    expect(startupStep('/referrals', query(`rid=${id}`)).redirect).toBeNull();
  });
});

describe('partyToLoad', () => {
  const empty = { eprocess: null, agent_id: null, user_id: null, group_id: null } as const;
  it('loads the party of the enrollment process', () => {
    expect(partyToLoad({ ...empty, eprocess: 'rep', agent_id: 'a' })).toEqual({ kind: 'rep', id: 'a' });
    expect(partyToLoad({ ...empty, eprocess: 'applicant', user_id: 'u' })).toEqual({ kind: 'applicant', id: 'u' });
    expect(partyToLoad({ ...empty, eprocess: 'group', group_id: 'g', agent_id: 'a' })).toEqual({
      kind: 'group',
      id: 'g',
    });
    expect(partyToLoad({ ...empty, eprocess: 'rep' })).toBeNull();
    expect(partyToLoad(empty)).toBeNull();
  });
});

describe('rootRedirect', () => {
  const nobody = {
    open_type: null,
    portal_type: null,
    agent_id: null,
    group_id: null,
    repAuthenticated: false,
    groupAuthenticated: false,
  } as const;
  const agent = { ...nobody, open_type: 'agent', agent_id: id } as const;
  const group = { ...nobody, open_type: 'group', group_id: 'G' } as const;
  const maria = { type: 'agent', landing_url: 'maria-alvarez' } as const;

  it('sends the root to the landed party landing page, or to the config error without one', () => {
    expect(rootRedirect(agent, maria)).toBe('/maria-alvarez');
    expect(rootRedirect(group, { type: 'group', landing_url: null })).toBe('/landing-config-error/group');
    expect(rootRedirect(agent, { type: 'agent', landing_url: null })).toBe('/landing-config-error/agent');
  });

  it('stays when nothing is landed or the open type is another party', () => {
    expect(rootRedirect(nobody, maria)).toBeNull();
    expect(rootRedirect(group, maria)).toBeNull();
    expect(rootRedirect(agent, null)).toBeNull();
  });

  it("sends a rep-quote portal's root to the cart: the landing's when its rep confirmed the code", () => {
    const repQuote = { portal_type: 'rep-quote' } as const;
    expect(rootRedirect({ ...nobody, ...repQuote }, null)).toBe('/cart');
    expect(rootRedirect({ ...agent, ...repQuote, repAuthenticated: true }, maria)).toBe('/maria-alvarez/cart');
    expect(
      rootRedirect({ ...group, ...repQuote, groupAuthenticated: true }, { type: 'group', landing_url: 'acme' }),
    ).toBe('/acme/cart');
    // A landing whose pages the visitor may not open (no code confirmed): the plain cart.
    expect(rootRedirect({ ...agent, ...repQuote }, maria)).toBe('/cart');
    // A landed party without a landing url still has its error page; its loading is awaited.
    expect(rootRedirect({ ...agent, ...repQuote, repAuthenticated: true }, { type: 'agent', landing_url: null })).toBe(
      '/landing-config-error/agent',
    );
    expect(rootRedirect({ ...agent, ...repQuote, repAuthenticated: true }, null)).toBeNull();
  });

  it('leaves a standard portal at the root (or its landing page)', () => {
    const standard = { portal_type: 'standard' } as const;
    expect(rootRedirect({ ...nobody, ...standard }, null)).toBeNull();
    expect(rootRedirect({ ...agent, ...standard, repAuthenticated: true }, maria)).toBe('/maria-alvarez');
  });
});

describe('repQuoteCartOf', () => {
  const rep = {
    portal_type: 'rep-quote',
    agent_id: id,
    group_id: null,
    repAuthenticated: true,
    groupAuthenticated: false,
  } as const;
  const maria = { type: 'agent', id, landing_url: 'maria-alvarez' } as const;

  it("sends a rep-quote portal's landing to the landing's cart, for its own confirmed rep or joined group", () => {
    expect(repQuoteCartOf(rep, maria)).toBe('/maria-alvarez/cart');
    const joined = { ...rep, agent_id: null, group_id: 'G', repAuthenticated: false, groupAuthenticated: true };
    expect(repQuoteCartOf(joined, { type: 'group', id: 'G', landing_url: 'acme logistics' })).toBe(
      '/acme%20logistics/cart',
    );
  });

  it('leaves the landing page for another portal type, another party, or a visitor without the code', () => {
    expect(repQuoteCartOf({ ...rep, portal_type: 'standard' }, maria)).toBeNull();
    expect(repQuoteCartOf({ ...rep, portal_type: null }, maria)).toBeNull();
    expect(repQuoteCartOf({ ...rep, agent_id: 'Other' }, maria)).toBeNull();
    expect(repQuoteCartOf({ ...rep, repAuthenticated: false }, maria)).toBeNull();
    // A rep's landing needs the rep's code: a joined group is not enough.
    expect(repQuoteCartOf({ ...rep, repAuthenticated: false, groupAuthenticated: true }, maria)).toBeNull();
  });
});

describe('landing and branded host values', () => {
  it("keeps the landed rep or group; a group's own page or site joins the visitor to it", () => {
    const group = { type: 'group', agent_id: 'a', group_id: 'g', data: {} } as never;
    expect(landedValues(group)).toEqual({
      open_type: 'group',
      agent_id: 'a',
      group_id: 'g',
      eprocess: 'group',
      groupAuthenticated: true,
    });
    expect(brandedGroupValues({ gid: 'g' })).toEqual({
      group_id: 'g',
      open_type: 'group',
      eprocess: 'group',
      groupAuthenticated: true,
    });
  });

  it('starts the group flow on a group-flow site without an open type only', () => {
    expect(startsGroupFlow({ group_flow: true }, { open_type: null })).toBe(true);
    expect(startsGroupFlow({ group_flow: true }, { open_type: 'group' })).toBe(false);
    expect(startsGroupFlow({ group_flow: false }, { open_type: null })).toBe(false);
    expect(startsGroupFlow(undefined, { open_type: null })).toBe(false);
  });

  it('reads ?site= outside /external, and sends the domain in base64', () => {
    expect(siteOverrideOf('/', query('site=Elevate.localhost'))).toBe('elevate.localhost');
    expect(siteOverrideOf('/', query('site='))).toBe('');
    expect(siteOverrideOf('/', query('site=%3Cx%3E'))).toBe('');
    expect(siteOverrideOf('/', query(''))).toBeUndefined();
    expect(siteOverrideOf('/external', query('site=elevate'))).toBeUndefined();
    expect(encodedDomain('elevate.localhost')).toBe('ZWxldmF0ZS5sb2NhbGhvc3Q=');
  });
});
