// Where the data key may live (decision 0039): production refuses it in the clear inside DATA_DIR
// unless the risk is accepted; a key-encrypting key (DATA_KEK, DATA_KEK_FILE) keeps the key file
// sealed, reads and converts the plain format; v1 values are refused when the setting says so.
import { spawnSync } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { addKeyToFile, cipherOf, FieldCipher, KeyBesideData, loadDataKeys, type SealedPlace } from './field-crypto';
import { KeyFileUnreadable } from './key-encryption';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'kek-'));
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://store.example' };
const base64 = (key: Buffer) => key.toString('base64');

describe('the data key in production', () => {
  it('refuses a key file inside DATA_DIR, saying what to do', () => {
    const dataDir = scratch();
    expect(() => loadDataKeys(readConfig({ ...production, DATA_DIR: dataDir }))).toThrow(KeyBesideData);
    const inside = path.join(dataDir, 'keys', 'store.key');
    expect(() => loadDataKeys(readConfig({ ...production, DATA_DIR: dataDir, DATA_KEY_FILE: inside }))).toThrow(
      /DATA_KEY_IN_DATA_DIR=accepted/,
    );
    // Refused before a key is made: nothing beside the data.
    expect(() => statSync(path.join(dataDir, 'data.key'))).toThrow();
  });

  it('keeps a key inside DATA_DIR when the risk is accepted, or sealed by a key-encrypting key', () => {
    const accepted = readConfig({ ...production, DATA_DIR: scratch(), DATA_KEY_IN_DATA_DIR: 'accepted' });
    expect(loadDataKeys(accepted).current.length).toBe(32);
    const sealed = readConfig({ ...production, DATA_DIR: scratch(), DATA_KEK: base64(randomBytes(32)) });
    expect(loadDataKeys(sealed).current.length).toBe(32);
  });

  it('takes a key file outside DATA_DIR, or DATA_KEY, as it is; outside production anything', () => {
    const file = path.join(scratch(), 'store.key');
    addKeyToFile(file);
    expect(loadDataKeys(readConfig({ ...production, DATA_DIR: scratch(), DATA_KEY_FILE: file })).current.length).toBe(
      32,
    );
    const key = randomBytes(32);
    expect(loadDataKeys(readConfig({ ...production, DATA_KEY: base64(key) })).current.equals(key)).toBe(true);
    expect(loadDataKeys(readConfig({ DATA_DIR: scratch() })).current.length).toBe(32);
  });

  it('refuses a key-encrypting key file inside DATA_DIR', () => {
    const dataDir = scratch();
    const kekFile = path.join(dataDir, 'kek');
    writeFileSync(kekFile, base64(randomBytes(32)));
    const config = readConfig({ ...production, DATA_DIR: dataDir, DATA_KEK_FILE: kekFile });
    expect(() => loadDataKeys(config)).toThrow(KeyBesideData);
  });
});

