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

  implement(validateLandingPage, async ({ req, input }) => ({ data: await landingOf(req, input.landing_page) })),

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

  implement(getAgentGroups, async ({ req, input }) => {
    const agent = await requireAgent(req, input.agent_id);
    const groups = await partyRepo.groupsOfAgent(req.server.db, agent.id);
    return { data: { result: groups.map((group) => ({ group_id: group.public_id, group_name: group.name })) } };
  }),
  implement(getEnrollmentPlatforms, async ({ req, input }) => {
    const { db } = req.server;
    const rows = input.agent_id
      ? await partyRepo.platformsOfAgent(db, (await requireAgent(req, input.agent_id)).id)
      : await partyRepo.platformsOfSite(db, (await siteRowOf(req)).id);
    return { data: { result: rows.map(platformOf) } };
  }),

  implement(validateAgent, async ({ req, session, input }) => {
    const agent = await guess(
      req,
      session,
      'rep_code',
      () => partyRepo.findAgentByCode(req.server.db, input.agent_code),
      invalidRepCode,
    );
    return {
      data: {
        agent_id: agent.public_id,
        first_name: agent.first_name,
        last_name: agent.last_name,
        email: agent.display_email,
        phone: agent.display_phone,
        agent_code: agent.agent_code,
        logo: agent.logo,
        image: agent.image,
        landing_url: agent.landing_url,
      },
    };
  }),
  implement(validateGroup, async ({ req, session, input }) => {
    const group = await guess(
      req,
      session,
      'group_code',
      () => partyRepo.findGroupByCode(req.server.db, input.group_code),
      invalidGroupCode,
    );
    return { data: { name: group.name, group_id: group.public_id, landing_url: group.landing_url } };
  }),

  implement(getEnrollmentInfoReferral, async ({ req, session, input }) => {
    const referral = await guess(
      req,
      session,
      'referral',
      () => partyRepo.findReferral(req.server.db, input.referral_id),
      () => new NotFound(),
    );
    const valid = new Date(referral.expires_at) > req.server.now();
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

  implement(getDomainSiteInfromation, async ({ req, input }) => {
    const site = found(await landingRepo.findSiteByDomain(req.server.db, decodeDomain(input.site_domain)));
    if (!site.group_public_id) throw new NotFound();
    return { data: { gid: site.group_public_id, gagent_code: site.group_agent_code ?? '' } };
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
  implement(updateFilterPortal, async ({ db, enrollment, input }) => {
    if (!enrollment) throw new NotFound();
    await choosePortal(db, enrollment.id, input);
    return { data: {} };
  }),
];
