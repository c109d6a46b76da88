import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/hud/components/ui/sonner';
import { AudioProvider } from '@/hud/game/audio/audio-context';
import { createAudioSettingsStore } from '@/platform/audio/audio-settings-store';
import { AUDIO_SETTINGS_STORAGE_KEY, CUSTOM_SOUNDS_STORAGE_KEY } from '@/platform/audio/sound-catalog';
import { FakeAudioBackend } from '@/platform/audio/testing';
import { AudioSettingsPage } from './AudioSettingsPage';

const MB = 1024 * 1024;

function renderPage() {
  const backend = new FakeAudioBackend();
  const user = userEvent.setup();
  render(
    <AudioProvider backend={backend} store={createAudioSettingsStore()}>
      <AudioSettingsPage />
      <Toaster />
    </AudioProvider>,
  );
  return { backend, user };
}

function storedSettings(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(AUDIO_SETTINGS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
}

function soundRow(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

async function openCustomSounds(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Custom Sounds' }));
  return screen.findByRole('heading', { name: 'Custom Sounds' });
}

function choose(name: string, file: File) {
  fireEvent.change(screen.getByLabelText(`Custom sound file for ${name}`), { target: { files: [file] } });
}

describe('the audio settings page', () => {
  beforeEach(() => localStorage.clear());

  it('shows the default volumes, and keeps a moved slider on this device', () => {
    renderPage();
    const master = screen.getByRole('slider', { name: 'Master volume' });
    expect(master).toHaveValue('70');
    expect(screen.getByRole('slider', { name: 'Sound effects volume' })).toHaveValue('80');
    expect(master).toHaveAttribute('step', '5');
    fireEvent.change(master, { target: { value: '35' } });
    expect(master).toHaveValue('35');
    expect(master).toHaveAttribute('aria-valuetext', '35%');
    expect(storedSettings().masterVolume).toBe(0.35);
    fireEvent.change(screen.getByRole('slider', { name: 'Sound effects volume' }), { target: { value: '100' } });
    expect(storedSettings()).toMatchObject({ masterVolume: 0.35, sfxVolume: 1 });
  });

  it('keeps the music slider disabled, marked Coming Soon', () => {
    renderPage();
    const music = screen.getByRole('slider', { name: 'Music volume' });
    expect(music).toBeDisabled();
    expect(music).toHaveAccessibleDescription(/^Coming Soon/);
  });

  it('plays the test sequence and the click, and stops all sounds when sounds are switched off', async () => {
    const { backend, user } = renderPage();
    const test = screen.getByRole('button', { name: 'Test Sound' });
    await waitFor(() => expect(test).toBeEnabled());
    await user.click(test);
    expect(backend.soundFor('hit_normal')!.plays).toHaveLength(1);
    expect(backend.soundFor('button_click')!.volumes[0]).toBeCloseTo(0.7 * 0.8 * 0.7, 10);

    const sounds = screen.getByRole('switch', { name: 'Sounds enabled' });
    expect(sounds).toBeChecked();
    await user.click(sounds);
    expect(sounds).not.toBeChecked();
    expect(backend.soundFor('hit_normal')!.stops).toBe(1);
    expect(storedSettings().soundsEnabled).toBe(false);
    expect(test).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'UI sounds' }));
    expect(storedSettings()).toMatchObject({ soundsEnabled: false, uiSoundsEnabled: false, combatSoundsEnabled: true });
  });

  it('refuses a text file and a 6 MB file with the spec messages', async () => {
    const { user } = renderPage();
    await openCustomSounds(user);
    choose('Critical Hit', new File(['not a sound'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please upload an audio file (MP3, WAV, OGG, or WebM)')).toBeInTheDocument();
    const large = new File([new Uint8Array(16)], 'long.wav', { type: 'audio/wav' });
    Object.defineProperty(large, 'size', { value: 6 * MB });
    choose('Critical Hit', large);
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(within(soundRow('Critical Hit')).getByTestId('custom-sound-state')).toHaveTextContent('Default');
    expect(localStorage.getItem(CUSTOM_SOUNDS_STORAGE_KEY)).toBeNull();
  });

  it('takes a small WAV as the custom sound, plays it, and removes it back to the default', async () => {
    const { backend, user } = renderPage();
    await openCustomSounds(user);
    const row = soundRow('Critical Hit');
    expect(within(row).queryByRole('button', { name: /Remove/ })).toBeNull();
    choose('Critical Hit', new File([new Uint8Array([82, 73, 70, 70])], 'ping.wav', { type: 'audio/wav' }));
    expect(await screen.findByText('Custom sound uploaded for Critical Hit')).toBeInTheDocument();
    expect(within(row).getByTestId('custom-sound-state')).toHaveTextContent('Custom');
    const stored = JSON.parse(localStorage.getItem(CUSTOM_SOUNDS_STORAGE_KEY)!) as Record<string, string>;
    expect(stored).toEqual({ hit_critical: 'data:audio/wav;base64,UklGRg==' });

    await user.click(within(row).getByRole('button', { name: 'Play Critical Hit' }));
    expect(backend.soundFor('data:audio/wav;base64,UklGRg==')!.plays).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Remove the custom sound for Critical Hit' }));
    expect(await screen.findByText('Custom sound removed, using default')).toBeInTheDocument();
    expect(within(row).getByTestId('custom-sound-state')).toHaveTextContent('Default');
    expect(JSON.parse(localStorage.getItem(CUSTOM_SOUNDS_STORAGE_KEY)!)).toEqual({});
  });

  it('lists all twelve sounds with an upload button each', async () => {
    const { user } = renderPage();
    await openCustomSounds(user);
    expect(screen.getAllByTestId('custom-sound')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Upload a custom sound for Notification' })).toBeInTheDocument();
  });

  it('renders without an audio provider or game session (settings are local)', () => {
    render(<AudioSettingsPage />);
    expect(screen.getByRole('slider', { name: 'Master volume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Sound' })).toBeDisabled();
  });
});
