import { describe, expect, test } from 'vitest';
import { ALL_AREAS, AREAS_BY_ID, MINING_NODES_BY_ID, SKILLS_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import { WRAITH_SLOTS, rankIndex } from '@/content/ids';
import type { GameState } from '@/core/state';
import { createTrainingSceneModel } from '@/scenes/training/training-model';
import { createCoreTrainingAdapter } from './core-training-adapter';
import {
  DEFAULT_SANDBOX_SETTINGS,
  SANDBOX_REENTER_MS,
  bandGear,
  createSandboxSimulation,
  createSandboxWorld,
  sandboxSettingsFromQuery,
  type SandboxSettings,
} from './core-sandbox';

const context = { wallTimeMs: 0, tick: 0, timeScale: 1 };

function run(world: GameState, settings: SandboxSettings, ticks: number): GameEvent[] {
  const simulation = createSandboxSimulation(() => settings);
  const events: GameEvent[] = [];
  for (let tick = 0; tick < ticks; tick += 1) events.push(...simulation.step(world, [], context).events);
  return events;
}

describe('sandbox worlds (real core worlds)', () => {
  test('every area and gear preset starts a fight there through the core, at the area’s rank at least', () => {
    for (const gear of ['starter', 'banded', 'legendary'] as const) {
      for (const area of ALL_AREAS) {
        const world = createSandboxWorld({ ...DEFAULT_SANDBOX_SETTINGS, areaId: area.id, gear, trainingSkill: null });
        expect(world.combat.currentAreaId).toBe(area.id);
        expect(rankIndex(world.player.hunterRank)).toBeGreaterThanOrEqual(rankIndex(area.band));
      }
    }
    expect(() => createSandboxWorld({ ...DEFAULT_SANDBOX_SETTINGS, areaId: 'nowhere' })).toThrow(
      'Unknown area: nowhere',
    );
  });

  test('banded gear fits the level, and the hunter trains the chosen skill', () => {
    const gear = bandGear(18);
    expect(gear.weapon).toBeDefined();
    expect(gear.chest).toBeDefined();
    const world = createSandboxWorld({ ...DEFAULT_SANDBOX_SETTINGS, trainingSkill: 'alchemy' });
    expect(world.skillTraining.activeSession?.skillType).toBe('alchemy');
    expect(world.equipment.slots.weapon).not.toBeNull();
  });

  test('a pinned enemy (from another area) and a pinned boss replace every spawn', () => {
    const settings: SandboxSettings = {
      ...DEFAULT_SANDBOX_SETTINGS,
      areaId: 'tutorial_rift',
      gear: 'legendary',
      enemyId: 'void_stalker',
    };
    const world = createSandboxWorld(settings);
    const spawns = run(world, settings, 400).filter((event) => event.type === 'enemySpawned');
    expect(spawns.length).toBeGreaterThan(1);
    for (const spawn of spawns) expect(spawn).toMatchObject({ enemyId: 'void_stalker', isBoss: false });

    const bossSettings: SandboxSettings = { ...settings, enemyId: null, boss: true };
    const bossWorld = createSandboxWorld(bossSettings);
    const bossSpawns = run(bossWorld, bossSettings, 600).filter((event) => event.type === 'enemySpawned');
    expect(bossSpawns.length).toBeGreaterThan(1);
    for (const spawn of bossSpawns)
      expect(spawn).toMatchObject({ enemyId: AREAS_BY_ID.tutorial_rift!.bossId, isBoss: true });
    expect(bossWorld.combat.enemy?.id ?? AREAS_BY_ID.tutorial_rift!.bossId).toBe(AREAS_BY_ID.tutorial_rift!.bossId);
  });

  test('after a death the sandbox hunter goes back in', () => {
    const settings: SandboxSettings = {
      ...DEFAULT_SANDBOX_SETTINGS,
      areaId: 'void_throne_rift',
      gear: 'starter',
      trainingSkill: null,
    };
    const world = createSandboxWorld(settings);
    const simulation = createSandboxSimulation(() => settings);
    let diedAt: number | null = null;
    for (let tick = 0; tick < 3000 && diedAt === null; tick += 1) {
      if (simulation.step(world, [], context).events.some((event) => event.type === 'playerDied'))
        diedAt = world.sim.nowMs;
    }
    expect(diedAt).not.toBeNull();
    expect(world.combat.currentAreaId).toBeNull();
    const started: GameEvent[] = [];
    while (world.sim.nowMs < diedAt! + SANDBOX_REENTER_MS + 200)
      started.push(...simulation.step(world, [], context).events);
    expect(started).toContainEqual({ type: 'combatStarted', areaId: 'void_throne_rift' });
    expect(world.combat.currentAreaId).toBe('void_throne_rift');
  });

  test('commands keep their replies when the sandbox slips its re-entry in', () => {
    const settings: SandboxSettings = { ...DEFAULT_SANDBOX_SETTINGS, trainingSkill: null };
    const world = createSandboxWorld(settings);
    const { replies } = createSandboxSimulation(() => settings).step(
      world,
      [{ type: 'stopCombat' }, { type: 'stopCombat' }],
      context,
    );
    expect(replies).toEqual([{ ok: true }, { ok: false, message: 'Not in combat' }]);
  });

  test('settings from a query: known values only', () => {
    const settings = sandboxSettingsFromQuery(
      new URLSearchParams('area=eclipse_rift&enemy=bog_ghoul&boss=true&gear=starter&seed=42&skill=none&junk=1'),
    );
    expect(settings).toEqual({
      areaId: 'eclipse_rift',
      enemyId: 'bog_ghoul',
      boss: true,
      gear: 'starter',
      seed: 42,
      trainingSkill: null,
      miningNodeId: null,
      miningDepletion: 0,
    });
    expect(sandboxSettingsFromQuery(new URLSearchParams('area=nowhere&gear=gold&seed=-3'))).toEqual(
      DEFAULT_SANDBOX_SETTINGS,
    );
  });
});

describe('sandbox fights with chosen abilities and wraiths', () => {
  test('the asked abilities fill the slots in order and the asked wraiths are bonded and summoned in order', () => {
    const world = createSandboxWorld({
      ...DEFAULT_SANDBOX_SETTINGS,
      areaId: 'abyssal_crown_rift',
      gear: 'legendary',
      abilities: ['witchfire', 'last_vigil', 'frost_bolt'],
      wraiths: ['spire_sentinel', 'ember_wisp'],
    });
    expect(world.abilities.equipped).toEqual(['witchfire', 'last_vigil', 'frost_bolt', null, null, null, null, null]);
    const summoned = WRAITH_SLOTS.map((slot) => {
      const bondId = world.equipment.slots[slot];
      return world.wraiths.bonded.find((bond) => bond.id === bondId)?.wraithId ?? null;
    });
    expect(summoned).toEqual(['spire_sentinel', 'ember_wisp', null]);
    expect(world.combat.currentAreaId).toBe('abyssal_crown_rift');
    // And they fight: the sentinel wards, the fire bites.
    const events = run(world, DEFAULT_SANDBOX_SETTINGS, 900);
    expect(events).toContainEqual(expect.objectContaining({ type: 'wraithActed', wraithId: 'spire_sentinel' }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'effectDamage', sourceId: 'witchfire' }));
  });

  test('an ability the hunter has not unlocked is refused loudly', () => {
    expect(() =>
      createSandboxWorld({ ...DEFAULT_SANDBOX_SETTINGS, gear: 'starter', abilities: ['last_vigil'] }),
    ).toThrow(/could not start: Ability not unlocked/);
  });

  test('a query lists abilities and wraiths by id, leaving unknown ones out', () => {
    const settings = sandboxSettingsFromQuery(
      new URLSearchParams('abilities=frost_bolt,nonsense,acid_flask&wraiths=void_herald,ghost_of_nobody'),
    );
    expect(settings.abilities).toEqual(['frost_bolt', 'acid_flask']);
    expect(settings.wraiths).toEqual(['void_herald']);
    expect(sandboxSettingsFromQuery(new URLSearchParams('seed=3')).abilities).toBeUndefined();
  });
});

