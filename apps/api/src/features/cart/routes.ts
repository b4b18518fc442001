// HTTP edge of the cart: adding and removing plans, the cart and its effective dates, checkout,
// and the cart's count, amount and plan flags.
import {
  addPlanToCart,
  addPlanToCartPrudentials,
  cartCheckout,
  checkAlreadyInCart,
  checkPrudentialCart,
  getCartAmount,
  getCartCount,
  getCartEffectiveDates,
  getMoreRequirement,
  getPlanCart,
  removePlanFromCart,
} from '@benefit-store/contract/cart';
import {
  checkDisabilityPlan,
  checkPrudentialPlan,
  checkPrudentialPlanHash,
} from '@benefit-store/contract/underwriting';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { EnrollmentNotFound } from '../../http/errors';
import { implement } from '../../http/register';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import { cartEffectiveDates, cartView, checkout, removePlan, type SignatureOf } from './cart-view';
import { prudentialCheck } from './plan-checks';
import {
  addMembershipPair,
  addPlan,
  type CartScope,
  cartAmount,
  cartCount,
  cartHolds,
  isInCart,
  planIs,
} from './service';

/** The enrollment `implement` checked; every call here names one. */
const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (enrollment === undefined) throw new EnrollmentNotFound();
  return enrollment;
};

const scopeOf = (
  { db, cipher, caller }: { db: Db; cipher: FieldCipher; caller: Caller },
  enrollment: EnrollmentRef | undefined,
): CartScope => ({ db, cipher, enrollmentId: named(enrollment).id, now: caller.now });

/**
 * Cart writes and checkout are not for a group administrator: whether a plan may enter the cart
 * says whether its health questions were answered (health data, minimum necessary). They are told
 * the enrollment does not exist, as for any enrollment outside what they may touch. Removing a
 * plan and checkout are refused the same way.
 */
const refuseGroupAdmin = (session: Session) => {
  if (session.staff?.role === 'group_admin') throw new EnrollmentNotFound();
};

/** What the cart asks of the features above it, given by the composition root. */
export interface CartNeeds {
  signatureOf: SignatureOf;
}

export const cartImplementations = ({ signatureOf }: CartNeeds) => [
  implement(addPlanToCart, { access: 'write' }, async (ctx) => {
    const { session, enrollment, input } = ctx;
    refuseGroupAdmin(session);
    return {
      data: { cart_count: await addPlan(scopeOf(ctx, enrollment), input.plan_id, input.plan_pricing_id) },
      message: 'cart.plan_added',
    };
  }),
  implement(addPlanToCartPrudentials, { access: 'write' }, async (ctx) => {
    refuseGroupAdmin(ctx.session);
    return {
      data: { cart_count: await addMembershipPair(scopeOf(ctx, ctx.enrollment), ctx.input) },
      message: 'cart.plan_added',
    };
  }),
  implement(removePlanFromCart, { access: 'write' }, async ({ db, session, enrollment, input }) => {
    refuseGroupAdmin(session);
    return {
      data: { cart_count: await removePlan(db, named(enrollment).id, input.plan_id, input.plan_pricing_id) },
      message: 'cart.plan_removed',
    };
  }),
  implement(cartCheckout, { access: 'write' }, async ({ db, session, enrollment, input, caller }) => {
    refuseGroupAdmin(session);
    return { data: { effective_date: await checkout(db, named(enrollment).id, input.effective_date, caller.now) } };
  }),
  implement(getPlanCart, { access: 'read' }, async ({ db, enrollment, caller }) => ({
    data: await cartView(db, named(enrollment).id, caller, signatureOf),
  })),
  implement(getCartEffectiveDates, { access: 'read' }, async ({ db, enrollment, caller }) => ({
    data: await cartEffectiveDates(db, named(enrollment).id, caller),
  })),

  implement(checkAlreadyInCart, { access: 'read' }, async ({ db, enrollment, input }) => ({
    data: { status: await isInCart(db, named(enrollment).id, input.plan_id) },
  })),
  implement(getCartCount, { access: 'read' }, async ({ db, enrollment }) => ({
    data: { result: await cartCount(db, named(enrollment).id) },
  })),
  implement(getCartAmount, { access: 'read' }, async ({ db, enrollment }) => ({
    data: { result: await cartAmount(db, named(enrollment).id) },
  })),

  implement(getMoreRequirement, { access: 'read' }, async ({ db, enrollment, input }) => {
    const premier = (plan: { isPremier: boolean }) => plan.isPremier;
    const result =
      enrollment === undefined
        ? await planIs(db, input.plan_id ?? '', premier)
        : await cartHolds(db, enrollment.id, premier);
    return { data: { result } };
  }),
  implement(checkPrudentialCart, { access: 'read' }, async ({ db, enrollment }) => ({
    data: { status: await cartHolds(db, named(enrollment).id, (plan) => plan.isPrudential) },
  })),

  // The plan's special-carrier and disability flags, asked before pricing (the spec's underwriting calls).
  implement(checkPrudentialPlan, { access: 'read' }, async ({ caller, db, enrollment, input }) => ({
    data: await prudentialCheck(db, named(enrollment).id, input.plan_id, caller.now),
  })),
  implement(checkPrudentialPlanHash, { access: 'read' }, async ({ caller, db, enrollment, input }) => ({
    data: await prudentialCheck(db, named(enrollment).id, input.plan_id, caller.now),
  })),
  implement(checkDisabilityPlan, { access: 'read' }, async ({ db, input }) => ({
    data: { status: await planIs(db, input.plan_id, (plan) => plan.isDisability) },
  })),
];
