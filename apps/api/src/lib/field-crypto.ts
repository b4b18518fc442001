// Encryption at rest of personal fields (SSN, bank and card numbers, health answers,
// signatures): AES-256-GCM with a random nonce per value, bound to the place it is stored (so a
// value copied to another row or column does not open), naming the key that sealed it (so keys
// can be rotated: decision record 0008).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { isSealedLine, loadKek, openKeyLine, sealKeyLine } from './key-encryption';

/**
 * Where a sealed value lives: its table, its column and its row. `row` is the row's public id, or,
 * for a row without one, its enrollment's public id and its own natural key (`<enrollment>/<question>`).
 */
export interface SealedPlace {
  table: string;
  column: string;
  row: string;
}

/** A value that does not open: altered, moved, or sealed under a key this process does not hold. */
export class SealedValueUnreadable extends Error {}

/** DATA_KEY_FILE names a file that is not there: a new key would make every sealed value unreadable. */
export class KeyFileMissing extends Error {}

/** Production with the data key in the clear beside the data, the risk not accepted (decision 0039). */
export class KeyBesideData extends Error {}

/** Whether the first format (v1) still opens: `refused` after a rotation re-sealed every value. */
export type FirstFormat = 'open' | 'refused';
export interface CipherOptions {
  firstFormat?: FirstFormat;
}

const nonceBytes = 12;
const tagBytes = 16;

/** A short public name of a key: the start of its SHA-256, so a sealed value says which key opens it. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256')
    .update('benefit-store data key id')
    .update(key)
    .digest()
    .subarray(0, 6)
    .toString('base64url');
}

const additionalData = (place: SealedPlace) => Buffer.from(JSON.stringify([place.table, place.column, place.row]));

function openWith(key: KeyObject, nonce: Buffer, body: Buffer, aad: Buffer | undefined): Buffer {
  if (nonce.length !== nonceBytes || body.length < tagBytes) throw new SealedValueUnreadable('malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(body.subarray(body.length - tagBytes));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - tagBytes)), decipher.final()]);
}

/** The key of its own `purpose`'s hashes get, derived from a data key. */
const purposeKeyOf = (key: KeyObject, purpose: string) =>
  createSecretKey(createHmac('sha256', key).update(`benefit-store mac key: ${purpose}`).digest());

export class FieldCipher {
  readonly keyId: string;
  // Key objects, made once: a raw key handed to node:crypto is made into one on every call.
  readonly #current: KeyObject;
  readonly #keys: ReadonlyMap<string, KeyObject>;
  /** Each held key's derived key per hash purpose, made at first use. */
  readonly #purposeKeys = new Map<string, KeyObject>();
  /** Whether values of the first format (v1, bound to no place) still open. */
  readonly #firstFormat: FirstFormat;

  /**
   * `current` seals; `older` keys only open what they sealed, until `npm run rotate-key` re-seals it.
   * `firstFormat: 'refused'` once rotation bound every v1 value to its place (or a setting says so).
   */
  constructor(current: Buffer, older: readonly Buffer[] = [], { firstFormat = 'open' }: CipherOptions = {}) {
    this.#firstFormat = firstFormat;
    for (const key of [current, ...older]) if (key.length !== 32) throw new RangeError('a data key must be 32 bytes');
    this.#current = createSecretKey(current);
    this.keyId = keyIdOf(current);
    this.#keys = new Map([...older, current].map((key) => [keyIdOf(key), createSecretKey(key)]));
  }

