// The `read` mode: the handler's answer, or, when the call keeps it, the bytes kept under its key
// (the call's name, the caller's language and what the call's key names), sent as they are.
import { getStates } from '@benefit-store/contract/enrollment';
import { savePersonalInfo } from '@benefit-store/contract/enrollment-personal';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkedOf } from '../../../test/mode-checked';
import type { KeptAnswers } from '../kept-answers';
import { checkRead, runRead } from './read';

/** Kept answers that remember the keys asked and the bytes sent. */
function keptAnswersSeen() {
  const seen = { keys: [] as string[], sent: [] as string[] };
  const keptAnswers = {
    answer: async (key: string, make: () => Promise<string>) => {
      seen.keys.push(key);
      return make();
    },
    send: async (_req: unknown, _reply: unknown, kept: string) => void seen.sent.push(kept),
  } as unknown as KeptAnswers;
  return { seen, server: { keptAnswers } as Partial<FastifyInstance> };
}

describe('the read mode', () => {
  const states = { data: { result: [] } };

  it("answers the handler's answer when the call keeps none", async () => {
    const { seen, server } = keptAnswersSeen();
    const answer = await runRead(checkedOf(getStates, server, undefined), async () => states, { access: 'read' });
    expect(answer).toEqual(states);
    expect(seen.keys).toEqual([]);
  });

  it('sends the bytes kept under the call, the language and the key, and answers nothing more', async () => {
    const { seen, server } = keptAnswersSeen();
    const answer = await runRead(checkedOf(getStates, server, undefined), async () => states, {
      access: 'read',
      keep: () => 'the key',
    });
    expect(answer).toBeUndefined();
    expect(seen.keys).toEqual(['getStates\nen\nthe key']);
    expect(seen.sent).toEqual([JSON.stringify(states.data)]);
  });

  it('answers as not kept when the key is undefined', async () => {
    const { seen, server } = keptAnswersSeen();
    const keep = () => undefined;
    expect(
      await runRead(checkedOf(getStates, server, undefined), async () => states, { access: 'read', keep }),
    ).toEqual(states);
    expect(seen.keys).toEqual([]);
  });

  it('keeps no answer of a call that takes a body: refused when the app is built', () => {
    expect(() => checkRead(savePersonalInfo, { access: 'read', keep: () => '' })).toThrow(/keeps its answer/);
    expect(() => checkRead(getStates, { access: 'read', keep: () => '' })).not.toThrow();
  });
});
