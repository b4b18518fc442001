// Landing entities as the calls show them: sites, reps, groups, portals, members, menu
// categories, and who enrolls from whose page.
import { z } from './zod';

// ---------------------------------------------------------------- entities

/**
 * The theme the browser paints a brand with, made by the server from `primary_color` (not a field
 * of the specification: it spares the browser a colour library): ten shades, lightest first, and
 * the shade that filled buttons, links and the focus ring use, the lightest from 6 on that carries
 * white text at 5.1:1. Absent, the browser uses the store's blue.
 */
export const primaryPalette = z.object({
  colors: z.array(z.string()).length(10),
  primary_shade: z.number().int().min(0).max(9),
});
export type PrimaryPalette = z.infer<typeof primaryPalette>;

export const siteInfo = z.object({
  site_id: z.string(),
  site_name: z.string(),
  site_domain: z.string(),
  is_default: z.boolean(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  logo: z.string(),
  banner: z.string(),
  copyright: z.string(),
  primary_color: z.string(),
  primary_palette: primaryPalette.optional(),
  secondary_color: z.string(),
  group_flow: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

/** Who is enrolling: a rep for someone, an applicant for themself, or a group's employee. */
export const eprocess = z.enum(['rep', 'applicant', 'group']);
export type Eprocess = z.infer<typeof eprocess>;
/** Whose page the visitor opened the storefront from. */
export const openType = z.enum(['agent', 'group', 'user']);
export type OpenType = z.infer<typeof openType>;
export const enrollTypes = ['new-member', 'new-group-member', 'existing-member'] as const;
export const enrollType = z.enum(enrollTypes);

/**
 * A rep's public details. No answer carries an access code, a group code or a private email
 * (docs/architecture.md, security model): the spec's agent_code and gagent_code are left out, and email and
 * phone are the contact the rep shows visitors.
 */
export const agentInfo = z.object({
  agent_id: z.string(),
  agent_fname: z.string(),
  agent_mname: z.string(),
  agent_lname: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  display_about_name: z.string(),
  logo: z.string(),
  image: z.string(),
  image_link: z.string(),
  agent_bio: z.string(),
  is_gene_downline: z.boolean(),
  landing_url: z.string().nullable(),
});
export type AgentInfo = z.infer<typeof agentInfo>;

export const address = z.object({ address1: z.string(), city: z.string(), state: z.string(), zip: z.string() });

export const groupInfo = z.object({
  gid: z.string(),
  gname: z.string(),
  name: z.string(),
  group_id: z.string(),
  display_name: z.string(),
  address_information: address,
  display_email: z.string(),
  display_phone: z.string(),
  gweb_aboutus: z.string(),
  image: z.string(),
  logo: z.string(),
  landing_url: z.string().nullable(),
});
export type GroupInfo = z.infer<typeof groupInfo>;

/** A portal's type: on a 'rep-quote' portal a rep builds a quote, and the root leads to the cart
 *  (spec 000 section 4). */
export const platformTypes = ['standard', 'rep-quote'] as const;
export const platformType = z.enum(platformTypes);
export type PlatformType = z.infer<typeof platformType>;

/** A portal (enrollment platform): the plans and prices a new member is offered. */
export const platform = z.object({
  platform_group_id: z.string(),
  platform_name: z.string(),
  platform_code: z.string(),
  platform_type: platformType,
});
export type Platform = z.infer<typeof platform>;

export const memberInfo = z.object({
  userid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  portal_id: z.string().nullable(),
  agent_info: agentInfo.nullable(),
  group_info: groupInfo.nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** A rep as the access-code check shows it, for the Confirm / Cancel step. */
export const repAccess = z.object({
  agent_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  logo: z.string(),
  image: z.string(),
  landing_url: z.string().nullable(),
});

/** A group as the enrollment-code check shows it: 'The company that you will be enrolling under is: {name}'. */
export const groupAccess = z.object({ name: z.string(), group_id: z.string(), landing_url: z.string().nullable() });

/** A landing page names a rep or a group; `data` is that party's details. */
export const landingInfo = z.discriminatedUnion('type', [
  z.object({ type: z.literal('agent'), agent_id: z.string(), group_id: z.null(), data: agentInfo }),
  z.object({ type: z.literal('group'), agent_id: z.string().nullable(), group_id: z.string(), data: groupInfo }),
]);
export type LandingInfo = z.infer<typeof landingInfo>;

/** A plan category of the menu; `category` is a catalog category code (pet is never listed). */
export const category = z.object({
  category: z.string(),
  label: z.string(),
  order: z.number().int(),
  icon: z.string(),
});

export const groupSummary = z.object({ group_id: z.string(), group_name: z.string() });

export const headerContent = z.object({
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  logo: z.string(),
  image: z.string(),
  primary_color: z.string(),
  primary_palette: primaryPalette.optional(),
  secondary_color: z.string(),
  /** A few special reps' pages show no footer link columns (spec 000 section 2). */
  hides_footer_content: z.boolean(),
});
export const aboutContent = z.object({ display_about_name: z.string(), about: z.string(), image: z.string() });
