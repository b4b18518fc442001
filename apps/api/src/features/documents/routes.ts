// HTTP edge of documents: save-screenshot (a PNG of a step's form kept with the enrollment) and
// GET /media/blobs/<id>, which serves a blob only to a session that may touch its enrollment.
import { defineCall } from '@benefit-store/contract/define';
import { saveScreenshot } from '@benefit-store/contract/documents';
import { carriesHealth, healthField, healthRuleOf } from '@benefit-store/contract/health';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../http/caller';
import { errorEnvelope } from '../../http/error-handler';
import { EnrollmentNotFound, InvalidFields } from '../../http/errors';
import { implement } from '../../http/register';
import type { BlobFiles } from '../../lib/blob-files';
import { findSessionWithAccess, requireEnrollment } from '../auth/enrollment-access';
import { sessionToken } from '../auth/session-cookie';
import { findBlob, putBlob } from './blob-service';
import { cleanPng, type PngBounds } from './png-image';

const pngPrefix = 'data:image/png;base64,';

/**
 * A step's form as the browser draws it (CSS pixels, one device pixel each): wide enough for any
 * screen, long enough for the review step. 4 million pixels (1280 x 3125) decode to 16 MB, for a
 * moment, in the request's thread (decision 0035).
 */
export const screenshotBounds: PngBounds = {
  maxBytes: 1536 * 1024,
  width: { min: 1, max: 2400 },
  height: { min: 1, max: 12000 },
  maxPixels: 4_000_000,
};

export const documentsImplementations = [
  implement(saveScreenshot, { access: 'write' }, async ({ input, enrollment, db, blobs }) => {
    if (enrollment === undefined) throw new EnrollmentNotFound();
    // Decoded in full and written again (decision 0035): what is kept is a PNG this server made.
    const png = cleanPng(Buffer.from(input.image.slice(pngPrefix.length), 'base64'), screenshotBounds);
    if (!png.ok) {
      const key = png.problem === 'size' ? 'documents.screenshot_size' : 'documents.screenshot_image';
      throw new InvalidFields([{ target_element: 'image', key }]);
    }
    // One per tab: putBlob replaces the tab's earlier screenshot and removes its file after commit.
    await putBlob(db, blobs, enrollment, {
      kind: 'screenshot',
      name: input.name,
      contentType: 'image/png',
      filename: `${input.name}.png`,
      bytes: png.bytes,
    });
    // Spec 001 section 9: "screenshot saved".
    return { data: {}, message: 'documents.screenshot_saved' };
  }),
];

/**
 * Reading a blob, as the access check and its audit trail name it (not a call of the contract). A
 * screenshot may show health answers: its bytes are marked so, and a group administrator reads none.
 */
const readBlob = defineCall({
  name: 'readBlob',
  feature: 'documents',
  seeds: [],
  methods: ['GET'],
  path: 'media/blobs/{id}',
  summary: 'A blob of an enrollment, to a session that may touch the enrollment.',
  input: z.object({}),
  data: z.object({ bytes: healthField(z.unknown(), 'a screenshot of a step, health answers among them') }),
});
const blobHealth = healthRuleOf(readBlob);

const blobParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

/** GET /media/blobs/<id>: the blob as a download, to a session that may touch its enrollment; else 404. */
export function registerBlobRoute(app: FastifyInstance, files: BlobFiles) {
  app.get('/media/blobs/:id', { schema: { hide: true } }, async (req, reply) => {
    const notFound = () => reply.status(404).send(errorEnvelope(req, 404, 'common.route_not_found'));
    const params = blobParams.safeParse(req.params);
    const token = sessionToken(req);
    if (!params.success || token === undefined) return notFound();
    const blob = await findBlob(app.db, params.data.id);
    const owner = blob?.enrollment_public_id;
    if (!blob || !owner) return notFound();
    const now = app.now();
    const opened = await findSessionWithAccess(app.db, token, now, owner);
    if (!opened) return notFound();
    // Throws EnrollmentNotFound (404) for a session that may not touch it; staff reads are audited.
    await requireEnrollment(app.db, callerOf(req, now), opened, owner, readBlob, {
      health: carriesHealth(blobHealth, {}),
    });
    const bytes = await files.read(blob.public_id);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${blob.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(blob.content_type)
      .send(bytes);
  });
}
