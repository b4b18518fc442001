// The guessing mechanism, counted in the database, with the clock passed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { Db } from '../../db/database';
import { TooManyGuesses } from '../../http/errors';
import { SignInLocked } from './errors';
import {
  addressSubject,
  countGuess,
  countSignIn,
  type Guesser,
  type GuessKind,
  refundGuess,
  signInSucceeded,
  windowLimits,
} from './guess-service';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 12, 0) + minutes * 60_000);
const refusal = (attempt: Promise<unknown>) => attempt.then(() => undefined).catch((error: unknown) => error);

describe('the address a guess is counted against', () => {
  it.each([
    { ip: '203.0.113.9', want: '203.0.113.9' },
    { ip: '::ffff:203.0.113.9', want: '203.0.113.9' },
    { ip: '2001:db8:a:b:c:d:e:f', want: '2001:db8:a:b::/64' },
    { ip: '2001:db8:a:b::1', want: '2001:db8:a:b::/64' },
    { ip: '2001:0db8:000a:000b:ffff::', want: '2001:db8:a:b::/64' },
    { ip: '2001:db8::1', want: '2001:db8:0:0::/64' },
    { ip: '::1', want: '0:0:0:0::/64' },
    { ip: 'fe80::1%eth0', want: 'fe80:0:0:0::/64' },
  ])('$ip counts as $want', ({ ip, want }) => {
    expect(addressSubject(ip)).toBe(want);
  });
});

describe.each(testDatabases)('guessing limits on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  const guessWrong = (kind: GuessKind, guesser: Guesser, now: Date) => countGuess(db, kind, guesser, now);

  it('checks at most 10 of 30 parallel guesses: the count and the limit are one statement', async () => {
    let checked = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, async () => {
        await countGuess(db, 'password', { sessionId: 'parallel', ip: '10.0.0.1' }, at(0));
        checked++;
      }),
    );
    expect(checked).toBe(10);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(20);
  });

  it('allows 10 attempts in 10 minutes from the first, then refuses with the time to wait', async () => {
    const guesser = { sessionId: 's1', ip: '10.0.0.1' };
    for (let i = 0; i < 10; i++) await guessWrong('rep_code', guesser, at(i / 2));
    const refused = await refusal(guessWrong('rep_code', guesser, at(5)));
    expect(refused).toBeInstanceOf(TooManyGuesses);
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 300, values: { minutes: 5 } });
    // Another kind of code is counted apart; a new window starts when the last one ended.
    await guessWrong('group_code', guesser, at(5));
    await guessWrong('rep_code', guesser, at(10));
  });

  it('takes back an attempt whose secret was right', async () => {
    const guesser = { sessionId: 's-right', ip: '10.0.0.4' };
    for (let i = 0; i < 30; i++) await refundGuess(db, await countGuess(db, 'referral', guesser, at(0)));
    for (let i = 0; i < 10; i++) await guessWrong('referral', guesser, at(1));
    expect(await refusal(guessWrong('referral', guesser, at(1)))).toBeInstanceOf(TooManyGuesses);
  });

  it('counts by client address across sessions, and by session across addresses', async () => {
    for (let i = 0; i < 10; i++) await refusal(guessWrong('referral', { sessionId: `s-${i}`, ip: '10.0.0.2' }, at(0)));
    expect(await refusal(guessWrong('referral', { sessionId: 'fresh', ip: '10.0.0.2' }, at(1)))).toBeInstanceOf(
      TooManyGuesses,
    );
    await guessWrong('referral', { sessionId: 'fresh', ip: '10.0.0.3' }, at(1));
    for (let i = 0; i < 10; i++) await guessWrong('group_code', { sessionId: 'roamer', ip: `10.1.0.${i}` }, at(0));
    expect(await refusal(guessWrong('group_code', { sessionId: 'roamer', ip: '10.9.9.9' }, at(1)))).toBeInstanceOf(
      TooManyGuesses,
    );
  });

  it('counts by enrollment and by contact across sessions and addresses', async () => {
    const someone = (i: number) => ({ sessionId: `e-${i}`, ip: `10.2.0.${i}` });
    for (let i = 0; i < windowLimits.enrollment.attempts; i++)
      await guessWrong('resume_code', { ...someone(i), enrollmentId: 7 }, at(0));
    expect(await refusal(guessWrong('resume_code', { ...someone(99), enrollmentId: 7 }, at(1)))).toBeInstanceOf(
      TooManyGuesses,
    );
    await guessWrong('resume_code', { ...someone(99), enrollmentId: 8 }, at(1));
    for (let i = 0; i < windowLimits.contact.attempts; i++)
      await guessWrong('otp', { ...someone(i), contact: 'Ann@Example.com' }, at(0));
    const sameContact = guessWrong('otp', { ...someone(98), contact: ' ann@example.com' }, at(30));
    expect(await refusal(sameContact)).toBeInstanceOf(TooManyGuesses);
  });

  it('refuses to count inside a transaction, whose rollback would take the count with it', async () => {
    const inside = db.transaction().execute((trx) => countGuess(trx, 'otp', { sessionId: 't', ip: '10.3.0.1' }, at(0)));
    await expect(inside).rejects.toThrow(/never in a transaction/);
  });

  it('keeps an attempt counted when the request that made it rolls back its transaction', async () => {
    const guesser = { sessionId: 'rolled-back', ip: '10.4.0.1' };
    for (let i = 0; i < 10; i++) {
      // The count is made first, on the server connection (on PGlite, the only one: counting
      // inside a transaction would also wait forever for it), then the request's work fails.
      await countGuess(db, 'otp', guesser, at(0));
      const work = db.transaction().execute(async (trx) => {
        await trx.selectFrom('guess_counter').select('attempts').execute();
        throw new Error('the request failed after its guess');
      });
      await expect(work).rejects.toThrow(/request failed/);
    }
    expect(await refusal(guessWrong('otp', guesser, at(1)))).toBeInstanceOf(TooManyGuesses);
  });

  it('makes an account wait longer after each failure past the third; a success starts again', async () => {
    const email = 'waits@example.com';
    for (let i = 0; i < 4; i++) await countSignIn(db, email, at(0));
    const waiting = await refusal(countSignIn(db, email, at(0)));
    expect(waiting).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    await countSignIn(db, email, new Date(at(0).getTime() + 1000));
    expect(await refusal(countSignIn(db, email, new Date(at(0).getTime() + 2000)))).toMatchObject({
      retryAfterSeconds: 1,
    });
    await countSignIn(db, email, new Date(at(0).getTime() + 3000));
    expect(await refusal(countSignIn(db, email, new Date(at(0).getTime() + 4000)))).toMatchObject({
      retryAfterSeconds: 3,
    });
    await signInSucceeded(db, 'Waits@example.com');
    for (let i = 0; i < 4; i++) await countSignIn(db, email, at(1));
  });

  it('lets no two attempts on one account run at once past the free ones', async () => {
    const email = 'parallel@example.com';
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => countSignIn(db, email, at(0))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
  });

  it('locks an account after 100 consecutive failures, whatever the wait', async () => {
    const email = 'locked@example.com';
    for (let i = 0; i < 100; i++) await countSignIn(db, email, at(i * 20));
    expect(await refusal(countSignIn(db, email, at(100 * 20 + 60 * 24 * 365)))).toBeInstanceOf(SignInLocked);
  });
});
