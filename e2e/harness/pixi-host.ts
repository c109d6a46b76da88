/**
 * Pixi host harness (e2e/canvas-harness.spec.ts): React StrictMode mounts, unmounts and mounts again in quick
 * succession. The first host is destroyed while its `app.init()` is still pending; the second must come up whole,
 * the first must settle to null, and only one canvas may ever be in the page. The result is left on window.
 */
import { PixiHost } from '@/scenes/pixi-app';
import { errorMessage } from '@/platform/errors';

export interface PixiHostHarnessResult {
  firstApp: boolean;
  secondReady: boolean;
  canvasesWhileMounted: number;
  canvasesAfter: number;
}

declare global {
  interface Window {
    __pixiHostHarness?: { result: PixiHostHarnessResult | null; error: string | null };
  }
}

async function mountTwice(): Promise<PixiHostHarnessResult> {
  const container = document.createElement('div');
  container.style.cssText = 'position:fixed;left:0;top:0;width:300px;height:200px';
  document.body.appendChild(container);
  const first = new PixiHost();
  const firstMount = first.mount(container);
  first.destroy(); // unmounted while init is still pending
  const second = new PixiHost();
  const secondApp = await second.mount(container);
  const firstApp = await firstMount;
  const canvasesWhileMounted = container.querySelectorAll('canvas').length;
  second.destroy();
  return {
    firstApp: firstApp === null,
    secondReady: secondApp !== null,
    canvasesWhileMounted,
    canvasesAfter: container.querySelectorAll('canvas').length,
  };
}

mountTwice().then(
  (result) => (window.__pixiHostHarness = { result, error: null }),
  (error: unknown) => (window.__pixiHostHarness = { result: null, error: errorMessage(error) }),
);
