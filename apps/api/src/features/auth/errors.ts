// The expected failures of sign-in and guessing that are the auth feature's own.
import { DomainError } from '../../http/errors';

/** A guess sent from another site's page: refused before it is counted. */
export class CrossSiteGuess extends DomainError {
  readonly status = 403;
  readonly key = 'auth.cross_site_guess';
}
