import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useErrorLog } from '@/hud/game/error-log-context';
import type { GameSession } from '@/hud/game/game-session';
import {
  SceneStageContext,
  StageStatusContext,
  type CanvasAction,
  type SceneStage,
  type StageClaim,
  type StageStatus,
} from '@/hud/game/scene-stage';
import { errorMessage } from '@/platform/errors';
import type { CanvasFactory, CanvasOverlays, GameCanvas } from '@/runtime/game-canvas';
import { installCanvasTestHook } from './canvas-test-hook';

type Claim = StageClaim & { host: HTMLElement; id: number };

/**
 * The game's one Pixi canvas, created once for the signed-in game when a page first shows a scene
 * (its code, Pixi included, loads then, never before sign-in) and lent to the pages that show one
 * (SceneViewport). Navigating between pages moves the canvas instead of recreating it; with no scene
 * on the page it is taken out of the document and draws nothing. Under React StrictMode the first
 * mount is disposed cleanly. Before the game runs (no session) a claimed scene is shown once it does.
 */
export function GameCanvasProvider({ session, children }: { session: GameSession | null; children: ReactNode }) {
  const errorLog = useErrorLog();
  const [status, setStatus] = useState<StageStatus>('loading');
  // The canvas (and Pixi with it) is made when a page first shows a scene, not before.
  const [wanted, setWanted] = useState(false);
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'absolute inset-0';
    element.dataset.testid = 'game-canvas';
    return element;
  });
  const canvas = useRef<GameCanvas | null>(null);
  const claims = useRef<Claim[]>([]);
  const listeners = useRef(new Set<(action: CanvasAction) => void>());
  const overlays = useRef<CanvasOverlays>({ hitboxes: false, frameGraph: false });
  // Null while the game starts: the provider stays mounted around the pages, and scenes wait for a world.
  const runtime = session?.runtime ?? null;

  const stage = useMemo<SceneStage & { sync(): void }>(() => {
    let nextId = 0;
    const api = {
      /** Puts the canvas where the latest claim wants it, showing that claim's scene. */
      sync() {
        const current = canvas.current;
        const top = claims.current[claims.current.length - 1];
        if (!top) {
          container.remove();
          current?.hide();
          return;
        }
        if (container.parentElement !== top.host) top.host.appendChild(container);
        const shown = top.runtime ?? runtime;
        if (!shown) return;
        current?.show(shown, top.request).catch((error: unknown) => {
          errorLog.log({
            type: 'game',
            severity: 'medium',
            message: `The scene could not be shown: ${errorMessage(error)}`,
          });
        });
      },
      claim(host: HTMLElement, claim: StageClaim) {
        setWanted(true);
        const entry: Claim = { ...claim, host, id: (nextId += 1) };
        claims.current = [...claims.current, entry];
        api.sync();
        return () => {
          const wasTop = claims.current[claims.current.length - 1] === entry;
          claims.current = claims.current.filter((candidate) => candidate !== entry);
          if (wasTop) api.sync();
        };
      },
      setOverlays(next: CanvasOverlays) {
        overlays.current = next;
        canvas.current?.setOverlays(next);
      },
      onAction(listener: (action: CanvasAction) => void) {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
    };
    return api;
  }, [container, runtime, errorLog]);
  const sync = useRef(stage.sync);
  useEffect(() => {
    sync.current = stage.sync;
    stage.sync();
  }, [stage]);

  useEffect(() => {
    if (!wanted) return undefined;
    let disposed = false;
    let unsubscribeCode: (() => void) | null = null;
    const onAction = (action: CanvasAction): void => {
      if (action.type === 'usePotion' && !action.reply.ok) toast.error(action.reply.message);
      for (const listener of listeners.current) listener(action);
    };
    const onError = (error: unknown): void => {
      errorLog.log({ type: 'game', severity: 'high', message: `The battle canvas failed: ${errorMessage(error)}` });
    };
    const start = (create: CanvasFactory): void => {
      canvas.current?.dispose();
      const created = create({ container, onAction, onError });
      canvas.current = created;
      created.setOverlays(overlays.current);
      created.ready.then(
        (ok) => {
          if (disposed || canvas.current !== created) return;
          setStatus(ok ? 'ready' : 'unavailable');
        },
        () => {
          if (!disposed && canvas.current === created) setStatus('unavailable');
        },
      );
      sync.current();
    };
    import('@/runtime/game-canvas').then(
      (module) => {
        if (disposed) return;
        start(module.createGameCanvas);
        // Scene code edited under `npm run dev`: rebuild the canvas from the new code, same world.
        unsubscribeCode = module.onCanvasCodeUpdate((create) => {
          if (!disposed) start(create);
        });
      },
      (error: unknown) => {
        if (disposed) return;
        onError(error);
        setStatus('unavailable');
      },
    );
    const removeHook = installCanvasTestHook(() => canvas.current?.inspect() ?? null);
    return () => {
      disposed = true;
      unsubscribeCode?.();
      removeHook();
      canvas.current?.dispose();
      canvas.current = null;
      container.remove();
    };
  }, [container, errorLog, wanted]);

  return (
    <SceneStageContext.Provider value={stage}>
      <StageStatusContext.Provider value={status}>{children}</StageStatusContext.Provider>
    </SceneStageContext.Provider>
  );
}
