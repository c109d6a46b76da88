import { render, screen } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/hud/game/auth-context';
import { signedInAuth } from '@/hud/game/testing/auth-value';
import { AuthCard } from './AuthCard';
import { GREETINGS, isNewAccount } from './greeting';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

function user(fields: { created: number; lastSignIn?: number; confirmed?: number }): User {
  return {
    id: 'user-1',
    email: 'hunter@example.com',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: at(fields.created),
    ...(fields.lastSignIn === undefined ? {} : { last_sign_in_at: at(fields.lastSignIn) }),
    ...(fields.confirmed === undefined ? {} : { email_confirmed_at: at(fields.confirmed) }),
  };
}

describe('the greeting of a signed-in player', () => {
  it('welcomes an account just signed up, signed in by its sign-up', () => {
    expect(isNewAccount(user({ created: NOW - MINUTE, lastSignIn: NOW - MINUTE + 200 }), NOW)).toBe(true);
  });

  it('welcomes an account whose confirmation link signed it in, hours after the sign-up', () => {
    const created = NOW - 5 * 60 * MINUTE;
    expect(isNewAccount(user({ created, confirmed: NOW - 2 * MINUTE, lastSignIn: NOW - 2 * MINUTE }), NOW)).toBe(true);
  });

  it('welcomes back a player who signed in again, or whose first sign-in is over an hour old', () => {
    expect(isNewAccount(user({ created: NOW - 3 * 60 * MINUTE, lastSignIn: NOW - MINUTE }), NOW)).toBe(false);
    // Signed out and in again a minute after signing up: back.
    expect(isNewAccount(user({ created: NOW - 2 * MINUTE, lastSignIn: NOW - MINUTE }), NOW)).toBe(false);
    expect(isNewAccount(user({ created: NOW - 61 * MINUTE, lastSignIn: NOW - 61 * MINUTE }), NOW)).toBe(false);
    expect(isNewAccount({ created_at: 'not a date' }, NOW)).toBe(false);
  });

  it('titles the signed-in card "Welcome, hunter" after a sign-up and "Welcome back, hunter" after a sign-in', () => {
    const card = (signedIn: User) =>
      render(
        <AuthContext.Provider value={signedInAuth({ user: signedIn })}>
          <MemoryRouter>
            <AuthCard />
          </MemoryRouter>
        </AuthContext.Provider>,
      );
    const now = Date.now();
    const fresh = card(user({ created: now - MINUTE, lastSignIn: now - MINUTE }));
    expect(screen.getByText(GREETINGS.newAccount)).toBeInTheDocument();
    expect(screen.queryByText(GREETINGS.returning)).toBeNull();
    fresh.unmount();
    card(user({ created: now - 48 * 60 * MINUTE, lastSignIn: now - MINUTE }));
    expect(screen.getByText('Welcome back, hunter')).toBeInTheDocument();
  });
});
