// HTTP edge of the member calls: a book's current members, one member's details, and who an
// enrollment is for.
import { getGroupAgentMemberInfo, getMemberInfo } from '@benefit-store/contract/landing';
import {
  getAgentMembers,
  getGroupUsers,
  membersEnrollmentsInProgress,
  membersQuotesSent,
  membersSendToClient,
} from '@benefit-store/contract/members';
import { translate } from '@benefit-store/contract/messages/translate';
import { SignInRequired } from '../../http/errors';
import { implement } from '../../http/register';
import * as audit from '../auth/audit';
import { quotesSent } from '../quotes/service';
import { sendToClient } from '../resume/handoff';
import {
  bookOfGroup,
  bookOfStaff,
  currentMembers,
  enrollmentsInProgress,
  groupAgentMemberInfo,
  memberInfoFor,
} from './service';

export const membersImplementations = [
  // The calls' rep and group scopes already refused other books (404) and storefront sessions (401).
  implement(getAgentMembers, { access: 'read' }, async ({ db, session }) => {
    if (!session.staff?.agentId) throw new SignInRequired();
    return { data: { result: await currentMembers(db, { agentId: session.staff.agentId }) } };
  }),
  implement(getGroupUsers, { access: 'read' }, async ({ db, input }) => ({
    data: { result: await currentMembers(db, await bookOfGroup(db, input.group_id)) },
  })),
  implement(membersEnrollmentsInProgress, { access: 'read' }, async ({ db, caller, session }) => {
    if (!session.staff) throw new SignInRequired();
    const result = await enrollmentsInProgress(db, session.staff);
    await audit.record(db, caller, session, { action: membersEnrollmentsInProgress.name, result: 'ok' });
    return { data: { result } };
  }),
  implement(membersQuotesSent, { access: 'read' }, async ({ db, cipher, caller, session }) => {
    if (!session.staff) throw new SignInRequired();
    // The recipient is opened for the book's owner only: the book is the signed-in party's own.
    const result = await quotesSent(db, cipher, bookOfStaff(session.staff), caller.now);
    await audit.record(db, caller, session, { action: membersQuotesSent.name, result: 'ok' });
    return { data: { result } };
  }),
  implement(
    membersSendToClient,
    { access: 'write' },
    async ({ db, cipher, caller, session, settings, enrollment, input }) => {
      // The enrollment check let in its owner's storefront session too: only its rep or group sends it.
      if (!session.staff || !enrollment) throw new SignInRequired();
      const scope = { db, cipher, caller, settings, enrollment, staff: session.staff };
      const key = await sendToClient(scope, input.channel, input.language);
      return { data: { message: translate(caller.language, key) } };
    },
  ),
  implement(getMemberInfo, { access: 'read' }, async ({ db, session, input }) => {
    // The call's member scope already asked storefront sessions to sign in.
    if (!session.staff) throw new SignInRequired();
    return { data: { result: await memberInfoFor(db, session.staff, input.user_id) } };
  }),
  implement(getGroupAgentMemberInfo, { access: 'read' }, async ({ db, caller, enrollment, input }) => ({
    data: await groupAgentMemberInfo(db, caller, enrollment, input.group_id),
  })),
];
