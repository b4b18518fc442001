// Zip lookups read the zip_place table the migration loaded from the `zipcodes` package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { Db } from '../../db/database';
import { InvalidFields } from '../../http/errors';
import { lookupZip } from './zip-service';

describe.each(testDatabases)('zip lookups on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('holds every US zip of the package', async () => {
    const { count } = await db
      .selectFrom('zip_place')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(42555);
  });

  it.each([
    { zip: '75201', want: { city: 'Dallas', state_abbreviation: 'TX', state_name: 'Texas' } },
    { zip: '78701', want: { city: 'Austin', state_abbreviation: 'TX', state_name: 'Texas' } },
    { zip: '00501', want: { city: 'Holtsville', state_abbreviation: 'NY', state_name: 'New York' } },
  ])('finds $zip', async ({ zip, want }) => {
    expect(await lookupZip(db, zip)).toEqual({ zip_code: zip, ...want });
    // A second lookup answers the same from the recent places.
    expect(await lookupZip(db, zip)).toEqual({ zip_code: zip, ...want });
  });

  it('calls an unknown zip a field error on zip', async () => {
    const error = await lookupZip(db, '00000').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InvalidFields);
    expect(error).toMatchObject({ fields: [{ target_element: 'zip', key: 'quoting.zip_invalid' }] });
  });
});
