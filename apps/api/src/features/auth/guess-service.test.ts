// The guessing limit, counted in the database, with the clock passed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { Db } from '../../db/database';
import { TooManyGuesses } from '../../http/errors';
import { assertMayGuess, guessWindowMs, recordFailedGuess } from './guess-service';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 12, 0) + minutes * 60_000);

describe.each(testDatabases)('guessing limit on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  it('allows 10 failures in 10 minutes, then refuses with the time to wait', async () => {
    const guesser = { sessionId: 's1', ip: '10.0.0.1' };
    for (let i = 0; i < 10; i++) {
      await assertMayGuess(db, 'rep_code', guesser, at(i / 2));
      await recordFailedGuess(db, 'rep_code', guesser, at(i / 2));
    }
    const refusal = await assertMayGuess(db, 'rep_code', guesser, at(5)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyGuesses);
    expect(refusal).toMatchObject({ status: 429, retryAfterSeconds: 300, values: { minutes: 5 } });
    // Another kind of code is counted apart; the window slides.
    await assertMayGuess(db, 'group_code', guesser, at(5));
    await assertMayGuess(db, 'rep_code', guesser, new Date(at(0).getTime() + guessWindowMs + 1));
  });

  it('counts by client address across sessions, and by session across addresses', async () => {
    for (let i = 0; i < 10; i++)
      await recordFailedGuess(db, 'referral', { sessionId: `s-${i}`, ip: '10.0.0.2' }, at(0));
    await expect(assertMayGuess(db, 'referral', { sessionId: 'fresh', ip: '10.0.0.2' }, at(1))).rejects.toBeInstanceOf(
      TooManyGuesses,
    );
    await assertMayGuess(db, 'referral', { sessionId: 'fresh', ip: '10.0.0.3' }, at(1));
    for (let i = 0; i < 10; i++)
      await recordFailedGuess(db, 'group_code', { sessionId: 'roamer', ip: `10.1.0.${i}` }, at(0));
    await expect(
      assertMayGuess(db, 'group_code', { sessionId: 'roamer', ip: '10.9.9.9' }, at(1)),
    ).rejects.toBeInstanceOf(TooManyGuesses);
  });
});
