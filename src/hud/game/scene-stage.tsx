import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { CanvasAction, CanvasOverlays, GameSceneRequest } from '@/runtime/game-canvas';
import { cn } from '@/hud/lib/cn';
import type { CoreRuntime } from '@/runtime/core-runtime';

export type { CanvasAction, GameSceneRequest } from '@/runtime/game-canvas';

/** Where the game's one canvas is: its code and WebGL still loading, drawing, or impossible here. */
export type StageStatus = 'loading' | 'ready' | 'unavailable';

export interface StageClaim {
  request: GameSceneRequest;
  /** The runtime whose world is drawn; the player's game when absent (the sandbox passes its own). */
  runtime?: CoreRuntime;
}

/**
 * The game's one canvas, lent to pages: a page claims it into an element of its own, the canvas
 * moves there and shows the page's scene; the latest claim wins, and when the last is released the
 * canvas leaves the page and stops drawing. Provided by hud/app (GameCanvas).
 */
export interface SceneStage {
  claim(host: HTMLElement, claim: StageClaim): () => void;
  setOverlays(overlays: CanvasOverlays): void;
  /** Taps on the canvas (a potion drunk or refused, an enemy targeted); returns the unsubscribe function. */
  onAction(listener: (action: CanvasAction) => void): () => void;
}

export const SceneStageContext = createContext<SceneStage | null>(null);
export const StageStatusContext = createContext<StageStatus>('loading');

export function useSceneStage(): SceneStage | null {
  return useContext(SceneStageContext);
}

/** Calls `listener` for every canvas tap while mounted. */
export function useCanvasActions(listener: (action: CanvasAction) => void): void {
  const stage = useSceneStage();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => stage?.onAction((action) => latest.current(action)), [stage]);
}

const requestKey = (request: GameSceneRequest): string => {
  if (request.scene === 'training') return `training:${request.skill}:${request.seed ?? ''}`;
  if (request.scene === 'mining') return `mining:${request.nodeId ?? ''}:${request.seed ?? ''}`;
  return `${request.scene}:${request.seed ?? ''}`;
};

interface SceneViewportProps {
  request: GameSceneRequest;
  runtime?: CoreRuntime;
  /** Sizes the frame; the canvas fills it. */
  className?: string;
  /** What the scene shows, for screen readers. */
  label: string;
  /** Drawn over the canvas (HUD chips, captions). */
  children?: ReactNode;
}

/** A frame a page gives the game's canvas: while mounted, the canvas draws `request`'s scene inside it. */
export function SceneViewport({ request, runtime, className, label, children }: SceneViewportProps) {
  const stage = useSceneStage();
  const status = useContext(StageStatusContext);
  const host = useRef<HTMLDivElement>(null);
  const key = requestKey(request);
  const latest = useRef(request);
  useEffect(() => {
    latest.current = request;
  });

  useEffect(() => {
    const element = host.current;
    if (!stage || !element) return undefined;
    return stage.claim(element, { request: latest.current, runtime });
  }, [stage, key, runtime]);

  return (
    <div
      className={cn('relative overflow-hidden rounded-xl border border-shade bg-abyss', className)}
      data-testid="scene-viewport"
      data-scene={request.scene}
    >
      <div ref={host} className="absolute inset-0" role="img" aria-label={label} />
      {status !== 'ready' && (
        <div
          className={cn(
            'pointer-events-none absolute inset-0 flex items-center justify-center p-6',
            'text-center text-sm text-parchment-dim',
          )}
        >
          {status === 'loading'
            ? 'Opening the rift…'
            : 'This browser could not start the battle canvas (WebGL is unavailable). ' +
              'The hunt goes on; the panels show its progress.'}
        </div>
      )}
      {children}
    </div>
  );
}
