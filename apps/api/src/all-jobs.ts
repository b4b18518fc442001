// Every job this server knows how to run: the hourly cleanup and card retention, the outbox's email
// and text deliveries, the removal of replaced blob files and the hourly sweep of stray ones, the
// signature certificate's rendering. Built from the server's parts the jobs need beyond the
// database and the time, which the runner gives each run. Composition (decision 0051): each job
// lives in its feature, and the runner (jobs/) knows none of them.

import type { Db } from './db/database';
import { forgetEndedGuesses } from './features/auth/guess-service';
import { deleteEndedSessions } from './features/auth/session-service';
import { deleteBlobFile, sweepBlobFiles } from './features/documents/blob-service';
import { certificateForDelivery, signatureCertificateJob } from './features/enrollment/steps/agreement/certificate';
import { cardRetentionJob } from './features/enrollment/steps/billing/card-retention';
import { deliveryJob, textDeliveryJob } from './features/messaging/delivery';
import type { TextTransport, Transport } from './features/messaging/transport';
import { forgetExpiredResumes } from './features/resume/service';
import { forgetExpiredCodes } from './features/verification/otp-service';
import { forgetEndedCounts } from './http/rate-limit-store';
import { type Cleanup, cleanUpWith, cleanupJob } from './jobs/cleanup';
import type { JobDefinition } from './jobs/runner';
import type { BlobFiles } from './lib/blob-files';
import { cardRetentionDaysDefault } from './lib/config';
import type { FieldCipher } from './lib/field-crypto';

/**
 * The hourly cleanup's parts, in order: sessions that ended (and, by cascade, their enrollment
 * access and earned parties), guess counters whose window ended, resume links and codes and
 * one-time passwords that expired, and the shared rate limit's counters whose minute ended.
 */
export const cleanups: readonly Cleanup[] = [
  deleteEndedSessions,
  forgetEndedGuesses,
  forgetExpiredResumes,
  forgetExpiredCodes,
  forgetEndedCounts,
];

/** The cleanup run once, outside the runner. */
export const cleanUp = (db: Db, now: Date) => cleanUpWith(cleanups, db, now);

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
  cleanupJob(cleanups),
  cardRetentionJob(parts.cardRetentionDays ?? cardRetentionDaysDefault),
  deliveryJob({ ...parts, certificateOf: certificateForDelivery(parts) }),
  textDeliveryJob(parts),
  deleteBlobFile(parts.blobs),
  sweepBlobFiles(parts.blobs),
  signatureCertificateJob(parts),
];
