// The email that tells a staff account's holder many sign-ins to it failed (decision 0038), in
// the store's words only (nothing the guesser typed). Auth asks for it through `WarnHolder`.
import type { WarnHolder } from '../auth/staff-service';
import { queueEmail } from './outbox';

export const warnOfFailedSignIns: WarnHolder = async (db, cipher, { to, name, failures }) => {
  await db
    .transaction()
    .execute((trx) =>
      queueEmail(trx, cipher, { to, language: 'en', template: 'sign_in_warning', data: { name, failures } }),
    );
};
