// Who a catalog call is for: the catalog, the audience (portal and household) and the cart, from the
// enrollment the access check already read, or from the party in the query.
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { householdOf } from '../pricing/household-row';
import { catalogIn } from './catalog-languages';
import { type Catalog, currentCatalog } from './catalog-service';
import type { Audience } from './listing-service';

export interface CatalogContext {
  catalog: Catalog;
  audience: Audience;
  cartPlanIds: ReadonlySet<string>;
  cartPricingIds: ReadonlySet<string>;
}

/** From the enrollment's snapshot: no query unless the catalog changed since this process loaded it. */
export async function enrollmentContext(db: Db, enrollment: EnrollmentRef, now: Date): Promise<CatalogContext> {
  const { snapshot } = enrollment;
  if (!snapshot) throw new Error('the access check did not read the enrollment snapshot');
  return {
    catalog: await currentCatalog(db, snapshot.catalogVersion),
    audience: {
      portalId: snapshot.household.platform_public_id ?? undefined,
      household: householdOf(snapshot.household, now),
    },
    cartPlanIds: new Set(snapshot.cartPlanIds),
    cartPricingIds: new Set(snapshot.cartPricingIds),
  };
}

/**
 * For a party before an enrollment exists: its portal, no household, an empty cart. `stamp` is the
 * catalog stamp read with the session; without it the stamp is read.
 */
export async function partyContext(
  db: Db,
  portalId: string | undefined,
  stamp: string | undefined,
): Promise<CatalogContext> {
  return {
    catalog: await currentCatalog(db, stamp),
    audience: { portalId, household: undefined },
    cartPlanIds: new Set(),
    cartPricingIds: new Set(),
  };
}

/** The enrollment's context when the call names one, else the party's. */
export const contextOf = (
  db: Db,
  enrollment: EnrollmentRef | undefined,
  portalId: string | undefined,
  now: Date,
  stamp: string | undefined,
) => (enrollment ? enrollmentContext(db, enrollment, now) : partyContext(db, portalId, stamp));

/** The context with the catalog's texts in the caller's language. */
export const spoken = (caller: Caller, context: CatalogContext): CatalogContext => ({
  ...context,
  catalog: catalogIn(context.catalog, caller.language),
});

/** The context of a call that always names an enrollment (the access check has read it). */
export async function ownContext({
  db,
  caller,
  enrollment,
}: {
  db: Db;
  caller: Caller;
  enrollment: EnrollmentRef | undefined;
}): Promise<CatalogContext> {
  if (!enrollment) throw new Error('an enrollment call ran without its enrollment');
  return spoken(caller, await enrollmentContext(db, enrollment, caller.now));
}
