// How many emails the store sends on someone's behalf (a quote, a resume code): limited per
// session, per address (IPv6 by /64) or signed-in staff account, and per recipient, counted in the
// database in the transaction that queues them, so every API process shares one count and a
// refused or rolled-back send counts nothing. Limits and their reasons: decision 0038.
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import { addressSubject, countSend, type SubjectLimit } from '../auth/guess-service';

const hour = 60 * 60 * 1000;

/** Sends per subject and hour, counted from a subject's first send in the window. */
export const emailSendLimits = {
  /** A visitor saves a cart or a step for themselves a few times, not forty. */
  visitorSession: { attempts: 5, windowMs: hour },
  /** A rep at the desk sends quotes all day. */
  staffSession: { attempts: 60, windowMs: hour },
  /** New sessions are free, an address is not: a household or office behind one address. */
  address: { attempts: 20, windowMs: hour },
  /** A signed-in account, whatever the address (an office's reps share one). */
  staffAccount: { attempts: 120, windowMs: hour },
  /** Nobody's inbox is filled by the store, whoever sends. */
  recipient: { attempts: 5, windowMs: hour },
} as const;

/** Who sends, and to whom. */
export interface EmailSend {
  db: Db;
  cipher: FieldCipher;
  caller: Caller;
  session: Session;
  to: string;
}

function subjectsOf({ cipher, caller, session, to }: EmailSend): SubjectLimit[] {
  const recipient = cipher.mac('email-recipient', to.trim().toLowerCase());
  const sender: SubjectLimit[] = session.staff
    ? [
        { subject: `session:${session.id}`, ...emailSendLimits.staffSession },
        { subject: `staff:${session.staff.accountId}`, ...emailSendLimits.staffAccount },
      ]
    : [
        { subject: `session:${session.id}`, ...emailSendLimits.visitorSession },
        { subject: `address:${addressSubject(caller.ip)}`, ...emailSendLimits.address },
      ];
  return [...sender, { subject: `recipient:${recipient}`, ...emailSendLimits.recipient }];
}

/**
 * Counts one send (a quote with its code, a saved step's code) before it is queued, in the same
 * transaction; throws TooManyGuesses (429, `resume.too_many_emails`, with the wait) when the
 * session, address, account or recipient has had its hour's allowance.
 */
export async function countEmailSend(send: EmailSend): Promise<void> {
  await countSend(send.db, 'email_send', subjectsOf(send), send.caller.now, 'resume.too_many_emails');
}
