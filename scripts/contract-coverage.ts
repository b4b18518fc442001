// `npm run contract:coverage`: every call of both seeds' call tables, declared in the
// contract, and whether the API implements it or still answers 501.
import { allCalls } from '@benefit-store/contract/calls';
import type { Seed } from '@benefit-store/contract/define';
import { implementations } from '../apps/api/src/implementations';

const built = new Set(implementations.map((implementation) => implementation.call.name));
const titles: Record<Seed, string> = {
  '000': 'Seed 000: storefront (entry, quoting, plans, cart, quotes)',
  '001': 'Seed 001: enrollment wizard',
};

for (const seed of ['000', '001'] as const) {
  const calls = allCalls.filter((call) => call.seeds.includes(seed));
  const done = calls.filter((call) => built.has(call.name)).length;
  console.log(`\n${titles[seed]}: ${calls.length} calls, ${done} implemented`);
  for (const call of calls) {
    const state = built.has(call.name) ? 'implemented' : 'declared, not implemented (501)';
    console.log(
      `  ${call.methods.join('|').padEnd(9)} ${`/api/v1/${call.path}`.padEnd(52)} ${call.feature.padEnd(13)} ${state}`,
    );
  }
}

const implemented = allCalls.filter((call) => built.has(call.name)).length;
console.log(
  `\nTotal: ${allCalls.length} calls declared, ${implemented} implemented, ${allCalls.length - implemented} not implemented (501)`,
);
