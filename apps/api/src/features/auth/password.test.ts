// Staff password hashes: argon2id now, scrypt hashes of before still verified and marked for upgrade.
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

/** `demo-rep-100` hashed by the scrypt scheme used before argon2id. */
const oldScryptHash = 'scrypt$16384$8$1$-skcKvfl0oE7XMTumr5Iqw$Z9ElI33gzrALGW5OPwzkMPZim_t8xlJCmS1wWldqGik';

describe('staff passwords', () => {
  it('hashes with argon2id, m=19456 KiB, t=2, p=1, and verifies that password and no other', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('correct horse');
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('still verifies a scrypt hash of before, and marks it for upgrade', async () => {
    expect(await verifyPassword('demo-rep-100', oldScryptHash)).toBe(true);
    expect(await verifyPassword('demo-rep-101', oldScryptHash)).toBe(false);
    expect(needsRehash(oldScryptHash)).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$broken')).toBe(false);
  });
});
