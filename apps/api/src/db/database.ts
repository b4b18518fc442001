// The database: Kysely over embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import pg from 'pg';
import { guardedHandle } from './lock-guard';
import * as spine from './migrations/0001-spine';
import * as guessThrottle from './migrations/0002-guess-throttle';
import * as staffAndAudit from './migrations/0003-staff-and-audit';
import * as entry from './migrations/0004-entry';
import * as household from './migrations/0005-household';
import * as cart from './migrations/0006-cart';
import * as catalog from './migrations/0007-catalog';
import * as members from './migrations/0008-members';
import * as underwriting from './migrations/0009-underwriting';
import * as sessionSnapshot from './migrations/0010-session-snapshot';
import * as earnedParties from './migrations/0011-earned-parties';
import * as guessingAndAudit from './migrations/0012-guessing-and-audit';
import * as jobs from './migrations/0014-jobs';
import * as buyable from './migrations/0015-buyable';
import * as planFacts from './migrations/0016-plan-facts';
import * as translations from './migrations/0017-translations';
import * as outboxAndBlobs from './migrations/0018-outbox-and-blobs';
import * as effectiveDates from './migrations/0019-effective-dates';
import * as dynamicTabs from './migrations/0020-dynamic-tabs';
import * as quotesAndResume from './migrations/0021-quotes-and-resume';
import * as platformType from './migrations/0022-platform-type';
import * as messageBlobs from './migrations/0023-message-blobs';
import * as wizardSteps from './migrations/0024-wizard-steps';
import * as employerAndBeneficiaries from './migrations/0025-employer-and-beneficiaries';
import * as contactAndOtp from './migrations/0026-contact-and-otp';
import * as ratedLinesAndUsedCodes from './migrations/0027-rated-lines-and-used-codes';
import * as healthQuestions from './migrations/0028-health-questions';
import * as agreementAndSignature from './migrations/0030-agreement-and-signature';
import * as billing from './migrations/0031-billing';
import * as completion from './migrations/0032-completion';
import * as stepContext from './migrations/0033-step-context';
import * as handoffs from './migrations/0034-handoffs';
import * as stepSaveContext from './migrations/0037-step-save-context';
import * as zipPlace from './migrations/0038-zip-place';
import * as rateLimitCounter from './migrations/0039-rate-limit-counter';
import * as sitesInCatalogStamp from './migrations/0040-sites-in-catalog-stamp';
import * as snapshotWithAnswers from './migrations/0041-snapshot-with-answers';
import * as stepSaveUnlocked from './migrations/0042-step-save-unlocked';
import * as snapshotInlined from './migrations/0043-snapshot-inlined';
import * as enrollmentRevision from './migrations/0044-enrollment-revision';
import * as signatureClearedOnChange from './migrations/0047-signature-cleared-on-change';
import * as verifiedByStaff from './migrations/0048-verified-by-staff';
import { cardStorage, type MigrationSealer } from './migrations/0049-card-storage';
import * as stepSkipped from './migrations/0050-step-skipped';
import * as memberPhone from './migrations/0051-member-phone';
import * as stepDrafts from './migrations/0052-step-drafts';
import * as storedSqlTable from './migrations/0053-stored-sql';
import { pgliteStartParams } from './pglite-memory';
import { preparePgliteStatements, prepareStatements } from './prepared-statements';
import { layPristineCluster } from './pristine-cluster';
import type { Database } from './schema';
import { applyStoredSql, type StoredSql } from './stored-sql';
import { runsOnPglite } from './written-statements';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; searchPath?: string };

