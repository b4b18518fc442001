// The typed client: query strings, path parameters, envelopes and errors.
import type { changeFilterInfo, validateZipCode } from '@benefit-store/contract/quoting';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callUrl, request } from './client';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('callUrl', () => {
  it('puts GET input in the query string, leaving out empty values', () => {
    expect(callUrl<typeof validateZipCode>('validateZipCode', { input: { zip_code: '78701' } })).toBe(
      '/api/v1/validate-zip-code?zip_code=78701',
    );
  });

  it('fills path parameters', () => {
    expect(callUrl<typeof changeFilterInfo>('changeFilterInfo', { input: {}, params: { tempId: 'a/b' } })).toBe(
      '/api/v1/change-filter-info/a%2Fb',
    );
  });
});

describe('request', () => {
  it('returns data of a success envelope, sending the language', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, {
        status: 'success',
        statusCode: 200,
        data: { result: [{ zip_code: '78701', city: 'Austin', state_abbreviation: 'TX', state_name: 'Texas' }] },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const data = await request<typeof validateZipCode>('validateZipCode', { input: { zip_code: '78701' } });
    expect(data.result[0]?.city).toBe('Austin');
    expect(JSON.stringify(fetchMock.mock.calls[0])).toContain('x-language');
  });

  it('throws ApiError with the field errors of an error envelope', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(400, {
        status: 'error',
        statusCode: 400,
        message: 'Invalid Zip code',
        data: [{ target_element: 'zip', error_message: 'Invalid Zip code' }],
      }),
    );
    const failure = await request<typeof validateZipCode>('validateZipCode', { input: { zip_code: '00000' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      statusCode: 400,
      fieldErrors: [{ target_element: 'zip', error_message: 'Invalid Zip code' }],
    });
  });

  it('throws ApiError with the status when the answer is not an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const failure = await request<typeof validateZipCode>('validateZipCode', { input: { zip_code: '78701' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ statusCode: 502, message: 'Bad Gateway', fieldErrors: [] });
  });

  it('refuses to call a name the contract does not declare', async () => {
    await expect(request('noSuchCall', { input: {} })).rejects.toThrow('No such call: noSuchCall');
  });
});
