// Current members of a rep or a group, and the enrollments in progress in their book, for signed-in
// reps and group administrators only: calls and rows.
import { type CallDef, defineCall } from './define';
import { maskedSsnPattern } from './enrollment-fields';
import { tabName } from './enrollment-tabs';
import { publicId } from './ids';
import { msg } from './messages/en';
import { languages } from './messages/translate';
import { tiers } from './quoting';
import { z } from './zod';

export const memberPlan = z.object({ plan_name: z.string(), plan_status: z.string() });

/** A current member; the SSN is masked as the wizard masks it (`***-**-6789`), never in full. */
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

/**
 * Where a step of an enrollment stands, as the desk shows it: not started, in progress (the step
 * the enrollment is at, or a handed-off step whose link the client opened), done, or signed (the
 * agreement).
 */
export const stepStatuses = ['not_started', 'in_progress', 'done', 'signed'] as const;
export type StepStatus = (typeof stepStatuses)[number];

/** How the remaining steps go to the client. */
export const handoffChannels = ['email', 'text'] as const;
export type HandoffChannel = (typeof handoffChannels)[number];

/** The latest hand-off of an enrollment's remaining steps to its client. */
export const handoff = z.object({
  channel: z.enum(handoffChannels),
  sent_at: z.iso.datetime(),
  /** When the client opened the link; null until then. */
  opened_at: z.iso.datetime().nullable(),
});

/** An enrollment of the signed-in party's book not yet completed, as the desk lists it. */
export const enrollmentInProgress = z.object({
  enrollment_id: z.string(),
  /** The existing member it is for; null for a new member's quote. */
  member_name: z.string().nullable(),
  group_name: z.string().nullable(),
  portal_name: z.string().nullable(),
  tier: z.enum(tiers).nullable(),
  zip: z.string().nullable(),
  plans_in_cart: z.number().int().min(0),
  started_at: z.iso.datetime(),
  /** Each step the enrollment asks, in order, with where it stands. */
  steps: z.array(z.object({ tab_name: tabName, status: z.enum(stepStatuses) })),
  handoff: handoff.nullable(),
});
export type EnrollmentInProgress = z.infer<typeof enrollmentInProgress>;

/** Not in the seeds: the desk of a signed-in rep or group administrator (docs/architecture.md, members). */
export const membersEnrollmentsInProgress = membersCall({
  name: 'membersEnrollmentsInProgress',
  seeds: [],
  methods: ['GET'],
  path: 'members/enrollments-in-progress',
  summary: "The signed-in party's enrollments not yet completed, newest first (latest 50).",
  input: z.object({}),
  data: z.object({ result: z.array(enrollmentInProgress) }),
});

/** Where a quote stands: sent, opened by the client (seen), accepted or declined. */
export const quoteSentStatuses = ['sent', 'seen', 'accepted', 'declined'] as const;
export type QuoteSentStatus = (typeof quoteSentStatuses)[number];

/** A quote sent from the signed-in party's book, as the desk lists it. */
export const quoteSent = z.object({
  quote_id: z.string(),
  /** Opened for the book's owner only: the rep or group administrator whose book the quote is in. */
  recipient_name: z.string(),
  recipient_email: z.string(),
  plans_count: z.number().int().min(0),
  /** The monthly total as quoted (decimal dollars). */
  monthly_total: z.string(),
  sent_at: z.iso.datetime(),
  status: z.enum(quoteSentStatuses),
  /** When it reached its status (the sending time while only sent). */
  status_at: z.iso.datetime(),
  /** Its prices, or the household they were for, differ from today's. */
  stale: z.boolean(),
});
export type QuoteSent = z.infer<typeof quoteSent>;

/** Not in the seeds: the quotes sent from the signed-in party's book, for its desk (issue 15). */
export const membersQuotesSent = membersCall({
  name: 'membersQuotesSent',
  seeds: [],
  methods: ['GET'],
  path: 'members/quotes-sent',
  summary: "The quotes sent from the signed-in party's book, newest first (latest 50), with where each stands.",
  input: z.object({}),
  data: z.object({ result: z.array(quoteSent) }),
});

/** The steps a rep or group administrator may send to the client to finish: sign, then pay. */
export const handoffTabs = ['agreement_info', 'billing_info'] as const;
export const isHandoffTab = (tab: string): boolean => (handoffTabs as readonly string[]).includes(tab);

/**
 * Not in the seeds: the signed-in rep or group administrator sends the client the enrollment's
 * remaining steps (agreement and signature, billing) by email or text, with a link that opens the
 * first of them after the client confirms their email (issue 17, hand-off), in the client's language.
 */
export const membersSendToClient = membersCall({
  name: 'membersSendToClient',
  seeds: [],
  methods: ['POST'],
  path: 'members/send-to-client',
  summary: "Sends the client a link to an enrollment's remaining steps (agreement and signature, billing).",
  input: z.object({
    enrollment_id: publicId,
    channel: z.enum(handoffChannels, msg('common.required')),
    /**
     * The client's language: the email or text, and the store its link opens, are in it. Without
     * it, the sender's own (Accept-Language); the answer's message is always in the sender's.
     */
    language: z.enum(languages, msg('common.invalid_value')).optional(),
  }),
  data: z.object({ message: z.string() }),
});

export const membersCalls = [
  getAgentMembers,
  getGroupUsers,
  membersEnrollmentsInProgress,
  membersQuotesSent,
  membersSendToClient,
] as const;
