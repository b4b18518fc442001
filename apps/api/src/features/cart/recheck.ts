// A cart priced and dated again under today's rules (decision 0037): the stored effective date
// checked against the dates offered now (every plan's start months, blackouts, ages, the portal's
// cutoff, never a past day), and every line re-priced for the household as stored on that date. Used
// by completion (which refuses when anything changed) and by a household change.
import type { CartChanges } from '@benefit-store/contract/cart';
import type { Language } from '@benefit-store/contract/messages/translate';
import { centsToDecimal } from '@benefit-store/contract/money';
import type { Db } from '../../db/database';
import { catalogIn } from '../catalog/catalog-languages';
import { currentCatalog, priceOnePlan } from '../catalog/catalog-service';
import { householdFor } from '../quoting/household-service';
import { answeredQuestionIds } from '../underwriting/service';
import { offeredDatesOf } from './cart-view';
import * as repo from './repo';
import { linePriceOf } from './service';

type Line = Awaited<ReturnType<typeof repo.linesOf>>[number];

/** Whether anything changed: a line's price, a line gone, or the effective date moved or gone. */
export const cartChanged = (changes: CartChanges) => changes.lines.length > 0 || changes.effective_date !== null;

/**
 * Checks the stored effective date (a date no longer offered becomes the first one offered, or none
 * is left to offer) and re-prices every line for the household on it: a line keeps its option (the
 * same benefit) at today's price; a line no longer priced leaves the cart, with the plans sold with
 * it. Writes what changed (in the caller's transaction) and returns it, plan names in `language`.
 */
/** Prices the cart again (`recheckCart`); what changed, or undefined when nothing did. */
export async function repriceCart(db: Db, enrollmentId: number, now: Date, language: Language) {
  const changes = await recheckCart(db, enrollmentId, now, language);
  return cartChanged(changes) ? changes : undefined;
}

export async function recheckCart(db: Db, enrollmentId: number, now: Date, language: Language): Promise<CartChanges> {
  const catalog = catalogIn(await currentCatalog(db), language);
  const nameOf = (line: Line) => catalog.byId.get(line.plan_id)?.name ?? line.plan_id;
  const stored = (await repo.datesRowOf(db, enrollmentId))?.effective_date ?? null;
  let effective: CartChanges['effective_date'] = null;
  if (stored !== null) {
    const offered = await offeredDatesOf(db, enrollmentId, now);
    if (!offered.result.includes(stored)) {
      const first = offered.result[0] ?? null;
      if (first !== null) await repo.storeEffectiveDate(db, enrollmentId, first);
      effective = { old: stored, new: first };
    }
  }

  const household = await householdFor(db, enrollmentId, now);
  const answered = await answeredQuestionIds(db, enrollmentId);
  const lines = await repo.linesOf(db, enrollmentId);
  const changed: CartChanges['lines'] = [];
  const gone = new Set<number>();
  for (const line of lines) {
    if (gone.has(line.id)) continue;
    const pricing = priceOnePlan(catalog, line.plan_id, household, { answeredQuestionIds: answered });
    const option = pricing?.ok
      ? pricing.options.find((candidate) => candidate.benefitDollars === (line.benefit_dollars ?? undefined))
      : undefined;
    if (option === undefined) {
      // The plans sold with a membership go with it (the schema cascades; the change names them).
      for (const leaving of [line, ...lines.filter((other) => other.membership_line_id === line.id)]) {
        gone.add(leaving.id);
        changed.push({
          plan_id: leaving.plan_id,
          plan_name: nameOf(leaving),
          old_price: centsToDecimal(leaving.price_cents),
          new_price: null,
        });
      }
      await repo.deleteLine(db, line.id);
      if (line.membership_line_id !== null) await repo.freeUnneededMembership(db, line.membership_line_id);
      continue;
    }
    const price = linePriceOf(option);
    const same =
      price.priceCents === line.price_cents &&
      price.feeCents === line.fee_cents &&
      price.planPricingId === line.plan_pricing_id;
    if (same) continue;
    await repo.repriceLine(db, line.id, price);
    if (price.priceCents !== line.price_cents)
      changed.push({
        plan_id: line.plan_id,
        plan_name: nameOf(line),
        old_price: centsToDecimal(line.price_cents),
        new_price: centsToDecimal(price.priceCents),
      });
  }
  return { lines: changed, effective_date: effective };
}
