// The three reference calls of the spine, end to end through the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

describe.each(testDatabases)('reference calls on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('get-states lists the states by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/get-states' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.result).toContainEqual({ name: 'Texas', abbrev: 'TX' });
    expect(data.result.length).toBe(56);
  });

  it('validate-zip-code (GET) gives city and state of a real zip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/validate-zip-code?zip_code=78701' });
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { result: [{ zip_code: '78701', city: 'Austin', state_abbreviation: 'TX', state_name: 'Texas' }] },
    });
  });

  it('validate-zip-code refuses an unknown zip with a field error on zip, in the caller language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/v1/validate-zip-code?zip_code=00000' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message: 'Invalid Zip code',
      data: [{ target_element: 'zip', error_message: 'Invalid Zip code' }],
    });
    const es = await t.app.inject({
      method: 'GET',
      url: '/api/v1/validate-zip-code?zip_code=00000',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(es.json().data).toEqual([{ target_element: 'zip', error_message: 'Código postal no válido' }]);
  });

  it('validate-zip-code refuses a zip that is not 5 digits with the spec message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/validate-zip-code?zip_code=7870' });
    expect(res.json().data).toEqual([{ target_element: 'zip_code', error_message: 'Enter 5 digit zip code' }]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/validate-zip-code' });
    expect(missing.json().data).toEqual([{ target_element: 'zip_code', error_message: 'Field is required' }]);
  });

  it('validate-zip-code (POST { zip }) answers as the GET does', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/validate-zip-code', payload: { zip: '10001' } });
    expect(res.json().data.result[0]).toMatchObject({ city: 'New York', state_abbreviation: 'NY' });
  });

  it('get-default-info gives the site of the request host, else the default site', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get-default-info',
      headers: { host: 'localhost:3000' },
    });
    expect(plain.json().data.site).toMatchObject({ site_name: 'Benefit Store', is_default: true });
    const branded = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get-default-info',
      headers: { host: 'elevate.localhost:3000' },
    });
    expect(branded.json().data.site).toMatchObject({ site_name: 'Elevate Wellness', group_flow: true });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get-default-info',
      headers: { host: 'example.org' },
    });
    expect(unknown.json().data.site.site_name).toBe('Benefit Store');
  });

  it('creates a session on the first write and keeps it after', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/validate-zip-code', payload: { zip: '78701' } });
    const cookie = first.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get-states',
      headers: { cookie: `sid=${cookie?.value}` },
    });
    expect(again.cookies).toEqual([]);
  });
});
