// The book rule for members: a rep sees the members of their own book (and of their groups), a
// group administrator their group's. Outside the book a member does not exist.
import type { Db } from '../../db/database';
import { NotFound } from '../../http/errors';
import type { Staff } from '../../http/session';
import * as memberRepo from './member-repo';

/** A rep sees the members of their own book (and of their groups), a group administrator their group's. */
export const inBook = (member: memberRepo.MemberRow, staff: Staff): boolean =>
  staff.role === 'group_admin'
    ? staff.groupId !== null && member.employer_group_id === staff.groupId
    : staff.agentId !== null && (member.agent_id === staff.agentId || member.group_agent_id === staff.agentId);

export type MemberRow = memberRepo.MemberRow;

/** The member `publicId` when `staff`'s book holds them; outside it the member does not exist. */
export async function memberOfBook(db: Db, staff: Staff, publicId: string): Promise<MemberRow> {
  const member = await memberRepo.findMember(db, publicId);
  if (!member || !inBook(member, staff)) throw new NotFound();
  return member;
}
