// The `page` mode: a render gets the server's handle, never the enrollment's lock, too slow to
// hold it (decision 0012).
import { savePersonalInfo } from '@benefit-store/contract/enrollment-personal';
import { describe, expect, it } from 'vitest';
import { checkedOf, serverWithoutLock } from '../../../test/mode-checked';
import { runPage } from './page';

describe('the page mode', () => {
  it("runs the handler on the server's handle, without the enrollment's lock", async () => {
    const { db, server } = serverWithoutLock();
    const answer = await runPage(checkedOf(savePersonalInfo, server, { id: 1, public_id: 'e' }), async (ctx) => {
      expect(ctx.db).toBe(db);
      return { data: {} };
    });
    expect(answer).toEqual({ data: {} });
  });
});
