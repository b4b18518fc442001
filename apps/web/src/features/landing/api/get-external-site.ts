// An external entry site by name, and a site's key/value theme and settings by domain.
import type { getExternalSiteDynamicInformation, getExternalSiteInfromation } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { useDefaultInfo } from './get-default-info';

export const externalSiteQuery = (siteName: string) =>
  queryOptions({
    queryKey: ['landing', 'get-external-site-infromation', { site_name: siteName }],
    queryFn: async ({ signal }) =>
      (
        await request<typeof getExternalSiteInfromation>(
          'getExternalSiteInfromation',
          { input: { site_name: siteName } },
          { signal },
        )
      ).site,
    retry: false,
  });

export const useExternalSite = (siteName: string) => useQuery(externalSiteQuery(siteName));

/** Cached for the visit, as the spec's fetch_color_cache keeps it. */
export const siteDynamicInformationQuery = (siteDomain: string) =>
  queryOptions({
    queryKey: ['landing', 'get-external-site-dynamic-information', { site_domain: siteDomain }],
    queryFn: async ({ signal }) => {
      const { result } = await request<typeof getExternalSiteDynamicInformation>(
        'getExternalSiteDynamicInformation',
        { input: { site_domain: siteDomain } },
        { signal },
      );
      return Object.fromEntries(result.map(({ key, value }) => [key, value])) as Record<string, string>;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useSiteDynamicInformation = (siteDomain: string, enabled = true) =>
  useQuery({ ...siteDynamicInformationQuery(siteDomain), enabled });

/** The store's own site settings (its `link_*` addresses and the rest); empty until known. */
export function useSiteSettings(): Record<string, string> {
  const site = useDefaultInfo().data?.site;
  return useSiteDynamicInformation(site?.site_domain ?? '', site !== undefined).data ?? {};
}
