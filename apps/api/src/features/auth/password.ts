// Staff passwords: argon2id (m=19456 KiB, t=2, p=1, the OWASP baseline) with a random salt,
// stored as a PHC string that names its parameters, so they can be raised later without
// breaking existing hashes. Hashes made before argon2id (scrypt) still verify, and are
// replaced at the next sign-in (`needsRehash`).
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id is the package's default algorithm; these are its parameters. */
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
const currentPrefix = '$argon2id$v=19$m=19456,t=2,p=1$';

const normalized = (password: string) => password.normalize('NFKC');

export async function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), argon2Options);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, normalized(password)).catch(() => false);
  return verifyScrypt(password, stored);
}

/** Whether a verified hash should be replaced by one of the current scheme and parameters. */
export const needsRehash = (stored: string) => !stored.startsWith(currentPrefix);

const scryptHash = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

function deriveScrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(normalized(password), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A hash of the scheme used before argon2id: `scrypt$N$r$p$salt$key`. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const match = scryptHash.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt = '', key = ''] = match;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await deriveScrypt(password, Buffer.from(salt, 'base64url'), expected.length, options).catch(
    () => undefined,
  );
  return actual !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

let absent: Promise<string> | undefined;
/** A hash to check against when no account matches, so timing does not reveal which emails exist. */
export const absentAccountHash = () => (absent ??= hashPassword(randomBytes(16).toString('hex')));
