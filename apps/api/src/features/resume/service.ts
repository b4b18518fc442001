// Ways back into a saved enrollment: resume links and codes issued, links confirmed and codes
// checked (through the one guessing mechanism), and the session given a new token and that
// enrollment only. Decision record 0014.
import type { Language } from '@benefit-store/contract/messages/translate';
import { type ResumeOthers, type SavedTab, savedTab } from '@benefit-store/contract/resume';
import type { Db } from '../../db/database';
import type { ResumeLinkKind } from '../../db/schema-resume';
import type { Caller, SessionCookie } from '../../http/caller';
import { InvalidFields } from '../../http/errors';
import type { Session } from '../../http/session';
import { grantResumed, sessionHolds } from '../auth/enrollment-access';
import { countGuess, endFailureRuns, guesserOf, refundGuess } from '../auth/guess-service';
import { renewSession } from '../landing/earned-service';
import { ResumeConfirmRequired, ResumeLinkInvalid, ResumeLinkUsed, ResumeStaffSignedIn } from './errors';
import * as handoffRepo from './handoff-repo';
import * as repo from './repo';
import { base64Segment, hashEmail, hashLinkToken, hashResumeCode, newLinkToken, newResumeCode } from './tokens';

const day = 24 * 60 * 60 * 1000;

/** The web route each kind of link opens. */
const routeOfKind: Record<ResumeLinkKind, string> = {
  'direct-continue': 'direct-continue',
  'save-cart': 'save-cart-direct-continue',
  'group-census': 'group-census-direct-continue',
  pqs: 'pqs-direct-continue',
};

/** The address of a link: `/{route}/{id}/{tab}`, id and tab base64url-encoded as the spec's routes expect. */
/**
 * A resume link's web address. With `language`, the page opens the store in it (`?lang=`): a
 * preference, not a secret, and outside the path that holds the token.
 */
export const linkAddress = (origin: string, kind: ResumeLinkKind, token: string, tab: SavedTab, language?: Language) =>
  `${origin}/${routeOfKind[kind]}/${base64Segment(token)}/${base64Segment(tab)}${language ? `?lang=${language}` : ''}`;

export interface IssuedResume {
  token: string;
  code: string;
}

/**
 * A link and a code for the enrollment, to be emailed to `email` (in the transaction of the change
 * that sends them). Only their hashes are stored; both expire after `days`.
 */
export async function issueResume(
  db: Db,
  issue: {
    enrollmentId: number;
    kind: ResumeLinkKind;
    tab: SavedTab;
    email: string;
    quoteId: number | null;
    now: Date;
    days: number;
  },
): Promise<IssuedResume> {
  const token = newLinkToken();
  const code = newResumeCode();
  const expiresAt = new Date(issue.now.getTime() + issue.days * day);
  const emailHash = hashEmail(issue.email);
  await repo.insertLink(db, {
    tokenHash: hashLinkToken(token),
    enrollmentId: issue.enrollmentId,
    kind: issue.kind,
    tab: issue.tab,
    quoteId: issue.quoteId,
    emailHash,
    now: issue.now,
    expiresAt,
  });
  // A new code replaces the earlier ones: the person uses the latest email (decision 0043).
  await repo.revokeCodes(db, issue.enrollmentId, issue.now);
  await repo.insertCode(db, {
    codeHash: hashResumeCode(code),
    enrollmentId: issue.enrollmentId,
    emailHash,
    tab: issue.tab,
    now: issue.now,
    expiresAt,
  });
  return { token, code };
}

export interface Resumed {
  enrollment_id: string;
  saved_tab: SavedTab;
  others: ResumeOthers;
}

async function othersOf(db: Db, enrollmentId: number): Promise<ResumeOthers> {
  const row = await repo.contextOf(db, enrollmentId);
  return {
    group_id: row.group_public_id,
    platform_group_id: row.platform_public_id,
    platform_type: row.platform_type,
    agent_id: row.agent_public_id,
    open_type: row.open_type,
    eprocess: row.eprocess,
    effective_date: row.effective_date,
    type: row.enrollment_type ?? 'new-user',
    landing_url: row.landing_url ?? row.group_landing_url ?? row.agent_landing_url,
  };
}

/** A tab as stored (written from the contract's list). */
const savedTabOf = (tab: string): SavedTab => savedTab.parse(tab);

async function resumedOf(db: Db, enrollmentId: number, publicId: string, tab: string): Promise<Resumed> {
  return { enrollment_id: publicId, saved_tab: savedTabOf(tab), others: await othersOf(db, enrollmentId) };
}

async function requireLiveLink(db: Db, token: string, now: Date) {
  const link = await repo.findLiveLink(db, hashLinkToken(token), now);
  if (!link) throw new ResumeLinkInvalid();
  return link;
}