  /** HMAC-SHA256 of `value` under the key `keyId` derived for `purpose`. */
  #macWith(keyId: string, key: KeyObject, purpose: string, value: string): string {
    const name = `${keyId}/${purpose}`;
    let purposeKey = this.#purposeKeys.get(name);
    if (!purposeKey) {
      purposeKey = purposeKeyOf(key, purpose);
      this.#purposeKeys.set(name, purposeKey);
    }
    return createHmac('sha256', purposeKey).update(value).digest('base64url');
  }

  /** "v2.<key id>.<nonce>.<ciphertext+tag>", base64url parts, bound to `place`. */
  seal(plain: string, place: SealedPlace): string {
    return this.sealBytes(Buffer.from(plain, 'utf8'), place);
  }

  /** `seal` for bytes (a blob's file): the same format, the bytes themselves encrypted. */
  sealBytes(plain: Uint8Array, place: SealedPlace): string {
    const nonce = randomBytes(nonceBytes);
    const cipher = createCipheriv('aes-256-gcm', this.#current, nonce, { authTagLength: tagBytes });
    cipher.setAAD(additionalData(place));
    const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return `v2.${this.keyId}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
  }

  /**
   * The plain text of a value sealed for `place`; throws SealedValueUnreadable when it was altered,
   * sealed for another place or under a key this cipher does not hold. A value of the first format
   * (v1: no key id, no place) opens with any key held, so a store can upgrade, then rotate.
   */
  open(sealed: string, place: SealedPlace): string {
    return this.openBytes(sealed, place).toString('utf8');
  }

  /** `open` for bytes sealed by `sealBytes`. */
  openBytes(sealed: string, place: SealedPlace): Buffer {
    const parts = sealed.split('.');
    try {
      if (parts[0] === 'v2' && parts.length === 4) {
        const [, keyId = '', nonce = '', body = ''] = parts;
        const key = this.#keys.get(keyId);
        if (!key) throw new SealedValueUnreadable(`sealed under key ${keyId}, which this process does not hold`);
        return openWith(key, Buffer.from(nonce, 'base64url'), Buffer.from(body, 'base64url'), additionalData(place));
      }
      if (parts[0] === 'v1' && parts.length === 3) {
        // A v1 value opens in any row it is copied to: once rotated away, one is refused.
        if (this.#firstFormat === 'refused')
          throw new SealedValueUnreadable('a v1 value (bound to no place): refused since every value was re-sealed');
        return this.#openFirstFormat(parts[1] ?? '', parts[2] ?? '');
      }
    } catch (error) {
      if (error instanceof SealedValueUnreadable) throw error;
      throw new SealedValueUnreadable('the sealed value does not open here', { cause: error });
    }
    throw new SealedValueUnreadable('not a sealed field value');
  }

  /**
   * A keyed hash of `value` for `purpose` (one-time passwords and the contacts they went to):
   * HMAC-SHA256 under a key derived from the current data key, `<key id>.<hash>`. Without the data
   * key a stolen table cannot be searched, even for a 6-digit code.
   */
  mac(purpose: string, value: string): string {
    return `${this.keyId}.${this.#macWith(this.keyId, this.#current, purpose, value)}`;
  }

  /** Whether `mac` is `value`'s keyed hash for `purpose`, under whichever held key made it (constant time). */
  macMatches(purpose: string, value: string, mac: string): boolean {
    const [keyId = '', hash = ''] = mac.split('.');
    const key = this.#keys.get(keyId);
    if (!key) return false;
    const expected = Buffer.from(this.#macWith(keyId, key, purpose, value), 'base64url');
    const given = Buffer.from(hash, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Whether `sealed` is already in the current format under the current key (rotation skips it). */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(`v2.${this.keyId}.`);
  }

  #openFirstFormat(nonce: string, body: string): Buffer {
    for (const key of this.#keys.values()) {
      try {
        return openWith(key, Buffer.from(nonce, 'base64url'), Buffer.from(body, 'base64url'), undefined);
      } catch {
        // Not this key: the next one may be it.
      }
    }
    throw new SealedValueUnreadable('a v1 value that no key held here opens');
  }
}

export interface DataKeys {
  current: Buffer;
  older: Buffer[];
}

/** Whether a trimmed key file line holds a key (not a comment, not blank). */
const isKeyLine = (line: string) => line !== '' && !line.startsWith('#');

/** The key file's key lines (sealed or plain), comments and blank lines left out. */
const linesOfFile = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(isKeyLine);

/** Writes `lines` as `file` (mode 0600), aside then renamed: a crash leaves the old file or the new one. */
function writeKeyFile(file: string, lines: readonly string[]): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const next = `${file}.next`;
  writeFileSync(next, `${lines.join('\n')}\n`, { mode: 0o600 });
  chmodSync(next, 0o600);
  renameSync(next, file);
}

/** `file`'s lines, each key line still plain sealed under `kek` (comments kept as they are). */
function sealedLinesOf(file: string, kek: Buffer | undefined): string[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.trim());
  return lines.map((line) =>
    kek && isKeyLine(line) && !isSealedLine(line) ? sealKeyLine(kek, openKeyLine(line, undefined, file)) : line,
  );
}

/**
 * Writes a new key on top of `file` (mode 0600), keeping the lines it held (older keys, comments).
 * With a key-encrypting key every key line is written sealed (plain lines of an older file too).
 */
export function addKeyToFile(file: string, kek?: Buffer): Buffer {
  const key = randomBytes(32);
  writeKeyFile(file, [kek ? sealKeyLine(kek, key) : key.toString('base64'), ...sealedLinesOf(file, kek)]);
  return key;
}

/**
 * Seals, under `kek`, every key line of `file` still plain (the first format, or a file written
 * before a key-encrypting key was given); whether it changed the file. The keys stay the same.
 */
