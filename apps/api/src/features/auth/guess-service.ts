// Guessing limits: after 10 failed guesses in 10 minutes by one session or one client
// address, further guesses of that kind are refused with the time left to wait.
import type { Db } from '../../db/database';
import { TooManyGuesses } from '../../http/errors';
import * as guessRepo from './guess-repo';

export const guessLimit = 10;
export const guessWindowMs = 10 * 60 * 1000;

export type GuessKind = 'rep_code' | 'group_code' | 'referral' | 'resume_code' | 'otp' | 'password';

export interface Guesser {
  sessionId: string;
  ip: string;
}

const subjectsOf = (guesser: Guesser) => [`session:${guesser.sessionId}`, `ip:${guesser.ip}`];

/** Throws TooManyGuesses when this session or address used up its guesses. */
export async function assertMayGuess(db: Db, kind: GuessKind, guesser: Guesser, now: Date): Promise<void> {
  const rows = await guessRepo.countSince(db, kind, subjectsOf(guesser), new Date(now.getTime() - guessWindowMs));
  const blocked = rows.filter((row) => Number(row.failures) >= guessLimit);
  if (blocked.length === 0) return;
  const freeAt = Math.max(...blocked.map((row) => new Date(row.oldest ?? now).getTime() + guessWindowMs));
  throw new TooManyGuesses(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
}

export async function recordFailedGuess(db: Db, kind: GuessKind, guesser: Guesser, now: Date): Promise<void> {
  await guessRepo.insertFailures(db, kind, subjectsOf(guesser), now);
}
