// A drawn page's answers are not asked again while it hydrates: once it has started, all at once,
// and only then is the page marked started.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { hydrateWith, pageStarted, staleUntilStarted, whenHydrated } from './hydration';

it('keeps a hydrated answer fresh until the page has started, then asks for it again once', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: staleUntilStarted } } });
  queryClient.setQueryData(['plans'], 'drawn');
  const fetchPlans = vi.fn(async () => 'asked again');
  function Plans() {
    return <p>{useQuery({ queryKey: ['plans'], queryFn: fetchPlans }).data}</p>;
  }
  delete document.documentElement.dataset.app;
  hydrateWith(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <Plans />
    </QueryClientProvider>,
  );
  expect(screen.getByText('drawn')).toBeTruthy();
  expect(fetchPlans).not.toHaveBeenCalled();

  act(() => pageStarted());
  expect(document.documentElement.dataset.app).toBeUndefined();
  await waitFor(() => expect(document.documentElement.dataset.app).toBe('started'));
  expect(fetchPlans).toHaveBeenCalledTimes(1);
  expect(screen.getByText('asked again')).toBeTruthy();
  // Later answers go stale at once again, as without a drawn page.
  expect(staleUntilStarted()).toBe(0);
});

it('marks a page drawn in the browser started at once', () => {
  delete document.documentElement.dataset.app;
  pageStarted();
  expect(document.documentElement.dataset.app).toBe('started');
});

it('holds a change of the frame until a drawn page has started; elsewhere makes it at once', async () => {
  const changes: string[] = [];
  hydrateWith(new QueryClient());
  whenHydrated(() => changes.push('landed party'));
  const calledOff = whenHydrated(() => changes.push('left the page'));
  calledOff();
  expect(changes).toEqual([]);
  delete document.documentElement.dataset.app;
  pageStarted();
  await waitFor(() => expect(document.documentElement.dataset.app).toBe('started'));
  expect(changes).toEqual(['landed party']);
  whenHydrated(() => changes.push('next page'));
  expect(changes).toEqual(['landed party', 'next page']);
});
