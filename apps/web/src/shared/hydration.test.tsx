// A drawn page's answers are not asked again while it hydrates: once it has started, those of calls
// that earn a party are, and only then is the page marked started.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { hydrateWith, pageStarted, staleUntilStarted, whenHydrated } from './hydration';

it('keeps a hydrated answer fresh until the page has started, then asks again only a call that earns', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: staleUntilStarted } } });
  const landingKey = ['landing', 'validate-landing-page', { landing_page: 'maria-alvarez' }];
  const plansKey = ['catalog', 'get-featured-plans', { over_65: 0 }];
  queryClient.setQueryData(landingKey, 'drawn landing');
  queryClient.setQueryData(plansKey, 'drawn plans');
  const fetchLanding = vi.fn(async () => 'landing asked again');
  const fetchPlans = vi.fn(async () => 'plans asked again');
  function Page() {
    const landing = useQuery({ queryKey: landingKey, queryFn: fetchLanding }).data;
    const plans = useQuery({ queryKey: plansKey, queryFn: fetchPlans }).data;
    return (
      <p>
        {landing}, {plans}
      </p>
    );
  }
  delete document.documentElement.dataset.app;
  hydrateWith(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
  expect(screen.getByText('drawn landing, drawn plans')).toBeTruthy();
  expect(fetchLanding).not.toHaveBeenCalled();

  act(() => pageStarted());
  expect(document.documentElement.dataset.app).toBeUndefined();
  await waitFor(() => expect(document.documentElement.dataset.app).toBe('started'));
  // The landing page's call earns the browser's own session its party; the plans were answered a
  // second before and are not asked again.
  expect(fetchLanding).toHaveBeenCalledTimes(1);
  expect(fetchPlans).not.toHaveBeenCalled();
  expect(screen.getByText('landing asked again, drawn plans')).toBeTruthy();
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
