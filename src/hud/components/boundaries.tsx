import type { ReactNode } from 'react';
import {
  AlertOctagon,
  AlertTriangle,
  ArrowLeft,
  Download,
  Home,
  RefreshCw,
  RotateCcw,
  Skull,
  Swords,
} from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/hud/components/ui/button';
import { ErrorPanel } from './ErrorPanel';
import { LoggingBoundary } from './LoggingBoundary';

const reloadPage = () => window.location.reload();

/** Spec 000 §8: shown with the game boundary's fallback, for 10 seconds. */
export const GAME_ERROR_TOAST = {
  title: 'Game Error',
  description: 'A critical game error occurred. Your progress has been saved.',
  durationMs: 10_000,
} as const;

/** The outermost boundary: "Critical Application Error", severity critical. */
export function ApplicationErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <LoggingBoundary
      name="Application"
      severity="critical"
      fallback={({ error, exportError }) => (
        <div className="flex min-h-svh items-center justify-center p-4">
          <ErrorPanel
            icon={Skull}
            tone="blood"
            title="Critical Application Error"
            description={
              'Shadow Hunter stopped unexpectedly. Your saved progress is safe on this device. ' +
              'Reload the page to continue, or export the error to report it.'
            }
            detail={error.message}
            actions={
              <>
                <Button onClick={reloadPage}>
                  <RefreshCw /> Reload Page
                </Button>
                <Button variant="outline" onClick={exportError}>
                  <Download /> Export Error
                </Button>
              </>
            }
          />
        </div>
      )}
    >
      {children}
    </LoggingBoundary>
  );
}

/** Around each page: "Page Error", severity high; cleared when the route changes. */
export function PageErrorBoundary({
  children,
  resetKey,
  name = 'Page',
}: {
  children: ReactNode;
  resetKey?: unknown;
  name?: string;
}) {
  return (
    <LoggingBoundary
      name={name}
      severity="high"
      resetKey={resetKey}
      fallback={({ error, reset, exportError }) => (
        <div className="flex min-h-[60vh] items-center justify-center p-4">
          <ErrorPanel
            icon={AlertTriangle}
            title="Page Error"
            description="This page could not be shown. Try again, or go back to where you were."
            detail={error.message}
            actions={
              <>
                <Button onClick={reset}>
                  <RotateCcw /> Try Again
                </Button>
                <Button variant="outline" onClick={() => window.history.back()}>
                  <ArrowLeft /> Go Back
                </Button>
                <Button variant="ghost" onClick={exportError}>
                  <Download /> Export
                </Button>
              </>
            }
          />
        </div>
      )}
    >
      {children}
    </LoggingBoundary>
  );
}

/** Around the game: "The Rift Has Fractured", severity high, plus the 10-second game-error toast. */
export function GameErrorBoundary({ children, onRestart }: { children: ReactNode; onRestart?: () => void }) {
  return (
    <LoggingBoundary
      name="Game"
      severity="high"
      onError={() =>
        toast.error(GAME_ERROR_TOAST.title, {
          description: GAME_ERROR_TOAST.description,
          duration: GAME_ERROR_TOAST.durationMs,
        })
      }
      onReset={onRestart}
      fallback={({ error, reset }) => (
        <div className="flex min-h-[70vh] items-center justify-center p-4">
          <ErrorPanel
            icon={Swords}
            tone="arcane"
            title="The Rift Has Fractured"
            description={
              'A tear in the rift broke the game loop. Your progress has been saved. ' +
              'Restart the game to step back in.'
            }
            detail={error.message}
            actions={
              <>
                <Button onClick={reset}>
                  <RotateCcw /> Restart Game
                </Button>
                <Button variant="outline" onClick={reloadPage}>
                  <RefreshCw /> Full Reload
                </Button>
                <Button variant="ghost" onClick={() => window.location.assign('/')}>
                  <Home /> Return to Main
                </Button>
              </>
            }
          />
        </div>
      )}
    >
      {children}
    </LoggingBoundary>
  );
}

/** Around one widget: "Component Error", "{component} failed to render.", severity medium. */
export function ComponentErrorBoundary({ children, component }: { children: ReactNode; component: string }) {
  return (
    <LoggingBoundary
      name={component}
      severity="medium"
      fallback={({ reset, exportError }) => (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-blood/40 bg-blood/10 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold text-[#ff9b95]">
            <AlertOctagon className="size-4" aria-hidden /> Component Error
          </p>
          <p className="text-muted-foreground">{component} failed to render.</p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={reset}>
              <RotateCcw /> Retry
            </Button>
            <Button size="sm" variant="ghost" onClick={exportError} aria-label="Export error">
              <Download /> Export
            </Button>
          </div>
        </div>
      )}
    >
      {children}
    </LoggingBoundary>
  );
}

/** The generic boundary: "Something went wrong", Try Again, and optionally Reload Page and Go Home; severity medium. */
export function ErrorBoundary({
  children,
  name = 'ErrorBoundary',
  showReload = false,
  showHome = false,
}: {
  children: ReactNode;
  name?: string;
  showReload?: boolean;
  showHome?: boolean;
}) {
  return (
    <LoggingBoundary
      name={name}
      severity="medium"
      fallback={({ error, reset }) => (
        <div className="flex items-center justify-center p-4">
          <ErrorPanel
            icon={AlertTriangle}
            title="Something went wrong"
            description="An unexpected error interrupted this part of the game."
            detail={error.message}
            actions={
              <>
                <Button onClick={reset}>
                  <RotateCcw /> Try Again
                </Button>
                {showReload && (
                  <Button variant="outline" onClick={reloadPage}>
                    <RefreshCw /> Reload Page
                  </Button>
                )}
                {showHome && (
                  <Button variant="ghost" onClick={() => window.location.assign('/')}>
                    <Home /> Go Home
                  </Button>
                )}
              </>
            }
          />
        </div>
      )}
    >
      {children}
    </LoggingBoundary>
  );
}
