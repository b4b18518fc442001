// Current members of a rep or a group, for signed-in reps and group administrators only: calls and rows.
import { type CallDef, defineCall } from './define';
import { maskedSsnPattern } from './enrollment-fields';
import { publicId } from './ids';
import { z } from './zod';

export const memberPlan = z.object({ plan_name: z.string(), plan_status: z.string() });

/** A current member; the SSN is masked as the wizard masks it (`*****6789`), never in full. */
export const memberRow = z.object({
  name: z.string(),
  dob: z.string(),
  policy_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  ssn: z.union([z.string().regex(maskedSsnPattern), z.literal('')]),
  group_info: z.object({ group_id: z.string(), group_name: z.string() }).nullable(),
  plan_info: z.array(memberPlan),
});
export type MemberRow = z.infer<typeof memberRow>;

/** Rows per page of the current-member tables. */
export const memberRowsPerPage = 5;
/** A plan in this status shows normally; any other status shows in red. */
export const activePlanStatus = 'ACTIVE';

/** A call of this feature; `feature` is implied. */
const membersCall = <const T extends Omit<CallDef, 'feature'>>(def: T) => defineCall({ ...def, feature: 'members' });
const memberRows = z.object({ result: z.array(memberRow) });

export const getAgentMembers = membersCall({
  name: 'getAgentMembers',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-agent-members',
  summary: "Current members of a rep's book, for that rep signed in.",
  input: z.object({ agent_id: publicId }),
  data: memberRows,
  scopes: ['rep'],
});

export const getGroupUsers = membersCall({
  name: 'getGroupUsers',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-group-users',
  summary: "Current members of a group, for that group's administrator signed in.",
  input: z.object({ group_id: publicId }),
  data: memberRows,
  scopes: ['group'],
});

export const membersCalls = [getAgentMembers, getGroupUsers] as const;
