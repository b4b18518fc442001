// Every job this server knows how to run; the outbox's deliveries (emails, texts, PDFs) join them.
import { cleanupJob } from './cleanup';
import type { JobDefinition } from './runner';

export const allJobs: readonly JobDefinition[] = [cleanupJob];
