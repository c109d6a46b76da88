import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ErrorLogProvider } from '@/hud/game/error-log-context';
import { ErrorLog } from '@/platform/error-log/error-log';
import { appRoutes } from './routes';

// Signed out: supabase-js finds no stored session, so nothing here touches the network.
function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <ErrorLogProvider log={new ErrorLog()}>
      <RouterProvider router={router} />
    </ErrorLogProvider>,
  );
  return router;
}

describe('routes', () => {
  it('replaces any unknown top-level path with /', async () => {
    const router = renderAt('/anything/at/all');
    expect(await screen.findByRole('heading', { name: 'Shadow Hunter', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the entry screen at /game to a signed-out visitor', async () => {
    renderAt('/game');
    expect(await screen.findByRole('heading', { name: 'The Rift Is Sealed' })).toBeInTheDocument();
  });

  it.each(['achievements', 'wraiths', 'equipment'])('redirects /%s to its /game page', async (name) => {
    const router = renderAt(`/${name}`);
    expect(await screen.findByRole('heading', { name: 'The Rift Is Sealed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/game/${name}`);
  });

  it('serves the upgrade page to everyone', async () => {
    renderAt('/upgrade');
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Hunt' })).toBeInTheDocument();
  });

  it('serves the admin sign-in page to everyone', async () => {
    renderAt('/admin-login');
    expect(await screen.findByText('Keeper’s Gate')).toBeInTheDocument();
  });
});
