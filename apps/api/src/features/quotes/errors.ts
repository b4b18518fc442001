// Failures of quotes.
import { DomainError } from '../../http/errors';

/** The enrollment (which the session may touch) has no quote yet. */
export class QuoteNotFound extends DomainError {
  readonly status = 409;
  readonly key = 'quotes.not_found';
}

/** The quote was accepted or declined already: the first answer is final. */
export class QuoteAlreadyAnswered extends DomainError {
  readonly status = 409;
  readonly key = 'quotes.already_answered';
}

export class QuoteCartEmpty extends DomainError {
  readonly status = 409;
  readonly key = 'quotes.cart_empty';
}
