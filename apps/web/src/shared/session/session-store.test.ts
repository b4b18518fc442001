// The session values persist in browser storage and clear as a whole.
import { describe, expect, it } from 'vitest';
import { emptySession, sessionStorageKey, useSession } from './session-store';

describe('session store', () => {
  it('persists values and clears them all', () => {
    useSession.getState().set({ agent_id: 'A1', eprocess: 'rep', cartCount: 2 });
    expect(localStorage.getItem(sessionStorageKey)).toContain('"agent_id":"A1"');
    useSession.getState().clear();
    const { set, clear, ...values } = useSession.getState();
    expect(values).toEqual(emptySession);
    expect(localStorage.getItem(sessionStorageKey)).toContain('"agent_id":null');
  });

  it("keeps a portal's type only with its portal: a portal stored without its type forgets the old one", () => {
    useSession.getState().set({ portal_id: 'P1', portal_type: 'rep-quote' });
    useSession.getState().set({ tempId: 'TEMP1' });
    expect(useSession.getState().portal_type).toBe('rep-quote');
    useSession.getState().set({ portal_id: 'P2' });
    expect(useSession.getState()).toMatchObject({ portal_id: 'P2', portal_type: null });
    useSession.getState().clear();
  });

  it('stays the same state when a change changes nothing, or storage holds nothing', async () => {
    const before = useSession.getState();
    useSession.getState().set({ agent_id: null, categoryOrder: [], referral: null });
    useSession.getState().clear();
    await useSession.persist.rehydrate();
    // Every screen reading the store would draw again (a drawn page would hydrate at once).
    expect(useSession.getState()).toBe(before);
    useSession.getState().set({ categoryOrder: ['dental'] });
    expect(useSession.getState()).not.toBe(before);
  });

  it('drops a store of the version that kept the household zip and birth date', async () => {
    const old = { tempId: 'TEMP1', added_filter: { zip: '75201', dob: '07/04/1980' } };
    localStorage.setItem(sessionStorageKey, JSON.stringify({ state: old, version: 0 }));
    await useSession.persist.rehydrate();
    expect(useSession.getState()).not.toHaveProperty('added_filter');
    expect(localStorage.getItem(sessionStorageKey)).not.toMatch(/75201|1980/);
  });
});
