import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyUpdate, appUpdateStore, connectServiceWorker, requireAppUpdate } from '@/platform/app-update';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(() => appUpdateStore.setState({ updateReady: false, offlineReady: false, updateRequired: false }));

describe('UpdatePrompt', () => {
  it('stays hidden until a new version waits, then updates on request', async () => {
    const activate = vi.fn(async () => {});
    connectServiceWorker(() => activate);
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => appUpdateStore.setState({ updateReady: true }));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Shadow Hunter is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
  });

  it('asks for the update when the sync server runs newer rules, reloading when none waits yet', async () => {
    connectServiceWorker(() => vi.fn(async () => {}));
    render(<UpdatePrompt />);
    act(() => requireAppUpdate());
    expect(screen.getByRole('status')).toHaveTextContent('needed to back up your progress');
    const reload = vi.fn();
    await applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Later puts the offer away', async () => {
    appUpdateStore.setState({ updateReady: true });
    render(<UpdatePrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
