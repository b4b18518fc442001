// The one guessing mechanism for every secret a person types (rep and group codes, referral
// ids, staff passwords, one-time passwords, resume codes): each attempt is counted and the
// limits tested in one atomic statement before the secret is checked, on the server's own
// connection, so a refusal stays counted whatever the request's transaction does. Limits and
// their reasons: docs/decisions/0007-guessing-limits.md.
import { isIPv4, isIPv6 } from 'node:net';
import type { MessageKey } from '@benefit-store/contract/messages/en';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { TooManyGuesses } from '../../http/errors';
import { CrossSiteGuess, SignInLocked } from './errors';
import * as guessRepo from './guess-repo';
import type { Session } from './session-service';

export type GuessKind =
  | 'rep_code'
  | 'group_code'
  | 'referral'
  | 'resume_code'
  | 'otp'
  | 'password'
  /** One-time passwords sent (decision 0017): counted like guesses, so several processes share the count. */
  | 'otp_send'
  | 'otp_resend'
  /** Lookups of whether an email is a member's (decision 0017): not secrets, but they tell who is a member. */
  | 'member_email'
  /** Emails sent on someone's behalf (quotes, resume codes; decision 0038): counted with their queueing. */
  | 'email_send';

/** A subject of its own with its limit, beyond a guesser's (a one-time password's 5 tries). */
export interface SubjectLimit {
  subject: string;
  attempts: number;
  windowMs: number;
}

/** Who guesses: the session and address always; the enrollment and contact a code is for, when known. */
export interface Guesser {
  sessionId: string;
  ip: string;
  enrollmentId?: number;
  /** The email or phone a code was sent to. */
  contact?: string;
}

const minute = 60 * 1000;

/** Attempts per subject and window, counted from a subject's first attempt in the window. */
export const windowLimits = {
  session: { attempts: 10, windowMs: 10 * minute },
  address: { attempts: 10, windowMs: 10 * minute },
  enrollment: { attempts: 10, windowMs: 10 * minute },
  contact: { attempts: 10, windowMs: 60 * minute },
} as const;

/** Consecutive failed sign-ins after which an account waits for a reset (NIST SP 800-63B 5.2.2). */
export const accountLockAfter = 100;

/** An account's wait after n consecutive failed sign-ins: none for the first 3, then 2^(n-4) s, at most 15 minutes. */
export const signInDelay = { freeFailures: 3, maxSeconds: 15 * 60 } as const;

