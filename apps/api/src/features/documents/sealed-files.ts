// The blob files (BLOB_DIR), sealed under the store's key, declared for key rotation
// (db/rotate-key.ts): walked by the blob rows, each file re-sealed in place.
import type { SealedFiles } from '../../db/rotate-key';
import type { BlobFiles } from '../../lib/blob-files';
import { idsAfter } from './blob-repo';

export const sealedBlobFiles = (files: BlobFiles): SealedFiles => ({
  name: 'blob files',
  batch: idsAfter,
  reseal: (publicId) => files.reseal(publicId),
});
