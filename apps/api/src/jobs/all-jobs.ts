// Every job this server knows how to run: the hourly cleanup and card retention, the outbox's email and text
// deliveries, the removal of replaced blob files and the hourly sweep of stray ones, the signature
// certificate's rendering. Built from the
// server's parts the jobs need beyond the database and the time, which the runner gives each run.

import { deleteBlobFile, sweepBlobFiles } from '../features/documents/blob-service';
import { certificateForDelivery, signatureCertificateJob } from '../features/enrollment/steps/agreement/certificate';
import { deliveryJob, textDeliveryJob } from '../features/messaging/delivery';
import type { TextTransport, Transport } from '../features/messaging/transport';
import type { BlobFiles } from '../lib/blob-files';
import { cardRetentionDaysDefault } from '../lib/config';
import type { FieldCipher } from '../lib/field-crypto';
import { cardRetentionJob } from './card-retention';
import { cleanupJob } from './cleanup';
import type { JobDefinition } from './runner';

export interface JobParts {
  cipher: FieldCipher;
  transport: Transport;
  blobs: BlobFiles;
  /** Where texts go (SMS_URL); the development mailbox when not given. */
  texts?: TextTransport;
  /** Days a card number is kept after its last use (CARD_RETENTION_DAYS). */
  cardRetentionDays?: number;
}

export const allJobs = (parts: JobParts): readonly JobDefinition[] => [
  cleanupJob,
  cardRetentionJob(parts.cardRetentionDays ?? cardRetentionDaysDefault),
  deliveryJob({ ...parts, certificateOf: certificateForDelivery(parts) }),
  textDeliveryJob(parts),
  deleteBlobFile(parts.blobs),
  sweepBlobFiles(parts.blobs),
  signatureCertificateJob(parts),
];
