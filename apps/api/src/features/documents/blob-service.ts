// Blobs of an enrollment: stored sealed in BLOB_DIR, named by unguessable ids, one per kind and
// name (a new screenshot of a tab replaces the old one). Decision record 0012.
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { BlobTable } from '../../db/schema-outbox';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { enqueue, type JobDefinition } from '../../jobs/runner';
import type { BlobFiles } from '../../lib/blob-files';
import { newPublicId } from '../../lib/ids';
import type { RenderedFile } from './attachments';
import * as blobRepo from './blob-repo';

export const deleteBlobFileJob = 'delete-blob-file';

export interface NewFile {
  kind: BlobTable['kind'];
  name: string;
  contentType: string;
  filename: string;
  bytes: Uint8Array;
}

/**
 * Stores `file` as the enrollment's blob of its kind and name, in `db` (the enrollment's
 * transaction). The new file is written first; the old one, if any, is removed after commit by a
 * job queued in the same transaction, so a rollback leaves the old blob whole.
 */
export async function putBlob(db: Db, files: BlobFiles, enrollment: EnrollmentRef, file: NewFile): Promise<string> {
  const publicId = newPublicId();
  await files.write(publicId, file.bytes);
  const replaced = await blobRepo.removeNamed(db, enrollment.id, file.kind, file.name);
  await blobRepo.insert(db, {
    public_id: publicId,
    enrollment_id: enrollment.id,
    kind: file.kind,
    name: file.name,
    content_type: file.contentType,
    filename: file.filename,
    size: file.bytes.length,
  });
  if (replaced !== undefined) await enqueue(db, deleteBlobFileJob, { blob_id: replaced }, new Date(0));
  return publicId;
}

/**
 * The enrollment's document named `name`: the one stored by an earlier ask, or `render`ed now and
 * stored as its blob (sealed, unguessable id), so every later ask gets the same bytes.
 */
export async function keptDocument(
  db: Db,
  files: BlobFiles,
  enrollmentId: number,
  name: string,
  render: () => Promise<RenderedFile>,
): Promise<RenderedFile> {
  return (await keepDocument(db, files, enrollmentId, name, render)).file;
}

/**
 * `keptDocument` with the blob's public id. Safe against parallel asks outside any lock: when two
 * render at once, the first row stored wins and the other's file is removed again.
 */
export async function keepDocument(
  db: Db,
  files: BlobFiles,
  enrollmentId: number,
  name: string,
  render: () => Promise<RenderedFile>,
): Promise<{ publicId: string; file: RenderedFile }> {
  const existing = await storedDocument(db, files, enrollmentId, name);
  if (existing) return existing;
  const rendered = await render();
  const publicId = newPublicId();
  await files.write(publicId, rendered.content);
  const stored = await blobRepo.insertUnlessNamed(db, {
    public_id: publicId,
    enrollment_id: enrollmentId,
    kind: 'document',
    name,
    content_type: rendered.contentType,
    filename: rendered.filename,
    size: rendered.content.length,
  });
  if (stored) return { publicId, file: rendered };
  await files.remove(publicId);
  const winner = await storedDocument(db, files, enrollmentId, name);
  if (!winner) throw new Error(`document ${name} was neither stored nor found`);
  return winner;
}

/** The enrollment's document named `name` as stored, or undefined while none is. */
export async function storedDocument(db: Db, files: BlobFiles, enrollmentId: number, name: string) {
  const existing = await blobRepo.findNamed(db, enrollmentId, 'document', name);
  if (existing === undefined) return undefined;
  const file = await blobRepo.findWithOwner(db, existing);
  return {
    publicId: existing,
    file: {
      filename: file?.filename ?? name,
      contentType: file?.content_type ?? 'application/pdf',
      content: await files.read(existing),
    },
  };
}

/** The public id of the enrollment's document named `name`, if stored. */
export const documentIdOf = (db: Db, enrollmentId: number, name: string) =>
  blobRepo.findNamed(db, enrollmentId, 'document', name);

/** A blob and the enrollment it belongs to (whose access the caller checks), or undefined. */
export async function findBlob(db: Db, publicId: string) {
  return blobRepo.findWithOwner(db, publicId);
}

/** After commit, removes the file of a blob that was replaced (queued by `putBlob`). */
export const deleteBlobFile = (files: BlobFiles): JobDefinition => ({
  name: deleteBlobFileJob,
  run: async (_db, payload) => files.remove(z.object({ blob_id: z.string() }).parse(payload).blob_id),
});

/** A file no blob names, written this long ago, is a leftover of a rolled-back request. */
const strayAfterMs = 60 * 60 * 1000;

/**
 * Removes files of BLOB_DIR that no blob names and that were written over an hour before `now`:
 * `putBlob` writes the file before its transaction commits, so a rollback leaves one behind.
 */
export async function sweepStrayFiles(db: Db, files: BlobFiles, now: Date): Promise<number> {
  const old = (await files.list()).filter((file) => now.getTime() - file.writtenAt.getTime() > strayAfterMs);
  let removed = 0;
  for (let start = 0; start < old.length; start += 500) {
    const batch = old.slice(start, start + 500).map((file) => file.publicId);
    const named = await blobRepo.existing(db, batch);
    for (const publicId of batch.filter((id) => !named.has(id))) {
      await files.remove(publicId);
      removed += 1;
    }
  }
  return removed;
}

/** Hourly: the stray files of rolled-back requests go. */
export const sweepBlobFiles = (files: BlobFiles): JobDefinition => ({
  name: 'sweep-blob-files',
  everyMs: strayAfterMs,
  run: async (db, _payload, now) => {
    await sweepStrayFiles(db, files, now);
  },
});
