// Small wire types the spec's payloads share: digit strings, 0/1 flags, bounded text.
import { z } from './zod';

/** A 0/1 flag, sent by old clients as a number or a string; read as a number. */
export const flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value): 0 | 1 => (value === 1 || value === '1' ? 1 : 0));

/** Digits only, up to `max` of them (ids and counts in query strings). */
export const digits = (max: number) => z.string().max(max).regex(/^\d+$/, 'common.invalid_value');

/** Free text of at most `max` characters. */
export const text = (max: number) => z.string().max(max);

/** A PNG image as a data URL (screenshots, signatures), at most about 4 MB. */
export const pngDataUrl = z
  .string()
  .max(4 * 1024 * 1024)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'common.invalid_value');
