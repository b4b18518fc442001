// One access mode per call: a call given none runs as a read on GET and as a write on a body, and
// what the session is opened with follows from the mode.
import { checkAlreadyInCart } from '@benefit-store/contract/cart';
import { getStates } from '@benefit-store/contract/enrollment';
import { describe, expect, it } from 'vitest';
import { checkMode, modeOf, openingOf } from './modes';

describe('the access modes', () => {
  it("gives a call without a mode one by the request's method", () => {
    expect(modeOf(undefined, 'GET')).toEqual({ access: 'read' });
    expect(modeOf(undefined, 'POST')).toEqual({ access: 'write' });
    expect(modeOf({ access: 'guess' }, 'POST')).toEqual({ access: 'guess' });
  });

  it("opens the session with the enrollment's snapshot unless the mode reads its ids alone", () => {
    expect(openingOf({ access: 'write' })).toEqual({ snapshot: true, catalogStamp: false });
    expect(openingOf({ access: 'read', enrollment: 'ids' })).toEqual({ snapshot: false, catalogStamp: false });
    expect(openingOf({ access: 'read', session: 'with-catalog-stamp' })).toEqual({
      snapshot: true,
      catalogStamp: true,
    });
    const reads = { withoutLock: async () => undefined, underLock: async () => ({}) };
    expect(openingOf({ access: 'step-save', step: 'contact_info', reads })).toEqual({
      snapshot: false,
      catalogStamp: false,
    });
  });

  it('lets a call taking both a query and a body go without a mode, and no explicit read or write', () => {
    expect(() => checkMode(checkAlreadyInCart, undefined)).not.toThrow();
    expect(() => checkMode(checkAlreadyInCart, { access: 'read' })).toThrow();
    expect(() => checkMode(checkAlreadyInCart, { access: 'write' })).toThrow();
    expect(() => checkMode(getStates, { access: 'read', keep: () => '' })).not.toThrow();
  });
});
