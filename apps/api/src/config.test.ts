// Configuration is parsed once; a bad value names the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, demoAccountsWanted, readConfig } from './config';

describe('readConfig', () => {
  it('has defaults for a newcomer', () => {
    expect(readConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info' });
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATA_KEY: 'short' }, 'DATA_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ DEMO_ACCOUNTS: 'yes' }, 'DEMO_ACCOUNTS'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(name);
  });

  it('opens a production store without the demo sign-ins unless asked', () => {
    expect(demoAccountsWanted(readConfig({}))).toBe(true);
    expect(demoAccountsWanted(readConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(demoAccountsWanted(readConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true' }))).toBe(true);
    expect(demoAccountsWanted(readConfig({ DEMO_ACCOUNTS: 'false' }))).toBe(false);
  });
});
