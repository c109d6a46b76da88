import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '@/hud/features/auth/AuthProvider';
import { useErrorLog } from '@/hud/game/error-log-context';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { UpdatePrompt } from '@/hud/components/UpdatePrompt';
import { supabase } from '@/platform/supabase';
import { RouteCommitReporter } from './route-timing';

/** The root route: authentication for every page, the loading screen while a page's code loads, the update offer. */
export function RootLayout() {
  const errorLog = useErrorLog();
  return (
    <AuthProvider client={supabase} errorLog={errorLog}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
        <RouteCommitReporter />
      </Suspense>
      <ScrollRestoration />
      <UpdatePrompt />
    </AuthProvider>
  );
}
