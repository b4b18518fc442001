// Key rotation: every sealed column of the store, and re-sealing its values under the current data
// key in batches, one transaction per batch (`npm run rotate-key`; decision record 0008). A new
// sealed column is added to `sealedColumns`, or rotation would leave its values under an old key.

import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import * as blobRepo from '../features/documents/blob-repo';
import * as completionRepo from '../features/enrollment/completion/repo';
import { memberDependentPlace, memberSsnPlace, policyStepPlace } from '../features/enrollment/completion/service';
import * as stepRepo from '../features/enrollment/step-repo';
import { stepPlace } from '../features/enrollment/step-service';
import * as beneficiaryRepo from '../features/enrollment/steps/beneficiaries/repo';
import { memberPlace } from '../features/enrollment/steps/beneficiaries/service';
import * as cardRepo from '../features/enrollment/steps/billing/card-repo';
import { cardPlace } from '../features/enrollment/steps/billing/card-storage';
import * as billingRepo from '../features/enrollment/steps/billing/repo';
import { paymentPlace } from '../features/enrollment/steps/billing/service';
import * as healthRepo from '../features/enrollment/steps/health/repo';
import { memberHealthPlace } from '../features/enrollment/steps/health/service';
import { outboxPlace } from '../features/messaging/outbox';
import * as outboxRepo from '../features/messaging/outbox-repo';
import * as quoteRepo from '../features/quotes/repo';
import { quotePlace, type SealedQuoteColumn } from '../features/quotes/sealed';
import * as answerRepo from '../features/underwriting/repo';
import type { BlobFiles } from '../lib/blob-files';
import type { FieldCipher, SealedPlace } from '../lib/field-crypto';
import type { Db } from './database';
import { retireFirstFormat } from './first-format';

/** A sealed value as rotation sees it: where it is bound, and how to find its row again. */
interface SealedRow<Key> {
  key: Key;
  place: SealedPlace;
  sealed: string;
}

interface SealedColumn<Key> {
  name: string;
  /** The next rows in key order after `after` (all rows, current or not: the cursor must move on). */
  batch(db: Db, after: Key | undefined, limit: number): Promise<SealedRow<Key>[]>;
  /** Writes the re-sealed value unless the row changed since it was read. */
  replace(db: Db, key: Key, before: string, after: string): Promise<void>;
}

function answerColumn(kind: answerRepo.AnswerKind): SealedColumn<{ enrollment_id: number; question_id: string }> {
  return {
    name: `${kind}.sealed_answer`,
    batch: async (db, after, limit) =>
      (await answerRepo.answersAfter(db, kind, after, limit)).map((row) => ({
        key: { enrollment_id: row.enrollment_id, question_id: row.question_id },
        place: answerRepo.answerPlace(kind, row.enrollment_public_id, row.question_id),
        sealed: row.sealed_answer,
      })),
    replace: (db, key, before, after) => answerRepo.replaceSealedAnswer(db, kind, key, before, after),
  };
}

function outboxColumn(column: 'sealed_recipient' | 'sealed_content'): SealedColumn<string> {
  return {
    name: `outbox_message.${column}`,
    batch: async (db, after, limit) =>
      (await outboxRepo.sealedAfter(db, after, limit)).map((row) => ({
        key: row.id,
        place: outboxPlace(row.public_id, column),
        sealed: row[column],
      })),
    replace: (db, key, before, after) => outboxRepo.replaceSealed(db, key, column, before, after),
  };
}

function quoteColumn(column: SealedQuoteColumn): SealedColumn<number> {
  return {
    name: `quote.${column}`,
    batch: async (db, after, limit) =>
      (await quoteRepo.sealedAfter(db, column, after, limit)).map((row) => ({
        key: row.id,
        place: quotePlace(row.public_id, column),
        sealed: row.sealed,
      })),
    replace: (db, key, before, after) => quoteRepo.replaceSealed(db, key, column, before, after),
  };
}

const stepColumn: SealedColumn<{ enrollment_id: number; tab_name: TabName }> = {
  name: 'enrollment_step.sealed_data',
  batch: async (db, after, limit) =>
    (await stepRepo.sealedAfter(db, after, limit)).map((row) => ({
      key: { enrollment_id: row.enrollment_id, tab_name: row.tab_name },
      place: stepPlace(row.public_id, row.tab_name),
      sealed: row.sealed_data,
    })),
  replace: async (db, key, before, after) => {
    await stepRepo.replaceSealed(db, key, before, after);
  },
};

const memberBeneficiaryColumn: SealedColumn<number> = {
  name: 'member_beneficiary.sealed_data',
  batch: async (db, after, limit) =>
    (await beneficiaryRepo.sealedAfter(db, after, limit)).map((row) => ({
      key: row.member_id,
      place: memberPlace(row.public_id),
      sealed: row.sealed_data,
    })),
  replace: (db, key, before, after) => beneficiaryRepo.replaceSealed(db, key, before, after),
};

const memberHealthColumn: SealedColumn<number> = {
  name: 'member_health.sealed_data',
  batch: async (db, after, limit) =>
    (await healthRepo.sealedAfter(db, after, limit)).map((row) => ({
      key: row.member_id,
      place: memberHealthPlace(row.public_id),
      sealed: row.sealed_data,
    })),
  replace: (db, key, before, after) => healthRepo.replaceSealed(db, key, before, after),
};

