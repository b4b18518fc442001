// Checks a zip as it is typed (spec 000 section 7, GET validate-zip-code): the place it names, or the
// server's message for the zip field ('Invalid Zip code'). The quote filter shows the place; the
// contact step fills and locks the state from it (spec 001 section 4).
import type { validateZipCode } from '@benefit-store/contract/quoting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from './client';

const isFiveDigits = (zip: string) => /^\d{5}$/.test(zip);

export const zipCheckQuery = (zip: string) =>
  queryOptions({
    queryKey: ['quoting', 'validate-zip-code', { zip_code: zip }],
    queryFn: ({ signal }) =>
      request<typeof validateZipCode>('validateZipCode', { input: { zip_code: zip } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Once five digits are typed: the place ("Dallas, TX") and its state, or what the server says is wrong with the zip. */
export function useZipCheck(zip: string): { place?: string; state?: string; problem?: string } {
  const check = useQuery({ ...zipCheckQuery(zip), enabled: isFiveDigits(zip) });
  if (!isFiveDigits(zip)) return {};
  const place = check.data?.result[0];
  if (place) return { place: `${place.city}, ${place.state_abbreviation}`, state: place.state_abbreviation };
  // Only the server's word on the zip itself; a failed call leaves the field as typed (the save checks again).
  const error = check.error instanceof ApiError ? check.error : undefined;
  const problem = error?.fieldErrors.find(
    (item) => item.target_element === 'zip' || item.target_element === 'zip_code',
  );
  return problem ? { problem: problem.error_message } : {};
}
