// For jsdom tests: a fetch that answers calls by path with the spec's envelopes, recording
// every request; a path without an answer gets `fallback` (501 Not implemented by default).
import { vi } from 'vitest';
import { jsonResponse } from '../../test-render';

export const okEnvelope = (data: unknown) =>
  jsonResponse(200, { status: 'success', statusCode: 200, message: '', data });
export const errorEnvelope = (status: number, message: string) =>
  jsonResponse(status, { status: 'error', statusCode: status, message, data: [] });

export interface Served {
  url: string;
  body: unknown;
}

export function serveByPath(
  answers: Record<string, () => Response>,
  fallback: () => Response = () => errorEnvelope(501, 'Not implemented'),
): Served[] {
  const served: Served[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      served.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const match = Object.keys(answers).find((path) => url.includes(path));
      return match ? (answers[match] as () => Response)() : fallback();
    }),
  );
  return served;
}