export function sealKeyFile(file: string, kek: Buffer): boolean {
  if (linesOfFile(readFileSync(file, 'utf8')).every(isSealedLine)) return false;
  writeKeyFile(file, sealedLinesOf(file, kek));
  return true;
}

/** The file the keys are kept in when DATA_KEY is not set: DATA_KEY_FILE, else `DATA_DIR/data.key`. */
export const keyFileOf = (config: Pick<Config, 'DATA_KEY_FILE' | 'DATA_DIR'>) =>
  config.DATA_KEY_FILE ?? path.join(config.DATA_DIR, 'data.key');

type KeyConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'DATA_KEY'
  | 'DATA_KEY_FILE'
  | 'DATA_KEYS_OLD'
  | 'DATA_DIR'
  | 'DATA_KEK'
  | 'DATA_KEK_FILE'
  | 'DATA_KEY_IN_DATA_DIR'
>;

/** Whether `file` is inside `dir` (by their paths: the operator's symlinks are the operator's choice). */
function isInside(dir: string, file: string): boolean {
  const relative = path.relative(path.resolve(dir), path.resolve(file));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * In production a copy of DATA_DIR (a backup, a stolen disk) must not carry what opens it: refuses
 * a key-encrypting key file inside DATA_DIR, and a data key file inside it that no key-encrypting
 * key seals, unless DATA_KEY_IN_DATA_DIR=accepted takes the risk the README states.
 */
function refuseKeyBesideData(config: KeyConfig): void {
  if (config.NODE_ENV !== 'production') return;
  if (config.DATA_KEK_FILE && isInside(config.DATA_DIR, config.DATA_KEK_FILE))
    throw new KeyBesideData(
      `DATA_KEK_FILE ${path.resolve(config.DATA_KEK_FILE)} is inside DATA_DIR: the key-encrypting key must be kept apart from the data it protects. Move it outside ${path.resolve(config.DATA_DIR)}.`,
    );
  const sealed = config.DATA_KEK !== undefined || config.DATA_KEK_FILE !== undefined;
  if (config.DATA_KEY || sealed || config.DATA_KEY_IN_DATA_DIR === 'accepted') return;
  if (!isInside(config.DATA_DIR, keyFileOf(config))) return;
  throw new KeyBesideData(
    `The data key file ${path.resolve(keyFileOf(config))} is inside DATA_DIR, so a copy of the data is a copy of its key. In production keep the key elsewhere (DATA_KEY_FILE outside DATA_DIR, or DATA_KEY), seal it with DATA_KEK or DATA_KEK_FILE, or accept the risk the README states with DATA_KEY_IN_DATA_DIR=accepted.`,
  );
}

/**
 * The data keys: DATA_KEY, else the first line of the key file (DATA_KEY_FILE, else `DATA_DIR/data.key`,
 * which is created with a new key at first start); older keys from the key file's next lines and
 * from DATA_KEYS_OLD.
 */
export function loadDataKeys(config: KeyConfig): DataKeys {
  refuseKeyBesideData(config);
  const fromEnv = (config.DATA_KEYS_OLD ?? '').split(',').filter(Boolean);
  const olderFromEnv = fromEnv.map((key) => Buffer.from(key, 'base64'));
  if (config.DATA_KEY) return { current: Buffer.from(config.DATA_KEY, 'base64'), older: olderFromEnv };
  const file = keyFileOf(config);
  const kek = loadKek(config);
  if (!existsSync(file)) {
    if (config.DATA_KEY_FILE) {
      throw new KeyFileMissing(
        `DATA_KEY_FILE ${path.resolve(file)} does not exist. Create it with a new key (\`npm run rotate-key -- --new-key\`), or point DATA_KEY_FILE at the file that holds the store's key.`,
      );
    }
    addKeyToFile(file, kek);
  }
  // A plain key file met with a key-encrypting key is sealed in place: setting DATA_KEK converts it.
  if (kek) sealKeyFile(file, kek);
  const [current, ...older] = linesOfFile(readFileSync(file, 'utf8')).map((line) => openKeyLine(line, kek, file));
  if (!current) throw new KeyFileMissing(`${path.resolve(file)} holds no key`);
  return { current, older: [...older, ...olderFromEnv] };
}

/**
 * The cipher of the configured keys. v1 values are refused when SEALED_V1 says so or when
 * `rotated` (a rotation re-sealed every value: first-format.ts keeps that fact in the database).
 */
export const cipherOf = (
  config: KeyConfig & Pick<Config, 'SEALED_V1'>,
  { rotated = false }: { rotated?: boolean } = {},
) => {
  const keys = loadDataKeys(config);
  const firstFormat = config.SEALED_V1 === 'refused' || rotated ? 'refused' : 'open';
  return new FieldCipher(keys.current, keys.older, { firstFormat });
};