describe('sandbox mining worlds', () => {
  test('a chosen node is mined instead of fought over, worn as asked, by a hunter of its level', () => {
    const settings: SandboxSettings = {
      ...DEFAULT_SANDBOX_SETTINGS,
      gear: 'starter',
      miningNodeId: 'seam_of_totality',
      miningDepletion: 0.6,
    };
    const world = createSandboxWorld(settings);
    expect(world.combat.currentAreaId).toBeNull();
    expect(world.mining.currentActivity?.nodeId).toBe('seam_of_totality');
    expect(world.mining.nodeProgress.seam_of_totality?.personalDepletion).toBe(0.6);
    expect(world.player.level).toBeGreaterThanOrEqual(MINING_NODES_BY_ID.seam_of_totality!.levelRequirement);
    expect(() => createSandboxWorld({ ...settings, miningNodeId: 'nowhere' })).toThrow('Unknown mining node: nowhere');
  });

  test('a depleted node waits for its respawn, then the sandbox hunter works it again', () => {
    const settings: SandboxSettings = {
      ...DEFAULT_SANDBOX_SETTINGS,
      trainingSkill: null,
      miningNodeId: 'rift_edge_mana_seep',
      miningDepletion: 1,
    };
    const world = createSandboxWorld(settings);
    expect(world.mining.currentActivity).toBeNull();
    const simulation = createSandboxSimulation(() => settings);
    const respawnMs = MINING_NODES_BY_ID.rift_edge_mana_seep!.respawnMinutes * 60_000;
    const startedAt = world.sim.nowMs;
    const events: GameEvent[] = [];
    while (world.mining.currentActivity === null && world.sim.nowMs < startedAt + respawnMs + 10_000)
      events.push(...simulation.step(world, [], context).events);
    expect(world.sim.nowMs).toBeGreaterThanOrEqual(startedAt + respawnMs);
    expect(events.filter((event) => event.type === 'miningStarted')).toHaveLength(1);
    expect(world.mining.nodeProgress.rift_edge_mana_seep?.personalDepletion).toBe(0);
  });

  test('a query picks the node and its wear', () => {
    expect(sandboxSettingsFromQuery(new URLSearchParams('node=violet_iron_seam&depletion=0.75'))).toMatchObject({
      miningNodeId: 'violet_iron_seam',
      miningDepletion: 0.75,
    });
    expect(sandboxSettingsFromQuery(new URLSearchParams('node=nowhere&depletion=3'))).toMatchObject({
      miningNodeId: null,
      miningDepletion: 0,
    });
  });
});

