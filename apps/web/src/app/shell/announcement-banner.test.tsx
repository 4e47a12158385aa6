import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../test/render-app.js';
import { isBannerVisible, dismissBanner, type AnnouncementBanner } from '../api/announcements.js';

const server = setupMswServer();

const maintenance = {
  id: '7',
  title: 'Planned maintenance',
  body: 'The portal is unavailable on Saturday from 8 to 10 p.m. Eastern.',
  severity: 'warning' as const,
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: null,
  lastModified: '2025-01-02T00:00:00Z',
};

function banner(lastModified: string | null, announcements = [maintenance]): AnnouncementBanner {
  return { announcements, lastModified };
}

describe('announcement dismissal rule', () => {
  it('hides a dismissed banner until its Last-Modified changes', () => {
    const first = banner('Thu, 02 Jan 2025 00:00:00 GMT');
    expect(isBannerVisible(first)).toBe(true);
    dismissBanner(first);
    expect(isBannerVisible(first)).toBe(false);
    expect(isBannerVisible(banner('Fri, 03 Jan 2025 00:00:00 GMT'))).toBe(true);
  });

  it('remembers the dismissal in sessionStorage', () => {
    dismissBanner(banner('Thu, 02 Jan 2025 00:00:00 GMT'));
    expect(sessionStorage.getItem('dnp.announcements.dismissed')).toBe('Thu, 02 Jan 2025 00:00:00 GMT');
  });

  it('falls back to the announcements themselves when there is no Last-Modified', () => {
    const first = banner(null);
    dismissBanner(first);
    expect(isBannerVisible(first)).toBe(false);
    expect(isBannerVisible(banner(null, [{ ...maintenance, lastModified: '2025-01-05T00:00:00Z' }]))).toBe(true);
  });

  it('shows nothing when there are no announcements', () => {
    expect(isBannerVisible(banner('Thu, 02 Jan 2025 00:00:00 GMT', []))).toBe(false);
  });
});

describe('AnnouncementBanner', () => {
  it('shows the announcements and hides them when dismissed', async () => {
    server.use(
      http.get('*/api/v1/announcements', () =>
        HttpResponse.json(
          { data: [{ id: maintenance.id, type: 'announcement', attributes: { ...maintenance, id: undefined } }] },
          { headers: { 'Last-Modified': 'Thu, 02 Jan 2025 00:00:00 GMT' } },
        ),
      ),
      ...shellHandlers(),
    );
    renderApp('/search');
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(region.textContent).toContain('The portal is unavailable on Saturday');
    expect(screen.getByRole('heading', { level: 2, name: 'Planned maintenance' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcements' }));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });
});
