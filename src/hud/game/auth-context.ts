import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { AccountTier } from '@/content/ids';

export interface SignUpInput {
  email: string;
  password: string;
  tosAccepted: boolean;
  emailOptIn: boolean;
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
  /** Creates the account through `signup-with-tos`, then signs in; throws the message to show. */
  signUp: (input: SignUpInput) => Promise<void>;
  /** Signs out, clears local user state even on failure, toasts and goes to `/`. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
