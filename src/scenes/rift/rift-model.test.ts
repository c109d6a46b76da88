import { describe, expect, test } from 'vitest';
import {
  BOSS_FLARE_MS,
  PORTAL_OPEN_MS,
  PORTAL_SEAL_MS,
  RIFT_CARD_MS,
  applyRiftEvent,
  bossFlare,
  cardAlpha,
  createPortalState,
  formatRunTime,
  portalOpenness,
  portalPhase,
  resyncPortal,
  sealFlash,
  shiftPortalTimes,
  waveCounterText,
  type RiftSceneEvent,
} from './rift-model';

const opened: RiftSceneEvent = { type: 'runStarted', areaName: 'The Tutorial Rift', attempt: 3, waves: 4 };

describe('the wave counter', () => {
  test('reads the wave of the run, BOSS on the last, nothing outside a run', () => {
    expect(waveCounterText(2, 4, false)).toBe('Wave 2 / 4');
    expect(waveCounterText(4, 4, true)).toBe('BOSS');
    expect(waveCounterText(0, 4, false)).toBe('');
    expect(waveCounterText(1, 0, false)).toBe('');
  });

  test('run times read as m:ss', () => {
    expect(formatRunTime(0)).toBe('0:00');
    expect(formatRunTime(65_900)).toBe('1:05');
    expect(formatRunTime(3_725_000)).toBe('62:05');
  });
});

