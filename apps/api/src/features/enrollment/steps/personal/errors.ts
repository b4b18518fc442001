// Why the personal step holds an enrollment back.
import { DomainError, type FieldProblem } from '../../../../http/errors';

/** The mandatory enroller code not given: named on the personal step, where its button is. */
export class EnrollerCodeMissing extends DomainError {
  readonly status = 409;
  readonly key = 'wizard.enroller_code_missing';
  override readonly fields: readonly FieldProblem[] = [{ target_element: 'primary_info', key: this.key }];
}
