// The wizard's routes (spec 001 section 2): /enrollment/{step} in either naming set, under a
// landing page /{landingUrl}/enrollment/{step}; Back from the first step is the cart. Pure.
import { shortStepOfTab, stepOfTab, type TabName, tabNames } from '@benefit-store/contract/enrollment-tabs';

/** The steps whose Back shows only when the person arrived from review (spec 001 section 2, Common behaviours). */
const backFromReviewOnly: readonly TabName[] = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'dependent_info',
  'agreement_info',
];

/** Whether a step shows Back: always, except the steps above when not reached from review (`navto` set). */
export const showsBack = (tab: TabName, fromReview: boolean) => fromReview || !backFromReviewOnly.includes(tab);

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
