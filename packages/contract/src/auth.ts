// auth: staff sign-in for reps and group administrators, the session's expiry, and the
// audit trail. Not in the seeds' call tables: the seeds identify staff by headers anyone
// can send; these calls replace that (docs/architecture.md, security model).
import { type CallDef, defineCall, none } from './define';
import { msg } from './messages/en';
import { z } from './zod';

const authCall = <const T extends Omit<CallDef, 'feature' | 'seeds'>>(def: T) =>
  defineCall({ ...def, feature: 'auth', seeds: [] });

export const staffRoles = ['rep', 'group_admin'] as const;

/** Who the session is, and when it ends unless used (idle) and at the latest (absolute). */
export const sessionState = z.object({
  signed_in: z.boolean(),
  role: z.enum(staffRoles).optional(),
  name: z.string().optional(),
  /** The signed-in rep's or group's id, as the member calls name it (agent_id, group_id). */
  agent_id: z.string().optional(),
  group_id: z.string().optional(),
  idle_expires_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type SessionState = z.infer<typeof sessionState>;

export const authSignIn = authCall({
  name: 'authSignIn',
  methods: ['POST'],
  path: 'auth/sign-in',
  summary: 'Signs a rep or group administrator in: a new session, recorded in the audit trail.',
  input: z.object({
    email: z.email(msg('common.invalid_email_format')).max(254),
    password: z.string().min(1, msg('common.required')).max(200),
  }),
  data: sessionState,
});

export const authSignOut = authCall({
  name: 'authSignOut',
  methods: ['POST'],
  path: 'auth/sign-out',
  summary: 'Ends the session on the server; the cookie no longer opens anything.',
  input: none,
  data: z.object({}),
});

export const authSession = authCall({
  name: 'authSession',
  methods: ['GET'],
  path: 'auth/session',
  summary: 'Who the session is and when it expires.',
  input: none,
  data: sessionState,
});

export const authExtendSession = authCall({
  name: 'authExtendSession',
  methods: ['POST'],
  path: 'auth/extend-session',
  summary: 'Keeps an idle session alive (the expiry warning\'s "Stay signed in").',
  input: none,
  data: sessionState,
});

export const auditEvent = z.object({
  at: z.iso.datetime(),
  actor: z.string(),
  action: z.string(),
  subject_kind: z.string().nullable(),
  subject_id: z.string().nullable(),
  /** Whose record it was (a member's, a rep's or a group's name), when it is in the reader's book. */
  subject_name: z.string().nullable(),
  address: z.string(),
  result: z.enum(['ok', 'refused']),
});

export const authAuditEvents = authCall({
  name: 'authAuditEvents',
  methods: ['GET'],
  path: 'auth/audit-events',
  summary: "The signed-in party's audit trail (latest 200): its sign-ins, and reads and changes in its books.",
  input: none,
  data: z.object({ events: z.array(auditEvent) }),
});

export const authCalls = [authSignIn, authSignOut, authSession, authExtendSession, authAuditEvents] as const;
