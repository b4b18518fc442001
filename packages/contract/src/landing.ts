// Landing pages, sites and parties (reps, groups, portals, referrals): calls and rules.
import { type CallDef, defineCall, none } from './define';
import { publicId, publicIdPattern } from './ids';
import {
  aboutContent,
  agentInfo,
  category,
  enrollType,
  eprocess,
  groupAccess,
  groupInfo,
  groupSummary,
  headerContent,
  landingInfo,
  memberInfo,
  openType,
  platform,
  platformType,
  repAccess,
  siteInfo,
} from './landing-entities';
import { type MessageKey, msg } from './messages/en';
import { flag } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- rules

const requiredCheck = { error: msg('common.required'), abort: true } as const;

/** Rep access code and group enrollment code: required ('Field is required'). */
export const accessCode = z.string().trim().min(1, requiredCheck).max(40);
export const repAccessForm = z.object({ agent_code: accessCode });
export const groupCodeForm = z.object({ group_code: accessCode });

/** A portal or group picked from a list: missing says `key` ('Please choose a platform', ...). */
export const choice = (key: MessageKey) =>
  z
    .string({ error: key })
    .min(1, { error: key, abort: true })
    .max(64, { error: msg('common.invalid_value'), abort: true })
    .regex(publicIdPattern, msg('common.invalid_value'));
export const portalChoice = choice(msg('landing.choose_platform'));
/** The agent-home portal select for a new member. */
export const newMemberPortalChoice = choice(msg('landing.choose_enroll_for'));
export const groupChoice = choice(msg('landing.choose_group'));
export const portalForm = z.object({ platform_group_id: portalChoice });
export const newMemberPortalForm = z.object({ platform_group_id: newMemberPortalChoice });
export const groupForm = z.object({ group_id: groupChoice });

const slug = (max: number) =>
  z
    .string()
    .trim()
    .min(1, requiredCheck)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, msg('common.invalid_value'));
/** A host name, or a host name in base64 as the branded site sends it. */
const siteDomain = z
  .string()
  .trim()
  .min(1, requiredCheck)
  .max(400)
  .regex(/^[A-Za-z0-9+/=_.:-]+$/, msg('common.invalid_value'));

/** The party fields the storefront's listing calls carry in the query. */
/**
 * The age market the visitor chose on the age bar: 1 over 65, 0 under 65 (the spec's over-65
 * header, sent as a query value). Left out, plans of both markets are listed.
 */
export const over65Flag = flag.optional();

export const partyQuery = {
  agent_id: publicId.optional(),
  group_id: publicId.optional(),
  portal_id: publicId.optional(),
  eprocess: eprocess.optional(),
  open_type: openType.optional(),
  over_65: over65Flag,
};

// ---------------------------------------------------------------- calls

/** A call of this feature; `feature` is implied. */
const landingCall = <const T extends Omit<CallDef, 'feature'>>(def: T) => defineCall({ ...def, feature: 'landing' });
const byAgent = z.object({ agent_id: publicId });
const byGroup = z.object({ group_id: publicId });
const done = z.object({});

export const validateLandingPage = landingCall({
  name: 'validateLandingPage',
  earns: true,
  seeds: ['000'],
  methods: ['GET'],
  path: 'validate-landing-page',
  summary: 'Finds the rep or group whose landing page this is; an unknown page is 404.',
  input: z.object({ landing_page: slug(100) }),
  data: landingInfo,
});

export const getDomainSiteInfromation = landingCall({
  name: 'getDomainSiteInfromation',
  earns: true,
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-domainSite-infromation',
  summary:
    'The branded site of a domain (sent in base64): its group (never its rep access code); 404 when there is none.',
  input: z.object({ site_domain: siteDomain }),
  data: z.object({ gid: z.string() }),
});

export const getExternalSiteInfromation = landingCall({
  name: 'getExternalSiteInfromation',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-external-site-infromation',
  summary: 'An external entry site (/external?site=...) by name: its contact, branding and theme.',
  input: z.object({ site_name: slug(100) }),
  data: z.object({ site: siteInfo }),
});

