// The app, the signature images and the calls the agreement step's tests share: a fresh app on
// `database` with one storefront session, real PNGs as a signature pad makes them, and the ways the
// tests read, configure and sign the agreement. Each test file of the step asks for its own.
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import { newSessionCookie, startTestApp, stepCaller, type TestApp } from './app';
import type { TestDatabase } from './databases';

/** A real PNG (RGBA, white with a dark stroke) of `width` x `height`, as a signature pad makes. */
export function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height, 0xff);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0;
    const x = Math.floor((y / height) * width);
    rows.fill(0x20, y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
export const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
/** A drawn signature of a pad's size. */
export const drawn = dataUrl(pngOf(450, 300));

export function agreementApp(database: TestDatabase) {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  const call = stepCaller(
    () => t.app,
    () => cookie,
  );
  const internalId = async (publicId: string) =>
    (await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow())
      .id;
  const groupRow = async (code: string) =>
    (await t.app.db.selectFrom('employer_group').select('id').where('group_code', '=', code).executeTakeFirstOrThrow())
      .id;
  const agentRow = async (code: string) =>
    (await t.app.db.selectFrom('agent').select('id').where('agent_code', '=', code).executeTakeFirstOrThrow()).id;
  const addLine = async (enrollment: string, plan_id: string, price_cents: number, fee_cents = 0) =>
    t.app.db
      .insertInto('cart_line')
      .values({
        enrollment_id: await internalId(enrollment),
        plan_id,
        plan_pricing_id: `${plan_id}-1`,
        price_cents,
        fee_cents,
      })
      .execute();
  const texts = async (enrollment: string, es = false) => {
    const res = await call('GET', `get-agreement-texts?enrollment_id=${enrollment}`, undefined, { es });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const fieldsOf = async (enrollment: string) => {
    const res = await call('GET', `get-form-fields-agreement-info?enrollment_id=${enrollment}`);
    expect(res.status).toBe(200);
    const fields: { field_name: string; value: unknown; required: boolean }[] = res.body.data.result;
    return new Map(fields.map((field) => [field.field_name, field]));
  };
  /** A signature every default rule accepts, for the texts as shown now. */
  const signing = async (enrollment: string, es = false) => {
    const shown = await texts(enrollment, es);
    return {
      enrollment_id: enrollment,
      agreements: shown.result.map(() => true),
      esign_consent: true,
      text_sha256: shown.text_sha256,
    };
  };
  const sign = (payload: object, es = false) => call('POST', 'save-agreement-info', payload, { es });
  const stepRow = async (enrollment: string) =>
    t.app.db
      .selectFrom('enrollment_step')
      .select(['state', 'data', 'sealed_data'])
      .where('enrollment_id', '=', await internalId(enrollment))
      .where('tab_name', '=', 'agreement_info')
      .executeTakeFirst();
  const configure = async (group: string, fields: Record<string, boolean>) =>
    t.app.db
      .insertInto('step_field')
      .values(
        Object.entries(fields).map(([field_name, required]) => ({
          platform_id: null,
          employer_group_id: null,
          tab_name: 'agreement_info' as const,
          field_name,
          required,
          read_only: false,
        })),
      )
      .execute()
      .then(async () =>
        t.app.db
          .updateTable('step_field')
          .set({ employer_group_id: await groupRow(group) })
          .where('tab_name', '=', 'agreement_info')
          .where('employer_group_id', 'is', null)
          .execute(),
      );

  return {
    /** The running app (after `beforeAll`). */
    app: () => t.app,
    logLines: () => t.logLines,
    /** The storefront session's cookie header (after `beforeAll`). */
    cookie: () => cookie,
    call,
    internalId,
    groupRow,
    agentRow,
    addLine,
    texts,
    fieldsOf,
    signing,
    sign,
    stepRow,
    configure,
  };
}
