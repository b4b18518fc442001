// Staff sign-in: a rep or group administrator proves a password, gets a new session (a new
// id: whatever the old cookie was, it opens nothing now), and the attempt is audited. Each
// attempt is counted before the password is checked, per session and address like every
// guess, and per account: from each address a wait that grows with that address's failures, across
// addresses a short one, never a lock; the holder is told by email when many failed (decision
// 0038). Accounts are disabled, never deleted.
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { InvalidCredentials } from '../../http/errors';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import * as audit from './audit';
import { countGuess, countSignIn, guesserOf, refundGuess, signInSucceeded, warnsHolder } from './guess-service';
import { absentAccountHash, hashPassword, needsRehash, verifyPassword } from './password';
import { createStaffSession, revokeSession } from './session-service';
import * as staffRepo from './staff-repo';

/**
 * Tells an account's holder, by email, that many sign-ins to it failed: messaging's (the outbox),
 * given by the composition root, since auth sits below every feature.
 */
export type WarnHolder = (
  db: Db,
  cipher: FieldCipher,
  warning: { to: string; name: string; failures: number },
) => Promise<void>;

export async function signIn(
  db: Db,
  cipher: FieldCipher,
  caller: Caller,
  session: Session,
  email: string,
  password: string,
  warnHolder: WarnHolder,
) {
  const { now } = caller;
  const guess = await countGuess(db, 'password', guesserOf(caller, session), now);
  const failures = await countSignIn(db, email, caller.ip, now);
  const account = await staffRepo.findByEmail(db, email);
  const valid = await verifyPassword(password, account?.password_hash ?? (await absentAccountHash()));
  if (!account || !valid) {
    // The holder hears of it, in the store's words only (nothing the guesser typed).
    if (account && warnsHolder(failures))
      await warnHolder(db, cipher, { to: email.toLowerCase(), name: account.display_name, failures });
    await audit.record(db, caller, session, {
      action: 'authSignIn',
      ...(account ? { actor: { role: account.role, accountId: account.id } } : {}),
      result: 'refused',
    });
    throw new InvalidCredentials();
  }
  // The failures before a right password were the owner's own typos: the count starts again.
  await refundGuess(db, guess);
  await signInSucceeded(db, email);
  if (needsRehash(account.password_hash)) await staffRepo.setPasswordHash(db, account.id, await hashPassword(password));
  const staff = {
    accountId: account.id,
    role: account.role,
    name: account.display_name,
    agentId: account.agent_id,
    groupId: account.employer_group_id,
    agentPublicId: account.agent_public_id,
    groupPublicId: account.group_public_id,
  };
  await revokeSession(db, session, now);
  const created = await createStaffSession(db, staff, now);
  await audit.record(db, caller, created.session, { action: 'authSignIn', result: 'ok' });
  return created;
}

/** Disables an account for good and ends its sessions; its audit trail stays attributed to it. */
export async function disableStaffAccount(db: Db, accountId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await staffRepo.disable(trx, accountId, now);
    await staffRepo.revokeSessionsOf(trx, accountId, now);
  });
}
