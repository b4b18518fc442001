// The secrets of a way back: link tokens (128 random bits, base64url, never a database id) and
// resume codes a person types (12 characters of Crockford's base32, 60 bits), each kept only as
// a hash. Decision record 0014.
import { createHash, randomBytes } from 'node:crypto';
import { hashToken, newPublicId } from '../../lib/ids';

export const newLinkToken = newPublicId;
export const hashLinkToken = hashToken;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A resume code as emailed: `XXXX-XXXX-XXXX`. */
export function newResumeCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => alphabet[byte % 32] ?? '0').join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** A code as typed, read the way Crockford's base32 reads it: case, spaces and dashes ignored, O as 0, I and L as 1. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const hashResumeCode = (typed: string) => hashToken(`resume-code:${normaliseCode(typed)}`);

/** The email a code or link went to, compared without keeping the address in the clear. */
export const hashEmail = (email: string) =>
  createHash('sha256').update(`resume-email:${email.trim().toLowerCase()}`).digest('hex');

/** A path segment as the spec's resume routes carry it: base64url of the text. */
export const base64Segment = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
