// For jsdom tests: a fetch that answers calls by path with the spec's envelopes, recording
// every request; a path without an answer gets `fallback` (501 Not implemented by default).
// Every success a fake answers is parsed by the call's own `data` schema: a fixture the real
// server could not send fails the test (test-setup.ts reads `takeContractProblems`).
import { allCalls } from '@benefit-store/contract/calls';
import type { CallDef } from '@benefit-store/contract/define';
import { vi } from 'vitest';
import { jsonResponse } from '../../test-render';

const problems: string[] = [];

/** What the fake API answered that its call's contract does not allow, since the last take. */
export const takeContractProblems = () => problems.splice(0);

const pathPattern = (call: CallDef) => new RegExp(`^${call.path.replace(/\{\w+\}/g, '[^/]+')}$`);
const callPatterns = allCalls.map((call) => ({ call, pattern: pathPattern(call) }));

/** Checks a success the fake API is about to give against the `data` schema of the call of `path`. */
export async function checkAgainstContract(path: string, response: Response) {
  if (response.status !== 200) return;
  const call = callPatterns.find(({ pattern }) => pattern.test(path))?.call;
  const body: unknown = await response.clone().json();
  if (!call || typeof body !== 'object' || body === null || !('data' in body)) {
    problems.push(`${path}: no such call, or no data in its answer`);
    return;
  }
  const checked = call.data.safeParse(body.data);
  if (!checked.success)
    problems.push(`${path}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
}

/** The call path of a request URL (what follows /api/v1/). */
const callPath = (url: string) => new URL(url, 'http://localhost').pathname.replace('/api/v1/', '');

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
      if (!match) return fallback();
      const response = (answers[match] as () => Response)();
      await checkAgainstContract(callPath(url), response);
      return response;
    }),
  );
  return served;
}
