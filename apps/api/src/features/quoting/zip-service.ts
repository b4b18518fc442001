// US zip codes: real data from the `zipcodes` package, in the zip_place table (migration 0038).
import type { Db } from '../../db/database';
import { InvalidFields } from '../../http/errors';
import { stateName } from './us-states';

export interface ZipPlace {
  zip_code: string;
  city: string;
  state_abbreviation: string;
  state_name: string;
}

/**
 * The places last looked up, so a busy zip costs no read: a few hundred short strings, where the
 * whole data set held as a Map cost about 60 MB at its peak (decision 0028). Unknown zips are not
 * kept, so guesses cannot fill it.
 */
const recent = new Map<string, { state: string; city: string }>();
const recentMax = 512;

async function placeOf(db: Db, zip: string) {
  const known = recent.get(zip);
  if (known) return known;
  const place = await db.selectFrom('zip_place').select(['state', 'city']).where('zip', '=', zip).executeTakeFirst();
  if (!place) return undefined;
  if (recent.size >= recentMax) recent.delete(recent.keys().next().value ?? '');
  recent.set(zip, place);
  return place;
}

/** The place of a 5-digit zip; an unknown zip is a field error on `zip`. */
export async function lookupZip(db: Db, zip: string): Promise<ZipPlace> {
  const place = await placeOf(db, zip);
  if (place === undefined) throw new InvalidFields([{ target_element: 'zip', key: 'quoting.zip_invalid' }]);
  return {
    zip_code: zip,
    city: place.city,
    state_abbreviation: place.state,
    state_name: stateName(place.state) ?? place.state,
  };
}
