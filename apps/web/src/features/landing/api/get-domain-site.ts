// The branded site of a domain: its group and that group's rep (a failure means no such site).
import type { getDomainSiteInfromation } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const domainSiteQuery = (siteDomain: string) =>
  queryOptions({
    queryKey: ['landing', 'get-domainSite-infromation', { site_domain: siteDomain }],
    queryFn: ({ signal }) =>
      request<typeof getDomainSiteInfromation>(
        'getDomainSiteInfromation',
        { input: { site_domain: siteDomain } },
        { signal },
      ),
    retry: false,
  });

export const useDomainSite = (siteDomain: string, enabled: boolean) =>
  useQuery({ ...domainSiteQuery(siteDomain), enabled });
