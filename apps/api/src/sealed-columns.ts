// Composition: every sealed column of the store, as the features that own them declare them, in
// the order key rotation re-seals them (db/rotate-key.ts, decision 0048). A feature that adds a
// sealed column declares it in its own sealed-columns.ts and lists it here; src/sealed-columns.test.ts
// fails on a sealed column of the schema that no declaration covers.

import { completionSealedColumns } from './features/enrollment/completion/sealed-columns';
import { stepSealedColumns } from './features/enrollment/sealed-columns';
import { beneficiarySealedColumns } from './features/enrollment/steps/beneficiaries/sealed-columns';
import { billingSealedColumns } from './features/enrollment/steps/billing/sealed-columns';
import { healthSealedColumns } from './features/enrollment/steps/health/sealed-columns';
import { messagingSealedColumns } from './features/messaging/sealed-columns';
import { quoteSealedColumns } from './features/quotes/sealed-columns';
import { underwritingSealedColumns } from './features/underwriting/sealed-columns';

export const sealedColumns = [
  ...underwritingSealedColumns,
  ...messagingSealedColumns,
  ...quoteSealedColumns,
  ...stepSealedColumns,
  ...beneficiarySealedColumns,
  ...healthSealedColumns,
  ...completionSealedColumns,
  ...billingSealedColumns,
];