const policyStepColumn: SealedColumn<{ policy_id: number; tab_name: TabName }> = {
  name: 'policy_step.sealed_data',
  batch: async (db, after, limit) =>
    (await completionRepo.sealedStepsAfter(db, after, limit)).map((row) => ({
      key: { policy_id: row.policy_id, tab_name: row.tab_name },
      place: policyStepPlace(row.public_id, row.tab_name),
      sealed: row.sealed_data,
    })),
  replace: async (db, key, before, after) => {
    await completionRepo.replaceSealedStep(db, key, before, after);
  },
};

const memberDependentColumn: SealedColumn<number> = {
  name: 'member_dependent.sealed_data',
  batch: async (db, after, limit) =>
    (await completionRepo.sealedDependentsAfter(db, after, limit)).map((row) => ({
      key: row.member_id,
      place: memberDependentPlace(row.public_id),
      sealed: row.sealed_data,
    })),
  replace: async (db, key, before, after) => {
    await completionRepo.replaceSealedDependents(db, key, before, after);
  },
};

const memberSsnColumn: SealedColumn<number> = {
  name: 'member.ssn_sealed',
  batch: async (db, after, limit) =>
    (await completionRepo.sealedSsnsAfter(db, after, limit)).map((row) => ({
      key: row.id,
      place: memberSsnPlace(row.public_id),
      sealed: row.ssn_sealed,
    })),
  replace: async (db, key, before, after) => {
    await completionRepo.replaceSealedSsn(db, key, before, after);
  },
};
/** A member's bank account numbers on file (migration 0031). */
const memberBankColumn: SealedColumn<number> = {
  name: 'member_bank.sealed_data',
  batch: async (db, after, limit) =>
    (await billingRepo.sealedAfter(db, after, limit)).map((row) => ({
      key: row.id,
      place: paymentPlace('member_bank', row.public_id),
      sealed: row.sealed_data,
    })),
  replace: (db, key, before, after) => billingRepo.replaceSealed(db, key, before, after),
};

/** The card numbers, kept only here (migration 0049; the card storage's one table). */
const memberCardColumn: SealedColumn<number> = {
  name: 'member_card.sealed_data',
  batch: async (db, after, limit) =>
    (await cardRepo.sealedAfter(db, after, limit)).map((row) => ({
      key: row.id,
      place: cardPlace(row.public_id),
      sealed: row.sealed_data,
    })),
  replace: (db, key, before, after) => cardRepo.replaceSealed(db, key, before, after),
};

/** A column with its key type hidden, so columns of different keys share one list. */
const rotatable = <Key>(column: SealedColumn<Key>) => ({
  name: column.name,
  rotate: (db: Db, cipher: FieldCipher, batchSize: number) => rotateColumn(db, cipher, column, batchSize),
});

export const sealedColumns = [
  rotatable(answerColumn('health_answer')),
  rotatable(answerColumn('special_carrier_answer')),
  rotatable(outboxColumn('sealed_recipient')),
  rotatable(outboxColumn('sealed_content')),
  rotatable(quoteColumn('recipient_name')),
  rotatable(quoteColumn('recipient_email')),
  rotatable(quoteColumn('message')),
  rotatable(stepColumn),
  rotatable(memberBeneficiaryColumn),
  rotatable(memberHealthColumn),
  rotatable(policyStepColumn),
  rotatable(memberDependentColumn),
  rotatable(memberSsnColumn),
  rotatable(memberBankColumn),
  rotatable(memberCardColumn),
] as const;

/** Re-seals one column's values that are not under the current key; returns how many it re-sealed. */
async function rotateColumn<Key>(db: Db, cipher: FieldCipher, column: SealedColumn<Key>, batchSize: number) {
  let after: Key | undefined;
  let resealed = 0;
  for (;;) {
    const rows = await db.transaction().execute(async (trx) => {
      const batch = await column.batch(trx, after, batchSize);
      for (const row of batch) {
        if (cipher.isCurrent(row.sealed)) continue;
        await column.replace(trx, row.key, row.sealed, cipher.seal(cipher.open(row.sealed, row.place), row.place));
        resealed += 1;
      }
      return batch;
    });
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return resealed;
    after = last.key;
  }
}

/** Re-seals the blob files not under the cipher's current key (BLOB_DIR); how many it re-sealed. */
async function rotateBlobFiles(db: Db, files: BlobFiles, batchSize: number): Promise<number> {
  let after: string | undefined;
  let resealed = 0;
  for (;;) {
    const rows = await blobRepo.idsAfter(db, after, batchSize);
    for (const row of rows) if (await files.reseal(row.public_id)) resealed += 1;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return resealed;
    after = last.id;
  }
}

/**
 * Re-seals every sealed value under the cipher's current key (values of older keys and of the
 * first format, v1). A value that does not open stops the rotation with its column named: the
 * batch it was in is rolled back, the batches before it stay done, and a second run goes on.
 * With `blobs` (the files of BLOB_DIR, under the same cipher) the blob files are re-sealed last.
 * When every value is re-sealed, no v1 value is left: the store refuses them from then on.
 */
export async function rotateSealedValues(
  db: Db,
  cipher: FieldCipher,
  batchSize = 500,
  blobs?: BlobFiles,
  now = new Date(),
): Promise<{ column: string; resealed: number }[]> {
  const done: { column: string; resealed: number }[] = [];
  for (const column of sealedColumns) {
    try {
      done.push({ column: column.name, resealed: await column.rotate(db, cipher, batchSize) });
    } catch (error) {
      throw new Error(`re-sealing ${column.name} failed`, { cause: error });
    }
  }
  if (blobs) {
    try {
      done.push({ column: 'blob files', resealed: await rotateBlobFiles(db, blobs, batchSize) });
    } catch (error) {
      throw new Error('re-sealing the blob files failed', { cause: error });
    }
  }
  await retireFirstFormat(db, now);
  return done;
}
