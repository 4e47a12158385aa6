import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../test/msw-server.js';
import { renderApp, shellHandlers } from '../test/render-app.js';

const server = setupMswServer();

function navLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Portal areas' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('routes and guards', () => {
  it('sends a user with online search from the empty path to /search', async () => {
    server.use(...shellHandlers());
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Search' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
    expect(navLinks()).toEqual(['Online Search', 'Payments', 'Reporting', 'Continuous Monitoring', 'Batch Match']);
    await waitFor(() => expect(document.title).toBe('Online Search | Do Not Pay'));
  });

  it('lands a user without online search on /reporting and shows only Reporting', async () => {
    server.use(...shellHandlers(['REPORTING']));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporting' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reporting');
    expect(navLinks()).toEqual(['Reporting']);
  });

  it('sends a user without the area business function to /403', async () => {
    server.use(...shellHandlers(['REPORTING']));
    const { router } = renderApp('/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(screen.getByText('Your account does not include Payments.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('shows /403 when the server refuses the current user (no role, inactive group)', async () => {
    server.use(
      http.get('*/api/v1/users/current', () =>
        HttpResponse.json(
          { errors: [{ status: '403', title: 'Forbidden', detail: 'Your account has no portal role.' }] },
          { status: 403 },
        ),
      ),
      ...shellHandlers(),
    );
    const { router } = renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    // The server's reason, so the person knows what to ask their administrator for.
    expect(screen.getByText('Your account has no portal role.')).toBeTruthy();
  });

  it('shows /401 when the server no longer accepts the sign-in', async () => {
    server.use(
      http.get('*/api/v1/users/current', () => new HttpResponse(null, { status: 401 })),
      ...shellHandlers(),
    );
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in needed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });

  it('sends any other path to /404', async () => {
    server.use(...shellHandlers());
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('badges an area whose new-file indicator is set', async () => {
    server.use(
      http.get('*/api/v1/new-file-indicators/batchMatch', () =>
        HttpResponse.json({
          data: [{ id: 'batchMatch', type: 'newFileIndicator', attributes: { newFileExists: true } }],
        }),
      ),
      ...shellHandlers(),
    );
    const { router } = renderApp('/search');
    expect(await screen.findByRole('link', { name: 'Batch Match New file' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payments' })).toBeTruthy();

    // Entering the area records the visit for the acting group, and the badge takes the answer: off.
    const visits: string[] = [];
    server.use(
      http.post('*/api/v1/new-file-indicators/:area/views', ({ params }) => {
        visits.push(String(params.area));
        return HttpResponse.json({
          data: [{ id: String(params.area), type: 'newFileIndicator', attributes: { newFileExists: false } }],
        });
      }),
      http.get('*/api/v1/batch-match/summaries', () => HttpResponse.json({ data: [], meta: { 'total-count': 0 } })),
    );
    await router.navigate('/batch-match');
    expect(await screen.findByRole('link', { name: 'Batch Match' })).toBeTruthy();
    expect(visits).toEqual(['batchMatch']);
  });

  it('moves focus to the main content on navigation', async () => {
    server.use(...shellHandlers());
    const { router } = renderApp('/search');
    await screen.findByRole('heading', { level: 1, name: 'Online Search' });
    await router.navigate('/reporting');
    await screen.findByRole('heading', { level: 1, name: 'Reporting' });
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));
  });
});
