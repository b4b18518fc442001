// Every call built so far, by feature; the rest of the contract answers 501.
import type { Implementation } from '../http/register';
import { authImplementations } from './auth/routes';
import { cartImplementations } from './cart/routes';
import { catalogImplementations } from './catalog/routes';
import { documentsImplementations } from './documents/routes';
import { completionImplementations } from './enrollment/completion/routes';
import { enrollmentImplementations } from './enrollment/routes';
import { agreementImplementations } from './enrollment/steps/agreement/routes';
import { beneficiaryImplementations } from './enrollment/steps/beneficiaries/routes';
import { billingImplementations } from './enrollment/steps/billing/routes';
import { contactImplementations } from './enrollment/steps/contact/routes';
import { dependentImplementations } from './enrollment/steps/dependents/routes';
import { employerImplementations } from './enrollment/steps/employer/routes';
import { healthImplementations } from './enrollment/steps/health/routes';
import { landingImplementations } from './landing/routes';
import { membersImplementations } from './members/routes';
import { quotesImplementations } from './quotes/routes';
import { markQuoteSeen } from './quotes/service';
import { quotingImplementations } from './quoting/routes';
import { resumeImplementations } from './resume/routes';
import { underwritingImplementations } from './underwriting/routes';
import { verificationImplementations } from './verification/routes';

export const implementations: readonly Implementation[] = [
  ...landingImplementations,
  ...catalogImplementations,
  ...membersImplementations,
  ...quotingImplementations,
  ...cartImplementations,
  ...underwritingImplementations,
  ...enrollmentImplementations,
  ...contactImplementations,
  ...employerImplementations,
  ...beneficiaryImplementations,
  ...dependentImplementations,
  ...healthImplementations,
  ...completionImplementations,
  ...agreementImplementations,
  ...billingImplementations,
  ...authImplementations,
  ...documentsImplementations,
  ...quotesImplementations,
  // A quote's link marks the quote seen when opened: resume asks, and imports no quotes.
  ...resumeImplementations(markQuoteSeen),
  ...verificationImplementations,
];
