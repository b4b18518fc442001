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
});
