// The browser's title names the page, the landed rep and the site; a navigation (not the first
// load) moves focus to the new page's heading, also when the heading comes after its data.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySession, useSession } from '../shared/session/session-store';
import { usePageTitle } from '../shared/ui/page-title';
import { fakeApi, ok } from '../test-app';
import { site } from '../test-data';
import { renderInApp } from '../test-render';
import { useDocumentTitle, useFocusOnNavigation } from './page-changes';

function Frame() {
  useDocumentTitle();
  useFocusOnNavigation();
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

function DentalPage() {
  usePageTitle('Dental Plans');
  return (
    <>
      <h1>Dental</h1>
      <Link to="/later">Next</Link>
    </>
  );
}

/** A page whose heading shows once its data came. */
function LaterPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Later</h1> : <p>Loading</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe('page changes', () => {
  it('titles the page with the party and the site, and focuses the next heading after a navigation', async () => {
    useSession.setState({ open_type: 'agent', agent_id: 'AgentAAAAAAAAAAAAAAAAA' });
    fakeApi({
      'get-default-info': () => ok({ site, languages: ['en', 'es'] }),
      'get-agent-landing-page-info': () =>
        ok({
          result: {
            display_name: 'Maria Alvarez',
            display_email: 'maria@example.com',
            display_phone: '8005550101',
            tagline: '',
            logo: '',
            image: '',
            primary_color: '#1c7ed6',
            secondary_color: '#0b7285',
            hides_footer_content: false,
          },
        }),
    });
    const routes = [
      {
        element: <Frame />,
        children: [
          { path: '/dental', element: <DentalPage /> },
          { path: '/later', element: <LaterPage /> },
        ],
      },
    ];
    renderInApp(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/dental'] })} />);
    await waitFor(() => expect(document.title).toBe('Dental Plans - Maria Alvarez - Benefit Store'));
    // The first load leaves focus where the browser puts it.
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    const later = await screen.findByRole('heading', { name: 'Later' });
    await waitFor(() => expect(document.activeElement).toBe(later));
    expect(document.title).toBe('Maria Alvarez - Benefit Store');
  });
});
