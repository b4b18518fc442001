// Test helpers of the quoting and plan screens: a page rendered at a route inside the app's
// providers, and a fake API answering each call path with an envelope shaped like the contract's.
// Every success it answers is parsed by the call's own `data` schema (`checkAgainstContract`).
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { checkAgainstContract } from './shared/api/fake-server';
import { jsonResponse, renderInApp } from './test-render';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `routes` at `path`; any other route shows where the app went (data-testid location). */
export function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const router = createMemoryRouter([...routes, { path: '*', element: <WhereAmI /> }], { initialEntries: [path] });
  const view = renderInApp(<RouterProvider router={router} />);
  return { ...view, router };
}

export const ok = (data: unknown) => jsonResponse(200, { status: 'success', statusCode: 200, data });
export const failure = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  jsonResponse(status, { status: 'error', statusCode: status, message, data: [], ...extra });

export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch: each call path (under /api/v1/) answers with its handler; unknown paths answer 501. */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/v1/', '');
    const handler = handlers[path] ?? Object.entries(handlers).find(([key]) => path.startsWith(`${key}/`))?.[1];
    if (!handler) return failure(501, 'Not implemented');
    const response = await handler(url, init);
    await checkAgainstContract(path, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `path`, with their query and JSON body. */
export function callsTo(fetchMock: ReturnType<typeof fakeApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname.startsWith(`/api/v1/${path}`))
    .map(({ url, init }) => ({
      url,
      method: init?.method ?? 'GET',
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}

export const axeOptions = { rules: { 'color-contrast': { enabled: false } } };
