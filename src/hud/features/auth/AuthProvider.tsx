import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { toast } from 'sonner';
import type { AccountTier } from '@/content/ids';
import { AuthContext, type AuthContextValue, type SignUpInput } from '@/hud/game/auth-context';
import type { ErrorLog } from '@/platform/error-log/error-log';
import { logServiceError } from '@/platform/error-log/log-helpers';
import { errorMessage } from '@/platform/errors';
import { checkIsAdmin, readAccountTier, signInWithPassword, signUpWithTerms } from './auth-api';
import { AUTH_MESSAGES } from './auth-messages';

/** Spec 000 §4: a start-up lasting longer than this only logs a console error. */
export const AUTH_SLOW_LOADING_MS = 10_000;

interface AuthProviderProps {
  client: SupabaseClient;
  errorLog: ErrorLog;
  children: ReactNode;
}

/**
 * Authentication for the whole app (spec 000 §4): the start-up session check, auth events (a repeated
 * SIGNED_IN for the same user is ignored), the admin check with its 10 s timeout, the account tier
 * and logout. Must sit inside the router: logout goes to `/`.
 */
export function AuthProvider({ client, errorLog, children }: AuthProviderProps) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [isAdmin, setIsAdmin] = useState(false);
  const [adminCheckedFor, setAdminCheckedFor] = useState<string | null>(null);
  const [accountTier, setAccountTier] = useState<AccountTier | null>(null);
  const userIdRef = useRef<string | null>(null);

  const applySession = useCallback((next: Session | null) => {
    const nextUser = next?.user ?? null;
    userIdRef.current = nextUser?.id ?? null;
    setSession(next);
    setUser((current) => (current?.id === nextUser?.id && current !== null ? current : nextUser));
  }, []);

  // Start-up session check, then auth events.
  useEffect(() => {
    let active = true;
    client.auth
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) logServiceError(errorLog, 'auth', 'getSession', error.message);
        applySession(data.session);
      })
      .catch((error: unknown) => logServiceError(errorLog, 'auth', 'getSession', error))
      .finally(() => active && setLoading(false));
    const { data } = client.auth.onAuthStateChange((event, next) => {
      if (event === 'SIGNED_IN' && next?.user.id && next.user.id === userIdRef.current) {
        // The same user signing in again (tab focus, token reuse): keep everything as it is.
        setSession(next);
        return;
      }
      if (event === 'SIGNED_OUT') {
        userIdRef.current = null;
        setSession(null);
        setUser(null);
        setIsAdmin(false);
        setAccountTier(null);
        return;
      }
      applySession(next);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client, errorLog, applySession]);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(
      () => console.error(`Authentication is still loading after ${AUTH_SLOW_LOADING_MS / 1000} seconds`),
      AUTH_SLOW_LOADING_MS,
    );
    return () => clearTimeout(timer);
  }, [loading]);

  const userId = user?.id ?? null;

  // Admin flag and account tier for each signed-in user.
  useEffect(() => {
    errorLog.setUserId(userId);
    if (!userId) {
      setIsAdmin(false);
      setAdminCheckedFor(null);
      setAccountTier(null);
      return;
    }
    let active = true;
    void checkIsAdmin(client, userId, errorLog).then((admin) => {
      if (!active) return;
      setIsAdmin(admin);
      setAdminCheckedFor(userId);
    });
    void readAccountTier(client, userId, errorLog).then((tier) => {
      if (active && tier) setAccountTier(tier);
    });
    return () => {
      active = false;
    };
  }, [client, errorLog, userId]);

  const refreshAccountTier = useCallback(async () => {
    if (!userId) return;
    const tier = await readAccountTier(client, userId, errorLog);
    if (tier) setAccountTier(tier);
  }, [client, errorLog, userId]);

  const signIn = useCallback(
    (email: string, password: string) => signInWithPassword(client, email, password),
    [client],
  );
  const signUp = useCallback((input: SignUpInput) => signUpWithTerms(client, input), [client]);

  const signOut = useCallback(async () => {
    let failure: string | null = null;
    try {
      const { error } = await client.auth.signOut();
      if (error) failure = error.message;
    } catch (error) {
      failure = errorMessage(error);
    }
    // Local user state goes even when the server call failed.
    userIdRef.current = null;
    setSession(null);
    setUser(null);
    setIsAdmin(false);
    setAdminCheckedFor(null);
    setAccountTier(null);
    if (failure) {
      logServiceError(errorLog, 'auth', 'signOut', failure);
      toast.error(AUTH_MESSAGES.logoutFailed(failure));
    } else {
      toast.success(AUTH_MESSAGES.loggedOut);
    }
    navigate('/');
  }, [client, errorLog, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session,
      loading,
      isAdmin,
      adminChecked: userId !== null && adminCheckedFor === userId,
      accountTier,
      refreshAccountTier,
      signIn,
      signUp,
      signOut,
    }),
    [
      user,
      session,
      loading,
      isAdmin,
      userId,
      adminCheckedFor,
      accountTier,
      refreshAccountTier,
      signIn,
      signUp,
      signOut,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
