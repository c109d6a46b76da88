import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '@/core/events';
import { createTestWorld, FIXTURE_START_MS } from '@/core/testing/fixtures';
import { createAudioSettingsStore } from '@/platform/audio/audio-settings-store';
import { FakeAudioBackend, memoryStorage } from '@/platform/audio/testing';
import { createTestSession } from '../testing/test-session';
import { AudioProvider, GameSounds, useAudio } from './audio-context';

function EngineReady() {
  return useAudio().engine ? <p>ready</p> : null;
}

function setup() {
  const backend = new FakeAudioBackend();
  const store = createAudioSettingsStore(memoryStorage());
  const test = createTestSession(createTestWorld('base', 1, FIXTURE_START_MS));
  const world = test.runtime.world;
  const emit = (...events: GameEvent[]) => act(() => test.runtime.bridge.tickEvents(world, events));
  render(
    <AudioProvider backend={backend} store={store}>
      <GameSounds session={test.session} />
      <EngineReady />
      <button type="button">Hunt</button>
      <div role="note">Not a button</div>
    </AudioProvider>,
  );
  return { backend, store, emit };
}

describe('the audio provider', () => {
  beforeEach(() => localStorage.clear());

  it("plays the session's live events with their multipliers", async () => {
    const { backend, emit } = setup();
    await screen.findByText('ready');
    emit(
      { type: 'attack', attacker: 'player', targetId: 'ghoul', damage: 9, outcome: 'crit', abilityId: null },
      { type: 'enemyKilled', enemyId: 'ghoul', isBoss: false, xp: 4, fightMs: 800, areaId: null },
    );
    expect(backend.soundFor('hit_critical')!.volumes[0]).toBeCloseTo(0.7 * 0.8 * 1.2, 10);
    expect(backend.soundFor('enemy_defeat')!.volumes[0]).toBeCloseTo(0.7 * 0.8 * 1.3, 10);
    emit({ type: 'combatStarted', areaId: 'x' });
    expect(backend.created.filter((sound) => sound.plays.length > 0)).toHaveLength(2);
  });

  it('thins a burst of one sound (several ticks in a frame) to one play', async () => {
    const { backend, emit } = setup();
    await screen.findByText('ready');
    const hit: GameEvent = {
      type: 'attack',
      attacker: 'enemy',
      targetId: 'player',
      damage: 3,
      outcome: 'hit',
      abilityId: null,
    };
    emit(hit, hit, hit, hit);
    expect(backend.soundFor('hit_normal')!.plays).toHaveLength(1);
  });

  it('clicks for buttons only, and only with UI sounds on', async () => {
    const { backend, store } = setup();
    await screen.findByText('ready');
    const user = userEvent.setup();
    await user.click(screen.getByRole('note'));
    expect(backend.soundFor('button_click')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Hunt' }));
    expect(backend.soundFor('button_click')!.plays).toHaveLength(1);
    act(() => store.getState().updateSettings({ uiSoundsEnabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 70));
    await user.click(screen.getByRole('button', { name: 'Hunt' }));
    expect(backend.soundFor('button_click')!.plays).toHaveLength(1);
  });

  it('preloads at start and resumes audio at the first key press', async () => {
    const { backend } = setup();
    await screen.findByText('ready');
    expect(backend.soundFor('hit_normal')).toBeDefined();
    expect(backend.soundFor('level_up')).toBeDefined();
    await userEvent.setup().keyboard('a');
    await waitFor(() => expect(backend.resumeCalls).toBe(1));
  });
});
