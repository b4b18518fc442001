// HTTP edge of the member calls of entry: one member's details, and who an enrollment is for.
import { getGroupAgentMemberInfo, getMemberInfo } from '@benefit-store/contract/landing';
import { SignInRequired } from '../../http/errors';
import { implement } from '../../http/register';
import { groupAgentMemberInfo, memberInfoFor } from './service';

export const membersImplementations = [
  implement(getMemberInfo, async ({ db, session, input }) => {
    // The call's member scope already asked storefront sessions to sign in.
    if (!session.staff) throw new SignInRequired();
    return { data: { result: await memberInfoFor(db, session.staff, input.user_id) } };
  }),
  implement(getGroupAgentMemberInfo, async ({ db, caller, enrollment, input }) => ({
    data: await groupAgentMemberInfo(db, caller, enrollment, input.group_id),
  })),
];
