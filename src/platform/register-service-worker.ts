import { connectServiceWorker } from './app-update';

/**
 * Registers the service worker in a production build (a dev server has none: Vite serves modules that
 * change as they are edited). Kept apart from app-update.ts because only a Vite build resolves
 * `virtual:pwa-register`; main.tsx loads it after the first render so the homepage's bundle stays small.
 */
export async function registerAppUpdates(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  connectServiceWorker((options) => registerSW({ immediate: true, ...options }));
}
