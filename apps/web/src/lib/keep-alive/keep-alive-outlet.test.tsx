import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './keep-alive-outlet.js';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function renderRoutes(actingAccessGroup?: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'shell',
        path: '/',
        element: <KeepAliveOutlet parentRouteId="shell" actingAccessGroup={actingAccessGroup} />,
        children: [
          { path: 'kept', handle: { keepAlive: { storageKey: 'kept' } }, element: <Counter label="Kept" /> },
          { path: 'plain', element: <Counter label="Plain" /> },
          {
            path: 'parent',
            handle: { keepAlive: { storageKey: 'parent' } },
            element: <Counter label="Parent" />,
            children: [{ index: true, element: null }],
          },
        ],
      },
    ],
    { initialEntries: ['/kept'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function go(router: ReturnType<typeof createMemoryRouter>, to: string) {
  await act(() => router.navigate(to));
}

describe('KeepAliveOutlet', () => {
  it('keeps a route with a storage key mounted and hidden, and shows it again with its state', async () => {
    const router = renderRoutes();
    fireEvent.click(screen.getByRole('button', { name: 'Kept 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kept 1' }));
    await go(router, '/plain');
    expect(screen.queryByRole('button', { name: /Kept/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kept 2', hidden: true })).toBeTruthy();
    await go(router, '/kept');
    expect(screen.getByRole('button', { name: 'Kept 2' })).toBeTruthy();
  });

  it('does not keep a route without a storage key', async () => {
    const router = renderRoutes();
    await go(router, '/plain');
    fireEvent.click(screen.getByRole('button', { name: 'Plain 0' }));
    await go(router, '/kept');
    expect(screen.queryByRole('button', { name: /Plain/, hidden: true })).toBeNull();
    await go(router, '/plain');
    expect(screen.getByRole('button', { name: 'Plain 0' })).toBeTruthy();
  });

  it('never keeps a route with child routes', async () => {
    const router = renderRoutes();
    await go(router, '/parent');
    fireEvent.click(screen.getByRole('button', { name: 'Parent 0' }));
    await go(router, '/kept');
    expect(screen.queryByRole('button', { name: /Parent/, hidden: true })).toBeNull();
  });
});
