import type { GameCanvasInspection } from '@/runtime/game-canvas';

/**
 * What end-to-end tests read from the game's canvas in development and e2e builds (the scene's own numbers, in CSS
 * pixels).
 */
export interface CanvasTestHook {
  inspect(): GameCanvasInspection | null;
}

declare global {
  interface Window {
    __gameCanvas?: CanvasTestHook;
  }
}

/** Exposes `window.__gameCanvas` in development and e2e builds only (`__TEST_HOOKS__`); returns the removal. */
export function installCanvasTestHook(inspect: () => GameCanvasInspection | null): () => void {
  if (!__TEST_HOOKS__) return () => undefined;
  const hook: CanvasTestHook = { inspect };
  window.__gameCanvas = hook;
  return () => {
    if (window.__gameCanvas === hook) delete window.__gameCanvas;
  };
}
