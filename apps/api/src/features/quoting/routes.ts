// HTTP edge of the quote filter.
import { validateZipCode, validateZipCodePost } from '@benefit-store/contract/quoting';
import { implement } from '../../http/register';
import { lookupZip } from './zip-service';

export const quotingImplementations = [
  implement(validateZipCode, async ({ input }) => ({ data: { result: [lookupZip(input.zip_code)] } })),
  implement(validateZipCodePost, async ({ input }) => ({ data: { result: [lookupZip(input.zip)] } })),
];
