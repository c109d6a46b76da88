import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from '@/hud/components/ui/sonner';
import { ApplicationErrorBoundary } from '@/hud/components/boundaries';
import { ErrorLogProvider } from '@/hud/game/error-log-context';
import { ErrorLog } from '@/platform/error-log/error-log';
import { installGlobalErrorHandlers, startMemorySampling } from '@/platform/error-log/global-handlers';
import { attachApiLog } from '@/platform/supabase';
import { RouteTimer, RouteTimerContext } from './route-timing';
import { appRoutes } from './routes';

function createServices() {
  const errorLog = new ErrorLog({ storage: safeLocalStorage(), echoToConsole: import.meta.env.DEV });
  const router = createBrowserRouter(appRoutes);
  const routeTimer = new RouteTimer(errorLog);
  return { errorLog, router, routeTimer };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The application: one error log, one router, and the providers every page needs. */
export function App() {
  const [{ errorLog, router, routeTimer }] = useState(createServices);

  useEffect(() => {
    attachApiLog(errorLog);
    const removeHandlers = installGlobalErrorHandlers(errorLog, window);
    const stopSampling = startMemorySampling(errorLog);
    let lastKey = router.state.location.key;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.key === lastKey) return;
      lastKey = state.location.key;
      routeTimer.started(state.location.pathname);
    });
    return () => {
      unsubscribe();
      stopSampling();
      removeHandlers();
      attachApiLog(null);
    };
  }, [errorLog, router, routeTimer]);

  return (
    <ErrorLogProvider log={errorLog}>
      <ApplicationErrorBoundary>
        <RouteTimerContext.Provider value={routeTimer}>
          <RouterProvider router={router} />
        </RouteTimerContext.Provider>
        <Toaster />
      </ApplicationErrorBoundary>
    </ErrorLogProvider>
  );
}
