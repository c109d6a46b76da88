import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// The window hooks of development builds are on, as in the dev server (vite.config.ts replaces the constant at build
// time; vitest's projects do not apply `define`).
(globalThis as { __TEST_HOOKS__?: boolean }).__TEST_HOOKS__ = true;

// vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after every test. The
// toasts a test raised are dismissed too: sonner keeps them in a module-level list and replays them to the next
// Toaster, and UI files share their worker's modules (vitest.config.ts).
afterEach(() => {
  cleanup();
  toast.dismiss();
});

// Lazy pages load their chunk on first render: on a busy 2-core runner that can take over the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Radix measures with; browsers have them.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
