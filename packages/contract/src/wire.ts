// Small wire types the spec's payloads share: digit strings, 0/1 flags, bounded text.
import { z } from './zod';

/** A 0/1 flag, sent by old clients as a number or a string; read as a number. */
export const flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value): 0 | 1 => (value === 1 || value === '1' ? 1 : 0));

/** Digits only, up to `max` of them (ids and counts in query strings). */
export const digits = (max: number) => z.string().max(max).regex(/^\d+$/, 'common.invalid_value');

/**
 * Whether a string is free of NUL: PostgreSQL's text cannot hold it (the statement fails), and no
 * person types it. Every call refuses it in every string of its input (`nulPaths`).
 */
export const nulFree = (value: string) => !value.includes('\u0000');

/** Free text of at most `max` characters, without NUL. */
export const text = (max: number) => z.string().max(max).refine(nulFree, 'common.no_nul');

/**
 * The paths of the strings holding NUL anywhere in `value` (a call's raw input or path parameters,
 * keys too): the registrar refuses them before any schema or SQL sees them, whatever the schema
 * says of that field.
 */
export function nulPaths(value: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return nulFree(value) ? [] : [[...path]];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    nulFree(key) ? nulPaths(item, [...path, key]) : [[...path, key.replaceAll('\u0000', '')]],
  );
}

/** A PNG image as a data URL (screenshots, signatures), at most about 4 MB. */
export const pngDataUrl = z
  .string()
  .max(4 * 1024 * 1024)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'common.invalid_value');
