// HTTP edge of the enrollment wizard.
import { getStates } from '@benefit-store/contract/enrollment';
import { implement } from '../../http/register';
import { listStates } from './states-repo';

export const enrollmentImplementations = [
  implement(getStates, async ({ db }) => ({ data: { result: await listStates(db) } })),
];
