// The FedACH directory reader on a small sample of made-up lines in the directory's format, and
// its load into the routing directory the lookup answers from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { readFedAchDirectory } from './fedach';
import { upsertRoutingBanks } from './repo';

const sample = readFileSync(path.join(import.meta.dirname, 'fedach-sample.txt'), 'latin1');

describe('FedACH directory reader', () => {
  it('reads the routing number, name, city and state of each line, skipping the ones it cannot use', () => {
    const { banks, skipped } = readFedAchDirectory(sample);
    expect(banks).toEqual([
      { routing_number: '099900014', bank_name: 'MADE-UP FIRST SAMPLE BANK', city: 'SPRINGFIELD', state: 'IL' },
      { routing_number: '099900027', bank_name: 'MADE-UP SAMPLE SAVINGS & LOAN', city: 'RIVERTON', state: 'WY' },
      { routing_number: '299900034', bank_name: 'MADE-UP MERGED CREDIT UNION', city: 'LAKEVIEW', state: 'OR' },
    ]);
    expect(skipped).toEqual([
      { line: 4, reason: 'routing number fails the ABA checksum' },
      { line: 5, reason: 'too short' },
    ]);
  });

  it('takes lines whose trailing blanks were trimmed, and windows line ends', () => {
    const [first = ''] = sample.split('\n');
    const { banks } = readFedAchDirectory(`${first.slice(0, 71).trimEnd()}\r\n`);
    expect(banks).toEqual([
      { routing_number: '099900014', bank_name: 'MADE-UP FIRST SAMPLE BANK', city: null, state: null },
    ]);
  });
});

describe.each(testDatabases)('FedACH directory loaded on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('answers the imported banks by routing number, a second import renaming', async () => {
    await upsertRoutingBanks(t.app.db, readFedAchDirectory(sample).banks);
    const renamed = sample.replace('MADE-UP FIRST SAMPLE BANK          ', 'MADE-UP FIRST SAMPLE BANK, RENAMED ');
    await upsertRoutingBanks(t.app.db, readFedAchDirectory(renamed).banks);
    const cookie = await newSessionCookie(t.app);
    const lookup = (q: string) =>
      t.app.inject({ url: `/api/v1/routing-number-bank-lookup?q=${q}`, headers: { cookie } }).then((res) => res.json());
    expect((await lookup('099900014')).data.name).toBe('MADE-UP FIRST SAMPLE BANK, RENAMED');
    expect((await lookup('299900034')).data.name).toBe('MADE-UP MERGED CREDIT UNION');
    // The published numbers the migration seeded stay.
    expect((await lookup('021000021')).data.name).toBe('JPMORGAN CHASE BANK, NA');
  });
});