/** The address a guess is counted against: an IPv4 address, or the /64 network of an IPv6 one. */
export function addressSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const full = tail === undefined ? groups(head) : [...groups(head), ...Array(missing).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const allowedFetchSites = new Set(['same-origin', 'same-site', 'none']);

/**
 * The guesser of a request. A browser names where a request comes from (`Sec-Fetch-Site`): a
 * guess sent from another site's page is refused before it is counted, so no page can spend a
 * visitor's allowance (the code checks are GETs, which any page can make a browser send).
 */
export function guesserOf(caller: Caller, session: Session, extra: Omit<Guesser, 'sessionId' | 'ip'> = {}) {
  if (caller.fetchSite !== undefined && !allowedFetchSites.has(caller.fetchSite)) throw new CrossSiteGuess();
  return { sessionId: session.id, ip: caller.ip, ...extra };
}

function subjectsOf(guesser: Guesser): SubjectLimit[] {
  return [
    { subject: `session:${guesser.sessionId}`, ...windowLimits.session },
    { subject: `address:${addressSubject(guesser.ip)}`, ...windowLimits.address },
    ...(guesser.enrollmentId === undefined
      ? []
      : [{ subject: `enrollment:${guesser.enrollmentId}`, ...windowLimits.enrollment }]),
    ...(guesser.contact === undefined
      ? []
      : [{ subject: `contact:${guesser.contact.trim().toLowerCase()}`, ...windowLimits.contact }]),
  ];
}

/** One counted attempt: give it to `refundGuess` when the secret was right. */
export interface CountedGuess {
  kind: GuessKind;
  subjects: readonly string[];
}

function outsideTransaction(db: Db) {
  // A count made in the request's transaction would vanish with its rollback, and a refusal with it.
  if (db.isTransaction) throw new Error('guesses are counted on the server connection, never in a transaction');
}

/**
 * Counts one attempt of `kind` against each subject of `guesser` and tests the limits in the
 * same statement; throws TooManyGuesses when a subject is over its limit. Check the secret only
 * after this returned.
 */
export async function countGuess(
  db: Db,
  kind: GuessKind,
  guesser: Guesser,
  now: Date,
  extra: readonly SubjectLimit[] = [],
): Promise<CountedGuess> {
  return countAttempt(db, kind, [...subjectsOf(guesser), ...extra], now);
}

/**
 * Counts one attempt of `kind` against each of `subjects` and tests their limits in the same
 * statement (`countGuess` for a guesser's subjects); throws TooManyGuesses when one is over.
 */
export async function countAttempt(
  db: Db,
  kind: GuessKind,
  subjects: readonly SubjectLimit[],
  now: Date,
): Promise<CountedGuess> {
  outsideTransaction(db);
  const rows = await guessRepo.countAttempts(db, kind, subjects, now);
  const over = rows.filter((row) => {
    const limit = subjects.find((subject) => subject.subject === row.subject);
    return limit !== undefined && row.attempts > limit.attempts;
  });
  if (over.length > 0) {
    const freeAt = Math.max(...over.map((row) => new Date(row.window_ends_at ?? now).getTime()));
    throw new TooManyGuesses(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
  return { kind, subjects: subjects.map((subject) => subject.subject) };
}

/**
 * Counts one send of `kind` against each of `subjects` in `db`, which may be the transaction that
 * queues the message (unlike a guess): a send refused, or rolled back, then counts nothing, and a
 * send counted is one that left. Parallel sends wait on the counter rows, so at most the limit pass.
 * Throws TooManyGuesses with `key` when a subject is over its limit.
 */
export async function countSend(
  db: Db,
  kind: 'email_send',
  subjects: readonly SubjectLimit[],
  now: Date,
  key: MessageKey,
): Promise<void> {
  const rows = await guessRepo.countAttempts(db, kind, subjects, now);
  const over = rows.filter((row) => {
    const limit = subjects.find((subject) => subject.subject === row.subject);
    return limit !== undefined && row.attempts > limit.attempts;
  });
  if (over.length === 0) return;
  const freeAt = Math.max(...over.map((row) => new Date(row.window_ends_at ?? now).getTime()));
  throw new TooManyGuesses(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)), key);
}

/** The secret was right: the attempt no longer counts against the allowance. */
export async function refundGuess(db: Db, guess: CountedGuess): Promise<void> {
  outsideTransaction(db);
  await guessRepo.refund(db, guess.kind, guess.subjects);
}

const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * Counts one sign-in attempt for the account of `email` (known or not, so that refusals do not
 * tell which emails exist) in one statement that also tests its delay and lock; throws
 * TooManyGuesses while the account waits, SignInLocked after 100 consecutive failures.
 */
export async function countSignIn(db: Db, email: string, now: Date): Promise<void> {
  outsideTransaction(db);
  const subject = accountSubject(email);
  const counted = await guessRepo.countConsecutive(db, 'password', subject, now, {
    lockAfter: accountLockAfter,
    ...signInDelay,
  });
  if (counted) return;
  const state = await guessRepo.findCounter(db, 'password', subject);
  if (!state || state.attempts >= accountLockAfter) throw new SignInLocked();
  const waitMs = new Date(state.blocked_until ?? now).getTime() - now.getTime();
  throw new TooManyGuesses(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** A right password: the account's consecutive failures start again from zero. */
export async function signInSucceeded(db: Db, email: string): Promise<void> {
  outsideTransaction(db);
  await guessRepo.deleteCounter(db, 'password', accountSubject(email));
}

/** An administrator's reset of an account locked by failed sign-ins. */
export async function resetSignIn(db: Db, email: string): Promise<void> {
  await signInSucceeded(db, email);
}

/** Forgets counts whose window ended by `now` (the scheduled cleanup); consecutive sign-in failures stay. */
export const forgetEndedGuesses = (db: Db, now: Date) => guessRepo.deleteEnded(db, now);
