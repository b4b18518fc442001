// Whose landing page a /{landing} address is: a rep or a group (unknown is 404).
import type { validateLandingPage } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const validateLandingPageQuery = (landingPage: string) =>
  queryOptions({
    queryKey: ['landing', 'validate-landing-page', { landing_page: landingPage }],
    queryFn: ({ signal }) =>
      request<typeof validateLandingPage>('validateLandingPage', { input: { landing_page: landingPage } }, { signal }),
    retry: false,
  });

export const useValidateLandingPage = (landingPage: string) => useQuery(validateLandingPageQuery(landingPage));
