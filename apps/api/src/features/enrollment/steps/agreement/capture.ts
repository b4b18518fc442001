// Who captured a signature and whether it is the applicant's (decision 0037): the session that
// captured it (an opaque reference, never its token) and how that session was authenticated; for a
// staff session, which account, and the staff's explicit attestation that the applicant was present
// and signed on the staff's device; and the rule that a typed signature is the applicant's name as
// saved on the personal step.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { EnrollmentNotFound, type FieldProblem } from '../../../../http/errors';
import type { Session } from '../../../../http/session';

/** How the capturing session was authenticated. */
export const captureAuthentications = [
  'storefront_created',
  'storefront_resume_code',
  'storefront_link',
  'staff_password',
] as const;
export type CaptureAuthentication = (typeof captureAuthentications)[number];

/** The public half of the capture, kept in the record's `data` (what the certificate shows). */
export const capturedBy = z.object({
  session_ref: z.string(),
  authenticated_by: z.enum(captureAuthentications),
  staff_role: z.enum(['rep', 'group_admin']).optional(),
  staff_account_id: z.number().optional(),
  applicant_present: z.literal(true).optional(),
});
export type CapturedBy = z.infer<typeof capturedBy>;

/**
 * An opaque, stable reference to a session: a keyed digest of its id (itself the token's hash), so
 * the record names the session for an investigator holding the database, and gives no way back to it.
 */
export const sessionRefOf = (session: Session) =>
  createHash('sha256').update(`signature-capture\0${session.id}`, 'utf8').digest('hex').slice(0, 32);

const viaAuthentication = {
  created: 'storefront_created',
  resumed: 'storefront_resume_code',
  link: 'storefront_link',
  // A storefront session never holds an enrollment by a book: only staff sessions do, checked apart.
  book: 'staff_password',
} as const satisfies Record<string, CaptureAuthentication>;

/**
 * The capture of a signature by `session` (`via`: how a storefront session holds the enrollment). A
 * staff session must attest that the applicant is present when the applicant is the one signing (the
 * signer types applicant and sigapplicant): otherwise the problem, on `applicant_present`.
 */
export function captureOf(
  session: Session,
  via: keyof typeof viaAuthentication | undefined,
  applicantSigns: boolean,
  applicantPresent: boolean | undefined,
): CapturedBy | FieldProblem {
  const sessionRef = sessionRefOf(session);
  if (!session.staff) {
    // The access check let this session in, so it holds the enrollment; a row gone since says nothing.
    if (via === undefined) throw new EnrollmentNotFound();
    return { session_ref: sessionRef, authenticated_by: viaAuthentication[via] };
  }
  if (applicantSigns && applicantPresent !== true)
    return { target_element: 'applicant_present', key: 'agreement.applicant_present_required' };
  return {
    session_ref: sessionRef,
    authenticated_by: 'staff_password',
    staff_role: session.staff.role,
    staff_account_id: session.staff.accountId,
    ...(applicantSigns ? { applicant_present: true as const } : {}),
  };
}

/**
 * A name as the typed-signature rule compares it: accents dropped (NFKD, marks removed), case
 * folded, every run of characters that are not letters or digits (spaces, dots, hyphens,
 * apostrophes) made one space, trimmed.
 */
export const comparableName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether `typed` is the applicant's name as saved on the personal step: first and last name, with
 * or without the middle name, compared as `comparableName` makes them. No saved name matches nothing.
 */
export function typedNameMatches(typed: string, saved: { first: string; middle: string; last: string }): boolean {
  if (comparableName(saved.first) === '' || comparableName(saved.last) === '') return false;
  const wanted = [
    [saved.first, saved.last],
    [saved.first, saved.middle, saved.last],
  ].map((parts) => comparableName(parts.filter((part) => part !== '').join(' ')));
  return wanted.includes(comparableName(typed));
}
