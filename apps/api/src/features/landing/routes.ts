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
import { languages } from '@benefit-store/contract/messages/translate';
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
  platformOf,
  referralParties,
  requireAgent,
  requireGroup,
} from './party-service';
import * as landingRepo from './repo';
import { decodeDomain, dynamicInformationOf, siteInfoOf, siteRowOf } from './service';

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new NotFound();
  return value;
};

export const landingImplementations = [
  implement(getDefaultInfo, async ({ req }) => ({
    data: { site: siteInfoOf(await siteRowOf(req)), languages: [...languages] },
  })),

  implement(validateLandingPage, async ({ req, reply, session, input }) => {
    const landed = await landingOf(req, input.landing_page);
    await earn(req, reply, session, [landed.party]);
    return { data: landed.info };
  }),

  implement(getAgentInfoEnroll, async ({ req, input }) => ({
    data: { result: agentInfoOf(await requireAgent(req, input.agent_id)) },
  })),
  implement(getGroupInfoEnroll, async ({ req, input }) => ({
    data: { result: groupInfoOf(await requireGroup(req, input.group_id)) },
  })),
  implement(getAgentLandingPageInfo, async ({ req, input }) => ({
    data: { result: agentHeader(await requireAgent(req, input.agent_id)) },
  })),
  implement(getGroupLandingPageInfo, async ({ req, input }) => ({
    data: { result: groupHeader(await requireGroup(req, input.group_id)) },
  })),
  implement(getAgentAboutPageInfo, async ({ req, input }) => {
    const agent = await requireAgent(req, input.agent_id);
    return { data: { result: { display_about_name: agent.display_about_name, about: agent.bio, image: agent.image } } };
  }),
  implement(getGroupAboutPageInfo, async ({ req, input }) => {
    const group = await requireGroup(req, input.group_id);
    return { data: { result: { display_about_name: group.display_name, about: group.about_us, image: group.image } } };
  }),

  // A rep's groups include those reachable only by their code: only for the rep's own flows.
  implement(getAgentGroups, async ({ req, session, input }) => {
    const agent = await requireAgent(req, input.agent_id);
    if (!(await earnedOf(req.server.db, session)).actsForAgent(agent.id)) throw new NotFound();
    const groups = await partyRepo.groupsOfAgent(req.server.db, agent.id);
    return { data: { result: groups.map((group) => ({ group_id: group.public_id, group_name: group.name })) } };
  }),
  implement(getEnrollmentPlatforms, async ({ req, session, input }) => {
    const { db } = req.server;
    const agent = input.agent_id ? await requireAgent(req, input.agent_id) : undefined;
    if (agent && !(await earnedOf(db, session)).mayUseAgent(agent.id)) throw new NotFound();
    const rows = agent
      ? await partyRepo.platformsOfAgent(db, agent.id)
      : await partyRepo.platformsOfSite(db, (await siteRowOf(req)).id);
    return { data: { result: rows.map(platformOf) } };
  }),

  implement(validateAgent, async ({ req, reply, session, input }) => {
    const agent = await guess(
      req,
      session,
      'rep_code',
      () => partyRepo.findAgentByCode(req.server.db, input.agent_code),
      invalidRepCode,
    );
    await earn(req, reply, session, [{ kind: 'agent', id: agent.id, via: 'rep_code' }]);
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
  implement(validateGroup, async ({ req, reply, session, input }) => {
    const group = await guess(
      req,
      session,
      'group_code',
      () => partyRepo.findGroupByCode(req.server.db, input.group_code),
      invalidGroupCode,
    );
    await earn(req, reply, session, [{ kind: 'group', id: group.id, via: 'group_code' }]);
    return { data: { name: group.name, group_id: group.public_id, landing_url: group.landing_url } };
  }),

  implement(getEnrollmentInfoReferral, async ({ req, reply, session, input }) => {
    const referral = await guess(
      req,
      session,
      'referral',
      () => partyRepo.findReferral(req.server.db, input.referral_id),
      () => new NotFound(),
    );
    const valid = new Date(referral.expires_at) > req.server.now();
    if (valid) await earn(req, reply, session, referralParties(referral));
    return {
      data: {
        agent_id: referral.agent_public_id,
        group_id: referral.group_public_id,
        portal_id: referral.platform_public_id,
        valid_referral_link: valid,
        referrer_info: valid ? { name: referral.referrer_name, email: referral.referrer_email } : null,
      },
    };
  }),

  // A branded site is its group's own page: opening it earns the group.
  implement(getDomainSiteInfromation, async ({ req, reply, session, input }) => {
    const site = found(await landingRepo.findSiteByDomain(req.server.db, decodeDomain(input.site_domain)));
    if (!site.group_public_id || site.group_id === null) throw new NotFound();
    await earn(req, reply, session, [{ kind: 'group', id: site.group_id, via: 'site' }]);
    return { data: { gid: site.group_public_id } };
  }),
  implement(getExternalSiteInfromation, async ({ req, input }) => ({
    data: { site: siteInfoOf(found(await landingRepo.findSiteByKey(req.server.db, input.site_name))) },
  })),
  implement(getExternalSiteDynamicInformation, async ({ req, input }) => {
    const site = found(await landingRepo.findSiteByDomain(req.server.db, decodeDomain(input.site_domain)));
    return { data: { result: await dynamicInformationOf(req.server.db, site) } };
  }),
  implement(getElevateInfo, async ({ req }) => ({
    data: { portal_id: (await siteRowOf(req)).platform_public_id },
  })),
  implement(getTicketLink, async ({ req }) => {
    const site = await siteRowOf(req);
    return { data: { link: site.ticket_link || `mailto:${site.display_email}` } };
  }),

  implement(trackElevateTraffic, async ({ db, enrollment, req }) => {
    if (!enrollment) throw new NotFound();
    await partyRepo.markSiteTraffic(db, enrollment.id, req.server.now());
    return { data: {} };
  }),
  implement(updateFilterPortal, async ({ db, session, enrollment, input }) => {
    if (!enrollment) throw new NotFound();
    await choosePortal(db, enrollment.id, input, await earnedOf(db, session));
    return { data: {} };
  }),
];