/** Every migration; those that move sealed values are given the store's sealer (the field cipher). */
export const migrationsWith = (sealer: MigrationSealer | undefined): Record<string, Migration> => ({
  '0001-spine': spine,
  '0002-guess-throttle': guessThrottle,
  '0003-staff-and-audit': staffAndAudit,
  '0004-entry': entry,
  '0005-household': household,
  '0006-cart': cart,
  '0007-catalog': catalog,
  '0008-members': members,
  '0009-underwriting': underwriting,
  '0010-session-snapshot': sessionSnapshot,
  '0011-earned-parties': earnedParties,
  '0012-guessing-and-audit': guessingAndAudit,
  '0014-jobs': jobs,
  '0015-buyable': buyable,
  '0016-plan-facts': planFacts,
  '0017-translations': translations,
  '0018-outbox-and-blobs': outboxAndBlobs,
  '0019-effective-dates': effectiveDates,
  '0020-dynamic-tabs': dynamicTabs,
  '0021-quotes-and-resume': quotesAndResume,
  '0022-platform-type': platformType,
  '0023-message-blobs': messageBlobs,
  '0024-wizard-steps': wizardSteps,
  '0025-employer-and-beneficiaries': employerAndBeneficiaries,
  '0026-contact-and-otp': contactAndOtp,
  '0027-rated-lines-and-used-codes': ratedLinesAndUsedCodes,
  '0028-health-questions': healthQuestions,
  '0030-agreement-and-signature': agreementAndSignature,
  '0031-billing': billing,
  '0032-completion': completion,
  '0033-step-context': stepContext,
  '0034-handoffs': handoffs,
  '0037-step-save-context': stepSaveContext,
  '0038-zip-place': zipPlace,
  '0039-rate-limit-counter': rateLimitCounter,
  '0040-sites-in-catalog-stamp': sitesInCatalogStamp,
  '0041-snapshot-with-answers': snapshotWithAnswers,
  '0042-step-save-unlocked': stepSaveUnlocked,
  '0043-snapshot-inlined': snapshotInlined,
  '0044-enrollment-revision': enrollmentRevision,
  '0047-signature-cleared-on-change': signatureClearedOnChange,
  '0048-verified-by-staff': verifiedByStaff,
  '0049-card-storage': cardStorage(sealer),
  '0050-step-skipped': stepSkipped,
  '0051-member-phone': memberPhone,
  '0052-step-drafts': stepDrafts,
  '0053-stored-sql': storedSqlTable,
});

/**
 * Opens the database; `dataDir` undefined keeps an embedded database in memory (tests), and
 * `loadDataDir` starts it from a dump (`PGlite.dumpDataDir`) instead of an empty cluster. With
 * `guardLocks` (the default; server.ts turns it off in production) the handle refuses to be used
 * inside an enrollment's lock (see lock-guard.ts).
 */
export function openDatabase(target: DatabaseTarget, { guardLocks = true } = {}): Db {
  const guard = (db: Db) => (guardLocks ? guardedHandle(db) : db);
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const dataDir = target.dataDir ? path.resolve(target.dataDir, 'pglite') : undefined;
    const load = target.loadDataDir ? { loadDataDir: target.loadDataDir } : {};
    // Its memory bounded (pglite-memory.ts, decision record 0028): the start parameters here; the
    // V8 flags are set by the process that opens it (server.ts, the operator scripts).
    let instance: PGlite | undefined;
    const pglite = async () => {
      // A new store's cluster is laid from the pristine copy, not made by initdb (decision 0055).
      if (dataDir && !target.loadDataDir) await layPristineCluster(dataDir);
      instance = await PGlite.create({ dataDir, ...load, startParams: [...pgliteStartParams] });
      preparePgliteStatements(instance);
      return instance;
    };
    const db = guard(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }));
    runsOnPglite(db, () => instance);
    return db;
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  });
  prepareStatements(pool);
  return guard(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
}

/** What `migrate` is given besides the database. */
export interface MigrateOptions {
  /** Every stored function's file, in order (the composition root's list, src/stored-sql.ts). */
  storedSql: readonly StoredSql[];
  /** With several schemas in one database (tests), the migrator must look in ours only. */
  schema?: string;
  /**
   * The store's field cipher, so a migration can move sealed values (0049 moves card numbers); a
   * database holding none to move migrates without it.
   */
  sealer?: MigrationSealer;
}

/**
 * Brings the schema up to date; the same migrations run on both engines, then the stored functions
 * whose files changed (decision 0047), all in one transaction. Processes migrating one database at
 * once wait for each other on the migrator's advisory lock, taken for the whole transaction.
 */
export async function migrate(db: Db, { storedSql, schema, sealer }: MigrateOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(migrationLockId)})`.execute(trx);
    const migrator = new Migrator({
      db: trx,
      provider: { getMigrations: async () => migrationsWith(sealer) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) {
      throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
    }
    await applyStoredSql(trx, storedSql);
  });
}

/** The advisory lock Kysely's migrator takes on PostgreSQL (its own, held per session, is released before the functions). */
const migrationLockId = BigInt('3853314791062309107');