export const getEnrollmentInfoReferral = landingCall({
  name: 'getEnrollmentInfoReferral',
  earns: true,
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-enrollment-info-referral',
  summary: 'A referral link: its rep, group and portal, whether it is still valid, and who referred.',
  input: z.object({ referral_id: publicId }),
  data: z.object({
    agent_id: z.string().nullable(),
    group_id: z.string().nullable(),
    portal_id: z.string().nullable(),
    /** The portal's type (a rep-quote portal's root is the cart); not a spec field. */
    platform_type: platformType.nullable(),
    valid_referral_link: z.boolean(),
    referrer_info: z.object({ name: z.string(), email: z.string() }).nullable(),
  }),
});

export const trackElevateTraffic = landingCall({
  name: 'trackElevateTraffic',
  seeds: ['000'],
  methods: ['POST'],
  path: 'track-elevate-traffic',
  summary: 'Records that an enrollment came in through the branded site.',
  input: z.object({ enrollment_id: publicId }),
  data: done,
});

export const getDefaultInfo = landingCall({
  name: 'getDefaultInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-default-info',
  summary: 'The site serving this request (by host): contact, tagline, logo and theme colours.',
  input: none,
  data: z.object({ site: siteInfo, languages: z.array(z.enum(['en', 'es'])) }),
});

export const getAgentInfoEnroll = landingCall({
  name: 'getAgentInfoEnroll',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-agent-info-enroll',
  summary: "A rep's public details: names, contact shown to visitors, logo, bio and landing url.",
  input: byAgent,
  data: z.object({ result: agentInfo }),
});

export const getMemberInfo = landingCall({
  name: 'getMemberInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-member-info',
  summary: 'A member with their rep, group and portal; only for that member, or their signed-in rep or group.',
  input: z.object({ user_id: publicId }),
  data: z.object({ result: memberInfo }),
  scopes: ['member'],
});

export const getGroupInfoEnroll = landingCall({
  name: 'getGroupInfoEnroll',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-group-info-enroll',
  summary: "A group's public details: name, address, contact shown to visitors, logo and landing url.",
  input: byGroup,
  data: z.object({ result: groupInfo }),
});

export const getCommonMenu = landingCall({
  name: 'getCommonMenu',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-common-menu',
  summary: 'The plan categories of the menu for this party or enrollment, in order (pet is never listed).',
  input: z.object({ ...partyQuery, enrollment_id: publicId.optional() }),
  data: z.object({ categories: z.array(category), category_order: z.array(z.string()) }),
});

export const getGroupMenu = landingCall({
  name: 'getGroupMenu',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-group-menu',
  summary: 'The plan categories a group offers its employees.',
  input: z.object({ group_id: publicId, from_site: slug(100).optional() }),
  data: z.object({ categories: z.array(category) }),
});

export const getAgentLandingPageInfo = landingCall({
  name: 'getAgentLandingPageInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-agent-landing-page-info',
  summary: "Header content and branding of a rep's landing page.",
  input: byAgent,
  data: z.object({ result: headerContent }),
});

export const getAgentAboutPageInfo = landingCall({
  name: 'getAgentAboutPageInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-agent-about-page-info',
  summary: "A rep's About text, for the header's About modal.",
  input: byAgent,
  data: z.object({ result: aboutContent }),
});

export const getGroupLandingPageInfo = landingCall({
  name: 'getGroupLandingPageInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-group-landing-page-info',
  summary: "Header content and branding of a group's landing page.",
  input: byGroup,
  data: z.object({ result: headerContent }),
});

export const getGroupAboutPageInfo = landingCall({
  name: 'getGroupAboutPageInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-group-about-page-info',
  summary: "A group's About text, for the header's About modal.",
  input: byGroup,
  data: z.object({ result: aboutContent }),
});

export const getExternalSiteDynamicInformation = landingCall({
  name: 'getExternalSiteDynamicInformation',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'get-external-site-dynamic-information',
  summary: 'Key/value theme of a site (colours, banner, thank-you and footer images); the browser caches it.',
  input: z.object({ site_domain: siteDomain }),
  data: z.object({ result: z.array(z.object({ key: z.string(), value: z.string() })) }),
});

