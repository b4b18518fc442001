// save-screenshot and blobs on both databases: a PNG is stored sealed in BLOB_DIR (the file on
// disk holds none of it in clear), served as a download only to a session that may touch its
// enrollment (others: 404), replaced by a second one of the same name (the old file removed after
// commit), and bad input gets a field error in the caller's language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { allJobs } from '../../all-jobs';
import { runDueJobs } from '../../jobs/runner';
import { blobDirOf } from '../../lib/config';
import { newPublicId } from '../../lib/ids';
import { demoStaff } from '../../seed/staff';
import { mailboxTransport } from '../messaging/transport';
import { sweepStrayFiles } from './blob-service';
import { cleanPng } from './png-image';
import { screenshotBounds } from './routes';

/** The PNG signature, never found in clear on disk. */
const onePixel = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const secretWords = 'SCREENSHOT-CANARY-Lucia-Moreno-219094387';
/** A one-row PNG whose pixels are the bytes of `words` (kept as literals by deflate: in clear in the PNG). */
function png(words: string): Buffer {
  const image = new PNG({ width: Math.ceil(words.length / 4), height: 1 });
  image.data = Buffer.alloc(image.width * 4);
  image.data.write(words, 'latin1');
  return PNG.sync.write(image);
}
/** The PNG the server keeps of `bytes`: decoded and written again (decision 0035). */
function kept(bytes: Buffer): Buffer {
  const png = cleanPng(bytes, screenshotBounds);
  if (!png.ok) throw new Error(`not a screenshot: ${png.problem}`);
  return png.bytes;
}
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe.each(testDatabases)('screenshots and blobs on $name', (database) => {
  let t: TestApp;
  let owner: string;
  let enrollmentId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    owner = await newSessionCookie(t.app);
    enrollmentId = await enrollmentOf(t.app, owner);
  });
  afterAll(() => t.close());

  const save = (cookie: string, body: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/save-screenshot',
      headers: { cookie, 'accept-language': language },
      payload: body,
    });

  const blobsNamed = (name: string) =>
    t.app.db
      .selectFrom('blob')
      .innerJoin('enrollment', 'enrollment.id', 'blob.enrollment_id')
      .select(['blob.public_id', 'blob.kind', 'blob.content_type', 'blob.size'])
      .where('enrollment.public_id', '=', enrollmentId)
      .where('blob.name', '=', name)
      .execute();

  const blobDir = () => blobDirOf(t.app.config);

  it('stores the PNG sealed and serves it as a download to the owning session only', async () => {
    const bytes = png(secretWords);
    const res = await save(owner, { enrollment_id: enrollmentId, name: 'review_info', image: dataUrl(bytes) });
    expect(res.statusCode, res.body).toBe(200);
    const [blob, ...more] = await blobsNamed('review_info');
    expect(more).toEqual([]);
    expect(blob).toMatchObject({ kind: 'screenshot', content_type: 'image/png', size: kept(bytes).length });
    const id = blob?.public_id ?? '';
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const file = readFileSync(path.join(blobDir(), id));
    for (const clear of [secretWords, bytes.toString('base64'), bytes.toString('base64url')])
      expect(file.includes(clear)).toBe(false);
    expect(file.includes(onePixel.subarray(0, 8))).toBe(false);

    const got = await t.app.inject({ url: `/media/blobs/${id}`, headers: { cookie: owner } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe('attachment; filename="review_info.png"');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'");
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.rawPayload.equals(kept(bytes))).toBe(true);

    const stranger = await newSessionCookie(t.app);
    for (const headers of [{ cookie: stranger }, {}]) {
      const refused = await t.app.inject({ url: `/media/blobs/${id}`, headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(secretWords);
    }
    expect(
      (await t.app.inject({ url: '/media/blobs/AAAAAAAAAAAAAAAAAAAAAA', headers: { cookie: owner } })).statusCode,
    ).toBe(404);
  });

  it('replaces an earlier screenshot of the same name, and removes its file after commit', async () => {
    const first = await save(owner, { enrollment_id: enrollmentId, name: 'primary_info', image: dataUrl(png('one')) });
    expect(first.statusCode).toBe(200);
    const [old] = await blobsNamed('primary_info');
    const oldId = old?.public_id ?? '';
    const second = await save(owner, {
      enrollment_id: enrollmentId,
      name: 'primary_info',
      image: dataUrl(png('two')),
    });
    expect(second.statusCode).toBe(200);
    const rows = await blobsNamed('primary_info');
    expect(rows).toHaveLength(1);
    const newId = rows[0]?.public_id ?? '';
    expect(newId).not.toBe(oldId);
    expect((await t.app.inject({ url: `/media/blobs/${oldId}`, headers: { cookie: owner } })).statusCode).toBe(404);
    const now = await t.app.inject({ url: `/media/blobs/${newId}`, headers: { cookie: owner } });
    expect(now.rawPayload.equals(kept(png('two')))).toBe(true);

    // The old file stays until the job queued with the replacement runs, after commit.
    expect(readdirSync(blobDir())).toContain(oldId);
    const jobs = allJobs({ cipher: t.app.cipher, transport: mailboxTransport, blobs: t.app.blobs });
    await runDueJobs(t.app.db, jobs, new Date());
    expect(readdirSync(blobDir())).not.toContain(oldId);
    expect(readdirSync(blobDir())).toContain(newId);
  });

  it('sweeps files no blob names (a rolled-back request) once they are an hour old, and only those', async () => {
    const stray = newPublicId();
    await t.app.blobs.write(stray, png('left by a rollback'));
    const named = (await blobsNamed('review_info')).map((row) => row.public_id);
    expect(named).toHaveLength(1);
    const now = new Date();
    expect(await sweepStrayFiles(t.app.db, t.app.blobs, now)).toBe(0); // too recent: maybe not committed yet
    expect(readdirSync(blobDir())).toContain(stray);
    expect(await sweepStrayFiles(t.app.db, t.app.blobs, new Date(now.getTime() + 2 * 60 * 60 * 1000))).toBe(1);
    expect(readdirSync(blobDir())).not.toContain(stray);
    expect(readdirSync(blobDir())).toEqual(expect.arrayContaining(named));
  });

  it('serves a blob to the rep whose book holds the enrollment, audited, and not to another rep', async () => {
    const agent = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const client = await newSessionCookie(t.app);
    const inBook = await enrollmentOf(t.app, client, { agentId: agent.id });
    const bytes = png('in the book of REP100');
    const saved = await save(client, { enrollment_id: inBook, name: 'review_info', image: dataUrl(bytes) });
    expect(saved.statusCode, saved.body).toBe(200);
    const blob = await t.app.db
      .selectFrom('blob')
      .innerJoin('enrollment', 'enrollment.id', 'blob.enrollment_id')
      .select('blob.public_id')
      .where('enrollment.public_id', '=', inBook)
      .executeTakeFirstOrThrow();
    const [maria, james, acmeHr] = demoStaff;
    const rep = await signInCookie(t.app, maria.email, maria.password);
    const got = await t.app.inject({ url: `/media/blobs/${blob.public_id}`, headers: { cookie: rep } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(kept(bytes))).toBe(true);
    const other = await signInCookie(t.app, james.email, james.password);
    expect((await t.app.inject({ url: `/media/blobs/${blob.public_id}`, headers: { cookie: other } })).statusCode).toBe(
      404,
    );
    // A screenshot may show health answers: never to a group administrator, even of the enrollment's group.
    const groupId = await t.app.db
      .selectFrom('employer_group')
      .select('id')
      .where('group_code', '=', 'ACME2026')
      .executeTakeFirstOrThrow();
    const employee = await enrollmentOf(t.app, client, { agentId: agent.id, groupId: groupId.id });
    expect(
      (await save(client, { enrollment_id: employee, name: 'primary_health_info', image: dataUrl(bytes) })).statusCode,
    ).toBe(200);
    const [groupBlob] = await t.app.db
      .selectFrom('blob')
      .innerJoin('enrollment', 'enrollment.id', 'blob.enrollment_id')
      .select('blob.public_id')
      .where('enrollment.public_id', '=', employee)
      .execute();
    const hr = await signInCookie(t.app, acmeHr.email, acmeHr.password);
    const refusedToHr = await t.app.inject({ url: `/media/blobs/${groupBlob?.public_id}`, headers: { cookie: hr } });
    expect(refusedToHr.statusCode).toBe(404);
    const toRep = await t.app.inject({ url: `/media/blobs/${groupBlob?.public_id}`, headers: { cookie: rep } });
    expect(toRep.statusCode).toBe(200);

    const audited = await t.app.db
      .selectFrom('audit_event')
      .select(['result'])
      .where('action', '=', 'readBlob')
      .where('subject_id', '=', inBook)
      .orderBy('id')
      .execute();
    expect(audited.map((row) => row.result)).toEqual(['ok', 'refused']);
  });

  it("refuses another session's enrollment as if it did not exist", async () => {
    const stranger = await newSessionCookie(t.app);
    const res = await save(stranger, { enrollment_id: enrollmentId, name: 'review_info', image: dataUrl(png('x')) });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    { field: 'image', body: { name: 'review_info', image: 'not a data url' }, message: 'Valor no válido' },
    {
      field: 'image',
      body: { name: 'review_info', image: `data:image/png;base64,${Buffer.from('GIF89a').toString('base64')}` },
      message: 'La captura de pantalla debe ser una imagen PNG.',
    },
    { field: 'name', body: { name: 'Review Info!', image: dataUrl(png('x')) }, message: 'Valor no válido' },
  ])('answers a field error on $field, in Spanish when asked', async ({ field, body, message }) => {
    const before = (await blobsNamed('review_info')).map((row) => row.public_id);
    const res = await save(owner, { enrollment_id: enrollmentId, ...body }, 'es');
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(answer.status).toBe('error');
    expect(answer.data).toEqual([{ target_element: field, error_message: message }]);
    expect((await blobsNamed('review_info')).map((row) => row.public_id)).toEqual(before);
  });
});
