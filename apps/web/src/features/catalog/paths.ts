// Where the plan screens live, with the optional landing prefix of spec 000 section 2.
const prefix = (landing: string | undefined) => (landing ? `/${encodeURIComponent(landing)}` : '');

/** The plans page; `category` goes in the query as `type`. */
export const plansPath = (landing?: string, category?: string) =>
  `${prefix(landing)}/plans${category ? `?type=${encodeURIComponent(category)}` : ''}`;

export const planSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'plan';

export const planPath = (planId: string, planName: string, landing?: string) =>
  `${prefix(landing)}/plan/${encodeURIComponent(planId)}/${planSlug(planName)}`;

export const cartPath = (landing?: string) => `${prefix(landing)}/cart`;
