// The hourly deletion of card numbers past their retention (CARD_RETENTION_DAYS, decision 0039):
// a card not used for that long loses its number; what may be shown of it stays.
import { forgetCardsPastRetention } from '../features/enrollment/steps/billing/card-storage';
import type { JobDefinition } from './runner';

export const cardRetentionEveryMs = 60 * 60 * 1000;

export const cardRetentionJob = (retentionDays: number): JobDefinition => ({
  name: 'card-retention',
  everyMs: cardRetentionEveryMs,
  run: async (db, _payload, now) => {
    await forgetCardsPastRetention(db, now, retentionDays);
  },
});
