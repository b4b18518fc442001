// Configuration is parsed once; a bad value names the variable.
import { describe, expect, it } from 'vitest';
import { apiDocsServed, ConfigError, demoAccountsWanted, publicOriginOf, readConfig } from './config';

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
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(name);
  });

  it('never opens a production store with the demo sign-ins', () => {
    expect(demoAccountsWanted(readConfig({}))).toBe(true);
    expect(demoAccountsWanted(readConfig({ DEMO_ACCOUNTS: 'false' }))).toBe(false);
    expect(demoAccountsWanted(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://store.example' }))).toBe(false);
    expect(() =>
      readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://store.example', DEMO_ACCOUNTS: 'true' }),
    ).toThrow(/DEMO_ACCOUNTS: .*production/);
  });

  it.each([{}, { PUBLIC_URL: 'http://store.example' }])(
    'refuses production without an https PUBLIC_URL (%o)',
    (env) => {
      expect(() => readConfig({ NODE_ENV: 'production', ...env })).toThrow(ConfigError);
      expect(() => readConfig({ NODE_ENV: 'production', ...env })).toThrow(/PUBLIC_URL: .*https:\/\//);
    },
  );

  it('takes the origin of emailed links from PUBLIC_URL, else from HOST and PORT, never from a request', () => {
    expect(publicOriginOf(readConfig({}))).toBe('http://localhost:3000');
    expect(publicOriginOf(readConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(publicOriginOf(readConfig({ HOST: '127.0.0.1', PORT: '0' }), 41234)).toBe('http://127.0.0.1:41234');
    expect(publicOriginOf(readConfig({ HOST: '::1', PORT: '3001' }))).toBe('http://[::1]:3001');
    expect(publicOriginOf(readConfig({ PUBLIC_URL: 'https://store.example/shop' }), 41234)).toBe(
      'https://store.example',
    );
  });

  it('serves API docs outside production, and in production only when API_DOCS says so', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://store.example' };
    expect(apiDocsServed(readConfig({}))).toBe(true);
    expect(apiDocsServed(readConfig(production))).toBe(false);
    expect(apiDocsServed(readConfig({ ...production, API_DOCS: 'true' }))).toBe(true);
    expect(apiDocsServed(readConfig({ API_DOCS: 'false' }))).toBe(false);
  });

  it('starts production with an https PUBLIC_URL', () => {
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://store.example' }).PUBLIC_URL).toBe(
      'https://store.example',
    );
  });

  it('runs one process unless told, and several only on PostgreSQL', () => {
    expect(readConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(readConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/store' }).WEB_CONCURRENCY).toBe(4);
    expect(() => readConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: above 1 needs DATABASE_URL/);
  });
});
