// Every call built so far, by feature; the rest of the contract answers 501. Composition: where a
// feature asks something of a feature above it (decision 0051), the answer is given here.

import { authImplementations } from './features/auth/routes';
import { repriceCart } from './features/cart/recheck';
import { cartImplementations } from './features/cart/routes';
import { catalogImplementations } from './features/catalog/routes';
import { documentsImplementations } from './features/documents/routes';
import { completionImplementations } from './features/enrollment/completion/routes';
import { enrollmentImplementations } from './features/enrollment/routes';
import { agreementImplementations } from './features/enrollment/steps/agreement/routes';
import { signatureStateOf } from './features/enrollment/steps/agreement/signature-state';
import { beneficiaryImplementations } from './features/enrollment/steps/beneficiaries/routes';
import { billingImplementations } from './features/enrollment/steps/billing/routes';
import { contactImplementations } from './features/enrollment/steps/contact/routes';
import { dependentImplementations } from './features/enrollment/steps/dependents/routes';
import { employerImplementations } from './features/enrollment/steps/employer/routes';
import { healthImplementations } from './features/enrollment/steps/health/routes';
import { landingImplementations } from './features/landing/routes';
import { membersImplementations } from './features/members/routes';
import { warnOfFailedSignIns } from './features/messaging/sign-in-warning';
import { quotesImplementations } from './features/quotes/routes';
import { markQuoteSeen } from './features/quotes/service';
import { quotingImplementations } from './features/quoting/routes';
import { sendToClient } from './features/resume/handoff';
import { resumeImplementations } from './features/resume/routes';
import { underwritingImplementations } from './features/underwriting/routes';
import { verificationImplementations } from './features/verification/routes';
import type { Implementation } from './http/register';

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
