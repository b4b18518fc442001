// Who may name a rep, a group, a member or a policy in a call that reads their private
// data (the call's declared scopes): only a signed-in rep or group administrator, and for
// a rep or a group only the one whose book it is. Storefront sessions are asked to sign
// in; staff outside the book are told it does not exist. Each staff access is audited.
import type { CallDef } from '@benefit-store/contract/define';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { NotFound, SignInRequired } from '../../http/errors';
import type { Session, Staff } from '../../http/session';
import * as audit from './audit';
import { agentOfGroup } from './staff-repo';

const textField = (input: object, name: string): string | undefined => {
  const value = (input as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

async function mayOpenGroup(db: Db, staff: Staff, groupId: string) {
  if (staff.role === 'group_admin') return staff.groupPublicId === groupId;
  return staff.agentId !== null && (await agentOfGroup(db, groupId)) === staff.agentId;
}

/** Checks the scoped identifiers `input` names; throws the refusal when one is not the session's. */
export async function requireScopes(db: Db, caller: Caller, call: CallDef, input: object, session: Session) {
  const scopes = call.scopes ?? [];
  const named = {
    rep: scopes.includes('rep') ? textField(input, 'agent_id') : undefined,
    group: scopes.includes('group') ? textField(input, 'group_id') : undefined,
    member: scopes.includes('member') ? textField(input, 'user_id') : undefined,
    policy: scopes.includes('policy') ? textField(input, 'policy_id') : undefined,
  };
  const subject =
    (named.member && { kind: 'member' as const, id: named.member }) ||
    (named.policy && { kind: 'policy' as const, id: named.policy }) ||
    (named.rep && { kind: 'agent' as const, id: named.rep }) ||
    (named.group && { kind: 'group' as const, id: named.group });
  if (!subject) return;
  const staff = session.staff;
  if (!staff) throw new SignInRequired();
  // Members and policies are matched to the book where they are read (members feature).
  const allowed =
    (named.rep === undefined || named.rep === staff.agentPublicId) &&
    (named.group === undefined || (await mayOpenGroup(db, staff, named.group)));
  await audit.record(db, caller, session, {
    action: call.name,
    subject,
    result: allowed ? 'ok' : 'refused',
  });
  if (!allowed) throw new NotFound();
}
