// Every call built so far, by feature; the rest of the contract answers 501.
import type { Implementation } from '../http/register';
import { authImplementations } from './auth/routes';
import { enrollmentImplementations } from './enrollment/routes';
import { landingImplementations } from './landing/routes';
import { quotingImplementations } from './quoting/routes';

export const implementations: readonly Implementation[] = [
  ...landingImplementations,
  ...quotingImplementations,
  ...enrollmentImplementations,
  ...authImplementations,
];
