// Composition: every stored function's file (decision 0047), in the order `migrate` applies them: a
// function comes after those it calls. Each file lives beside the repository that calls it; the
// list is here so that db/ knows no feature. The paths are from this module's folder: src/ when run
// from the sources, dist/ in the bundle, where build.mjs copies the files.
import { readFileSync } from 'node:fs';
import type { StoredSql } from './db/stored-sql';

const files = [
  'features/auth/sql/may-touch-enrollment.sql',
  'features/auth/sql/session-with-access.sql',
  'features/auth/sql/session-with-enrollment.sql',
  'features/auth/sql/audit-event-append-only.sql',
  'features/auth/sql/staff-account-never-deleted.sql',
  'features/catalog/sql/bump-catalog-version.sql',
  'features/enrollment/sql/step-field-rows.sql',
  'features/enrollment/sql/step-context.sql',
  'features/enrollment/sql/step-save-context.sql',
  'features/enrollment/sql/put-enrollment-step.sql',
  'features/enrollment/sql/put-enrollment-step-if.sql',
  'features/enrollment/sql/enrollment-revised.sql',
  'features/enrollment/sql/enrollment-part-changed.sql',
  'features/enrollment/sql/signature-cleared.sql',
  'features/enrollment/sql/enrollment-clears-signature.sql',
  'features/cart/sql/cart-line-clears-signature.sql',
];

/** The stored functions' files with their texts, read when the database is migrated. */
export const storedSql = (): StoredSql[] =>
  files.map((file) => ({ file, text: readFileSync(new URL(file, import.meta.url), 'utf8') }));
