// What the API adds to Fastify's instance and request types.
import type { Config } from './config';
import type { Db } from './db/database';
import type { Session } from './features/auth/session-service';
import type { BlobFiles } from './features/documents/blob-files';
import type { Gate } from './http/gate';
import type { KeptAnswers } from './http/kept-answers';
import type { FieldCipher } from './lib/field-crypto';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    cipher: FieldCipher;
    /** Blob files in BLOB_DIR, sealed. */
    blobs: BlobFiles;
    /** What the call pipeline asks of auth: sessions, access, the enrollment's lock (features/auth/gate.ts). */
    gate: Gate;
    /** Answers kept as bytes (decision 0029), this app's own. */
    keptAnswers: KeptAnswers;
    /** The time, from the clock the app was built with. */
    now: () => Date;
  }
  interface FastifyRequest {
    /** The storefront session of this request, once the call registrar has read it. */
    session: Session | undefined;
  }
}
