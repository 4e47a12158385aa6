import { TermsEventBody } from '@dnp/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import {
  accessGroups,
  renderApp,
  shellHandlers,
  termsList,
  userList,
  allAreaFunctions,
} from '../../test/render-app.js';

const server = setupMswServer();

describe('terms gate', () => {
  it('replaces the shell until the terms are accepted, then continues', async () => {
    let accepted = false;
    const termsEvents: unknown[] = [];
    server.use(
      http.get('*/api/v1/terms', () => HttpResponse.json(termsList({ required: true, accepted }))),
      http.post('*/api/v1/events/terms', async ({ request }) => {
        termsEvents.push(await request.json());
        accepted = true;
        return HttpResponse.json({ data: [] });
      }),
      ...shellHandlers(),
    );
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rules of behavior' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Portal areas' })).toBeNull();
    expect(screen.getByText('Your use is monitored.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Search' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Portal areas' })).toBeTruthy();
    expect(TermsEventBody.parse(termsEvents[0]).data.attributes.termsVersion).toBe('2025-01');
  });

  it('counts the terms as accepted when the feature flag is off', async () => {
    server.use(
      http.get('*/api/v1/terms', () => HttpResponse.json(termsList({ required: false, accepted: false }))),
      ...shellHandlers(),
    );
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and continue' })).toBeNull();
  });

  it('offers a way out: declining signs out', async () => {
    server.use(
      http.get('*/api/v1/terms', () => HttpResponse.json(termsList({ required: true, accepted: false }))),
      ...shellHandlers(),
    );
    const { actions } = renderApp('/search');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline and sign out' }));
    expect(actions.signOut).toHaveBeenCalledWith('user');
  });
});

describe('header', () => {
  it('names the user and their access group, and signs out', async () => {
    server.use(...shellHandlers());
    const { actions } = renderApp('/search');
    expect(await screen.findByText('Pat Portal')).toBeTruthy();
    expect(screen.getByText('Access group: Housing and Urban Development (HUD)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(actions.signOut).toHaveBeenCalledWith('user');
  });
});

describe('impersonation', () => {
  it('lets an IMPERSONATION user act as another group, shows it, and goes back', async () => {
    const currentUserGroups: (string | null)[] = [];
    const indicatorGroups: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/users/current', ({ request }) => {
        const acting = new URL(request.url).searchParams.get('accessGroup');
        currentUserGroups.push(acting);
        const functions = [...allAreaFunctions, 'IMPERSONATION' as const];
        return HttpResponse.json(userList(functions, acting ? { actingAccessGroup: acting } : {}));
      }),
      http.get('*/api/v1/new-file-indicators/payment', ({ request }) => {
        indicatorGroups.push(new URL(request.url).searchParams.get('accessGroup'));
        return HttpResponse.json({ data: [] });
      }),
      http.get('*/api/v1/access-groups', () => HttpResponse.json(accessGroups)),
      ...shellHandlers(),
    );
    renderApp('/search');
    const select = await screen.findByRole('combobox', { name: 'Access group to act as' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'DOD agency (DOD)' })).toBeTruthy());
    expect(screen.queryByRole('option', { name: 'HUD agency (HUD)' })).toBeNull();
    fireEvent.change(select, { target: { value: 'DOD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Act as access group' }));

    expect(await screen.findByRole('heading', { name: 'You are acting as another access group' })).toBeTruthy();
    expect(screen.getByText('Access group: DOD (acting)')).toBeTruthy();
    await waitFor(() => expect(indicatorGroups).toContain('DOD'));

    fireEvent.click(screen.getByRole('button', { name: 'Return to my access group' }));
    expect(await screen.findByRole('button', { name: 'Act as access group' })).toBeTruthy();
    expect(screen.getByText('Access group: Housing and Urban Development (HUD)')).toBeTruthy();
    expect(currentUserGroups).toEqual([null, 'DOD']);
  });

  it('shows no impersonation control to other users', async () => {
    server.use(...shellHandlers());
    renderApp('/search');
    await screen.findByRole('heading', { level: 1, name: 'Online Search' });
    expect(screen.queryByRole('button', { name: 'Act as access group' })).toBeNull();
  });
});
