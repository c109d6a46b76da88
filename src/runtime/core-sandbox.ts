import {
  ABILITIES_BY_ID,
  ALL_ITEMS,
  AREAS_BY_ID,
  BOSSES_BY_ID,
  MINING_NODES_BY_ID,
  WRAITHS_BY_ID,
  enemyOrBoss,
} from '@/core/content-index';
import { AREAS } from '@/content/areas';
import { MINING_NODES } from '@/content/mining-nodes';
import type { ItemType } from '@/content/types';
import type { GameEvent } from '@/core/events';
import {
  ABILITY_SLOT_COUNT,
  SKILL_IDS,
  WRAITH_SLOTS,
  rankIndex,
  type EquipmentSlot,
  type HunterRank,
  type Rarity,
  type SkillId,
} from '@/content/ids';
import type { GameState } from '@/core/state';
import { newNodeProgress } from '@/core/systems/mining-rules';
import { computeDerivedStats } from '@/core/stats';
import { step } from '@/core/step';
import { spawnEnemy } from '@/core/systems/enemy-stats';
import { isRunArea } from '@/core/systems/rift-runs';
import { createHunter, createLateGameWorld } from '@/core/testing/fixtures';
import { coreSimulation, type CoreSimulation } from './core-simulation';
import { selectActivities } from './view-models/skill-page';

/**
 * Real core worlds for the designers' sandbox (and the canvas benchmark): a hunter of a chosen gear
 * level fighting in a chosen area through the core's own `startCombat`, optionally with one enemy or
 * the area's boss pinned, and training a chosen skill; or mining a chosen node, worn as far as asked,
 * instead of fighting. Nothing here is a stand-in for the rules.
 */

export type GearPreset = 'starter' | 'banded' | 'legendary';

export const GEAR_PRESETS: readonly { id: GearPreset; label: string }[] = [
  { id: 'starter', label: 'Starter (basic sword, cloth)' },
  { id: 'banded', label: 'Geared for the area’s band' },
  { id: 'legendary', label: 'Late game (legendary set)' },
];

export interface SandboxSettings {
  areaId: string;
  /** Every spawn becomes this content enemy (from any area); null keeps the area's own mix. */
  enemyId: string | null;
  /** Every spawn is the area's boss (wins over `enemyId`). */
  boss: boolean;
  gear: GearPreset;
  seed: number;
  /** The skill trained while fighting (the training vignette shows it), or null. */
  trainingSkill: SkillId | null;
  /** A node the hunter mines instead of fighting (the mining scene shows it), or null: the hunter fights. */
  miningNodeId: string | null;
  /** How worn that node is when the world is built, 0..1 (1: depleted; it returns after its respawn time). */
  miningDepletion: number;
  /**
   * The abilities slotted (in slot order, up to 8; the rest of the slots emptied), or absent: the hunter's own. Each
   * must be unlocked at the hunter's levels.
   */
  abilities?: readonly string[];
  /** The wraith kinds summoned (in slot order, up to 3; bonded first if need be), or absent: the hunter's own. */
  wraiths?: readonly string[];
}

/** Areas fought in runs (rifts and raids): the ones the sandbox's rift scene offers. */
export const SANDBOX_RUN_AREAS = AREAS.filter((area) => isRunArea(area));

/** The node the sandbox mines when the mining scene is first picked. */
export const DEFAULT_SANDBOX_NODE = MINING_NODES.find((node) => node.work === 'pick')?.id ?? MINING_NODES[0]!.id;

export const DEFAULT_SANDBOX_SETTINGS: SandboxSettings = {
  areaId: 'hollow_crypt_rift',
  enemyId: null,
  boss: false,
  gear: 'banded',
  seed: 7,
  trainingSkill: 'smithing',
  miningNodeId: null,
  miningDepletion: 0,
};

/** Typical hunter level of a rank band (skills and gear are picked for it). */
const BAND_LEVEL: Record<HunterRank, number> = { E: 6, D: 18, C: 32, B: 46, A: 62, S: 76, SS: 90, SSS: 99 };

