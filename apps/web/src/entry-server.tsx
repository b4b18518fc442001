// The server's drawing of a first visit's page (apps/api/src/http/web-app.ts loads the build of this
// file): the app rendered at the page's address in the visitor's language, with every answer its
// screens asked for fetched through the server's own calls, so the browser paints the page before
// its scripts arrive and then hydrates it (main.tsx) with the same answers.
import { dehydrate, type Query, QueryClient, skipToken } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { routes } from './app/routes';
import type { StartupData } from './app/startup-data';
import { defaultInfoQuery } from './features/landing/api/get-default-info';
import { i18n } from './i18n/i18n';
import { setTransport } from './shared/api/client';

export interface PageRequest {
  /** The page's path and query. */
  url: string;
  startup: StartupData;
  /** Answers a call's path as the API would, for this visitor (reads only). */
  transport: typeof fetch;
}

export interface RenderedPage {
  html: string;
  startup: StartupData;
}

/** Rounds of rendering: each fetches the answers the previous one's screens asked for. */
const rounds = 4;

async function renderOnce(queryClient: QueryClient, url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // Every part in place (React moves large parts in by script otherwise, which the CSP would stop).
  const { prelude } = await prerender(<AppRoot queryClient={queryClient} router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/** A screen's query, as it asked for it: not one it disabled (the cache keeps the asking screen's
 *  options, `enabled` among them). */
function wanted(query: Query) {
  const enabled: unknown = Reflect.get(query.options, 'enabled');
  const on: unknown = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && query.options.queryFn !== undefined && query.options.queryFn !== skipToken;
}

/** What the screens asked for that has no answer yet. */
const unanswered = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && wanted(query));

async function draw({ url, startup, transport }: PageRequest): Promise<RenderedPage | null> {
  // The i18n instance, the call transport and the session store are the module's own: one page
  // at a time (see `render`).
  await i18n.changeLanguage(startup.language);
  setTransport(transport);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(defaultInfoQuery.queryKey, startup.defaultInfo);
  for (let round = 0; round < rounds; round++) {
    const html = await renderOnce(queryClient, url);
    const asked = unanswered(queryClient);
    // A part that waited for its code (a lazy chunk) comes as a script that moves it into place,
    // which the page's CSP would not run: the next round has the code and draws it in place.
    const complete = !/<!--\$[?!]-->/.test(html);
    if (asked.length === 0 && complete) return { html, startup: { ...startup, rendered: dehydrate(queryClient) } };
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    // A refused call would draw its error here and its spinner in the browser: not drawn.
    if (asked.some((query) => query.state.status === 'error')) return null;
  }
  return null;
}

let queue: Promise<unknown> = Promise.resolve();

/** The page drawn, or null when it cannot be drawn as the browser would (the plain shell then). */
export function render(request: PageRequest): Promise<RenderedPage | null> {
  const drawn = queue.then(() => draw(request));
  queue = drawn.catch(() => undefined);
  return drawn;
}
