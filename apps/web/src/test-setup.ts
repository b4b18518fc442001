// Component tests: they wait for a change as long as the journeys do (5 s), fail when the fake
// API answered something its contract does not allow, and get what jsdom lacks for Mantine
// (matchMedia and ResizeObserver). A worker runs many files in one jsdom (isolate: false), so
// after each test what tests share goes back to how a file finds it: no stubbed fetch or timers,
// an empty session store and browser storage.

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeContractProblems } from './shared/api/fake-server';
import { emptySession, useSession } from './shared/session/session-store';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSession.setState(emptySession);
  localStorage.clear();
  sessionStorage.clear();
  const problems = takeContractProblems();
  if (problems.length > 0) throw new Error(`fake API answers outside the contract:\n${problems.join('\n')}`);
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
