// What a handler gets, whatever its access mode (http/modes/): its checked input, session and
// enrollment, the database, the caller, the field cipher, the blob files and the session cookie.
import type { CallDef, CallInput } from '@benefit-store/contract/define';
import type { MessageKey } from '@benefit-store/contract/messages/en';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { BlobFiles } from '../lib/blob-files';
import { publicOriginOf } from '../lib/config';
import type { FieldCipher } from '../lib/field-crypto';
import type { Caller, SessionCookie } from './caller';
import type { EnrollmentRef } from './enrollment-ref';
import type { Session } from './session';

/**
 * Never the request or the app, whose own database handle is the lock trap: `db` is the only way
 * in (inside an enrollment's lock, the lock's transaction).
 */
export interface CallContext<C extends CallDef> {
  input: CallInput<C>;
  /** Path parameters as sent, after the call's params schema has accepted them. */
  params: Readonly<Record<string, string>>;
  session: Session;
  /** The enrollment the call names, already checked to be this session's. */
  enrollment: EnrollmentRef | undefined;
  /** The database to use: for a `write` naming an enrollment, a transaction holding its lock. */
  db: Db;
  caller: Caller;
  cipher: FieldCipher;
  /** Blob files (BLOB_DIR): written by the call, named in `db` (features/documents/blob-service.ts). */
  blobs: BlobFiles;
  sessionCookie: SessionCookie;
  /** Settings a call needs (how long a resume link lives), and the origin links in emails name. */
  settings: CallSettings;
}

/**
 * What a service working on the enrollment a call names takes of the call's context (a quote sent,
 * a step saved for later): the enrollment already checked, the database the call's mode gives.
 */
export type EnrollmentScope = Pick<CallContext<CallDef>, 'db' | 'cipher' | 'caller' | 'session' | 'settings'> & {
  enrollment: EnrollmentRef;
};

export interface CallSettings {
  resumeLinkDays: number;
  /**
   * PUBLIC_URL's origin; without it (development), `http://localhost:PORT`. Never the request's
   * Host or X-Forwarded-Host, which a caller writes (a link in an email would lead elsewhere).
   */
  origin: string;
  /** EMAIL_MX_CHECK: email checks ask the DNS for the domain's mail servers. */
  emailMxCheck: boolean;
}

export function settingsOf(req: FastifyRequest): CallSettings {
  const { config } = req.server;
  // The port the server listens on (PORT 0 lets the system choose), not one a request names.
  const listening = req.server.server.address();
  return {
    resumeLinkDays: config.RESUME_LINK_DAYS,
    origin: publicOriginOf(config, typeof listening === 'object' && listening !== null ? listening.port : undefined),
    emailMxCheck: config.EMAIL_MX_CHECK === 'true',
  };
}

export interface Answer<C extends CallDef> {
  data: z.input<C['data']>;
  message?: MessageKey;
}

/** A call's handler, given what its mode gives it (`X` beyond the common context). */
export type Handler<C extends CallDef, X = unknown> = (ctx: CallContext<C> & X) => Promise<Answer<C>>;