describe('a key-encrypting key', () => {
  it('seals the key file it creates: no data key in the clear, and only that key-encrypting key opens it', () => {
    const dataDir = scratch();
    const kek = randomBytes(32);
    const keys = loadDataKeys(readConfig({ DATA_DIR: dataDir, DATA_KEK: base64(kek) }));
    const text = readFileSync(path.join(dataDir, 'data.key'), 'utf8');
    expect(text).not.toContain(base64(keys.current));
    expect(text.startsWith('k1.')).toBe(true);
    expect(statSync(path.join(dataDir, 'data.key')).mode & 0o777).toBe(0o600);
    expect(loadDataKeys(readConfig({ DATA_DIR: dataDir, DATA_KEK: base64(kek) })).current.equals(keys.current)).toBe(
      true,
    );
    expect(() => loadDataKeys(readConfig({ DATA_DIR: dataDir }))).toThrow(KeyFileUnreadable);
    expect(() => loadDataKeys(readConfig({ DATA_DIR: dataDir, DATA_KEK: base64(randomBytes(32)) }))).toThrow(
      KeyFileUnreadable,
    );
  });

  it('comes from DATA_KEK_FILE too', () => {
    const dataDir = scratch();
    const kekFile = path.join(scratch(), 'kek');
    writeFileSync(kekFile, `# the store's key-encrypting key\n${base64(randomBytes(32))}\n`);
    const keys = loadDataKeys(readConfig({ DATA_DIR: dataDir, DATA_KEK_FILE: kekFile }));
    expect(readFileSync(path.join(dataDir, 'data.key'), 'utf8')).not.toContain(base64(keys.current));
    expect(loadDataKeys(readConfig({ DATA_DIR: dataDir, DATA_KEK_FILE: kekFile })).current.equals(keys.current)).toBe(
      true,
    );
  });

  it('converts a key file of the plain format in place: the same keys, every line sealed, comments kept', () => {
    const file = path.join(scratch(), 'store.key');
    const [current, older] = [randomBytes(32), randomBytes(32)];
    writeFileSync(file, `${base64(current)}\n# rotated out on 2026-05-01\n${base64(older)}\n`, { mode: 0o600 });
    // The plain format is still read without a key-encrypting key.
    expect(loadDataKeys(readConfig({ DATA_KEY_FILE: file })).current.equals(current)).toBe(true);

    const kek = base64(randomBytes(32));
    const keys = loadDataKeys(readConfig({ DATA_KEY_FILE: file, DATA_KEK: kek }));
    expect(keys.current.equals(current)).toBe(true);
    expect(keys.older.map(base64)).toEqual([base64(older)]);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(base64(current));
    expect(text).not.toContain(base64(older));
    expect(text).toContain('# rotated out on 2026-05-01');
    expect(() => loadDataKeys(readConfig({ DATA_KEY_FILE: file }))).toThrow(KeyFileUnreadable);
  });

  it('seals a new key written on top of a sealed file, the older ones kept', () => {
    const dataDir = scratch();
    const kek = randomBytes(32);
    const config = readConfig({ DATA_DIR: dataDir, DATA_KEK: base64(kek) });
    const first = loadDataKeys(config).current;
    const next = addKeyToFile(path.join(dataDir, 'data.key'), kek);
    const keys = loadDataKeys(config);
    expect(keys.current.equals(next)).toBe(true);
    expect(keys.older.map(base64)).toEqual([base64(first)]);
    expect(readFileSync(path.join(dataDir, 'data.key'), 'utf8')).not.toContain(base64(next));
  });

  it('is refused beside DATA_KEY (there is no key file to seal), and given once', () => {
    const key = base64(randomBytes(32));
    expect(() => readConfig({ DATA_KEY: key, DATA_KEK: key })).toThrow(/DATA_KEK/);
    expect(() => readConfig({ DATA_KEK: key, DATA_KEK_FILE: '/etc/kek' })).toThrow(/DATA_KEK_FILE/);
  });
});

describe('values of the first format (v1)', () => {
  const place: SealedPlace = { table: 'health_answer', column: 'sealed_answer', row: 'enr-1/145' };
  const key = randomBytes(32);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update('from v1', 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const legacy = `v1.${nonce.toString('base64url')}.${body.toString('base64url')}`;

  it('are refused by a cipher told so, while v2 values still open', () => {
    const refusing = new FieldCipher(key, [], { firstFormat: 'refused' });
    expect(() => refusing.open(legacy, place)).toThrow(/v1/);
    expect(refusing.open(refusing.seal('v2 value', place), place)).toBe('v2 value');
    expect(new FieldCipher(key).open(legacy, place)).toBe('from v1');
  });

  it('are refused with SEALED_V1=refused, or once a rotation is recorded', () => {
    const env = { DATA_KEY: base64(key) };
    expect(cipherOf(readConfig(env)).open(legacy, place)).toBe('from v1');
    expect(() => cipherOf(readConfig({ ...env, SEALED_V1: 'refused' })).open(legacy, place)).toThrow(/v1/);
    expect(() => cipherOf(readConfig(env), { rotated: true }).open(legacy, place)).toThrow(/v1/);
  });
});

describe('npm run rotate-key with a key-encrypting key', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');

  it('with DATA_KEK, seals a plain key file and writes the new key sealed (decision 0039)', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'rotate-kek-')), 'data');
    const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'rotate-kek-key-')), 'store.key');
    const keyA = randomBytes(32);
    writeFileSync(keyFile, `${keyA.toString('base64')}\n`, { mode: 0o600 });
    const kek = randomBytes(32).toString('base64');
    const run = spawnSync('npm', ['run', '--silent', 'rotate-key', '--', '--new-key'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATA_KEY_FILE: keyFile,
        DATA_KEK: kek,
        DATA_KEY: '',
        DATA_KEYS_OLD: '',
      },
      encoding: 'utf8',
    });
    expect(run.stderr).not.toContain('failed');
    expect(run.status).toBe(0);
    const lines = readFileSync(keyFile, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.startsWith('k1.'))).toBe(true);
    expect(readFileSync(keyFile, 'utf8')).not.toContain(keyA.toString('base64'));
  });
});