const SLOT_TYPES: readonly [EquipmentSlot, ItemType][] = [
  ['weapon', 'weapon'],
  ['off_hand', 'shield'],
  ['helmet', 'helmet'],
  ['chest', 'armor'],
  ['legs', 'legs'],
  ['feet', 'boots'],
  ['gloves', 'gloves'],
  ['cape', 'cape'],
];

const POTIONS_BY_BAND: Record<HunterRank, { health: string; mana: string }> = {
  E: { health: 'health_potion_small', mana: 'mana_potion_small' },
  D: { health: 'health_potion_small', mana: 'mana_potion_small' },
  C: { health: 'health_potion_medium', mana: 'mana_potion_medium' },
  B: { health: 'health_potion_medium', mana: 'mana_potion_medium' },
  A: { health: 'health_potion_large', mana: 'mana_potion_large' },
  S: { health: 'health_potion_large', mana: 'mana_potion_large' },
  SS: { health: 'health_potion_large', mana: 'mana_potion_large' },
  SSS: { health: 'health_potion_large', mana: 'mana_potion_large' },
};

const RARITY_RANK: Record<Rarity, number> = { common: 0, uncommon: 1, rare: 2, epic: 3, legendary: 4 };

/**
 * For each gear slot, the strongest item a hunter of `level` may wear (highest requirement, then rarity); swords for
 * the weapon.
 */
export function bandGear(level: number): Partial<Record<EquipmentSlot, string>> {
  const gear: Partial<Record<EquipmentSlot, string>> = {};
  for (const [slot, type] of SLOT_TYPES) {
    const candidates = ALL_ITEMS.filter(
      (item) =>
        item.type === type &&
        (item.levelRequirement ?? 1) <= level &&
        (type !== 'weapon' || item.weaponClass === 'sword' || item.weaponClass === 'axe'),
    );
    candidates.sort(
      (a, b) => (b.levelRequirement ?? 1) - (a.levelRequirement ?? 1) || RARITY_RANK[b.rarity] - RARITY_RANK[a.rarity],
    );
    if (candidates[0]) gear[slot] = candidates[0].id;
  }
  return gear;
}

function hunterFor(settings: SandboxSettings, band: HunterRank, minLevel = 1): GameState {
  if (settings.gear === 'legendary') return createLateGameWorld(settings.seed);
  const level = Math.max(minLevel, settings.gear === 'starter' ? 1 : BAND_LEVEL[band]);
  const levels = Object.fromEntries(SKILL_IDS.map((skill) => [skill, level])) as Record<SkillId, number>;
  return createHunter({
    seed: settings.seed,
    rank: band,
    levels,
    gear: settings.gear === 'starter' ? {} : bandGear(level),
    potions: { ...POTIONS_BY_BAND[settings.gear === 'starter' ? 'E' : band], count: 20 },
  });
}

/**
 * A supporter hunter (raids are open) of at least the area's rank, fighting there and training if
 * asked; with a mining node chosen, a hunter of the node's area and level mining it instead.
 */
export function createSandboxWorld(settings: SandboxSettings): GameState {
  const node = settings.miningNodeId === null ? null : MINING_NODES_BY_ID[settings.miningNodeId];
  if (node === undefined) throw new Error(`Unknown mining node: ${String(settings.miningNodeId)}`);
  const area = AREAS_BY_ID[node ? node.areaId : settings.areaId];
  if (!area) throw new Error(`Unknown area: ${settings.areaId}`);
  const world = hunterFor(settings, area.band, node?.levelRequirement);
  world.player.accountTier = 'supporter';
  if (rankIndex(world.player.hunterRank) < rankIndex(area.band)) world.player.hunterRank = area.band;
  // The late-game fixture already fights and trains; the sandbox starts from a clean slate.
  const commands: unknown[] = [];
  if (world.skillTraining.activeSession) commands.push({ type: 'stopTraining' });
  if (world.combat.currentAreaId !== null) commands.push({ type: 'stopCombat' });
  if (node) {
    // The node's wear as asked, as if the last harvest ended now (a depleted node returns after its respawn).
    const depletion = Math.min(1, Math.max(0, settings.miningDepletion));
    world.mining.nodeProgress[node.id] = {
      ...newNodeProgress(node.id),
      personalDepletion: depletion,
      globalDepletion: depletion / 2,
      lastMinedAt: world.sim.nowMs,
    };
    if (depletion < 1) commands.push({ type: 'startMining', nodeId: node.id });
  } else {
    commands.push(...wraithCommands(world, settings.wraiths), ...abilityCommands(settings.abilities));
    commands.push({ type: 'startCombat', areaId: area.id });
  }
  const skill = settings.trainingSkill;
  const listed = skill ? selectActivities(world, skill, computeDerivedStats(world)) : [];
  const startable = listed.filter((entry) => entry.canStart);
  const activity = startable.at(-1);
  if (skill && activity) commands.push({ type: 'startTraining', skill, activityId: activity.activity.id });
  const { replies } = step(world, commands);
  const refused = replies.find((reply) => !reply.ok);
  if (refused && !refused.ok) throw new Error(`The sandbox world could not start: ${refused.message}`);
  return world;
}