describe('the portal’s timeline', () => {
  test('tears open on a run, overshoots a little, then holds open while the waves come', () => {
    const state = createPortalState();
    expect(portalPhase(state, 0)).toBe('closed');
    expect(portalOpenness(state, 0)).toBe(0);
    applyRiftEvent(state, opened, 1_000);
    expect(portalPhase(state, 1_000)).toBe('opening');
    expect(portalOpenness(state, 1_000)).toBe(0);
    const samples = Array.from({ length: 16 }, (_, index) =>
      portalOpenness(state, 1_000 + (index * PORTAL_OPEN_MS) / 15),
    );
    expect(Math.max(...samples)).toBeGreaterThan(1);
    expect(Math.max(...samples)).toBeLessThan(1.1);
    expect(portalPhase(state, 1_000 + PORTAL_OPEN_MS)).toBe('open');
    expect(portalOpenness(state, 60_000)).toBeCloseTo(1, 6);
    // The card names the rift and the run.
    expect(state.card).toMatchObject({ title: 'The Tutorial Rift', subtitle: 'Run #3', sealed: false });
    expect(cardAlpha(state, 1_000 + RIFT_CARD_MS / 2)).toBe(1);
    expect(cardAlpha(state, 1_000 + RIFT_CARD_MS)).toBe(0);
  });

  test('waves move the counter; the boss’s wave flares, and the flare fades', () => {
    const state = createPortalState();
    applyRiftEvent(state, opened, 0);
    applyRiftEvent(state, { type: 'waveStarted', wave: 2, waves: 4, isBoss: false }, 5_000);
    expect(waveCounterText(state.wave, state.waves, state.isBoss)).toBe('Wave 2 / 4');
    expect(bossFlare(state, 5_100)).toBe(0);
    applyRiftEvent(state, { type: 'waveStarted', wave: 4, waves: 4, isBoss: true }, 9_000);
    expect(waveCounterText(state.wave, state.waves, state.isBoss)).toBe('BOSS');
    expect(bossFlare(state, 9_150)).toBeCloseTo(1, 6);
    expect(bossFlare(state, 9_000 + BOSS_FLARE_MS)).toBe(0);
  });

  test('a clear seals it with a flash and a card with the time; a death collapses it without either', () => {
    const state = createPortalState();
    applyRiftEvent(state, opened, 0);
    applyRiftEvent(state, { type: 'cleared', timeMs: 83_400, newBest: true, firstClear: false }, 90_000);
    expect(portalPhase(state, 90_100)).toBe('sealing');
    expect(portalOpenness(state, 90_000)).toBeCloseTo(1, 6);
    expect(portalOpenness(state, 90_000 + PORTAL_SEAL_MS)).toBe(0);
    expect(portalPhase(state, 90_000 + PORTAL_SEAL_MS)).toBe('closed');
    expect(
      Math.max(sealFlash(state, 90_000 + PORTAL_SEAL_MS * 0.75), sealFlash(state, 90_000 + PORTAL_SEAL_MS)),
    ).toBeGreaterThan(0.5);
    expect(state.card).toMatchObject({ title: 'Rift sealed', subtitle: '1:23 · new best', sealed: true });
    expect(waveCounterText(state.wave, state.waves, state.isBoss)).toBe('');

    const died = createPortalState();
    applyRiftEvent(died, opened, 0);
    applyRiftEvent(died, { type: 'runEnded' }, 10_000);
    expect(portalPhase(died, 10_100)).toBe('collapsing');
    expect(sealFlash(died, 10_000 + PORTAL_SEAL_MS)).toBe(0);
    expect(died.card).toBeNull();
  });

  test('the next run after a clear opens from where the seal had got to', () => {
    const state = createPortalState();
    applyRiftEvent(state, opened, 0);
    applyRiftEvent(state, { type: 'cleared', timeMs: 1, newBest: false, firstClear: true }, 10_000);
    expect(state.card?.subtitle).toBe('0:00 · first clear');
    const midSeal = portalOpenness(state, 10_000 + PORTAL_SEAL_MS / 2);
    applyRiftEvent(state, { ...opened, attempt: 4 }, 10_000 + PORTAL_SEAL_MS / 2);
    expect(portalOpenness(state, 10_000 + PORTAL_SEAL_MS / 2)).toBeCloseTo(midSeal, 6);
    expect(state.card?.subtitle).toBe('Run #4');
  });

  test('a resync puts the portal as the world is: open on its wave with no card or flare, or shut', () => {
    const state = createPortalState();
    applyRiftEvent(state, opened, 0);
    applyRiftEvent(state, { type: 'waveStarted', wave: 4, waves: 4, isBoss: true }, 500);
    const run = {
      active: true,
      areaName: 'The Tutorial Rift',
      attempt: 7,
      wave: 2,
      waves: 4,
      isBossWave: false,
      sinceStartMs: 60_000,
    };
    resyncPortal(state, run, 600);
    expect(portalPhase(state, 600)).toBe('open');
    expect(portalOpenness(state, 600)).toBe(1);
    expect(waveCounterText(state.wave, state.waves, state.isBoss)).toBe('Wave 2 / 4');
    expect(bossFlare(state, 600)).toBe(0);
    expect(cardAlpha(state, 600)).toBe(0);

    resyncPortal(state, { ...run, active: false }, 600);
    expect(portalPhase(state, 600)).toBe('closed');
    expect(portalOpenness(state, 600)).toBe(0);
    expect(waveCounterText(state.wave, state.waves, state.isBoss)).toBe('');
  });

  test('a run begun just before the scene came up is still tearing open, with its card, on the scene’s clock', () => {
    const state = createPortalState();
    const run = {
      active: true,
      areaName: 'The Tutorial Rift',
      attempt: 1,
      wave: 1,
      waves: 4,
      isBossWave: false,
      sinceStartMs: 100,
    };
    // Placed on a stale clock (the last frame, long ago), then moved to the first new frame's.
    resyncPortal(state, run, 2_000);
    shiftPortalTimes(state, 50_000 - 2_000);
    expect(portalPhase(state, 50_000)).toBe('opening');
    expect(portalOpenness(state, 50_000)).toBeGreaterThan(0);
    expect(portalOpenness(state, 50_000)).toBeLessThan(0.8);
    expect(portalPhase(state, 50_000 + PORTAL_OPEN_MS)).toBe('open');
    expect(state.card).toMatchObject({ title: 'The Tutorial Rift', subtitle: 'Run #1' });
    expect(cardAlpha(state, 50_000 + 200)).toBe(1);
  });

  test('a trial’s card: its rule under its name, its own word on the clear, and gone when the promotion shows', () => {
    const state = createPortalState();
    applyRiftEvent(
      state,
      { type: 'runStarted', areaName: 'The Gatekeeper’s Exam', attempt: 1, waves: 3, subtitle: 'No draughts' },
      0,
    );
    expect(state.card).toMatchObject({ title: 'The Gatekeeper’s Exam', subtitle: 'No draughts' });
    applyRiftEvent(
      state,
      { type: 'cleared', timeMs: 83_000, newBest: false, firstClear: false, title: 'Warden defeated' },
      90_000,
    );
    expect(state.card).toMatchObject({ title: 'Warden defeated', subtitle: '1:23', sealed: true });
    expect(cardAlpha(state, 90_300)).toBeGreaterThan(0);
    applyRiftEvent(state, { type: 'cardHidden' }, 90_400);
    expect(cardAlpha(state, 90_500)).toBe(0);
    expect(portalPhase(state, 90_500)).toBe('sealing');
  });
});
