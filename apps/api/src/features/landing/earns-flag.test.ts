// The contract's `earns` flag says which calls earn a session a party: a page the server drew asks
// exactly those again once the browser's app has started (decision 0018). A handler that earns
// without the flag would leave a first visitor's session without its landing page's party.
import { readFileSync } from 'node:fs';
import { allCalls } from '@benefit-store/contract/calls';
import { expect, it } from 'vitest';

it('flags as earning exactly the calls whose handlers earn a party', () => {
  const source = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
  const handlers = source.split('implement(').slice(1);
  const earning = handlers
    .filter((handler) => /\bearn\(/.test(handler))
    .map((handler) => handler.slice(0, handler.search(/[,\s]/)))
    .sort();
  const flagged = allCalls
    .filter((call) => call.earns)
    .map((call) => call.name)
    .sort();
  expect(earning.length).toBeGreaterThan(0);
  expect(flagged).toEqual(earning);
});
