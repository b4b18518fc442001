// The store runs on Node 24 LTS, brought by the `node` devDependency; a drift is caught here.
import { expect, it } from 'vitest';

it('runs on Node 24', () => {
  expect(process.versions.node.startsWith('24.')).toBe(true);
});
