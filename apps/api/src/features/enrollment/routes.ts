// HTTP edge of the enrollment wizard.
import { getDynamicTabs, getEnrollmentTempInfo, getStates } from '@benefit-store/contract/enrollment';
import { EnrollmentNotFound } from '../../http/errors';
import { implement } from '../../http/register';
import { listStates } from './states-repo';
import { personalImplementations } from './steps/personal/routes';
import { dynamicTabsOf } from './tabs-service';
import { tempInfoOf } from './temp-info';

export const enrollmentImplementations = [
  // Reference data only a migration or the seed changes: kept as bytes (decision 0029).
  implement(
    getStates,
    {
      access: 'read',
      keep: () => '',
    },
    async ({ db }) => ({ data: { result: await listStates(db) } }),
  ),
  implement(getDynamicTabs, { access: 'read' }, async ({ db, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: { result: await dynamicTabsOf(db, enrollment.id) } };
  }),
  implement(getEnrollmentTempInfo, { access: 'read' }, async ({ db, cipher, enrollment, input }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: { result: await tempInfoOf(db, cipher, enrollment, input.column) } };
  }),
  ...personalImplementations,
];
