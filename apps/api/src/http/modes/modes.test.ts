// One access mode per call, named by the call: what the session is opened with follows from the
// mode, and a mode that does not fit its call is refused when the app is built.
import { checkAlreadyInCart } from '@benefit-store/contract/cart';
import { getStates } from '@benefit-store/contract/enrollment';
import { describe, expect, it } from 'vitest';
import { checkMode, openingOf } from './modes';

describe('the access modes', () => {
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

  it('lets a call taking both a query and a body be a read that keeps nothing, never a write', () => {
    expect(() => checkMode(checkAlreadyInCart, { access: 'read' })).not.toThrow();
    expect(() => checkMode(checkAlreadyInCart, { access: 'read', keep: () => '' })).toThrow(/keeps its answer/);
    expect(() => checkMode(checkAlreadyInCart, { access: 'write' })).toThrow(/takes a body/);
    expect(() => checkMode(getStates, { access: 'read', keep: () => '' })).not.toThrow();
  });
});
