// Failures of saving and resuming an enrollment.
import { DomainError } from '../../http/errors';

/** A resume link unknown, tampered with, revoked or expired. */
export class ResumeLinkInvalid extends DomainError {
  readonly status = 404;
  readonly key = 'resume.link_invalid';
}

/** A resume link already opened by another browser. */
export class ResumeLinkUsed extends DomainError {
  readonly status = 410;
  readonly key = 'resume.link_used';
}

/** A link read before the person confirmed it (POST direct-continue/{tempId}/confirm). */
export class ResumeConfirmRequired extends DomainError {
  readonly status = 403;
  readonly key = 'resume.confirm_required';
}

/**
 * A signed-in rep or administrator opening a client's link or code: opening it would end their
 * sign-in (the session is renewed as the client's) and use up the client's link.
 */
export class ResumeStaffSignedIn extends DomainError {
  readonly status = 409;
  readonly key = 'resume.staff_signed_in';
}

/**
 * A staff session asking for a resume code (or a quote, which carries one) to an address that is
 * not the enrollment's own verified email: whoever held the code could open the enrollment as a
 * storefront session, outside the staff rules. The refusal's audit row is kept.
 */
export class ResumeRecipientNotOwn extends DomainError {
  readonly status = 400;
  readonly key = 'resume.staff_recipient';
  override readonly fields = [{ target_element: 'email', key: 'resume.staff_recipient' as const }];
  override readonly keepsWrites = true;
}
