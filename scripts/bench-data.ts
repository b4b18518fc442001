// The bench's data, made through the API as people make it: the listings' quote (a family of four
// in Dallas, its cart), the enrollments the wizard saves write to, visitors' sessions, and the
// bench store set so that its enrollments can be completed.
import { openDatabase } from '../apps/api/src/db/database';
import { builtTabs, quotedWithCart, type Send } from '../apps/api/test/completable';

/** What the listing targets name: the bench session's quote and the site's first portal. */
export interface Quote {
  enrollmentId: string;
  portalId: string;
  /** Enrollments of the bench session a wizard save writes to, one at a time each. */
  wizardIds: readonly string[];
  /** Enrollments with a cart and an effective date (as save-review-info's), one per connection, for the billing save. */
  billingIds: readonly string[];
}

/**
 * A realistic household for the listings: a family of four in Dallas, in the site's first portal,
 * so every plan of the catalog is rated (empty ids when the quote filter is not built yet).
 */
export async function benchQuote(
  url: string,
  cookie: string,
  run: { connections: number; billing: boolean },
): Promise<Quote> {
  const headers = { cookie, 'content-type': 'application/json' };
  const platforms = await fetch(`${url}/api/v1/get-enrollment-platforms`, { headers });
  const portals = platforms.ok
    ? ((await platforms.json()) as { data: { result: { platform_group_id: string }[] } })
    : undefined;
  const portalId = portals?.data.result[0]?.platform_group_id ?? '';
  const filter = await fetch(`${url}/api/v1/add-filter-for-new-user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      zip: '75201',
      dob: '07/04/1980',
      gender: 0,
      tier: 'IF',
      spouse_dop: '03/02/1982',
      child_num: 2,
      ...(portalId ? { platform_group_id: portalId } : {}),
    }),
  });
  const quote = filter.ok ? ((await filter.json()) as { data: { temp_enrollment_id: string } }) : undefined;
  const enrollmentId = quote?.data.temp_enrollment_id ?? '';
  for (const planId of cartPlans) await addToCart(url, headers, enrollmentId, planId);
  // Made through the API as save-review-info's enrollments are (a quote, a cart, an effective date).
  const billingIds: string[] = [];
  if (run.billing)
    for (let n = 0; n < run.connections * enrollmentsPerConnection; n++)
      billingIds.push(await quotedWithCart(senderOf(url, cookie)));
  return {
    enrollmentId,
    portalId,
    wizardIds: await wizardEnrollments(url, headers, run.connections * enrollmentsPerConnection),
    billingIds,
  };
}

/** Calls the bench server as the completable-enrollment helpers expect. */
export const senderOf =
  (url: string, cookie: string, address?: string): Send =>
  async (method, callPath, body) => {
    const res = await fetch(`${url}/api/v1/${callPath}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { data?: unknown } };
  };

/**
 * Enrollments a save run writes to in turn. The bodies go round in order, whatever connection sends
 * them, so with one enrollment per connection a connection that fell behind wrote to an enrollment
 * another was writing to (about 7% of the contact step's saves): several per connection keep the
 * saves those of that many people, not one enrollment's double submits (decision 0031).
 */
export const enrollmentsPerConnection = 4;

/** `count` new enrollments, each quoted for one person. */
export async function wizardEnrollments(
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const filter = await fetch(`${url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' }),
    });
    if (filter.ok)
      ids.push(((await filter.json()) as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id);
  }
  return ids;
}

/** The plans in the bench quote's cart, so the cart calls read lines, not an empty cart. */
const cartPlans = ['DEN-PLUS', 'VIS-PLUS', 'LTD-L713'];

/** Adds a plan at the first price option the household gets (nothing when it gets none). */
async function addToCart(url: string, headers: Record<string, string>, enrollmentId: string, planId: string) {
  const pricing = await fetch(`${url}/api/v1/get-plan-pricing-detail?pid=${planId}&enrollment_id=${enrollmentId}`, {
    headers,
  });
  if (!pricing.ok) return;
  const detail = (await pricing.json()) as { data: { plans?: { plan_pricing_id: string }[] } };
  const option = detail.data.plans?.[0];
  if (!option) return;
  await fetch(`${url}/api/v1/add-plan-to-cart`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ enrollment_id: enrollmentId, plan_id: planId, plan_pricing_id: option.plan_pricing_id }),
  });
}

/** A new visitor's session cookie, its first write made from `address` (the bench trusts loopback's proxy header). */
export async function visitorCookie(url: string, address: string) {
  const first = await fetch(`${url}/api/v1/validate-zip-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: '{"zip":"78701"}',
  });
  return /(?:__Host-)?sid=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
}

/**
 * The steps built so far are the only ones required in the bench store, so its enrollments can be
 * completed (the others come with their steps). Run on the stopped server's database.
 */
export async function onlyBuiltStepsRequired(env: Record<string, string>) {
  const db = openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
    { guardLocks: false },
  );
  await db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute();
  await db.destroy();
}
