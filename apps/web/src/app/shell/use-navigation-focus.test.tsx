import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, Outlet, redirect, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNavigationFocus } from './use-navigation-focus.js';

/** A layout as the shell's: the hook given its main element. */
function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useNavigationFocus(mainRef, false);
  return (
    <main id="main-content" ref={mainRef} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/**
 * Pages of the hook's own, not the app's areas: loading an area's chunk under a loaded
 * CI machine took most of a 5 s test. The shell's use of the hook is checked in the
 * browser suite (e2e/tests/navigation.test.ts).
 */
function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Layout,
        HydrateFallback: () => null,
        children: [
          // Like the app's landing: "/" redirects before any layout shows.
          { index: true, loader: () => redirect('/search'), element: null },
          { path: 'search', element: <h1>Online Search</h1> },
          { path: 'reporting', element: <h1>Reporting</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after navigation', () => {
  it('leaves focus at the top on landing (with its redirect), then moves it to main on each navigation', async () => {
    const router = renderRoutes();
    await screen.findByRole('heading', { level: 1, name: 'Online Search' });
    expect(router.state.location.pathname).toBe('/search');
    // The first Tab must reach the skip link, so nothing took focus.
    expect(document.activeElement).toBe(document.body);

    await router.navigate('/reporting');
    await screen.findByRole('heading', { level: 1, name: 'Reporting' });
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));

    screen.getByRole('main').blur();
    await router.navigate('/search');
    await screen.findByRole('heading', { level: 1, name: 'Online Search' });
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));
  });
});
