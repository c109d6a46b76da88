import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { User } from '@supabase/supabase-js';
import { createNewGameState } from '@/core/state';
import type { AccountTier } from '@/content/ids';
import { useErrorLog } from '@/hud/game/error-log-context';
import { GameSessionContext, type GameSession } from '@/hud/game/game-session';
import { errorMessage } from '@/platform/errors';
import type { CoreRuntime } from '@/runtime/core-runtime';
import { coreSimulation } from '@/runtime/core-simulation';
import { GameRuntime } from '@/runtime/game-runtime';
import { attachActivityLog, type ActivityLog } from '@/runtime/debug/activity-log';
import { ActivityLogProvider } from '@/hud/game/activity-log-context';
import { isImportantHudEvent, selectHudSnapshot } from '@/runtime/hud-snapshot';
import type { LoadedWorld } from '@/runtime/saves/catch-up';
import type { StartPhase } from '@/runtime/saves/save-session';
import { formatDuration } from '@/core/offline-summary';

/** Spec 000 §4: initialisation taking longer than this is only logged. */
export const PLAYER_INIT_TIMEOUT_MS = 10_000;

export const INIT_MESSAGES = {
  creating: 'Creating your character...',
  created: 'Character created successfully!',
  failed: 'Failed to initialize character. Please refresh the page.',
} as const;

/**
 * The loading overlay's words for what the game is doing as it starts (spec 000 §2 says "Creating your
 * character..." throughout; a returning hunter is not created): looking for the hunter, making a new one, loading a
 * saved one, or catching up the time away.
 */
export const STARTING_MESSAGES = {
  finding: 'Looking for your hunter...',
  creating: INIT_MESSAGES.creating,
  loading: 'Loading your hunter...',
  catchingUp: (awayMs: number) => `Catching up on your ${formatDuration(awayMs)} away...`,
} as const;

export function startingMessage(starting: StartPhase): string {
  return starting.phase === 'catchingUp'
    ? STARTING_MESSAGES.catchingUp(starting.awayMs)
    : STARTING_MESSAGES[starting.phase];
}

export type SessionStatus = 'initializing' | 'ready' | 'failed';

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Where the session's world comes from; the save pipeline supplies a loader that reads slots and the cloud. */
export type WorldLoader = (user: User, tier: AccountTier) => Promise<LoadedWorld>;

/** A new character for the user's tier, created from the core's defaults (spec 000 §9). */
export const createFreshWorld: WorldLoader = async (user, tier) => ({
  world: createNewGameState({ userId: user.id, email: user.email ?? '', tier, nowMs: Date.now(), seed: randomSeed() }),
  created: true,
});

interface GameSessionProviderProps {
  user: User;
  accountTier: AccountTier | null;
  loadWorld?: WorldLoader;
  /** The loader shows the initialisation toasts and logs its own timeout and failure (the save pipeline does). */
  loaderReportsProgress?: boolean;
  children: (state: { session: GameSession | null; status: SessionStatus }) => ReactNode;
}

/**
 * Creates (or loads) the signed-in player's world, runs it on a GameRuntime and hands the session to
 * the game layout. One runtime per user; disposed when the user leaves /game or signs out.
 */
export function GameSessionProvider({
  user,
  accountTier,
  loadWorld = createFreshWorld,
  loaderReportsProgress = false,
  children,
}: GameSessionProviderProps) {
  const errorLog = useErrorLog();
  const [runtime, setRuntime] = useState<CoreRuntime | null>(null);
  // Records events and commands from the session's first tick, for /game/debug-activity.
  const [activityLog, setActivityLog] = useState<ActivityLog | null>(null);
  const [status, setStatus] = useState<SessionStatus>('initializing');
  const tierAtStart = accountTier ?? 'demo';
  const startupCatchUp = useRef<unknown>(null);

  useEffect(() => {
    let cancelled = false;
    let created: CoreRuntime | null = null;
    let log: ActivityLog | null = null;
    setStatus('initializing');
    const announce = !loaderReportsProgress;
    const slow = setTimeout(() => {
      if (announce)
        errorLog.log({
          type: 'game',
          severity: 'medium',
          message: `Player initialization timed out after ${PLAYER_INIT_TIMEOUT_MS / 1000} seconds`,
        });
    }, PLAYER_INIT_TIMEOUT_MS);
    const creatingToast = announce ? toast.info(INIT_MESSAGES.creating) : undefined;
    loadWorld(user, tierAtStart)
      .then(({ world, created: isNew, catchUp, simulation }) => {
        if (cancelled) return;
        startupCatchUp.current = catchUp ?? null;
        created = new GameRuntime({
          world,
          simulation: simulation ?? coreSimulation,
          snapshot: selectHudSnapshot,
          isImportantEvent: isImportantHudEvent,
          onError: (error) =>
            errorLog.log({ type: 'game', severity: 'high', message: `Game loop stopped: ${errorMessage(error)}` }),
        });
        log = attachActivityLog(created);
        created.start();
        setRuntime(created);
        setActivityLog(log);
        setStatus('ready');
        if (creatingToast !== undefined) toast.dismiss(creatingToast);
        if (isNew && announce) toast.success(INIT_MESSAGES.created);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (creatingToast !== undefined) toast.dismiss(creatingToast);
        if (announce) {
          errorLog.log({
            type: 'game',
            severity: 'high',
            message: `Player initialization failed: ${errorMessage(error)}`,
          });
          toast.error(INIT_MESSAGES.failed);
        }
        setStatus('failed');
      })
      .finally(() => clearTimeout(slow));
    return () => {
      cancelled = true;
      clearTimeout(slow);
      log?.detach();
      created?.dispose();
      setRuntime(null);
      setActivityLog(null);
    };
    // The world is created once per user; a tier change is applied as a command below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id, loadWorld, errorLog]);

  // Account tier sync (spec 000 §4): the server's tier replaces the local one when they differ.
  useEffect(() => {
    if (!runtime || !accountTier || runtime.world.player.accountTier === accountTier) return;
    runtime.send({ type: 'setAccountTier', tier: accountTier });
  }, [runtime, accountTier]);

  const session = useMemo<GameSession | null>(
    () =>
      runtime
        ? {
            runtime,
            send: (command) => runtime.enqueue(command),
            takeStartupCatchUp: () => {
              const taken = startupCatchUp.current;
              startupCatchUp.current = null;
              return taken;
            },
          }
        : null,
    [runtime],
  );

  return (
    <GameSessionContext.Provider value={session}>
      <ActivityLogProvider log={activityLog}>{children({ session, status })}</ActivityLogProvider>
    </GameSessionContext.Provider>
  );
}
