// save-screenshot's bounds on both databases (issue 31, item 5): the wizard's own tab names only,
// one screenshot per tab (a new one replaces the old and its file goes after commit), images
// decoded in full and written again, and a byte and pixel bound checked before inflating; a save
// answers "screenshot saved" (issue 32, item 15).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tabNames } from '@benefit-store/contract/enrollment-tabs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { craftedPng, dataUrlOf, padPng } from '../../../test/crafted-png';
import { testDatabases } from '../../../test/databases';
import { allJobs } from '../../all-jobs';
import { runDueJobs } from '../../jobs/runner';
import { blobDirOf } from '../../lib/config';
import { mailboxTransport } from '../messaging/transport';

/** A PNG of random pixels: it does not compress, so `width` x `height` x 4 bytes. */
function noisePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data = randomBytes(width * height * 4);
  return PNG.sync.write(png);
}

/** A bomb: 112 kB whose IDAT inflates to 115 MB of zeros (2400 x 12000 pixels); made once. */
let bomb: Buffer | undefined;
const bombPng = () => {
  bomb ??= padPng(2400, 12000);
  return bomb;
};

describe.each(testDatabases)('screenshot bounds on $name', (database) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    owner = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  const save = (enrollment_id: string, name: string, image: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/save-screenshot',
      headers: { cookie: owner, 'accept-language': language },
      payload: { enrollment_id, name, image },
    });
  const screenshotsOf = (enrollment: string) =>
    t.app.db
      .selectFrom('blob')
      .innerJoin('enrollment', 'enrollment.id', 'blob.enrollment_id')
      .select(['blob.public_id', 'blob.name', 'blob.size'])
      .where('enrollment.public_id', '=', enrollment)
      .where('blob.kind', '=', 'screenshot')
      .orderBy('blob.name')
      .execute();
  const errorsOf = (body: string) => JSON.parse(body).data;

  it('refuses a name that is not one of the wizard tabs, and keeps nothing', async () => {
    const enrollment = await enrollmentOf(t.app, owner);
    for (const name of ['personal_info', 'anything_else', 'review_info_2', 'zz']) {
      const res = await save(enrollment, name, dataUrlOf(padPng()), 'es');
      expect(res.statusCode, name).toBe(400);
      expect(errorsOf(res.body)).toEqual([{ target_element: 'name', error_message: 'Valor no válido' }]);
    }
    expect(await screenshotsOf(enrollment)).toEqual([]);
  });

  it('answers "screenshot saved" in the caller\'s language (spec 001 section 9)', async () => {
    const enrollment = await enrollmentOf(t.app, owner);
    for (const [language, message] of [
      ['en', 'screenshot saved'],
      ['es', 'captura de pantalla guardada'],
    ]) {
      const res = await save(enrollment, 'employer_info', dataUrlOf(padPng(300, 200)), language);
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ status: 'success', message });
    }
  });

  it('keeps one screenshot per tab: saving every tab twice leaves nine, the replaced files removed after commit', async () => {
    const enrollment = await enrollmentOf(t.app, owner);
    for (const name of tabNames)
      expect((await save(enrollment, name, dataUrlOf(padPng(300, 200)))).statusCode).toBe(200);
    const first = (await screenshotsOf(enrollment)).map((row) => row.public_id);
    for (const name of tabNames)
      expect((await save(enrollment, name, dataUrlOf(padPng(320, 200)))).statusCode).toBe(200);
    const kept = await screenshotsOf(enrollment);
    expect(kept.map((row) => row.name)).toEqual([...tabNames].sort());
    expect(kept.map((row) => row.public_id).filter((id) => first.includes(id))).toEqual([]);
    await runDueJobs(
      t.app.db,
      allJobs({ cipher: t.app.cipher, transport: mailboxTransport, blobs: t.app.blobs }),
      new Date(),
    );
    const files = readdirSync(blobDirOf(t.app.config));
    expect(first.filter((id) => files.includes(id))).toEqual([]);
    // What is kept is the server's own PNG of the same pixels.
    const stored = PNG.sync.read(Buffer.from(await t.app.blobs.read(kept[0]?.public_id ?? '')));
    expect([stored.width, stored.height]).toEqual([320, 200]);
  });

  it.each([
    ['the crafted PNG of issue 31 (an IDAT that is not zlib)', () => craftedPng, 'image'],
    ['a PNG cut short', () => padPng().subarray(0, 60), 'image'],
    ['a PNG over 1.5 MB', () => noisePng(800, 600), 'size'],
    ['a header of more pixels than any form (a decompression bomb)', bombPng, 'size'],
    ['a header wider than any screen', () => padPng(5000, 10), 'size'],
  ])('refuses %s with a field error in English and Spanish', async (_name, image, problem) => {
    const enrollment = await enrollmentOf(t.app, owner);
    const messages = {
      image: ['The screenshot must be a PNG image.', 'La captura de pantalla debe ser una imagen PNG.'],
      size: ['The screenshot is too large.', 'La captura de pantalla es demasiado grande.'],
    }[problem];
    for (const [index, language] of ['en', 'es'].entries()) {
      const res = await save(enrollment, 'review_info', dataUrlOf(image()), language);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res.body)).toEqual([{ target_element: 'image', error_message: messages?.[index] }]);
    }
    expect(await screenshotsOf(enrollment)).toEqual([]);
  });
});
