// Medical network names for the enrollment, or for the visitor's party before one exists.
import type { getPlanNetwork } from '@benefit-store/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { type PartyQuery, usePartyQuery } from './get-featured-plans';

export const planNetworkQuery = (enrollmentId: string | null, party: PartyQuery) => {
  const input = enrollmentId ? { enrollment_id: enrollmentId, over_65: party.over_65 } : party;
  return queryOptions({
    queryKey: ['catalog', 'get-plan-network', input],
    queryFn: ({ signal }) => request<typeof getPlanNetwork>('getPlanNetwork', { input }, { signal }),
  });
};

export const usePlanNetworks = (enrollmentId: string | null, enabled: boolean) =>
  useQuery({ ...planNetworkQuery(enrollmentId, usePartyQuery()), enabled });