/** Slots the asked abilities in order and empties the slots after them (nothing asked: no commands). */
function abilityCommands(abilities: readonly string[] | undefined): unknown[] {
  if (!abilities) return [];
  const commands: unknown[] = [];
  for (let slotIndex = 0; slotIndex < ABILITY_SLOT_COUNT; slotIndex += 1)
    commands.push({ type: 'equipAbility', abilityId: abilities[slotIndex] ?? null, slotIndex });
  return commands;
}

/**
 * Bonds the asked wraith kinds not yet bonded (with the tokens a bond takes: the sandbox skips the farming), then
 * the commands that dismiss whatever is summoned and summon the asked kinds in slot order.
 */
function wraithCommands(world: GameState, wraiths: readonly string[] | undefined): unknown[] {
  if (!wraiths) return [];
  const bonding: unknown[] = [];
  for (const wraithId of wraiths) {
    const def = WRAITHS_BY_ID[wraithId];
    if (!def || world.wraiths.bonded.some((bond) => bond.wraithId === wraithId)) continue;
    world.wraiths.tokens[wraithId] = Math.max(world.wraiths.tokens[wraithId] ?? 0, def.tokensToBond);
    bonding.push({ type: 'bondWraith', wraithId });
  }
  if (bonding.length > 0) {
    const refused = step(world, bonding).replies.find((reply) => !reply.ok);
    if (refused && !refused.ok) throw new Error(`The sandbox's wraiths could not be bonded: ${refused.message}`);
  }
  const commands: unknown[] = [];
  WRAITH_SLOTS.forEach((slot, index) => {
    if (world.equipment.slots[slot] !== null) commands.push({ type: 'dismissWraith', slot: index });
  });
  wraiths.slice(0, WRAITH_SLOTS.length).forEach((wraithId, slot) => {
    const bond = world.wraiths.bonded.find((entry) => entry.wraithId === wraithId);
    if (bond) commands.push({ type: 'summonWraith', bondedId: bond.id, slot });
  });
  return commands;
}

/** Ticks after a death before the sandbox sends its hunter back in (the game leaves that to the player). */
export const SANDBOX_REENTER_MS = 3_000;

/**
 * The core's simulation with the sandbox's pins: each spawn is replaced by the pinned enemy or the
 * boss (stats from the core's own `spawnEnemy`), and after a death the hunter re-enters the area; a
 * mining hunter whose chain stopped (the node depleted) tries the node again every few seconds, so it
 * works it again once it returns. Settings are read on every tick, so the page can change the pins
 * without a new world.
 */