export const getGoenrollFooterPlan = landingCall({
  name: 'getGoenrollFooterPlan',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-goenroll-footer-plan',
  summary: 'The plan the footer links to, if any.',
  input: none,
  data: z.object({ plan_id: z.string().nullable() }),
});

export const getAgentGroups = landingCall({
  name: 'getAgentGroups',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-agent-groups',
  summary: 'The groups a rep enrolls employees for (names only), to pick one on the agent home.',
  input: byAgent,
  data: z.object({ result: z.array(groupSummary) }),
});

export const getEnrollmentPlatforms = landingCall({
  name: 'getEnrollmentPlatforms',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-enrollment-platforms',
  summary: "The portals a rep offers; without agent_id, the site's own portals (applicants choose one too).",
  input: z.object({ agent_id: publicId.optional() }),
  data: z.object({ result: z.array(platform) }),
});

export const updateFilterPortal = landingCall({
  name: 'updateFilterPortal',
  seeds: ['000'],
  methods: ['POST'],
  path: 'update-filter-portal',
  summary: "Sets an enrollment's portal, and its group when a rep enrolls a group's new member.",
  input: z.object({ enrollment_id: publicId, group_id: groupChoice.optional(), platform_group_id: portalChoice }),
  data: done,
});

export const getElevateInfo = landingCall({
  name: 'getElevateInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-elevate-info',
  summary: 'The portal the branded site enrolls into.',
  input: none,
  data: z.object({ portal_id: z.string().nullable() }),
});

export const getGroupAgentMemberInfo = landingCall({
  name: 'getGroupAgentMemberInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-group-agent-member-info',
  summary: "Enrollment type, member, group and portals of an enrollment (this session's) or of a group.",
  input: z
    .object({ enrollment_id: publicId.optional(), group_id: publicId.optional() })
    .refine((query) => query.enrollment_id !== undefined || query.group_id !== undefined, {
      error: msg('common.required'),
      path: ['group_id'],
    }),
  data: z.object({
    enrollment_type: enrollType,
    user_info: z.object({ user_id: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
    group_info: groupInfo.nullable(),
    platforms: z.array(platform),
  }),
});

export const validateAgent = landingCall({
  name: 'validateAgent',
  earns: true,
  seeds: ['000'],
  methods: ['GET'],
  path: 'validate-agent',
  summary:
    "Checks a rep access code (wrong guesses are limited) and gives the rep to confirm; else 'Invalid Rep Access Code.'",
  input: repAccessForm,
  data: repAccess,
});

export const validateGroup = landingCall({
  name: 'validateGroup',
  earns: true,
  seeds: ['000'],
  methods: ['GET'],
  path: 'validate-group',
  summary: 'Checks a group enrollment code (wrong guesses are limited) and gives the company to confirm.',
  input: groupCodeForm,
  data: groupAccess,
});

export const getTicketLink = landingCall({
  name: 'getTicketLink',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-ticket-link',
  summary: 'Where the footer support request button leads.',
  input: none,
  data: z.object({ link: z.string() }),
});

export const landingCalls = [
  validateLandingPage,
  getDomainSiteInfromation,
  getExternalSiteInfromation,
  getEnrollmentInfoReferral,
  trackElevateTraffic,
  getDefaultInfo,
  getAgentInfoEnroll,
  getMemberInfo,
  getGroupInfoEnroll,
  getCommonMenu,
  getGroupMenu,
  getAgentLandingPageInfo,
  getAgentAboutPageInfo,
  getGroupLandingPageInfo,
  getGroupAboutPageInfo,
  getExternalSiteDynamicInformation,
  getGoenrollFooterPlan,
  getAgentGroups,
  getEnrollmentPlatforms,
  updateFilterPortal,
  getElevateInfo,
  getGroupAgentMemberInfo,
  validateAgent,
  validateGroup,
  getTicketLink,
] as const;