/**
 * `direct-continue/{tempId}`: the context of a link the session already opened (confirmed, or it
 * saved the enrollment itself). Following a link only reads: it never hands out the enrollment.
 */
export async function readLink(db: Db, session: Session, token: string, now: Date): Promise<Resumed> {
  const link = await requireLiveLink(db, token, now);
  if (await sessionHolds(db, session.id, link.enrollment_id))
    return resumedOf(db, link.enrollment_id, link.enrollment_public_id, link.tab);
  if (link.used_at !== null) throw new ResumeLinkUsed();
  throw new ResumeConfirmRequired();
}

export interface Opening {
  db: Db;
  caller: Caller;
  session: Session;
  cookie: SessionCookie;
}

/**
 * Checks a typed email against the one a link or code went to, counted as a guess first. A right
 * one is refunded (a link, used once), or with `kept` stays counted (a code, used again).
 */
async function guessEmail(
  { db, caller, session }: Opening,
  enrollmentId: number | undefined,
  email: string,
  expectedHash: string | undefined,
  problems: () => InvalidFields,
  { kept = false }: { kept?: boolean } = {},
) {
  const counted = await countGuess(
    db,
    'resume_code',
    guesserOf(caller, session, { contact: email, ...(enrollmentId === undefined ? {} : { enrollmentId }) }),
    caller.now,
  );
  if (expectedHash === undefined || hashEmail(email) !== expectedHash) throw problems();
  await (kept ? endFailureRuns(db, counted) : refundGuess(db, counted));
}

/**
 * `direct-continue/{tempId}/confirm`: the person confirmed the link (with the email it went to).
 * The link is used once; the session gets a new token and the enrollment; `opened` runs in the
 * same transaction (a quote is marked seen).
 */
export async function confirmLink(
  opening: Opening,
  token: string,
  email: string | undefined,
  opened?: (trx: Db, quoteId: number) => Promise<void>,
): Promise<Resumed> {
  const { db, caller, session, cookie } = opening;
  const link = await requireLiveLink(db, token, caller.now);
  if (session.staff) throw new ResumeStaffSignedIn();
  const resumed = () => resumedOf(db, link.enrollment_id, link.enrollment_public_id, link.tab);
  if (await sessionHolds(db, session.id, link.enrollment_id)) return resumed();
  if (link.used_at !== null) throw new ResumeLinkUsed();
  if (link.email_hash !== null) {
    if (email === undefined || email.trim() === '')
      throw new InvalidFields([{ target_element: 'email', key: 'common.required' }]);
    await guessEmail(opening, link.enrollment_id, email, link.email_hash, () => {
      return new InvalidFields([{ target_element: 'email', key: 'resume.link_email_wrong' }]);
    });
  }
  await renewSession(db, caller.now, cookie, session, async (trx, renewed) => {
    if (!(await repo.useLink(trx, link.id, caller.now))) throw new ResumeLinkUsed();
    await grantResumed(trx, renewed.id, link.enrollment_id, 'link');
    await handoffRepo.markOpened(trx, link.id, caller.now);
    if (link.quote_id !== null) await opened?.(trx, link.quote_id);
  });
  return resumed();
}

const wrongCode = () =>
  new InvalidFields([
    { target_element: 'code', key: 'resume.code_wrong' },
    { target_element: 'email', key: 'resume.code_wrong' },
  ]);

/**
 * `continue-enrollment`: the emailed code and the email it went to, counted as a guess before
 * checking. A code opens its enrollment until the enrollment is completed or a new code is sent
 * (decision 0043): a client who resumed on a phone finishes on a computer. Each use needs the
 * email, stays counted as a guess (the right pair too) and gives the session a new token.
 */
export async function continueByCode(opening: Opening, code: string, email: string): Promise<Resumed> {
  const { db, caller, session, cookie } = opening;
  if (session.staff) throw new ResumeStaffSignedIn();
  const found = await repo.findLiveCode(db, hashResumeCode(code), caller.now);
  await guessEmail(opening, found?.enrollment_id, email, found?.email_hash, wrongCode, { kept: true });
  if (!found) throw new ResumeLinkInvalid();
  await renewSession(db, caller.now, cookie, session, async (trx, renewed) => {
    await repo.markCodeUsed(trx, found.id, caller.now);
    // Nothing when the session held it already (it moved to the new token).
    await grantResumed(trx, renewed.id, found.enrollment_id, 'resumed');
  });
  return resumedOf(db, found.enrollment_id, found.enrollment_public_id, found.tab);
}

/** Forgets links and codes that expired (the scheduled cleanup). */
export const forgetExpiredResumes = (db: Db, now: Date) => repo.deleteExpired(db, now);
