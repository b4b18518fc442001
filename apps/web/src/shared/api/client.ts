// The typed API client: the only way the browser calls the server. Each call is a
// contract declaration; its answer type comes from the declaration's `data` schema.
import type { CallDef } from '@benefit-store/contract/define';
import { errorEnvelope, type FieldError } from '@benefit-store/contract/envelope';
import { z } from 'zod';
import { currentLanguage } from '../../i18n/i18n';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorCode: string | undefined;
  readonly fieldErrors: readonly FieldError[];

  constructor(statusCode: number, message: string, errorCode: string | undefined, fieldErrors: readonly FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.fieldErrors = fieldErrors;
  }
}

export interface CallArgs<C extends CallDef> {
  input: z.input<C['input']>;
  params?: Record<string, string>;
}

const envelope = z.object({ status: z.enum(['success', 'error']), data: z.unknown() });

function parseData<S extends z.ZodType>(schema: S, value: unknown) {
  return schema.safeParse(value);
}

/** The URL of a call: path parameters filled, input in the query string for GET. */
export function callUrl<C extends CallDef>(call: C, { input, params = {} }: CallArgs<C>): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const url = `/api/v1/${path}`;
  if (call.methods[0] !== 'GET') return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

export async function request<C extends CallDef>(
  call: C,
  args: CallArgs<C>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<z.output<C['data']>> {
  const method = call.methods[0];
  const response = await fetch(callUrl(call, args), {
    method,
    credentials: 'same-origin',
    signal,
    headers: {
      accept: 'application/json',
      'accept-language': currentLanguage(),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(args.input) }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  const shape = envelope.safeParse(body);
  if (shape.success && shape.data.status === 'success') {
    const data = parseData<C['data']>(call.data, shape.data.data);
    if (data.success) return data.data;
  }
  const failure = errorEnvelope.safeParse(body);
  if (failure.success) {
    const fields = Array.isArray(failure.data.data) ? failure.data.data : [];
    throw new ApiError(failure.data.statusCode, failure.data.message, failure.data.errorCode, fields);
  }
  throw new ApiError(response.status, response.statusText || 'Request failed', undefined, []);
}
