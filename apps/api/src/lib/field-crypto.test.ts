// Field encryption: round trip, fresh nonce per value, tamper detection, key file.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FieldCipher, loadDataKey } from './field-crypto';
import { newPublicId } from './ids';

describe('FieldCipher', () => {
  const cipher = new FieldCipher(randomBytes(32));

  it('round-trips and never shows the plain text', () => {
    const sealed = cipher.encrypt('123-45-6789');
    expect(sealed).not.toContain('6789');
    expect(cipher.decrypt(sealed)).toBe('123-45-6789');
  });

  it('seals the same value differently each time', () => {
    expect(cipher.encrypt('4111111111111111')).not.toBe(cipher.encrypt('4111111111111111'));
  });

  it('refuses an altered value and another key', () => {
    const sealed = cipher.encrypt('secret');
    const [tag, nonce, body = ''] = sealed.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    const altered = `${tag}.${nonce}.${bytes.toString('base64url')}`;
    expect(() => cipher.decrypt(altered)).toThrow();
    expect(() => new FieldCipher(randomBytes(32)).decrypt(sealed)).toThrow();
  });
});

describe('loadDataKey', () => {
  it('creates a 32-byte key file with mode 0600 once, then reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'key-'));
    const first = loadDataKey(undefined, dir);
    expect(first.length).toBe(32);
    expect(statSync(path.join(dir, 'data.key')).mode & 0o777).toBe(0o600);
    expect(loadDataKey(undefined, dir).equals(first)).toBe(true);
    expect(readFileSync(path.join(dir, 'data.key'), 'utf8')).toBe(first.toString('base64'));
  });

  it('prefers DATA_KEY', () => {
    const key = randomBytes(32);
    expect(loadDataKey(key.toString('base64'), '/nonexistent').equals(key)).toBe(true);
  });
});

describe('newPublicId', () => {
  it('is 128 random bits in base64url', () => {
    const ids = new Set(Array.from({ length: 1000 }, newPublicId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
