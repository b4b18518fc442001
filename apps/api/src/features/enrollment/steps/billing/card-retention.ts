// The hourly deletion of card numbers past their retention (CARD_RETENTION_DAYS, decision 0039):
// a card not used for that long loses its number; what may be shown of it stays.
import type { JobDefinition } from '../../../../jobs/runner';
import { forgetCardsPastRetention } from './card-storage';

export const cardRetentionEveryMs = 60 * 60 * 1000;

export const cardRetentionJob = (retentionDays: number): JobDefinition => ({
  name: 'card-retention',
  everyMs: cardRetentionEveryMs,
  run: async (db, _payload, now) => {
    await forgetCardsPastRetention(db, now, retentionDays);
  },
});
