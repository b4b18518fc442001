// Field encryption: round trip, fresh nonce per value, tamper detection, binding to the value's
// place, full-length tags, key ids and older keys, keyed hashes, and where the keys come from.

import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { FieldCipher, KeyFileMissing, keyIdOf, loadDataKeys, type SealedPlace } from './field-crypto';
import { newPublicId } from './ids';

const place: SealedPlace = { table: 'health_answer', column: 'sealed_answer', row: 'enr-1/145' };

/** A value in the first format (v1: no key id, no additional data), as older versions wrote it. */
function sealV1(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

describe('FieldCipher', () => {
  const cipher = new FieldCipher(randomBytes(32));

  it('round-trips and never shows the plain text', () => {
    const sealed = cipher.seal('123-45-6789', place);
    expect(sealed).not.toContain('6789');
    expect(cipher.open(sealed, place)).toBe('123-45-6789');
  });

  it('seals the same value differently each time', () => {
    expect(cipher.seal('4111111111111111', place)).not.toBe(cipher.seal('4111111111111111', place));
  });

  it('refuses an altered value and another key', () => {
    const sealed = cipher.seal('secret', place);
    const parts = sealed.split('.');
    const bytes = Buffer.from(parts[3] ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    const altered = [...parts.slice(0, 3), bytes.toString('base64url')].join('.');
    expect(() => cipher.open(altered, place)).toThrow();
    expect(() => new FieldCipher(randomBytes(32)).open(sealed, place)).toThrow();
  });

  it('opens a value only in the table, column and row it was sealed for', () => {
    const sealed = cipher.seal('{"yes_no_flag":0}', place);
    expect(() => cipher.open(sealed, { ...place, row: 'enr-2/145' })).toThrow();
    expect(() => cipher.open(sealed, { ...place, row: 'enr-1/146' })).toThrow();
    expect(() => cipher.open(sealed, { ...place, column: 'other' })).toThrow();
    expect(() => cipher.open(sealed, { ...place, table: 'special_carrier_answer' })).toThrow();
  });

  it('refuses a value whose tag is cut short', () => {
    const sealed = cipher.seal('', place);
    const parts = sealed.split('.');
    const tag = Buffer.from(parts[3] ?? '', 'base64url');
    const short = [...parts.slice(0, 3), tag.subarray(0, 8).toString('base64url')].join('.');
    expect(() => cipher.open(short, place)).toThrow();
    const key = randomBytes(32);
    const v1 = sealV1(key, '').split('.');
    const shortV1 = `v1.${v1[1]}.${Buffer.from(v1[2] ?? '', 'base64url')
      .subarray(0, 4)
      .toString('base64url')}`;
    expect(() => new FieldCipher(key).open(shortV1, place)).toThrow();
  });

  it('names its key in the sealed text, and opens values of an older key it holds', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const before = new FieldCipher(oldKey).seal('kept', place);
    expect(before.split('.').slice(0, 2)).toEqual(['v2', keyIdOf(oldKey)]);
    const after = new FieldCipher(newKey, [oldKey]);
    expect(after.open(before, place)).toBe('kept');
    expect(after.isCurrent(before)).toBe(false);
    expect(after.isCurrent(after.seal('kept', place))).toBe(true);
    expect(() => new FieldCipher(newKey).open(before, place)).toThrow();
  });

  it('still opens values of the first format, which are never current', () => {
    const key = randomBytes(32);
    const legacy = sealV1(key, 'from v1');
    expect(new FieldCipher(randomBytes(32), [key]).open(legacy, place)).toBe('from v1');
    expect(new FieldCipher(key).isCurrent(legacy)).toBe(false);
  });

  it('hashes with a key per purpose, and matches under an older key it holds', () => {
    const oldKey = randomBytes(32);
    const before = new FieldCipher(oldKey).mac('otp-code', 'abc:123456');
    expect(before).not.toContain('123456');
    expect(before).not.toBe(new FieldCipher(oldKey).mac('otp-contact', 'abc:123456'));
    const after = new FieldCipher(randomBytes(32), [oldKey]);
    expect(after.macMatches('otp-code', 'abc:123456', before)).toBe(true);
    expect(after.macMatches('otp-code', 'abc:123457', before)).toBe(false);
    expect(after.macMatches('otp-contact', 'abc:123456', before)).toBe(false);
    expect(new FieldCipher(randomBytes(32)).macMatches('otp-code', 'abc:123456', before)).toBe(false);
  });
});

describe('loadDataKeys', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'key-'));

  it('creates a 32-byte key file in DATA_DIR with mode 0600 once, then reuses it', () => {
    const dataDir = dir();
    const first = loadDataKeys(readConfig({ DATA_DIR: dataDir })).current;
    expect(first.length).toBe(32);
    expect(statSync(path.join(dataDir, 'data.key')).mode & 0o777).toBe(0o600);
    expect(loadDataKeys(readConfig({ DATA_DIR: dataDir })).current.equals(first)).toBe(true);
    expect(readFileSync(path.join(dataDir, 'data.key'), 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('prefers DATA_KEY, with older keys from DATA_KEYS_OLD', () => {
    const key = randomBytes(32);
    const old = [randomBytes(32), randomBytes(32)];
    const keys = loadDataKeys(
      readConfig({
        DATA_KEY: key.toString('base64'),
        DATA_KEYS_OLD: old.map((k) => k.toString('base64')).join(','),
        DATA_DIR: '/nonexistent',
      }),
    );
    expect(keys.current.equals(key)).toBe(true);
    expect(keys.older.map((k) => k.toString('hex'))).toEqual(old.map((k) => k.toString('hex')));
  });

  it('reads DATA_KEY_FILE outside the data directory: the first line is the current key, the next ones older keys', () => {
    const file = path.join(dir(), 'store.key');
    const [current, older] = [randomBytes(32), randomBytes(32)];
    writeFileSync(file, `${current.toString('base64')}\n# rotated out on 2026-05-01\n${older.toString('base64')}\n`);
    const dataDir = dir();
    const keys = loadDataKeys(readConfig({ DATA_KEY_FILE: file, DATA_DIR: dataDir }));
    expect(keys.current.equals(current)).toBe(true);
    expect(keys.older.map((k) => k.toString('hex'))).toEqual([older.toString('hex')]);
    expect(() => statSync(path.join(dataDir, 'data.key'))).toThrow();
  });

  it('refuses a DATA_KEY_FILE that does not exist, rather than making a new key', () => {
    const file = path.join(dir(), 'missing.key');
    expect(() => loadDataKeys(readConfig({ DATA_KEY_FILE: file }))).toThrow(KeyFileMissing);
  });
});

describe('newPublicId', () => {
  it('is 128 random bits in base64url', () => {
    const ids = new Set(Array.from({ length: 1000 }, newPublicId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
