// The guessing mechanism, counted in the database, with the clock passed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { Db } from '../../db/database';
import { TooManyGuesses } from '../../http/errors';
import {
  addressSubject,
  countGuess,
  countSignIn,
  type Guesser,
  type GuessKind,
  refundGuess,
  signInSucceeded,
  subjectDelay,
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

  it("counts an enrollment's and a contact's guesses per address: one address's tries spend no other's", async () => {
    const attacker = (i: number) => ({ sessionId: `e-attacker-${i}`, ip: '10.2.0.1' });
    for (let i = 0; i < windowLimits.enrollment.attempts; i++)
      await guessWrong('resume_code', { ...attacker(i), enrollmentId: 7, contact: 'Ann@Example.com' }, at(0));
    // The attacker's address is spent for this enrollment and contact (and for everything, by its own limit)...
    const again = guessWrong('resume_code', { ...attacker(99), enrollmentId: 7, contact: 'ann@example.com' }, at(1));
    expect(await refusal(again)).toBeInstanceOf(TooManyGuesses);
    // ...the person's own address is not: its answer is checked.
    const person = { sessionId: 'e-person', ip: '10.2.1.1', enrollmentId: 7, contact: ' ann@example.com' };
    expect(await refusal(guessWrong('resume_code', person, at(1)))).toBeUndefined();
  });

  it('only slows, never stops, a subject guessed from many addresses; a right answer starts its run again', async () => {
    const from = (i: number) => ({
      sessionId: `d-${i}`,
      ip: `10.6.${Math.floor(i / 200)}.${i % 200}`,
      contact: 'bo@example.com',
    });
    // 100 wrong tries from 100 addresses, each after the wait the one before set.
    let minute = 0;
    for (let i = 0; i < 100; i++) {
      const refused = await refusal(guessWrong('resume_code', from(i), at(minute)));
      expect(refused, `try ${i}`).toBeUndefined();
      minute += 1;
    }
    // Right after a try, a new address waits at most subjectDelay.maxSeconds, then is checked.
    const waited = await refusal(guessWrong('resume_code', from(500), at(minute - 1)));
    if (!(waited instanceof TooManyGuesses)) throw new Error('a new address right after a try should wait');
    expect(waited.retryAfterSeconds).toBeLessThanOrEqual(subjectDelay.maxSeconds);
    const right = await countGuess(db, 'resume_code', from(501), new Date(at(minute - 1).getTime() + 10_000));
    await refundGuess(db, right);
    // The run starts again: the next tries from new addresses wait for nothing.
    for (let i = 600; i < 605; i++)
      expect(
        await refusal(guessWrong('resume_code', from(i), new Date(at(minute - 1).getTime() + 10_000))),
      ).toBeUndefined();
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
    const ip = '10.5.0.1';
    for (let i = 0; i < 4; i++) await countSignIn(db, email, ip, at(0));
    const waiting = await refusal(countSignIn(db, email, ip, at(0)));
    expect(waiting).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    await countSignIn(db, email, ip, new Date(at(0).getTime() + 1000));
    expect(await refusal(countSignIn(db, email, ip, new Date(at(0).getTime() + 2000)))).toMatchObject({
      retryAfterSeconds: 1,
    });
    await countSignIn(db, email, ip, new Date(at(0).getTime() + 3000));
    expect(await refusal(countSignIn(db, email, ip, new Date(at(0).getTime() + 4000)))).toMatchObject({
      retryAfterSeconds: 3,
    });
    await signInSucceeded(db, 'Waits@example.com');
    for (let i = 0; i < 4; i++) await countSignIn(db, email, ip, at(1));
  });

  it('lets no two attempts on one account run at once past the free ones', async () => {
    const email = 'parallel@example.com';
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => countSignIn(db, email, '10.5.0.2', at(0))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
  });

  it('never locks an account: after 100 failures from one address, another address waits at most seconds', async () => {
    const email = 'not-locked@example.com';
    for (let i = 0; i < 100; i++) await countSignIn(db, email, '10.5.0.3', at(i * 20));
    const next = at(99 * 20 + 1);
    // The guessing address waits its long wait...
    expect(await refusal(countSignIn(db, email, '10.5.0.3', next))).toBeInstanceOf(TooManyGuesses);
    // ...the owner's does not: at most the short delay, and never a lock, however long afterwards.
    const owner = await refusal(countSignIn(db, email, '10.5.9.9', next));
    if (owner instanceof TooManyGuesses) expect(owner.retryAfterSeconds).toBeLessThanOrEqual(subjectDelay.maxSeconds);
    else expect(owner).toBeUndefined();
    expect(await refusal(countSignIn(db, email, '10.5.9.8', at(100 * 20 + 60 * 24 * 365)))).toBeUndefined();
  });
});
