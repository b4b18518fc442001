// Staff sign-in: a rep or group administrator proves a password, gets a new session (a new
// id: whatever the old cookie was, it opens nothing now), and the attempt is audited.
// Failures count as guesses, limited per session and per address like access codes.
import type { FastifyRequest } from 'fastify';
import { InvalidCredentials } from '../../http/errors';
import * as audit from './audit';
import { assertMayGuess, recordFailedGuess } from './guess-service';
import { absentAccountHash, verifyPassword } from './password';
import { createStaffSession, revokeSession, type Session } from './session-service';
import * as staffRepo from './staff-repo';

export async function signIn(req: FastifyRequest, session: Session, email: string, password: string) {
  const { db } = req.server;
  const now = req.server.now();
  const guesser = { sessionId: session.id, ip: req.ip };
  await assertMayGuess(db, 'password', guesser, now);
  const account = await staffRepo.findByEmail(db, email);
  const valid = await verifyPassword(password, account?.password_hash ?? (await absentAccountHash()));
  if (!account || !valid) {
    await recordFailedGuess(db, 'password', guesser, now);
    await audit.record(db, req, session, {
      action: 'authSignIn',
      ...(account ? { actor: { role: account.role, accountId: account.id } } : {}),
      result: 'refused',
    });
    throw new InvalidCredentials();
  }
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
  await audit.record(db, req, created.session, { action: 'authSignIn', result: 'ok' });
  return created;
}
