// Applies startup.ts as the visitor moves: forgets or fills the session per address, sends
// the root to a known landing page (or the branded host's group home), and failed referral
// or site lookups to /404. The layout runs it once for every page.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDefaultInfo } from '../features/landing/api/get-default-info';
import { useDomainSite } from '../features/landing/api/get-domain-site';
import { useAgentInfo, useGroupInfo, usePartyInfo } from '../features/landing/api/get-party-info';
import { notFoundPath } from '../shared/not-found';
import { useSession } from '../shared/session/session-store';
import {
  brandedGroupValues,
  encodedDomain,
  keptAuthentication,
  partyToLoad,
  rootRedirect,
  siteOverrideOf,
  startsGroupFlow,
  startupStep,
} from './startup';

const siteCookie = 'site';

export function useStartup() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();

  // Before the page's own effects read the session: entering an address clears or fills it.
  useLayoutEffect(() => {
    const query = new URLSearchParams(search);
    const override = siteOverrideOf(pathname, query);
    // The API honours the cookie outside production only; then every answer may change.
    if (override !== undefined && 'cookieStore' in window) {
      const saved = override
        ? window.cookieStore.set({ name: siteCookie, value: override, path: '/', sameSite: 'lax' })
        : window.cookieStore.delete(siteCookie);
      void saved.then(() => queryClient.invalidateQueries());
    }
    const step = startupStep(pathname, query);
    const store = useSession.getState();
    const before = { ...store };
    if (step.clear) store.clear();
    if (Object.keys(step.values).length > 0) store.set(step.values);
    if (step.clear) store.set(keptAuthentication(before, step.values));
    if (step.redirect) void navigate(step.redirect, { replace: true });
  }, [pathname, search, navigate, queryClient]);

  // The session's party is loaded for every screen that shows it.
  usePartyInfo(partyToLoad(session));

  const site = useDefaultInfo().data?.site;
  const atRoot = pathname === '/';
  const groupFlow = startsGroupFlow(site, session);
  const domainSite = useDomainSite(encodedDomain(site?.site_domain ?? ''), groupFlow && site !== undefined);
  const landedAgent = useAgentInfo(atRoot && session.open_type === 'agent' ? session.agent_id : null).data;
  const landedGroup = useGroupInfo(atRoot && session.open_type === 'group' ? session.group_id : null).data;

  useEffect(() => {
    if (domainSite.isError) {
      void navigate(notFoundPath, { replace: true });
      return;
    }
    if (domainSite.data && groupFlow) {
      useSession.getState().set(brandedGroupValues(domainSite.data));
      if (atRoot) void navigate(`/group-home?group_id=${encodeURIComponent(domainSite.data.gid)}`, { replace: true });
    }
  }, [domainSite.isError, domainSite.data, groupFlow, atRoot, navigate]);

  useEffect(() => {
    if (!atRoot) return;
    if (site?.group_flow) {
      if (session.open_type === 'group' && session.group_id)
        void navigate(`/group-home?group_id=${encodeURIComponent(session.group_id)}`, { replace: true });
      return;
    }
    const landed = landedAgent
      ? { type: 'agent' as const, landing_url: landedAgent.landing_url }
      : landedGroup
        ? { type: 'group' as const, landing_url: landedGroup.landing_url }
        : null;
    const target = rootRedirect(session, landed);
    if (target) void navigate(target, { replace: true });
  }, [atRoot, site?.group_flow, landedAgent, landedGroup, session, navigate]);
}
