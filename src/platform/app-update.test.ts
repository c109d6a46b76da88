import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUpdateStore, applyUpdate, connectServiceWorker, dismissUpdate } from './app-update';

afterEach(() => appUpdateStore.setState({ updateReady: false, offlineReady: false }));

describe('app updates', () => {
  it('offers a waiting version, and Update activates it with a reload', async () => {
    const activate = vi.fn(async () => {});
    let hooks: { onNeedRefresh: () => void; onOfflineReady: () => void } | null = null;
    connectServiceWorker((options) => {
      hooks = options;
      return activate;
    });
    expect(appUpdateStore.getState()).toEqual({ updateReady: false, offlineReady: false, updateRequired: false });
    hooks!.onOfflineReady();
    expect(appUpdateStore.getState().offlineReady).toBe(true);
    hooks!.onNeedRefresh();
    expect(appUpdateStore.getState().updateReady).toBe(true);
    await applyUpdate();
    expect(activate).toHaveBeenCalledWith(true);
  });

  it('Later hides the offer', () => {
    appUpdateStore.setState({ updateReady: true });
    dismissUpdate();
    expect(appUpdateStore.getState().updateReady).toBe(false);
  });
});
