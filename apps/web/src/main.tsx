// Mounts the app. A first visit's page arrives drawn by the server (entry-server.tsx) with the
// answers it was drawn from: the browser takes those answers and hydrates the page in place;
// any other page (or one drawn in another language than the visitor's) is drawn here.
import '@mantine/core/styles.css';
import './styles.css';
import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { routes } from './app/routes';
import { seedStartupData } from './app/startup-data';
import { hydrateWith, staleUntilStarted } from './shared/hydration';

function start() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: staleUntilStarted } },
  });
  const rendered = seedStartupData(queryClient);
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) return;
  const app = <AppRoot queryClient={queryClient} router={router} />;
  if (rendered && root.hasChildNodes()) {
    hydrateWith(queryClient);
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the page in one long task.
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
}

// In a task of its own, after the one that ran the app's modules: two tasks block the page less
// than one as long as both (the page answers input in between).
setTimeout(start, 0);
