// US zip codes: real data from the `zipcodes` package, no network.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { InvalidFields } from '../../http/errors';
import { stateName } from '../enrollment/us-states';

export interface ZipPlace {
  zip_code: string;
  city: string;
  state_abbreviation: string;
  state_name: string;
}

interface PackageZip {
  city: string;
  state: string;
  country: string;
}

/**
 * Zip -> "ST" + city. The package's data file is one 5 MB object literal; importing it made V8
 * compile it as code and the process peak at about 435 MB more. Its first line is plain JSON after
 * `exports.codes = `, so it is read as data instead (about 60 MB at peak, once, on first lookup).
 */
let places: Map<string, string> | undefined;

function loadPlaces(): Map<string, string> {
  const file = createRequire(import.meta.url).resolve('zipcodes/lib/codes.js');
  const text = readFileSync(file, 'utf8');
  const firstLine = text.slice(text.indexOf('{'), text.indexOf('\n')).replace(/;\s*$/, '');
  const codes: Record<string, PackageZip> = JSON.parse(firstLine);
  const loaded = new Map<string, string>();
  for (const [zip, place] of Object.entries(codes)) {
    if (place.country === 'US') loaded.set(zip, `${place.state}${place.city}`);
  }
  return loaded;
}

/** The place of a 5-digit zip; an unknown zip is a field error on `zip`. */
export function lookupZip(zip: string): ZipPlace {
  places ??= loadPlaces();
  const place = places.get(zip);
  if (place === undefined) throw new InvalidFields([{ target_element: 'zip', key: 'quoting.zip_invalid' }]);
  const state = place.slice(0, 2);
  return { zip_code: zip, city: place.slice(2), state_abbreviation: state, state_name: stateName(state) ?? state };
}
