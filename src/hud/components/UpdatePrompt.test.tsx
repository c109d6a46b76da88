import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appUpdateStore, connectServiceWorker } from '@/platform/app-update';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(() => appUpdateStore.setState({ updateReady: false, offlineReady: false }));

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

  it('Later puts the offer away', async () => {
    appUpdateStore.setState({ updateReady: true });
    render(<UpdatePrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
