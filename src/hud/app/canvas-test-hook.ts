import type { GameCanvasInspection } from '@/runtime/game-canvas';

/** What end-to-end tests read from the game's canvas in development builds (the scene's own numbers, in CSS pixels). */
export interface CanvasTestHook {
  inspect(): GameCanvasInspection | null;
}

declare global {
  interface Window {
    __gameCanvas?: CanvasTestHook;
  }
}

/** Exposes `window.__gameCanvas` in development builds only (Playwright runs the dev server); returns the removal. */
export function installCanvasTestHook(inspect: () => GameCanvasInspection | null): () => void {
  if (!import.meta.env.DEV) return () => undefined;
  const hook: CanvasTestHook = { inspect };
  window.__gameCanvas = hook;
  return () => {
    if (window.__gameCanvas === hook) delete window.__gameCanvas;
  };
}
