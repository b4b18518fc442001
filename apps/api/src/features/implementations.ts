// Every call built so far, by feature; the rest of the contract answers 501. Composition: where a
// feature asks something of a feature above it (decision 0051), the answer is given here.
import type { Implementation } from '../http/register';
import { authImplementations } from './auth/routes';
import { repriceCart } from './cart/recheck';
import { cartImplementations } from './cart/routes';
import { catalogImplementations } from './catalog/routes';
import { documentsImplementations } from './documents/routes';
import { completionImplementations } from './enrollment/completion/routes';
import { enrollmentImplementations } from './enrollment/routes';
import { agreementImplementations } from './enrollment/steps/agreement/routes';
import { signatureStateOf } from './enrollment/steps/agreement/signature-state';
import { beneficiaryImplementations } from './enrollment/steps/beneficiaries/routes';
import { billingImplementations } from './enrollment/steps/billing/routes';
import { contactImplementations } from './enrollment/steps/contact/routes';
import { dependentImplementations } from './enrollment/steps/dependents/routes';
import { employerImplementations } from './enrollment/steps/employer/routes';
import { healthImplementations } from './enrollment/steps/health/routes';
import { landingImplementations } from './landing/routes';
import { membersImplementations } from './members/routes';
import { warnOfFailedSignIns } from './messaging/sign-in-warning';
import { quotesImplementations } from './quotes/routes';
import { markQuoteSeen } from './quotes/service';
import { quotingImplementations } from './quoting/routes';
import { sendToClient } from './resume/handoff';
import { resumeImplementations } from './resume/routes';
import { underwritingImplementations } from './underwriting/routes';
import { verificationImplementations } from './verification/routes';

export const implementations: readonly Implementation[] = [
  ...landingImplementations,
  ...catalogImplementations,
  ...membersImplementations,
  ...quotingImplementations({ repriceCart }),
  ...cartImplementations({ signatureOf: signatureStateOf }),
  ...underwritingImplementations,
  ...enrollmentImplementations,
  ...contactImplementations,
  ...employerImplementations,
  ...beneficiaryImplementations,
  ...dependentImplementations,
  ...healthImplementations,
  ...completionImplementations({ textLink: (scope) => sendToClient(scope, 'text') }),
  ...agreementImplementations,
  ...billingImplementations,
  ...authImplementations({ warnHolder: warnOfFailedSignIns }),
  ...documentsImplementations,
  ...quotesImplementations,
  // A quote's link marks the quote seen when opened: resume asks, and imports no quotes.
  ...resumeImplementations(markQuoteSeen),
  ...verificationImplementations,
];