export function createSandboxSimulation(
  settings: () => SandboxSettings,
  base: CoreSimulation = coreSimulation,
): CoreSimulation {
  let reenterAtMs: number | null = null;
  let remineAtMs = 0;
  return {
    tickMs: base.tickMs,
    catchUp: (world, elapsedMs, context) => base.catchUp(world, elapsedMs, context),
    step(world, commands, context) {
      const current = settings();
      const reenter = reenterAtMs !== null && world.sim.nowMs >= reenterAtMs && world.combat.currentAreaId === null;
      if (reenter) reenterAtMs = null;
      const nodeId = current.miningNodeId;
      const remine =
        nodeId !== null &&
        world.mining.currentActivity === null &&
        world.combat.currentAreaId === null &&
        world.sim.nowMs >= remineAtMs;
      if (remine) remineAtMs = world.sim.nowMs + SANDBOX_REENTER_MS;
      const outcome = base.step(
        world,
        reenter
          ? [{ type: 'startCombat', areaId: current.areaId }, ...commands]
          : remine
            ? [{ type: 'startMining', nodeId }, ...commands]
            : commands,
        context,
      );
      const replies = reenter || remine ? outcome.replies.slice(1) : outcome.replies;
      let events = outcome.events;
      for (let index = 0; index < events.length; index += 1) {
        const event = events[index]!;
        if (event.type === 'combatStopped' && event.reason === 'death')
          reenterAtMs = world.sim.nowMs + SANDBOX_REENTER_MS;
        if (event.type !== 'enemySpawned') continue;
        const pinned = pinnedSpawn(world, current, event);
        if (!pinned) continue;
        if (events === outcome.events) events = [...events];
        (events as GameEvent[])[index] = pinned;
      }
      return { events, replies };
    },
  };
}

/** Swaps the enemy that just spawned for the pinned one; returns its spawn event, or null when nothing is pinned. */
function pinnedSpawn(
  world: GameState,
  settings: SandboxSettings,
  spawned: Extract<GameEvent, { type: 'enemySpawned' }>,
): GameEvent | null {
  const area = AREAS_BY_ID[world.combat.currentAreaId ?? ''];
  const definition =
    settings.boss && area ? BOSSES_BY_ID[area.bossId] : settings.enemyId ? enemyOrBoss(settings.enemyId) : undefined;
  if (!definition || definition.id === spawned.enemyId) return null;
  const combat = world.combat;
  const enemy = spawnEnemy(definition, world.sim.nowMs);
  combat.enemy = enemy;
  combat.currentEnemyId = enemy.id;
  combat.enemyHealth = enemy.maxHealth;
  combat.nextEnemyAttackAt = world.sim.nowMs + enemy.attackIntervalMs;
  return {
    type: 'enemySpawned',
    enemyId: enemy.id,
    isBoss: enemy.isBoss,
    level: enemy.level,
    maxHealth: enemy.maxHealth,
  };
}

/** Sandbox settings from URL query parameters (bench pages), ignoring values it does not know. */
export function sandboxSettingsFromQuery(
  params: URLSearchParams,
  defaults: SandboxSettings = DEFAULT_SANDBOX_SETTINGS,
): SandboxSettings {
  const settings: SandboxSettings = { ...defaults };
  const area = params.get('area');
  if (area && AREAS_BY_ID[area]) settings.areaId = area;
  const enemy = params.get('enemy');
  if (enemy && enemyOrBoss(enemy)) settings.enemyId = enemy;
  if (params.get('boss') === 'true') settings.boss = true;
  const gear = params.get('gear');
  if (gear === 'starter' || gear === 'banded' || gear === 'legendary') settings.gear = gear;
  const seed = Number(params.get('seed'));
  if (Number.isInteger(seed) && seed > 0) settings.seed = seed;
  const node = params.get('node');
  if (node && MINING_NODES_BY_ID[node]) settings.miningNodeId = node;
  const depletion = Number(params.get('depletion'));
  if (params.has('depletion') && depletion >= 0 && depletion <= 1) settings.miningDepletion = depletion;
  const skill = params.get('skill');
  if (skill === 'none') settings.trainingSkill = null;
  else if (skill && (SKILL_IDS as readonly string[]).includes(skill)) settings.trainingSkill = skill as SkillId;
  // Comma-separated ids; unknown ones are left out.
  const abilities = params.get('abilities');
  if (abilities !== null)
    settings.abilities = abilities
      .split(',')
      .filter((id) => ABILITIES_BY_ID[id])
      .slice(0, ABILITY_SLOT_COUNT);
  const wraiths = params.get('wraiths');
  if (wraiths !== null)
    settings.wraiths = wraiths
      .split(',')
      .filter((id) => WRAITHS_BY_ID[id])
      .slice(0, WRAITH_SLOTS.length);
  return settings;
}
