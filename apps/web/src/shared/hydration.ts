// While the browser hydrates a page the server drew (decision 0018), the answers it was drawn from
// count as fresh: asked again as each screen mounts, every call's start changes its screen's query
// result under React, which then draws that screen again at once (a store update is urgent), and
// with it every part of the page not yet hydrated, in one long task that holds the phone's main
// thread for most of a second. Once the page has started, the answers of calls that earn a party
// (a landing page's, a referral's) are asked again, as 0018 wants: the browser's own call earns its
// session's party; only then is the page marked started. The others are what the browser would
// have been answered a second before: asking them again cost a first visit seven requests.
import type { QueryClient } from '@tanstack/react-query';
import { readsEarningCall } from './api/client';

let hydrating = false;
/** What the first page's start waits for, once: the earning answers asked again after hydration. */
let beforeStart: (() => Promise<unknown>) | null = null;
/** Changes held back until the drawn page is hydrated (whenHydrated). */
let held: (() => void)[] = [];

/** Whether the page the server drew is being hydrated (from `hydrateWith` until it has started). */
export const hydratingDrawnPage = () => hydrating;

/** The query default `staleTime`: a hydrated answer is fresh until the page has started. */
export const staleUntilStarted = () => (hydrating ? Number.POSITIVE_INFINITY : 0);

/** Called before hydrating a drawn page: its answers stay fresh until it has started. */
export function hydrateWith(queryClient: QueryClient) {
  hydrating = true;
  beforeStart = () => {
    hydrating = false;
    const changes = held;
    held = [];
    for (const change of changes) change();
    return queryClient.invalidateQueries({ predicate: (query) => readsEarningCall(query.queryKey) });
  };
}

/**
 * Runs `change` now or, while a drawn page hydrates, once it has (before its answers are asked
 * again): a change of what the page's frame shows (the landed party's header and colours) would
 * hydrate every part still waiting at once. Gives what calls it off (an effect's clean-up).
 */
export function whenHydrated(change: () => void): () => void {
  if (!beforeStart) {
    change();
    return () => undefined;
  }
  held.push(change);
  return () => {
    held = held.filter((other) => other !== change);
  };
}

/** When the browser has nothing else to do (hydration's last parts first), or after a second. */
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 1000 }) : setTimeout(task, 1);

/**
 * A page's screen is in place: drawn here, or hydrated. After a hydration the answers are asked
 * again first. The journeys wait for `html[data-app=started]` before they act on a page, and
 * `public/start-after-paint.js` before it makes again a press it took on the drawn page (decision
 * 0054): by then the page's party has joined the session, so the press does what it does later.
 */
export function pageStarted() {
  const task = beforeStart;
  beforeStart = null;
  const started = () => {
    document.documentElement.dataset.app = 'started';
  };
  if (!task) return started();
  whenIdle(() => void task().finally(started));
}
