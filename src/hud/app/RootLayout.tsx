import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '@/hud/features/auth/AuthProvider';
import { useErrorLog } from '@/hud/features/errors/error-log-context';
import { LoadingScreen } from '@/hud/features/loading/LoadingScreen';
import { supabase } from '@/platform/supabase';
import { RouteCommitReporter } from './route-timing';

/** The root route: authentication for every page, and the loading screen while a page's code loads. */
export function RootLayout() {
  const errorLog = useErrorLog();
  return (
    <AuthProvider client={supabase} errorLog={errorLog}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
        <RouteCommitReporter />
      </Suspense>
      <ScrollRestoration />
    </AuthProvider>
  );
}
