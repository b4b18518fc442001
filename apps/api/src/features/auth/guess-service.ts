// The one guessing mechanism for every secret a person types (rep and group codes, referral
// ids, staff passwords, one-time passwords, resume codes): each attempt is counted and the
// limits tested in one atomic statement before the secret is checked, on the server's own
// connection, so a refusal stays counted whatever the request's transaction does. A person's
// subjects (an account, an enrollment, a contact) are limited per (subject, address) and only
// slowed, never stopped, across addresses, so nobody can lock another out (ASVS 2.2.1). Limits and
// their reasons: docs/decisions/0007-guessing-limits.md, amended by 0038.
import { isIPv4, isIPv6 } from 'node:net';
import type { MessageKey } from '@benefit-store/contract/messages/en';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { TooManyGuesses } from '../../http/errors';
import type { Session } from '../../http/session';
import { CrossSiteGuess } from './errors';
import * as guessRepo from './guess-repo';

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

/**
 * Attempts per subject and window, counted from a subject's first attempt in the window. An
 * enrollment's and a contact's are counted per (subject, address): another's tries spend nothing of
 * the person's own allowance.
 */
export const windowLimits = {
  session: { attempts: 10, windowMs: 10 * minute },
  address: { attempts: 10, windowMs: 10 * minute },
  enrollment: { attempts: 10, windowMs: 10 * minute },
  contact: { attempts: 10, windowMs: 60 * minute },
} as const;

/**
 * A person's subject across every address (an account, an enrollment, a contact): past 10
 * consecutive failures each attempt waits 2^(n-11) s after the one before, at most 10 s. A delay,
 * never a lock: the right answer from a new address gets through after at most 10 s (decision 0038).
 */
export const subjectDelay = { freeFailures: 10, maxSeconds: 10 } as const;

/** An account's wait, per (account, address), after n consecutive failed sign-ins from that address:
 *  none for the first 3, then 2^(n-4) s, at most 15 minutes (NIST SP 800-63B 5.2.2). Never a lock. */
export const signInDelay = { freeFailures: 3, maxSeconds: 15 * 60 } as const;

/** Consecutive failed sign-ins on an account, from every address, at which its holder is told by email (then every 100). */
export const signInWarnAt = 10;

/** Whether the holder of an account with `failures` consecutive failed sign-ins is told now. */
export const warnsHolder = (failures: number) => failures === signInWarnAt || failures % 100 === 0;

/** A person's subject as counted from one address. */
const pairOf = (subject: string, ip: string) => `${subject}|${addressSubject(ip)}`;

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

/** The person's subjects a guess names: limited per address, slowed across addresses. */
function personalSubjectsOf(guesser: Guesser): { subject: string; limit: { attempts: number; windowMs: number } }[] {
  return [
    ...(guesser.enrollmentId === undefined
      ? []
      : [{ subject: `enrollment:${guesser.enrollmentId}`, limit: windowLimits.enrollment }]),
    ...(guesser.contact === undefined
      ? []
      : [{ subject: `contact:${guesser.contact.trim().toLowerCase()}`, limit: windowLimits.contact }]),
  ];
}

function subjectsOf(guesser: Guesser): SubjectLimit[] {
  return [
    { subject: `session:${guesser.sessionId}`, ...windowLimits.session },
    { subject: `address:${addressSubject(guesser.ip)}`, ...windowLimits.address },
    ...personalSubjectsOf(guesser).map(({ subject, limit }) => ({ subject: pairOf(subject, guesser.ip), ...limit })),
  ];
}

/** One counted attempt: give it to `refundGuess` when the secret was right. */
export interface CountedGuess {
  kind: GuessKind;
  subjects: readonly string[];
  /** Subjects slowed across addresses (`subjectDelay`): a right secret starts their run again. */
  slowed?: readonly string[];
}

/**
 * Counts one attempt in `subject`'s run of consecutive failures, unless it must still wait: then
 * TooManyGuesses with the seconds left. Returns the attempts in the run, this one included.
 */
async function slowDown(
  db: Db,
  kind: GuessKind,
  subject: string,
  now: Date,
  policy: { freeFailures: number; maxSeconds: number },
): Promise<number> {
  const attempts = await guessRepo.countConsecutive(db, kind, subject, now, policy);
  if (attempts !== undefined) return attempts;
  const state = await guessRepo.findCounter(db, kind, subject);
  const waitMs = new Date(state?.blocked_until ?? now).getTime() - now.getTime();
  throw new TooManyGuesses(Math.max(1, Math.ceil(waitMs / 1000)));
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
  const counted = await countAttempt(db, kind, [...subjectsOf(guesser), ...extra], now);
  // Only attempts the address's own limits let through reach the person's shared run.
  const slowed = personalSubjectsOf(guesser).map(({ subject }) => subject);
  for (const subject of slowed) await slowDown(db, kind, subject, now, subjectDelay);
  return { ...counted, slowed };
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
  kind: 'email_send' | 'member_email',
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
  await endFailureRuns(db, guess);
}

/**
 * A right secret that still counts as a guess (a resume code used again, decision 0043): the
 * attempt stays in its windows; only the runs of consecutive failures across addresses start again.
 */
export async function endFailureRuns(db: Db, guess: CountedGuess): Promise<void> {
  outsideTransaction(db);
  for (const subject of guess.slowed ?? []) await guessRepo.deleteCounter(db, guess.kind, subject);
}

const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * Counts one sign-in attempt for the account of `email` (known or not, so that refusals do not
 * tell which emails exist): first from the caller's address, whose wait grows with its own
 * consecutive failures (`signInDelay`), then across addresses, where past 10 failures each
 * attempt waits at most 10 s (`subjectDelay`). Throws TooManyGuesses while either waits; never
 * locks. Returns the account's consecutive attempts from every address, this one included.
 */
export async function countSignIn(db: Db, email: string, ip: string, now: Date): Promise<number> {
  outsideTransaction(db);
  const subject = accountSubject(email);
  await slowDown(db, 'password', pairOf(subject, ip), now, signInDelay);
  return slowDown(db, 'password', subject, now, subjectDelay);
}

/** A right password: the account's consecutive failures, from every address, start again from zero. */
export async function signInSucceeded(db: Db, email: string): Promise<void> {
  outsideTransaction(db);
  await guessRepo.deleteCountersOf(db, 'password', accountSubject(email));
}

/** An administrator's reset of an account's waits (an account is never locked; this ends the waits). */
export async function resetSignIn(db: Db, email: string): Promise<void> {
  await signInSucceeded(db, email);
}

/** Forgets counts whose window ended by `now` (the scheduled cleanup); consecutive sign-in failures stay. */
export const forgetEndedGuesses = (db: Db, now: Date) => guessRepo.deleteEnded(db, now);
