// The wizard's steps as data (decision 0016): the required tabs in their configured order, and
// where Next and Back go from a step.
import type { DynamicTab, TabName } from './enrollment-tabs';

/** The steps of an enrollment: its required tabs, ordered by `order` (0 to 10). */
export function wizardSteps(tabs: readonly DynamicTab[]): TabName[] {
  return tabs
    .filter((tab) => tab.required)
    .toSorted((a, b) => a.order - b.order)
    .map((tab) => tab.tab_name);
}

export interface StepAround {
  /** 1-based position of the step, 0 when the enrollment does not ask it. */
  position: number;
  /** Back: the step before, or the cart from the first step. */
  previous: TabName | 'cart';
  /** Next: the step after (review when the user came from review), or undefined after the last. */
  next: TabName | undefined;
}

/**
 * Where Back and Next go from `tab`. `returning` is the return marker (navto): a step edited from
 * review goes back to review once saved.
 */
export function stepAround(steps: readonly TabName[], tab: TabName, returning = false): StepAround {
  const index = steps.indexOf(tab);
  const previous = index > 0 ? (steps[index - 1] ?? 'cart') : 'cart';
  if (returning && steps.includes('review_info') && tab !== 'review_info')
    return { position: index + 1, previous, next: 'review_info' };
  return { position: index + 1, previous, next: index < 0 ? steps[0] : steps[index + 1] };
}
