/**
 * A rank trial seen by the rift scene (issue 13: "fought on the rift scene"). The trial is not the
 * player's world: its run is the controller's, stepped on its own clock, so the scene reads it from a
 * feed, and the feed hands the scene the trial's events as they happen. The player's world goes on
 * underneath (the canvas still renders on its frames); of its events only a promotion is drawn here.
 */
import { CHECKPOINTS_BY_RANK, ENEMIES_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import type { ReadonlyWorld } from '@/core/readonly';
import { trialDef, trialFoes } from '@/core/trials/rank-trial';
import type { TrialEvent, TrialRun } from '@/core/trials/trial-types';
import type { CombatSceneAdapter, CombatSceneEvent, CombatSceneModel } from '@/scenes/combat/combat-model';
import type { RiftRunView, RiftSceneAdapter, RiftSceneEvent } from '@/scenes/rift/rift-model';
import {
  areaThemeFor,
  createHunterGearReader,
  enemyInstanceId,
  enemyKindFor,
  enemyPaletteFor,
} from '../core-combat-adapter';

/** The trial's own events, and its start (the portal tears open): what the canvas draws of a trial. */
export type TrialSceneEvent = TrialEvent | { type: 'trialBegan'; trialId: string };

/** Where the canvas reads a trial: the rank trial controller is one. */
export interface TrialSceneFeed {
  /** The run being fought, or the one just ended until its verdict is closed; null otherwise. */
  sceneRun(): Readonly<TrialRun> | null;
  /** Calls `listener` with each tick's events (and the start); returns the unsubscribe function. */
  onTrialEvents(listener: (events: readonly TrialSceneEvent[]) => void): () => void;
  /** The canvas's flask stands for the Guild's draughts. */
  drinkDraught(): void;
}

/** What the rift scene's events may be while it shows a trial: the player's world still sends its own. */
export type TrialCanvasEvent = GameEvent | TrialSceneEvent;

const TRIAL_EVENT_TYPES: ReadonlySet<string> = new Set<TrialSceneEvent['type']>([
  'trialBegan',
  'foeAppeared',
  'foeFell',
  'hunterStruck',
  'foeStruck',
  'draughtDrunk',
  'trialEnded',
]);

export function isTrialSceneEvent(event: TrialCanvasEvent): event is TrialSceneEvent {
  return TRIAL_EVENT_TYPES.has(event.type);
}

/** The scene's id for the foe at `foeIndex`: each foe a new figure, even two rats in a row. */
const foeInstanceId = (run: Readonly<TrialRun>): string =>
  enemyInstanceId(run.enemy?.id ?? '', run.foeIndex * 1_000_000 + (run.enemy?.spawnedAt ?? 0));

/** Which wave the foe at the run's place belongs to (1-based; the warden's is the last). */
function waveOf(run: Readonly<TrialRun>): { wave: number; waves: number; isWarden: boolean } {
  const trial = trialDef(run.trialId);
  if (!trial) return { wave: 0, waves: 0, isWarden: false };
  const foes = trialFoes(trial);
  const foe = foes[Math.min(run.foeIndex, foes.length - 1)]!;
  return { wave: foe.wave, waves: trial.waves.length + 1, isWarden: foe.enemyId === null };
}

/** The flagship rift's backdrop of the rank a trial promotes to: the Gatekeeper's Exam in the Tutorial Rift. */
function trialBackdrop(trialId: string) {
  const trial = trialDef(trialId);
  return areaThemeFor(trial ? CHECKPOINTS_BY_RANK[trial.rank].flagshipRiftId : null);
}

/** The fight of a trial as the combat scene draws it: the hunter the server recorded, the foe, the draughts. */
export function createTrialCombatAdapter(
  feed: () => TrialSceneFeed | null,
): CombatSceneAdapter<ReadonlyWorld, TrialCanvasEvent> {
  const readHunterGear = createHunterGearReader();
  let seenRun: Readonly<TrialRun> | null = null;
  let foeIndex = -1;
  const enemy = { id: '', kind: '', palette: '', name: '', hp: 0, maxHp: 1, isBoss: false };

  const readModel = (world: ReadonlyWorld, into: CombatSceneModel): void => {
    const run = feed()?.sceneRun() ?? null;
    // The trial's hunter while it fights; once it has ended (its verdict on the page), or before it starts, the
    // player's own hunter, as the sidebar shows it: the trial's copy and its last health are gone with the fight.
    const fighting = run !== null && run.outcome === 'running';
    const hunter = fighting ? run.hunter : world;
    readHunterGear(hunter, into.hunter);
    into.hunter.hp = Math.max(0, hunter.player.health);
    into.hunter.maxHp = hunter.player.maxHealth;
    into.hunter.mana = hunter.resourcePools.mana.current;
    into.hunter.maxMana = hunter.resourcePools.mana.max;
    // The flask drinks the Guild's draughts, and only while the trial runs.
    into.potions = fighting && trialDef(run.trialId)?.draughts ? run.draughtsLeft : null;
    if (!run) {
      into.enemy = null;
      return;
    }
    if (run !== seenRun) {
      seenRun = run;
      foeIndex = -1;
      into.area = trialBackdrop(run.trialId);
      into.riftSky = null;
    }
    const active = run.enemy;
    if (!active) {
      into.enemy = null;
      return;
    }
    if (run.foeIndex !== foeIndex) {
      foeIndex = run.foeIndex;
      const trial = trialDef(run.trialId);
      const warden = active.isBoss && trial ? trial.warden : null;
      enemy.id = foeInstanceId(run);
      enemy.kind = warden ? warden.look.silhouette : enemyKindFor(active.id);
      enemy.palette = warden ? warden.look.palette : enemyPaletteFor(active.id);
      enemy.name = warden ? warden.name : (ENEMIES_BY_ID[active.id]?.name ?? active.id);
      enemy.isBoss = active.isBoss;
    }
    enemy.hp = run.enemyHealth;
    enemy.maxHp = active.maxHealth;
    into.enemy = enemy;
  };

  const toSceneEvent = (event: TrialCanvasEvent): CombatSceneEvent | null => {
    if (!isTrialSceneEvent(event)) {
      // The player's world fights on elsewhere; only the server's promotion belongs on the trial's canvas.
      if (event.type !== 'rankChanged' || event.rank === event.previousRank) return null;
      return { type: 'promoted', rank: event.rank };
    }
    const run = feed()?.sceneRun() ?? null;
    switch (event.type) {
      case 'hunterStruck':
        return { type: 'attack', attacker: 'hunter', damage: event.damage, outcome: 'hit', abilityId: event.abilityId };
      case 'foeStruck':
        return { type: 'attack', attacker: 'enemy', damage: event.damage, outcome: event.outcome, abilityId: null };
      case 'foeAppeared': {
        const trial = run ? trialDef(run.trialId) : null;
        const name = event.isWarden ? trial?.warden.name : ENEMIES_BY_ID[event.enemyId]?.name;
        return {
          type: 'enemySpawned',
          enemyId: run ? foeInstanceId(run) : event.enemyId,
          isBoss: event.isWarden,
          name: name ?? event.enemyId,
        };
      }
      case 'foeFell':
        // The run has moved on to the next foe (or ended): the figure on the field is the one read last.
        return { type: 'enemyKilled', enemyId: enemy.id, loot: [] };
      case 'draughtDrunk':
        return { type: 'potionUsed', restores: 'health', amount: event.healed };
      case 'trialEnded':
        return event.reason === 'hunterFell' ? { type: 'playerDied' } : null;
      default:
        return null;
    }
  };

  return { readModel, toSceneEvent };
}

/** The trial as a rift run: the portal opens on its start, counts its waves, seals when the warden falls. */
export function createTrialRiftAdapter(
  feed: () => TrialSceneFeed | null,
): RiftSceneAdapter<ReadonlyWorld, TrialCanvasEvent> {
  const readRun = (_world: ReadonlyWorld, into: RiftRunView): void => {
    const run = feed()?.sceneRun() ?? null;
    const trial = run ? trialDef(run.trialId) : null;
    if (!run || !trial || run.outcome !== 'running') {
      into.active = false;
      into.wave = into.waves = into.attempt = into.sinceStartMs = 0;
      into.isBossWave = false;
      return;
    }
    const { wave, waves, isWarden } = waveOf(run);
    into.active = true;
    into.areaName = trial.name;
    into.subtitle = trial.ruleName;
    into.attempt = 1;
    into.wave = wave;
    into.waves = waves;
    into.isBossWave = isWarden;
    into.sinceStartMs = run.elapsedMs;
  };

  let lastWave = 0;
  const toRiftEvent = (event: TrialCanvasEvent): RiftSceneEvent | null => {
    if (!isTrialSceneEvent(event))
      // The promotion's banner takes the place of the "Warden defeated" card.
      return event.type === 'rankChanged' && event.rank !== event.previousRank ? { type: 'cardHidden' } : null;
    const run = feed()?.sceneRun() ?? null;
    const trial = run ? trialDef(run.trialId) : null;
    switch (event.type) {
      case 'trialBegan': {
        lastWave = 0;
        const began = trialDef(event.trialId);
        return began
          ? {
              type: 'runStarted',
              areaName: began.name,
              attempt: 1,
              waves: began.waves.length + 1,
              subtitle: began.ruleName,
            }
          : null;
      }
      case 'foeAppeared':
        // A wave is announced once, with its first foe.
        if (event.wave === lastWave || !trial) return null;
        lastWave = event.wave;
        return { type: 'waveStarted', wave: event.wave, waves: trial.waves.length + 1, isBoss: event.isWarden };
      case 'trialEnded':
        return event.outcome === 'won'
          ? { type: 'cleared', timeMs: event.elapsedMs, newBest: false, firstClear: false, title: 'Warden defeated' }
          : { type: 'runEnded' };
      default:
        return null;
    }
  };

  return { readRun, toRiftEvent };
}
