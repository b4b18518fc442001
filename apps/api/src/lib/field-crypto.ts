// Encryption at rest of personal fields (SSN, bank and card numbers, health answers,
// signatures): AES-256-GCM with a random nonce per value.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const version = 'v1';

export class FieldCipher {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new RangeError('the data key must be 32 bytes');
    this.#key = key;
  }

  /** "v1.<nonce>.<ciphertext+tag>", base64url parts. */
  encrypt(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${version}.${nonce.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The plain text; throws when the value was not sealed with this key or was altered. */
  decrypt(sealedText: string): string {
    const [tag, nonceText, bodyText] = sealedText.split('.');
    if (tag !== version || !nonceText || !bodyText) throw new Error('not an encrypted field value');
    const body = Buffer.from(bodyText, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(nonceText, 'base64url'));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
  }
}

/** The key from DATA_KEY (base64), else from `DATA_DIR/data.key`, created (mode 0600) on first start. */
export function loadDataKey(dataKey: string | undefined, dataDir: string): Buffer {
  if (dataKey) return Buffer.from(dataKey, 'base64');
  const file = path.join(dataDir, 'data.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
