// Every call of the enrollment API v1, in one list: the server registers, the
// coverage report counts and the OpenAPI document shows exactly these.
import { authCalls } from './auth';
import { cartCalls } from './cart';
import { catalogCalls } from './catalog';
import type { CallDef } from './define';
import { documentsCalls } from './documents';
import { enrollmentCalls } from './enrollment';
import { landingCalls } from './landing';
import { membersCalls } from './members';
import { messagingCalls } from './messaging';
import { pricingCalls } from './pricing';
import { quotesCalls } from './quotes';
import { quotingCalls } from './quoting';
import { resumeCalls } from './resume';
import { underwritingCalls } from './underwriting';
import { verificationCalls } from './verification';

export const allCalls: readonly CallDef[] = [
  ...landingCalls,
  ...quotingCalls,
  ...catalogCalls,
  ...pricingCalls,
  ...underwritingCalls,
  ...cartCalls,
  ...quotesCalls,
  ...membersCalls,
  ...enrollmentCalls,
  ...resumeCalls,
  ...verificationCalls,
  ...messagingCalls,
  ...documentsCalls,
  ...authCalls,
];
