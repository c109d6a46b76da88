import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { AccountTier } from '@/content/ids';

export interface SignUpInput {
  email: string;
  password: string;
  tosAccepted: boolean;
  emailOptIn: boolean;
}

/** How a sign-up ended: signed in, or waiting for the player to confirm the address (the e-mail was sent). */
export interface SignUpResult {
  confirmationPending: boolean;
}

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the start-up session check answers. */
  loading: boolean;
  isAdmin: boolean;
  /** The admin check for the current user has answered (or timed out). */
  adminChecked: boolean;
  /** The tier read from the cloud profile; null until read or when signed out. */
  accountTier: AccountTier | null;
  refreshAccountTier: () => Promise<void>;
  /** Throws an Error whose message is the one to show. */
  signIn: (email: string, password: string) => Promise<void>;
  /**
   * Creates the account through `signup-with-tos`, then signs in, unless the address must be confirmed first (a
   * project with e-mail confirmation on: `{ confirmationPending: true }`); throws the message to show. Undefined
   * means signed in, as `{ confirmationPending: false }` does (what fakes of the context answer).
   */
  signUp: (input: SignUpInput) => Promise<SignUpResult | undefined>;
  /** Signs out, clears local user state even on failure, toasts and goes to `/`. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