describe('the training vignette reads the core', () => {
  const skillTrains =
    'the page’s skill trains: active with progress and the activity; another skill rests; events for that skill only';
  test(skillTrains, () => {
    const world = createSandboxWorld({ ...DEFAULT_SANDBOX_SETTINGS, trainingSkill: 'smithing' });
    const adapter = createCoreTrainingAdapter();
    const model = createTrainingSceneModel();
    run(world, DEFAULT_SANDBOX_SETTINGS, 30);
    adapter.readModel(world, 'smithing', model);
    expect(model).toMatchObject({
      station: 'forge',
      motion: 'attack',
      active: true,
      sessionStartedAt: world.skillTraining.activeSession!.startedAt,
    });
    expect(model.progress).toBeGreaterThan(0);
    expect(model.progress).toBeLessThan(1);
    expect(model.activityName.length).toBeGreaterThan(0);
    adapter.readModel(world, 'alchemy', model);
    expect(model).toMatchObject({
      station: SKILLS_BY_ID.alchemy.station,
      active: false,
      progress: 0,
      activityName: '',
    });

    const completed: GameEvent = {
      type: 'trainingCompleted',
      skill: 'smithing',
      activityId: 'x',
      xp: 40,
      baseXp: 30,
      bonuses: [],
      wasPerfect: true,
      products: [],
    };
    expect(adapter.toSceneEvent(completed, 'smithing')).toEqual({ type: 'completed', xp: 40, perfect: true });
    expect(adapter.toSceneEvent(completed, 'alchemy')).toBeNull();
    expect(
      adapter.toSceneEvent({ type: 'skillLevelUp', skill: 'smithing', level: 12, previousLevel: 11 }, 'smithing'),
    ).toEqual({ type: 'levelUp', level: 12 });
  });
});
