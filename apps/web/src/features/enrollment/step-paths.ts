// The wizard's routes (spec 001 section 2): /enrollment/{step} in either naming set, under a
// landing page /{landingUrl}/enrollment/{step}; Back from the first step is the cart. Pure.
import { shortStepOfTab, stepOfTab, type TabName, tabNames } from '@benefit-store/contract/enrollment-tabs';

/** The tab a step slug names, in either naming set; undefined for an unknown step. */
export const tabOfStep = (slug: string | undefined): TabName | undefined =>
  tabNames.find((tab) => stepOfTab[tab] === slug || shortStepOfTab[tab] === slug);

/** A path under the landing page, when the visitor came through one. */
export const underLanding = (landing: string | undefined, path: string) =>
  landing ? `/${encodeURIComponent(landing)}${path}` : path;

/** A step's route: the landing-prefixed naming set under a landing page, the short one otherwise. */
export const stepPath = (tab: TabName, landing: string | undefined) =>
  landing ? underLanding(landing, `/enrollment/${stepOfTab[tab]}`) : `/enrollment/${shortStepOfTab[tab]}`;

/** Where Back or Next leads: a step, or the cart before the first. */
export const placePath = (place: TabName | 'cart', landing: string | undefined) =>
  place === 'cart' ? underLanding(landing, '/cart') : stepPath(place, landing);
