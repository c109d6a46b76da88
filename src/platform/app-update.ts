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
  /** The sync server runs newer rules (issue 31): this build cannot sync until it updates. */
  updateRequired: boolean;
}

export const appUpdateStore = createStore<AppUpdateState>(() => ({
  updateReady: false,
  offlineReady: false,
  updateRequired: false,
}));

let activate: ((reloadPage?: boolean) => Promise<void>) | null = null;

/**
 * Activates the waiting version (the page reloads once it takes control). With none waiting (no service worker,
 * or it has not fetched the new version yet) a reload asks the server for the new files.
 */
export async function applyUpdate(reload: () => void = () => window.location.reload()): Promise<void> {
  if (activate && appUpdateStore.getState().updateReady) await activate(true);
  else reload();
}

/** Hides the offer until the next page load (the waiting version then starts anyway). */
export function dismissUpdate(): void {
  appUpdateStore.setState({ updateReady: false, updateRequired: false });
}

/**
 * The sync answered that the server runs newer rules: offer the update, and have the service worker look for the
 * new version now rather than at its next check.
 */
export function requireAppUpdate(): void {
  appUpdateStore.setState({ updateRequired: true });
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.update())
    .catch(() => undefined);
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
