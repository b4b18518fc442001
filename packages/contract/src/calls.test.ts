// The call list itself: one declaration per method and path, names from paths.
import { describe, expect, it } from 'vitest';
import { allCalls } from './calls';

const camel = (path: string) =>
  path
    .split('/')
    .filter((part) => !part.startsWith('{'))
    .join('-')
    .replace(/[-_]([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

describe('the call list', () => {
  it('declares each method and path once', () => {
    const keys = allCalls.flatMap((call) => call.methods.map((method) => `${method} ${call.path}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names each call once, after its path', () => {
    const names = allCalls.map((call) => call.name);
    expect(new Set(names).size).toBe(names.length);
    for (const call of allCalls) expect(call.name.startsWith(camel(call.path))).toBe(true);
  });

  it('declares a params schema exactly for the path parameters', () => {
    for (const call of allCalls) {
      const inPath = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = Object.keys(call.params?.shape ?? {}).sort();
      expect(declared, call.name).toEqual(inPath);
    }
  });
});
