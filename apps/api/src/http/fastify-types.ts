// What the API adds to Fastify's instance and request types (the cookie plugin's request.cookies too).
import type {} from '@fastify/cookie';

import type { Db } from '../db/database';
import type { BlobFiles } from '../lib/blob-files';
import type { Config } from '../lib/config';
import type { FieldCipher } from '../lib/field-crypto';
import type { Gate } from './gate';
import type { KeptAnswers } from './kept-answers';
import type { Session } from './session';

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
