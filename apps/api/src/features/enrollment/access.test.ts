// An enrollment is visible only to the session that owns it: any other session, or none,
// is told it does not exist, on every call that names an enrollment.
import { allCalls } from '@benefit-store/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';

/** Calls whose input is complete with an enrollment id alone. */
const probe = { enrollment_id: 'AAAAAAAAAAAAAAAAAAAAAA' };
const namingCalls = allCalls.filter(
  (call) => 'enrollment_id' in call.input.shape && !call.grantsAccess && call.input.safeParse(probe).success,
);

function request(call: (typeof namingCalls)[number], enrollmentId: string, cookie: string | undefined) {
  const method = call.methods[0];
  const input = { enrollment_id: enrollmentId };
  // A plan in the path is a demo plan (seed/catalog), so the owner gets past 'Plan not found'.
  const path = `/api/v1/${call.path.replace(/\{(\w+)\}/g, (_, name) => (name === 'planId' ? 'DEN-BASIC' : 'AAAAAAAAAAAAAAAAAAAAAA'))}`;
  const headers = cookie ? { cookie } : {};
  return method === 'GET'
    ? { method, url: path, query: input, headers }
    : { method, url: path, payload: input, headers };
}

describe.each(testDatabases)('enrollment access on $name', (database) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let enrollmentId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    owner = await newSessionCookie(t.app);
    other = await newSessionCookie(t.app);
    enrollmentId = await enrollmentOf(t.app, owner);
  });
  afterAll(() => t.close());

  it('has calls to check', () => {
    expect(namingCalls.length).toBeGreaterThan(20);
  });

  it.each(namingCalls.map((call) => [call.name, call]))(
    '%s: 404 for another session, not for the owner',
    async (_, call) => {
      const foreign = await t.app.inject(request(call, enrollmentId, other));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ status: 'error', message: 'Enrollment not found', data: [] });
      expect(foreign.body).not.toContain(enrollmentId);

      const mine = await t.app.inject(request(call, enrollmentId, owner));
      expect(mine.statusCode).not.toBe(404);
    },
  );

  it('answers 404 to a caller without a session, in Spanish when asked', async () => {
    const call = namingCalls.find((c) => c.methods[0] === 'GET');
    if (!call) throw new Error('no GET call names an enrollment');
    const res = await t.app.inject({ ...request(call, enrollmentId, undefined), headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Inscripción no encontrada');
  });

  it('answers 404 for an id that does not exist', async () => {
    const call = namingCalls.find((c) => c.methods[0] === 'GET');
    if (!call) throw new Error('no GET call names an enrollment');
    const res = await t.app.inject(request(call, 'BBBBBBBBBBBBBBBBBBBBBB', owner));
    expect(res.statusCode).toBe(404);
  });
});
