/**
 * The installed app's updates (issue 16). The service worker (vite-plugin-pwa, `registerType: 'prompt'`)
 * installs a new version beside the running one and waits; this store tells the HUD a new version is
 * ready, and `applyUpdate` activates it and reloads. The reload's `pagehide` save keeps the hunter's
 * progress (runtime/saves/live-saving.ts), as any reload does.
 */
import { createStore } from 'zustand/vanilla';

export interface AppUpdateState {
  /** A new version is installed and waiting. */
  updateReady: boolean;
  /** The app's files are cached: it now starts without a network. */
  offlineReady: boolean;
}

export const appUpdateStore = createStore<AppUpdateState>(() => ({ updateReady: false, offlineReady: false }));

let activate: ((reloadPage?: boolean) => Promise<void>) | null = null;

/** Activates the waiting version (the page reloads once it takes control). */
export async function applyUpdate(): Promise<void> {
  await activate?.(true);
}

/** Hides the offer until the next page load (the waiting version then starts anyway). */
export function dismissUpdate(): void {
  appUpdateStore.setState({ updateReady: false });
}

/** The service worker's hooks, as `virtual:pwa-register` takes them; separate so tests drive them. */
export interface ServiceWorkerRegistrar {
  (options: { onNeedRefresh: () => void; onOfflineReady: () => void }): (reloadPage?: boolean) => Promise<void>;
}

export function connectServiceWorker(register: ServiceWorkerRegistrar): void {
  activate = register({
    onNeedRefresh: () => appUpdateStore.setState({ updateReady: true }),
    onOfflineReady: () => appUpdateStore.setState({ offlineReady: true }),
  });
}
