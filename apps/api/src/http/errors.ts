// Failures a caller can cause, each with its status and message key; the error handler
// in app.ts turns them into the spec's envelope.
import type { MessageKey } from '@benefit-store/contract/messages/en';

export interface FieldProblem {
  target_element: string;
  key: MessageKey;
  /** Values for the message's `{name}` placeholders (a beneficiary total). */
  values?: Readonly<Record<string, string | number>>;
}

export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly key: MessageKey;
  readonly fields: readonly FieldProblem[] = [];
  readonly errorCode: string | undefined = undefined;
  /** `data` of the envelope when it is not the field list (a pricing error's pid and ppid). */
  readonly data: Readonly<Record<string, unknown>> | undefined = undefined;
  /** Values for the message's `{name}` placeholders. */
  readonly values: Readonly<Record<string, string | number>> = {};
  /** A refusal whose writes stand: the enrollment's transaction commits before it is answered (a decline is remembered). */
  readonly keepsWrites: boolean = false;
}

export class NotFound extends DomainError {
  readonly status = 404;
  readonly key = 'common.not_found';
}

/** An enrollment unknown or not this session's; the spec's pricing code says so to its clients. */
export class EnrollmentNotFound extends DomainError {
  readonly status = 404;
  readonly key = 'enrollment.not_found';
  override readonly errorCode = 'enrollmentIdError';
}

/** A write to an enrollment already completed (a member's policy now): refused, whatever the step. */
export class EnrollmentCompleted extends DomainError {
  readonly status = 409;
  readonly key = 'completion.completed';
}

export class NotImplemented extends DomainError {
  readonly status = 501;
  readonly key = 'common.not_implemented';
}

export class SignInRequired extends DomainError {
  readonly status = 401;
  readonly key = 'auth.sign_in_required';
}

export class InvalidCredentials extends DomainError {
  readonly status = 401;
  readonly key = 'auth.invalid_credentials';
}

export class SessionRequired extends DomainError {
  readonly status = 403;
  readonly key = 'auth.session_required';
}

/** Bad input found by a rule: 400 with the fields and their messages. */
export class InvalidFields extends DomainError {
  readonly status = 400;
  readonly key: MessageKey;
  override readonly fields: readonly FieldProblem[];
  override readonly values: Readonly<Record<string, string | number>>;

  constructor(fields: readonly FieldProblem[]) {
    super('invalid fields');
    this.fields = fields;
    this.key = fields[0]?.key ?? 'common.invalid_value';
    this.values = fields[0]?.values ?? {};
  }
}

/** Too many failed guesses of a code (or codes sent): wait, do not try again now. */
export class TooManyGuesses extends DomainError {
  readonly status = 429;
  readonly key: MessageKey;
  override readonly values: Readonly<Record<string, number>>;
  readonly retryAfterSeconds: number;

  /** `key` says it in other words; it may name the wait in `{minutes}` or `{seconds}`. */
  constructor(retryAfterSeconds: number, key: MessageKey = 'auth.too_many_guesses') {
    super('too many guesses');
    this.retryAfterSeconds = retryAfterSeconds;
    this.key = key;
    this.values = { minutes: Math.ceil(retryAfterSeconds / 60), seconds: retryAfterSeconds };
  }
}

/** A state-changing call whose body is not JSON (or is missing): no form or bare POST drives a call. */
export class JsonRequired extends DomainError {
  readonly status = 415;
  readonly key = 'common.unsupported_media_type';
}

/** A state-changing call the browser says came from another site. */
export class CrossSiteRequest extends DomainError {
  readonly status = 403;
  readonly key = 'common.cross_site';
}
