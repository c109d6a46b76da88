import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/hud/components/ui/sonner';
import { ErrorLog } from '@/platform/error-log/error-log';
import { useAuth } from '@/hud/game/auth-context';
import { AuthProvider } from './AuthProvider';

type AuthListener = (event: string, session: Session | null) => void;

const session = (id: string) =>
  ({
    user: { id, email: `${id}@hunters.test` },
    access_token: 't',
    refresh_token: 'r',
    expires_in: 3600,
  }) as unknown as Session;

/** A stand-in for supabase-js: a stored session, auth events on demand, admin_users and user_profiles reads. */
function fakeClient(
  options: {
    stored?: Session | null;
    admin?: boolean;
    signOutError?: string;
    getSession?: () => Promise<unknown>;
  } = {},
) {
  const listeners: AuthListener[] = [];
  const adminQueries: string[] = [];
  const client = {
    auth: {
      getSession: options.getSession ?? (async () => ({ data: { session: options.stored ?? null }, error: null })),
      onAuthStateChange: (listener: AuthListener) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      signOut: vi.fn(async () => ({ error: options.signOutError ? { message: options.signOutError } : null })),
    },
    from: (table: string) => ({
      select: () => ({
        eq: (_column: string, value: string) => ({
          limit: async () => {
            adminQueries.push(value);
            return { data: options.admin ? [{ id: 'a', role: 'admin' }] : [], error: null };
          },
          single: async () => ({
            data: table === 'user_profiles' ? { account_tier: 'expansion_1' } : null,
            error: null,
          }),
        }),
      }),
    }),
  };
  const emit = (event: string, next: Session | null) =>
    act(() => listeners.forEach((listener) => listener(event, next)));
  return { client: client as unknown as SupabaseClient, emit, adminQueries, signOut: client.auth.signOut };
}

function Probe() {
  const { user, loading, isAdmin, adminChecked, accountTier, signOut } = useAuth();
  const { pathname } = useLocation();
  return (
    <div>
      <p data-testid="state">
        {loading
          ? 'loading'
          : `${user?.id ?? 'none'}|admin:${isAdmin}|checked:${adminChecked}|tier:${accountTier ?? '-'}|at:${pathname}`}
      </p>
      <button onClick={() => void signOut()}>log out</button>
    </div>
  );
}

function renderProvider(client: SupabaseClient, log = new ErrorLog()) {
  render(
    <MemoryRouter initialEntries={['/game']}>
      <AuthProvider client={client} errorLog={log}>
        <Probe />
      </AuthProvider>
      <Toaster />
    </MemoryRouter>,
  );
  return log;
}

const state = () => screen.getByTestId('state').textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('checks the stored session at start, then the admin flag and the tier', async () => {
    const fake = fakeClient({ stored: session('u1'), admin: true });
    renderProvider(fake.client);
    await waitFor(() => expect(state()).toBe('u1|admin:true|checked:true|tier:expansion_1|at:/game'));
  });

  it('ignores a repeated SIGNED_IN for the same user, but follows a different user', async () => {
    const fake = fakeClient({ stored: session('u1') });
    renderProvider(fake.client);
    await waitFor(() => expect(state()).toContain('checked:true'));
    fake.emit('SIGNED_IN', session('u1'));
    fake.emit('SIGNED_IN', session('u1'));
    await waitFor(() => expect(state()).toContain('u1|'));
    expect(fake.adminQueries).toEqual(['u1']);
    fake.emit('SIGNED_IN', session('u2'));
    await waitFor(() => expect(state()).toContain('u2|'));
    await waitFor(() => expect(fake.adminQueries).toEqual(['u1', 'u2']));
    fake.emit('SIGNED_OUT', null);
    await waitFor(() => expect(state()).toBe('none|admin:false|checked:false|tier:-|at:/game'));
  });

  it('logs out to / with "Logged out successfully"', async () => {
    const fake = fakeClient({ stored: session('u1'), admin: true });
    renderProvider(fake.client);
    await waitFor(() => expect(state()).toContain('admin:true'));
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(state()).toBe('none|admin:false|checked:false|tier:-|at:/');
  });

  it('clears the user and the admin flag even when sign-out fails, with "Failed to log out: {reason}"', async () => {
    const fake = fakeClient({ stored: session('u1'), admin: true, signOutError: 'network down' });
    const log = renderProvider(fake.client);
    await waitFor(() => expect(state()).toContain('admin:true'));
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(await screen.findByText('Failed to log out: network down')).toBeInTheDocument();
    expect(state()).toBe('none|admin:false|checked:false|tier:-|at:/');
    expect(log.getEntries().map((entry) => entry.message)).toContain('auth.signOut failed: network down');
  });

  it('only logs a console error when loading lasts more than 10 seconds', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeClient({ getSession: () => new Promise(() => undefined) });
    renderProvider(fake.client);
    expect(state()).toBe('loading');
    await act(async () => void vi.advanceTimersByTime(9_999));
    expect(consoleError).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(consoleError).toHaveBeenCalledWith('Authentication is still loading after 10 seconds');
    expect(state()).toBe('loading');
  });
});
