// HTTP edge of landing pages, sites and the parties a visitor arrives through.
import {
  getAgentAboutPageInfo,
  getAgentGroups,
  getAgentInfoEnroll,
  getAgentLandingPageInfo,
  getDefaultInfo,
  getDomainSiteInfromation,
  getElevateInfo,
  getEnrollmentInfoReferral,
  getEnrollmentPlatforms,
  getExternalSiteDynamicInformation,
  getExternalSiteInfromation,
  getGroupAboutPageInfo,
  getGroupInfoEnroll,
  getGroupLandingPageInfo,
  getTicketLink,
  trackElevateTraffic,
  updateFilterPortal,
  validateAgent,
  validateGroup,
  validateLandingPage,
} from '@benefit-store/contract/landing';
import { catalogStamp } from '../../db/catalog-stamp';
import { NotFound } from '../../http/errors';
import { implement } from '../../http/register';
import { earn, earnedOf } from './earned-service';
import * as partyRepo from './party-repo';
import {
  agentHeader,
  agentInfoOf,
  choosePortal,
  groupHeader,
  groupInfoOf,
  guess,
  invalidGroupCode,
  invalidRepCode,
  landingOf,
  portalsOffered,
  referralParties,
  requireAgent,
  requireGroup,
} from './party-service';
import * as landingRepo from './repo';
import { decodeDomain, defaultInfoOf, dynamicInformationOf, siteInfoOf, siteRowOf } from './service';

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new NotFound();
  return value;
};

