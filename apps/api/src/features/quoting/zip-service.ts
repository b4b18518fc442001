// US zip codes: real data from the `zipcodes` package, no network.
import zipcodes from 'zipcodes';
import { InvalidFields } from '../../http/errors';
import { stateName } from '../enrollment/us-states';

export interface ZipPlace {
  zip_code: string;
  city: string;
  state_abbreviation: string;
  state_name: string;
}

/** The place of a 5-digit zip; an unknown zip is a field error on `zip`. */
export function lookupZip(zip: string): ZipPlace {
  const found = zipcodes.lookup(zip);
  if (found?.country !== 'US') throw new InvalidFields([{ target_element: 'zip', key: 'quoting.zip_invalid' }]);
  return {
    zip_code: zip,
    city: found.city,
    state_abbreviation: found.state,
    state_name: stateName(found.state) ?? found.state,
  };
}
