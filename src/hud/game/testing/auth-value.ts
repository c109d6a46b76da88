import type { AuthContextValue } from '@/hud/game/auth-context';

/** An auth context for page tests: a demo player who is not an admin, unless `overrides` say otherwise. */
export function signedInAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    session: null,
    loading: false,
    isAdmin: false,
    adminChecked: true,
    accountTier: 'demo',
    refreshAccountTier: async () => undefined,
    signIn: async () => undefined,
    signUp: async () => undefined,
    signOut: async () => undefined,
    ...overrides,
  };
}