export const landingImplementations = [
  // Kept as bytes per site host: a site's change moves the catalog stamp (decision 0029).
  implement(
    getDefaultInfo,
    {
      access: 'read',
      session: 'with-catalog-stamp',
      keep: async ({ db, session, caller }) =>
        `${session.catalogStamp ?? (await catalogStamp(db))}\n${caller.siteHost}`,
    },
    async ({ db, caller }) => ({ data: await defaultInfoOf(db, caller) }),
  ),

  implement(validateLandingPage, { access: 'read' }, async ({ db, caller, sessionCookie, session, input }) => {
    const landed = await landingOf(db, input.landing_page, caller.language);
    await earn(db, caller.now, sessionCookie, session, [landed.party]);
    return { data: landed.info };
  }),

  implement(getAgentInfoEnroll, { access: 'read' }, async ({ db, caller, input }) => ({
    data: { result: agentInfoOf(await requireAgent(db, input.agent_id, caller.language)) },
  })),
  implement(getGroupInfoEnroll, { access: 'read' }, async ({ db, caller, input }) => ({
    data: { result: groupInfoOf(await requireGroup(db, input.group_id, caller.language)) },
  })),
  implement(getAgentLandingPageInfo, { access: 'read' }, async ({ db, caller, input }) => ({
    data: { result: agentHeader(await requireAgent(db, input.agent_id, caller.language)) },
  })),
  implement(getGroupLandingPageInfo, { access: 'read' }, async ({ db, caller, input }) => ({
    data: { result: groupHeader(await requireGroup(db, input.group_id, caller.language)) },
  })),
  implement(getAgentAboutPageInfo, { access: 'read' }, async ({ db, caller, input }) => {
    const agent = await requireAgent(db, input.agent_id, caller.language);
    return { data: { result: { display_about_name: agent.display_about_name, about: agent.bio, image: agent.image } } };
  }),
  implement(getGroupAboutPageInfo, { access: 'read' }, async ({ db, caller, input }) => {
    const group = await requireGroup(db, input.group_id, caller.language);
    return { data: { result: { display_about_name: group.display_name, about: group.about_us, image: group.image } } };
  }),

  // A rep's groups include those reachable only by their code: only for the rep's own flows.
  implement(getAgentGroups, { access: 'read' }, async ({ db, session, input }) => {
    const agent = await requireAgent(db, input.agent_id);
    if (!(await earnedOf(db, session)).actsForAgent(agent.id)) throw new NotFound();
    const groups = await partyRepo.groupsOfAgent(db, agent.id);
    return { data: { result: groups.map((group) => ({ group_id: group.public_id, group_name: group.name })) } };
  }),
  implement(getEnrollmentPlatforms, { access: 'read' }, async ({ db, caller, session, input }) => {
    const agent = input.agent_id ? await requireAgent(db, input.agent_id) : undefined;
    if (agent && !(await earnedOf(db, session)).mayUseAgent(agent.id)) throw new NotFound();
    const site = await siteRowOf(db, caller);
    return { data: { result: await portalsOffered(db, agent?.id ?? null, site.id, caller.language) } };
  }),

  implement(validateAgent, { access: 'read' }, async ({ db, caller, sessionCookie, session, input }) => {
    const lookup = () => partyRepo.findAgentByCode(db, input.agent_code);
    const agent = await guess(db, caller, session, 'rep_code', lookup, invalidRepCode);
    await earn(db, caller.now, sessionCookie, session, [{ kind: 'agent', id: agent.id, via: 'rep_code' }]);
    return {
      data: {
        agent_id: agent.public_id,
        first_name: agent.first_name,
        last_name: agent.last_name,
        email: agent.display_email,
        phone: agent.display_phone,
        logo: agent.logo,
        image: agent.image,
        landing_url: agent.landing_url,
      },
    };
  }),
  implement(validateGroup, { access: 'read' }, async ({ db, caller, sessionCookie, session, input }) => {
    const lookup = () => partyRepo.findGroupByCode(db, input.group_code);
    const group = await guess(db, caller, session, 'group_code', lookup, invalidGroupCode);
    await earn(db, caller.now, sessionCookie, session, [{ kind: 'group', id: group.id, via: 'group_code' }]);
    return { data: { name: group.name, group_id: group.public_id, landing_url: group.landing_url } };
  }),

  implement(getEnrollmentInfoReferral, { access: 'read' }, async ({ db, caller, sessionCookie, session, input }) => {
    const lookup = () => partyRepo.findReferral(db, input.referral_id);
    const referral = await guess(db, caller, session, 'referral', lookup, () => new NotFound());
    const valid = new Date(referral.expires_at) > caller.now;
    if (valid) await earn(db, caller.now, sessionCookie, session, referralParties(referral));
    return {
      data: {
        agent_id: referral.agent_public_id,
        group_id: referral.group_public_id,
        portal_id: referral.platform_public_id,
        platform_type: referral.platform_type,
        valid_referral_link: valid,
        referrer_info: valid ? { name: referral.referrer_name, email: referral.referrer_email } : null,
      },
    };
  }),

  // A branded site is its group's own page: opening it earns the group.
  implement(getDomainSiteInfromation, { access: 'read' }, async ({ db, caller, sessionCookie, session, input }) => {
    const site = found(await landingRepo.findSiteByDomain(db, decodeDomain(input.site_domain)));
    if (!site.group_public_id || site.group_id === null) throw new NotFound();
    await earn(db, caller.now, sessionCookie, session, [{ kind: 'group', id: site.group_id, via: 'site' }]);
    return { data: { gid: site.group_public_id } };
  }),
  implement(getExternalSiteInfromation, { access: 'read' }, async ({ db, caller, input }) => ({
    data: { site: siteInfoOf(found(await landingRepo.findSiteByKey(db, input.site_name, caller.language))) },
  })),
  implement(getExternalSiteDynamicInformation, { access: 'read' }, async ({ db, caller, input }) => {
    const site = found(await landingRepo.findSiteByDomain(db, decodeDomain(input.site_domain), caller.language));
    return { data: { result: await dynamicInformationOf(db, site) } };
  }),
  implement(getElevateInfo, { access: 'read' }, async ({ db, caller }) => ({
    data: { portal_id: (await siteRowOf(db, caller)).platform_public_id },
  })),
  implement(getTicketLink, { access: 'read' }, async ({ db, caller }) => {
    const site = await siteRowOf(db, caller);
    return { data: { link: site.ticket_link || `mailto:${site.display_email}` } };
  }),

  implement(trackElevateTraffic, { access: 'write' }, async ({ db, enrollment, caller }) => {
    if (!enrollment) throw new NotFound();
    await partyRepo.markSiteTraffic(db, enrollment.id, caller.now);
    return { data: {} };
  }),
  implement(updateFilterPortal, { access: 'write' }, async ({ db, session, enrollment, input }) => {
    if (!enrollment) throw new NotFound();
    await choosePortal(db, enrollment.id, input, await earnedOf(db, session));
    return { data: {} };
  }),
];
