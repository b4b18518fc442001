// The key-encrypting key (DATA_KEK or DATA_KEK_FILE): when given, each data key in the key file is
// itself sealed with it (AES-256-GCM), so the key file beside the data opens nothing without a
// secret kept elsewhere (decision record 0039). A key file line is a plain key (base64, the first
// format, still read) or `k1.<kek id>.<nonce>.<ciphertext+tag>`.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The key file holds sealed keys that the key-encrypting key given (or none) does not open. */
export class KeyFileUnreadable extends Error {}

const nonceBytes = 12;
const tagBytes = 16;
/** Binds a sealed line to its use: a key-file line is not a sealed field, nor the other way round. */
const additionalData = Buffer.from('benefit-store data key');

/** A short public name of a key-encrypting key, so a sealed line says which one opens it. */
export function kekIdOf(kek: Buffer): string {
  return createHash('sha256')
    .update('benefit-store key-encrypting key id')
    .update(kek)
    .digest()
    .subarray(0, 6)
    .toString('base64url');
}

/** Whether a key file line is sealed (`k1.`) rather than a plain base64 key. */
export const isSealedLine = (line: string) => line.startsWith('k1.');

/** A data key sealed under the key-encrypting key: one key file line. */
export function sealKeyLine(kek: Buffer, key: Buffer): string {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', kek, nonce, { authTagLength: tagBytes });
  cipher.setAAD(additionalData);
  const body = Buffer.concat([cipher.update(key), cipher.final(), cipher.getAuthTag()]);
  return `k1.${kekIdOf(kek)}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

/** The data key of a key file line: plain, or sealed under `kek` (KeyFileUnreadable otherwise). */
export function openKeyLine(line: string, kek: Buffer | undefined, file: string): Buffer {
  if (!isSealedLine(line)) return Buffer.from(line, 'base64');
  const [, kekId = '', nonce = '', body = ''] = line.split('.');
  if (!kek) {
    throw new KeyFileUnreadable(
      `${path.resolve(file)} holds keys sealed with a key-encrypting key (${kekId}): set DATA_KEK or DATA_KEK_FILE to it.`,
    );
  }
  if (kekId !== kekIdOf(kek)) {
    throw new KeyFileUnreadable(
      `${path.resolve(file)} holds a key sealed with the key-encrypting key ${kekId}, not with the one given (${kekIdOf(kek)}).`,
    );
  }
  const bytes = Buffer.from(body, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(nonce, 'base64url'), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(additionalData);
    decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - tagBytes)), decipher.final()]);
  } catch (error) {
    throw new KeyFileUnreadable(`a key in ${path.resolve(file)} does not open: the file was altered`, {
      cause: error,
    });
  }
}

/** The key-encrypting key: DATA_KEK, else the first line of DATA_KEK_FILE, else none. */
export function loadKek(config: { DATA_KEK?: string | undefined; DATA_KEK_FILE?: string | undefined }) {
  if (config.DATA_KEK) return Buffer.from(config.DATA_KEK, 'base64');
  if (!config.DATA_KEK_FILE) return undefined;
  let text: string;
  try {
    text = readFileSync(config.DATA_KEK_FILE, 'utf8');
  } catch (error) {
    throw new KeyFileUnreadable(`DATA_KEK_FILE ${path.resolve(config.DATA_KEK_FILE)} cannot be read`, {
      cause: error,
    });
  }
  const line = text
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part !== '' && !part.startsWith('#'));
  const kek = Buffer.from(line ?? '', 'base64');
  if (kek.length !== 32)
    throw new KeyFileUnreadable(`DATA_KEK_FILE ${path.resolve(config.DATA_KEK_FILE)} must hold 32 bytes in base64`);
  return kek;
}
