// The `guess` mode: the handler gets the server's handle, never the enrollment's lock, so a guess
// it counts outlives every transaction (decision 0007).
import { savePersonalInfo } from '@benefit-store/contract/enrollment-personal';
import { describe, expect, it } from 'vitest';
import { checkedOf, serverWithoutLock } from '../../../test/mode-checked';
import { runGuess } from './guess';

describe('the guess mode', () => {
  it("runs the handler on the server's handle, without the enrollment's lock", async () => {
    const { db, server } = serverWithoutLock();
    const answer = await runGuess(checkedOf(savePersonalInfo, server, { id: 1, public_id: 'e' }), async (ctx) => {
      expect(ctx.db).toBe(db);
      return { data: {} };
    });
    expect(answer).toEqual({ data: {} });
  });
});
