// The parties a visitor arrives through, as the calls show them: a rep's and a group's
// public details, their landing and About content, portals and referrals; access codes
// checked with guessing limited like every code.
import type { AgentInfo, GroupInfo, LandingInfo, Platform } from '@benefit-store/contract/landing-entities';
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { InvalidFields, NotFound } from '../../http/errors';
import type { Session } from '../../http/session';
import { countGuess, type GuessKind, guesserOf, refundGuess } from '../auth/guess-service';
import type { Earned, EarnedParty } from './earned-service';
import { brandPalette } from './palette';
import type { AgentRow, GroupRow } from './party-repo';
import * as partyRepo from './party-repo';

export const agentInfoOf = (agent: AgentRow): AgentInfo => ({
  agent_id: agent.public_id,
  agent_fname: agent.first_name,
  agent_mname: agent.middle_name,
  agent_lname: agent.last_name,
  first_name: agent.first_name,
  last_name: agent.last_name,
  // The contact a rep shows visitors; their own email and phone stay private.
  email: agent.display_email,
  phone: agent.display_phone,
  display_name: agent.display_name,
  display_email: agent.display_email,
  display_phone: agent.display_phone,
  tagline: agent.tagline,
  display_about_name: agent.display_about_name,
  logo: agent.logo,
  image: agent.image,
  image_link: agent.image_link,
  agent_bio: agent.bio,
  is_gene_downline: agent.is_gene_downline,
  landing_url: agent.landing_url,
});

export const groupInfoOf = (group: GroupRow): GroupInfo => ({
  gid: group.public_id,
  gname: group.name,
  name: group.name,
  group_id: group.public_id,
  display_name: group.display_name,
  address_information: { address1: group.address1, city: group.city, state: group.state, zip: group.zip },
  display_email: group.display_email,
  display_phone: group.display_phone,
  gweb_aboutus: group.about_us,
  image: group.image,
  logo: group.logo,
  landing_url: group.landing_url,
});

export const platformOf = (row: {
  public_id: string;
  platform_name: string;
  platform_code: string;
  platform_type: Platform['platform_type'];
}): Platform => ({
  platform_group_id: row.public_id,
  platform_name: row.platform_name,
  platform_code: row.platform_code,
  platform_type: row.platform_type,
});

/** The rep `publicId`, or undefined when there is none. */
export const findAgent = (db: Db, publicId: string, language?: Language) => partyRepo.findAgent(db, publicId, language);

/** The group `publicId`, or undefined when there is none. */
export const findGroup = (db: Db, publicId: string, language?: Language) => partyRepo.findGroup(db, publicId, language);

/** The portals offered: the rep's when there is one, else the site's; named in `language`. */
export async function portalsOffered(
  db: Db,
  agentId: number | null,
  siteId: number,
  language?: Language,
): Promise<Platform[]> {
  const rows =
    agentId !== null
      ? await partyRepo.platformsOfAgent(db, agentId, language)
      : await partyRepo.platformsOfSite(db, siteId, language);
  return rows.map(platformOf);
}

export async function requireAgent(db: Db, publicId: string, language?: Language): Promise<AgentRow> {
  const agent = await partyRepo.findAgent(db, publicId, language);
  if (!agent) throw new NotFound();
  return agent;
}

export async function requireGroup(db: Db, publicId: string, language?: Language): Promise<GroupRow> {
  const group = await partyRepo.findGroup(db, publicId, language);
  if (!group) throw new NotFound();
  return group;
}

export const agentHeader = (agent: AgentRow) => ({
  display_name: agent.display_name,
  display_email: agent.display_email,
  display_phone: agent.display_phone,
  tagline: agent.tagline,
  logo: agent.logo,
  image: agent.image,
  primary_color: agent.primary_color,
  primary_palette: brandPalette(agent.primary_color),
  secondary_color: agent.secondary_color,
  hides_footer_content: agent.hides_footer_content,
});

export const groupHeader = (group: GroupRow) => ({
  display_name: group.display_name,
  display_email: group.display_email,
  display_phone: group.display_phone,
  tagline: '',
  logo: group.logo,
  image: group.image,
  primary_color: group.primary_color,
  primary_palette: brandPalette(group.primary_color),
  secondary_color: group.secondary_color,
  hides_footer_content: false,
});

/** The rep or group whose landing page `landing` is, and the party the page earns; 404 when there is none. */
export async function landingOf(
  db: Db,
  landing: string,
  language?: Language,
): Promise<{ info: LandingInfo; party: EarnedParty }> {
  const agent = await partyRepo.findAgentByLanding(db, landing, language);
  if (agent)
    return {
      info: { type: 'agent', agent_id: agent.public_id, group_id: null, data: agentInfoOf(agent) },
      party: { kind: 'agent', id: agent.id, via: 'landing' },
    };
  const group = await partyRepo.findGroupByLanding(db, landing, language);
  if (group)
    return {
      info: { type: 'group', agent_id: group.agent_public_id, group_id: group.public_id, data: groupInfoOf(group) },
      party: { kind: 'group', id: group.id, via: 'landing' },
    };
  throw new NotFound();
}

/** Looks up a guessed code or id, counted first against this session and address; a hit is refunded. */
export async function guess<T>(
  db: Db,
  caller: Caller,
  session: Session,
  kind: GuessKind,
  lookup: () => Promise<T | undefined>,
  miss: () => Error,
): Promise<T> {
  const counted = await countGuess(db, kind, guesserOf(caller, session), caller.now);
  const found = await lookup();
  if (found === undefined) throw miss();
  await refundGuess(db, counted);
  return found;
}

/** What a valid referral earns: its rep's visitor, and the group it was made for, if any. */
export const referralParties = (referral: { agent_id: number | null; group_id: number | null }): EarnedParty[] => [
  ...(referral.agent_id === null ? [] : [{ kind: 'agent' as const, id: referral.agent_id, via: 'referral' as const }]),
  ...(referral.group_id === null ? [] : [{ kind: 'group' as const, id: referral.group_id, via: 'referral' as const }]),
];

export const invalidRepCode = () =>
  new InvalidFields([{ target_element: 'agent_code', key: 'landing.invalid_rep_code' }]);
export const invalidGroupCode = () =>
  new InvalidFields([{ target_element: 'group_code', key: 'landing.invalid_group_code' }]);

/** Sets an enrollment's portal, and its group when one is named: a group the session earned, and
 *  from the book of the enrollment's rep when it has one. */
export async function choosePortal(
  db: Db,
  enrollmentId: number,
  choice: { platform_group_id: string; group_id?: string | undefined },
  earned: Earned,
) {
  const platform = await partyRepo.findPlatform(db, choice.platform_group_id);
  if (!platform) throw new InvalidFields([{ target_element: 'platform_group_id', key: 'landing.choose_platform' }]);
  const group = choice.group_id ? await partyRepo.findGroup(db, choice.group_id) : undefined;
  const rep = await partyRepo.agentOfEnrollment(db, enrollmentId);
  const outsideBook = group && rep !== null && group.agent_id !== rep;
  if ((choice.group_id && !group) || outsideBook || (group && !earned.mayUseGroup(group)))
    throw new InvalidFields([{ target_element: 'group_id', key: 'landing.choose_group' }]);
  await partyRepo.setEnrollmentPortal(db, enrollmentId, platform.id, group?.id);
}
