// How a call of the enrollment API v1 is declared: once, here, for server, browser
// client and OpenAPI document alike.
import { z } from './zod';

export const features = [
  'landing',
  'quoting',
  'catalog',
  'pricing',
  'underwriting',
  'cart',
  'quotes',
  'members',
  'enrollment',
  'resume',
  'verification',
  'messaging',
  'documents',
  'auth',
] as const;
export type Feature = (typeof features)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Seed = '000' | '001';

/** What the identifier a call names belongs to; the server checks the session may touch it. */
export type Scope = 'enrollment' | 'member' | 'quote' | 'policy' | 'group' | 'rep';

export interface CallDef {
  /** camelCase of the spec path: `add-plan-to-cart` -> `addPlanToCart`. */
  readonly name: string;
  readonly feature: Feature;
  /** The seed documents whose call tables list this call. */
  readonly seeds: readonly Seed[];
  /** The first method is the one the browser client uses; others are accepted too. */
  readonly methods: readonly [Method, ...Method[]];
  /** Path under /api/v1/ as the spec spells it; `{name}` marks a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodObject;
  /** Query for GET, JSON body otherwise; with several methods, whichever carries it. */
  readonly input: z.ZodObject;
  /** Schema of `data` in the success envelope. */
  readonly data: z.ZodType;
  /** Identifiers the call names besides `enrollment_id` (which is always checked). */
  readonly scopes?: readonly Scope[];
  /** The call hands out access to an enrollment (resume links): no ownership check. */
  readonly grantsAccess?: boolean;
  /** Reading it earns the session a party (a landing page, a branded site, a referral, a code). A
   *  page the server drew got its answer without earning (decision 0018): the browser asks it again
   *  once the app has started, and only these calls. */
  readonly earns?: boolean;
  /** Request body limit in bytes, for calls carrying images. */
  readonly bodyLimit?: number;
}

export const defineCall = <const T extends CallDef>(def: T): T => def;

export type CallParams<C extends CallDef> = C['params'] extends z.ZodObject
  ? z.output<C['params']>
  : Record<string, never>;
export type CallInput<C extends CallDef> = z.output<C['input']>;
export type CallData<C extends CallDef> = z.output<C['data']>;

/** The body limit for calls that carry screenshots or signatures. */
export const imageBodyLimit = 5 * 1024 * 1024;
export const defaultBodyLimit = 1024 * 1024;

/** An object with no fields, for calls that take none. */
export const none = z.object({});

/** `data` of a call whose answer the spec does not show: an object, open. */
export const opaque = z.record(z.string(), z.unknown());
