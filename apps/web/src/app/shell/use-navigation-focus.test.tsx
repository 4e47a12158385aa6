import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../test/render-app.js';

const server = setupMswServer();

describe('focus after navigation', () => {
  it('leaves focus at the top on landing (with its redirect), then moves it to main on each navigation', async () => {
    server.use(...shellHandlers());
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Online Search' });
    expect(router.state.location.pathname).toBe('/search');
    // The first Tab must reach the skip link, so nothing took focus.
    expect(document.activeElement).toBe(document.body);

    await router.navigate('/reporting');
    await screen.findByRole('heading', { level: 1, name: 'Reporting' });
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));
  });
});
