// A drawn part hydrated when first used: until then its drawn HTML stays and its components do not
// run; a focus or a click on it before is handed to the drawn part's own control.
import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { hydrateWith, pageStarted } from '../hydration';
import { HydrateWhenUsed } from './hydrate-when-used';

let container: HTMLDivElement;
let root: Root | undefined;
const seen = { renders: 0, clicks: 0 };

function Footer() {
  seen.renders += 1;
  const [clicked, setClicked] = useState(false);
  return (
    <footer>
      <a href="/plans">Plans</a>{' '}
      <button
        type="button"
        onClick={() => {
          seen.clicks += 1;
          setClicked(true);
        }}
      >
        {clicked ? 'Opened' : 'Rep access code'}
      </button>
    </footer>
  );
}

beforeEach(() => {
  seen.renders = 0;
  seen.clicks = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(
    <HydrateWhenUsed changes={['/']}>
      <Footer />
    </HydrateWhenUsed>,
  );
  document.body.append(container);
  seen.renders = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate(changes: string[] = ['/']) {
  hydrateWith(new QueryClient());
  const drawn = container.querySelector('button');
  await act(async () => {
    root = hydrateRoot(
      container,
      <HydrateWhenUsed changes={changes}>
        <Footer />
      </HydrateWhenUsed>,
    );
  });
  delete document.documentElement.dataset.app;
  act(() => pageStarted());
  await waitFor(() => expect(document.documentElement.dataset.app).toBe('started'));
  return drawn;
}

it('keeps the drawn HTML and runs nothing of the part until it is used', async () => {
  const drawn = await hydrate();
  expect(seen.renders).toBe(0);
  expect(container.querySelector('button')).toBe(drawn);
  expect(container.textContent).toContain('Rep access code');
});

it('hands a click on the drawn part to its own control', async () => {
  const drawn = await hydrate();
  act(() => drawn?.click());
  expect(seen.renders).toBeGreaterThan(0);
  expect(seen.clicks).toBe(1);
  expect(container.querySelector('button')?.textContent).toBe('Opened');
  expect(container.querySelectorAll('footer')).toHaveLength(1);
});

it('hands a press over on its click, not on the focus its pointerdown gives', async () => {
  const drawn = await hydrate();
  act(() => {
    drawn?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    drawn?.focus();
  });
  expect(seen.renders).toBe(0);
  expect(container.querySelector('button')).toBe(drawn);
  act(() => drawn?.click());
  expect(seen.clicks).toBe(1);
  expect(container.querySelector('button')?.textContent).toBe('Opened');
});

it('hands the focus to the same control', async () => {
  const drawn = await hydrate();
  act(() => drawn?.focus());
  const button = container.querySelector('button');
  expect(button).not.toBe(drawn);
  expect(document.activeElement).toBe(button);
});

it('draws the part when what it shows may have changed', async () => {
  await hydrate();
  expect(seen.renders).toBe(0);
  await act(async () =>
    root?.render(
      <HydrateWhenUsed changes={['/plans']}>
        <Footer />
      </HydrateWhenUsed>,
    ),
  );
  await waitFor(() => expect(seen.renders).toBeGreaterThan(0));
  expect(container.querySelectorAll('footer')).toHaveLength(1);
});
