// The typed API client: the only way the browser calls the server. A call is named as the
// contract names it; its input and answer types come from the declaration (type-only, so
// the contract's schemas stay out of the browser's first download), its route from the
// call-routes plugin. The server checks every answer against the declared schema.

import routes from 'virtual:call-routes';
import type { CallData, CallDef } from '@benefit-store/contract/define';
import type { FieldError } from '@benefit-store/contract/envelope';
import { languageHeader } from '@benefit-store/contract/messages/translate';
import type { z } from 'zod';
import { currentLanguage } from '../../i18n/i18n';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorCode: string | undefined;
  readonly fieldErrors: readonly FieldError[];
  /** The envelope's `data` when it is not a field list (what changed in a cart: completion's 409). */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    statusCode: number,
    message: string,
    errorCode: string | undefined,
    fieldErrors: readonly FieldError[],
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.fieldErrors = fieldErrors;
    this.details = details;
  }
}

export interface CallArgs<C extends CallDef> {
  input: z.input<C['input']>;
  params?: Record<string, string>;
}

function routeOf(name: string) {
  const route = routes[name];
  if (!route) throw new Error(`No such call: ${name}`);
  return route;
}

/** The URL of a call: path parameters filled, input in the query string for GET. */
export function callUrl<C extends CallDef>(name: C['name'], { input, params = {} }: CallArgs<C>): string {
  const route = routeOf(name);
  const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(params[param] ?? ''));
  const url = `/api/v1/${path}`;
  if (route.methods[0] !== 'GET') return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.target_element === 'string' && typeof value.error_message === 'string';

function failureOf(response: Response, body: unknown): ApiError {
  if (!isRecord(body) || body.status !== 'error' || typeof body.message !== 'string')
    return new ApiError(response.status, response.statusText || 'Request failed', undefined, []);
  const fields = Array.isArray(body.data) ? body.data.filter(isFieldError) : [];
  const errorCode = typeof body.errorCode === 'string' ? body.errorCode : undefined;
  const details = isRecord(body.data) && !Array.isArray(body.data) ? body.data : undefined;
  return new ApiError(response.status, body.message, errorCode, fields, details);
}

/** How a call travels: the browser's fetch, or the server's own calls while it renders a page
 *  (entry-server.tsx), which answer the same paths without leaving the process. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export const setTransport = (send: typeof fetch) => {
  transport = send;
};

const earningPaths = new Set(
  Object.values(routes)
    .filter((route) => route.earns)
    .map((route) => route.path),
);

/** Whether a query (keyed `[feature, call path, input]`) reads a call that earns its session a party. */
export const readsEarningCall = (queryKey: readonly unknown[]): boolean =>
  typeof queryKey[1] === 'string' && earningPaths.has(queryKey[1]);

/** Calls `name` (`request<typeof getStates>('getStates', ...)`); resolves to the answer's `data`. */
export async function request<C extends CallDef>(
  name: C['name'],
  args: CallArgs<C>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CallData<C>> {
  const method = routeOf(name).methods[0];
  const response = await transport(callUrl<C>(name, args), {
    method,
    credentials: 'same-origin',
    signal,
    headers: {
      accept: 'application/json',
      // The page's language: the browser's own Accept-Language may not say it (decision 0044).
      [languageHeader]: currentLanguage(),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(args.input) }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && isRecord(body) && body.status === 'success' && 'data' in body) return body.data as CallData<C>;
  throw failureOf(response, body);
}
