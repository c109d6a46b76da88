import { AREA_THEMES, type AreaTheme } from '../art/area-themes';
import { DEFAULT_GEAR_TINT, ENEMY_KINDS, type EnemyKind } from '../art/kinds';
import type { AttackOutcome, CombatSceneAdapter, CombatSceneEvent, CombatSceneModel, LootDrop } from '../combat/combat-model';
import { createCombatSceneModel } from '../combat/combat-model';

/**
 * A small, deterministic stand-in for the core's combat, so scenes can be previewed (the designers'
 * sandbox), benchmarked and tested before and apart from the real simulation. Same shape as the
 * runtime's SimulationPort: `step(world, commands)` mutates the world and returns events and replies.
 */

/** The fixed data a designer sets in the sandbox. */
export interface SandboxFixture {
  area: AreaTheme;
  /** One silhouette, or 'cycle' through all of them. */
  enemy: EnemyKind | 'cycle';
  /** Always a boss, never, or every fifth enemy. */
  boss: boolean | 'every-fifth';
  gearTint: number;
  seed: number;
  potions: number;
}

export const DEFAULT_FIXTURE: SandboxFixture = { area: 'crypt', enemy: 'cycle', boss: 'every-fifth', gearTint: DEFAULT_GEAR_TINT, seed: 7, potions: 3 };

export type SyntheticCommand = { type: 'target'; enemyId: string } | { type: 'usePotion' };
export type SyntheticReply = { ok: true } | { ok: false; message: string };

export interface SyntheticWorld {
  /** Distinguishes worlds in one page, so a replaced world's enemies are new enemies to the scene. */
  worldId: string;
  fixture: SandboxFixture;
  tick: number;
  rng: number;
  view: CombatSceneModel;
  enemiesSpawned: number;
  hunterAttackIn: number;
  enemyAttackIn: number;
  hunterAttacks: number;
  /** Ticks until the next enemy steps in (after a kill) or the hunter respawns (after a death). */
  respawnIn: number;
  hunterDead: boolean;
}

export const SYNTHETIC_TICK_MS = 100;
const HUNTER_ATTACK_TICKS = 12;
const ENEMY_ATTACK_TICKS = 16;

const ENEMY_NAMES: Record<EnemyKind, [string, string]> = {
  ghoul: ['Crypt Ghoul', 'Gorgmaw the Unburied'],
  wraith: ['Hollow Wraith', 'The Weeping Shroud'],
  bone_knight: ['Bone Knight', 'Gravelord Ossric'],
  cultist: ['Ashen Cultist', 'High Priest Vauren'],
  hound: ['Rift Hound', 'Vorrak, Hunger of the Rift'],
  golem: ['Cinder Golem', 'The Molten Colossus'],
  gargoyle: ['Spire Gargoyle', 'Nyxeth the Stone Wing'],
};

const LOOT: readonly LootDrop[] = [
  { name: 'Grave Dust', rarity: 'common' },
  { name: 'Iron Ore', rarity: 'common' },
  { name: 'Shadow Silk', rarity: 'uncommon' },
  { name: 'Mana Shard', rarity: 'rare' },
  { name: 'Wraith Ember', rarity: 'epic' },
  { name: 'Eclipse Relic', rarity: 'legendary' },
];

function random(world: SyntheticWorld): number {
  world.rng = (world.rng + 0x6d2b79f5) >>> 0;
  let value = world.rng;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
}

let worldsCreated = 0;

export function createSyntheticWorld(fixture: SandboxFixture = DEFAULT_FIXTURE): SyntheticWorld {
  const view = createCombatSceneModel();
  view.area = fixture.area;
  view.hunter = { hp: 260, maxHp: 260, mana: 60, maxMana: 100, gearTint: fixture.gearTint };
  view.potions = fixture.potions;
  worldsCreated += 1;
  const world: SyntheticWorld = {
    worldId: `w${worldsCreated}`,
    fixture: { ...fixture }, tick: 0, rng: fixture.seed >>> 0, view, enemiesSpawned: 0,
    hunterAttackIn: 6, enemyAttackIn: 10, hunterAttacks: 0, respawnIn: 0, hunterDead: false,
  };
  spawnEnemy(world, []);
  return world;
}

function spawnEnemy(world: SyntheticWorld, events: CombatSceneEvent[]): void {
  const index = world.enemiesSpawned;
  world.enemiesSpawned += 1;
  const { fixture } = world;
  const kind = fixture.enemy === 'cycle' ? ENEMY_KINDS[index % ENEMY_KINDS.length]! : fixture.enemy;
  const boss = fixture.boss === 'every-fifth' ? index % 5 === 4 : fixture.boss;
  const maxHp = boss ? 520 : 140;
  const id = `${world.worldId}:enemy-${index + 1}`;
  world.view.enemy = { id, kind, name: ENEMY_NAMES[kind][boss ? 1 : 0], hp: maxHp, maxHp, isBoss: boss };
  world.enemyAttackIn = 10;
  events.push({ type: 'enemySpawned', enemyId: id, isBoss: boss, name: world.view.enemy.name });
}

function rollOutcome(world: SyntheticWorld): AttackOutcome {
  const roll = random(world);
  if (roll < 0.06) return 'miss';
  if (roll < 0.13) return 'dodge';
  if (roll < 0.19) return 'block';
  if (roll < 0.36) return 'crit';
  return 'hit';
}

function applyCommand(world: SyntheticWorld, command: SyntheticCommand, events: CombatSceneEvent[]): SyntheticReply {
  if (command.type === 'target') {
    return world.view.enemy?.id === command.enemyId ? { ok: true } : { ok: false, message: 'That enemy is gone.' };
  }
  const hunter = world.view.hunter;
  if (world.hunterDead) return { ok: false, message: 'You cannot drink while fallen.' };
  if ((world.view.potions ?? 0) <= 0) return { ok: false, message: 'No potions left.' };
  const healed = Math.min(90, hunter.maxHp - hunter.hp);
  hunter.hp += healed;
  world.view.potions = (world.view.potions ?? 1) - 1;
  events.push({ type: 'potionUsed', healed });
  return { ok: true };
}

/** One tick of synthetic combat. */
export function stepSyntheticCombat(world: SyntheticWorld, commands: readonly SyntheticCommand[]): { events: CombatSceneEvent[]; replies: SyntheticReply[] } {
  const events: CombatSceneEvent[] = [];
  const replies = commands.map((command) => applyCommand(world, command, events));
  world.tick += 1;
  const hunter = world.view.hunter;
  hunter.mana = Math.min(hunter.maxMana, hunter.mana + 0.5);

  if (world.respawnIn > 0) {
    world.respawnIn -= 1;
    if (world.respawnIn === 0) {
      if (world.hunterDead) {
        world.hunterDead = false;
        hunter.hp = hunter.maxHp;
        events.push({ type: 'respawned' });
      } else {
        spawnEnemy(world, events);
      }
      world.hunterAttackIn = 5;
    }
    return { events, replies };
  }
  const enemy = world.view.enemy;
  if (!enemy) return { events, replies };

  world.hunterAttackIn -= 1;
  if (world.hunterAttackIn <= 0) {
    world.hunterAttackIn = HUNTER_ATTACK_TICKS;
    world.hunterAttacks += 1;
    let abilityId: string | null = null;
    if (world.hunterAttacks % 4 === 0 && hunter.mana >= 25) {
      abilityId = 'frost_bolt';
      hunter.mana -= 25;
    } else if (world.hunterAttacks % 3 === 0) {
      abilityId = 'blade_strike';
    }
    const outcome = rollOutcome(world);
    const base = 18 + Math.floor(random(world) * 14) + (abilityId ? 10 : 0);
    const damage = outcome === 'crit' ? base * 2 : outcome === 'hit' ? base : outcome === 'block' ? Math.floor(base / 3) : 0;
    enemy.hp = Math.max(0, enemy.hp - damage);
    events.push({ type: 'attack', attacker: 'hunter', damage, outcome, abilityId });
    if (enemy.hp === 0) {
      const loot: LootDrop[] = [];
      const drops = Math.floor(random(world) * 3) + (enemy.isBoss ? 2 : 0);
      for (let drop = 0; drop < drops; drop += 1) {
        const roll = random(world);
        loot.push(LOOT[Math.min(LOOT.length - 1, Math.floor(roll * roll * LOOT.length + (enemy.isBoss ? 2 : 0)))]!);
      }
      events.push({ type: 'enemyKilled', enemyId: enemy.id, loot });
      world.respawnIn = 12;
      return { events, replies };
    }
  }

  world.enemyAttackIn -= 1;
  if (world.enemyAttackIn <= 0) {
    world.enemyAttackIn = ENEMY_ATTACK_TICKS;
    const outcome = rollOutcome(world);
    const base = (enemy.isBoss ? 16 : 7) + Math.floor(random(world) * 8);
    const damage = outcome === 'crit' ? base * 2 : outcome === 'hit' ? base : outcome === 'block' ? Math.floor(base / 3) : 0;
    hunter.hp = Math.max(0, hunter.hp - damage);
    events.push({ type: 'attack', attacker: 'enemy', damage, outcome, abilityId: null });
    if (hunter.hp === 0) {
      world.hunterDead = true;
      enemy.hp = enemy.maxHp;
      events.push({ type: 'playerDied' });
      world.respawnIn = 30;
    }
  }
  return { events, replies };
}

/** Catch-up for the synthetic world: steps tick by tick (it is only ever a few seconds). */
export function catchUpSyntheticCombat(world: SyntheticWorld, elapsedMs: number): { ticks: number } {
  const ticks = Math.floor(elapsedMs / SYNTHETIC_TICK_MS);
  for (let tick = 0; tick < ticks; tick += 1) stepSyntheticCombat(world, []);
  return { ticks };
}

/** The combat scene reads the synthetic world's view as is and its events need no mapping. */
export const syntheticCombatAdapter: CombatSceneAdapter<SyntheticWorld, CombatSceneEvent> = {
  readModel(world, into) {
    const view = world.view;
    into.area = view.area;
    into.hunter.hp = view.hunter.hp;
    into.hunter.maxHp = view.hunter.maxHp;
    into.hunter.mana = view.hunter.mana;
    into.hunter.maxMana = view.hunter.maxMana;
    into.hunter.gearTint = view.hunter.gearTint;
    into.enemy = view.enemy;
    into.potions = view.potions;
  },
  toSceneEvent: (event) => event,
};

/** Parses sandbox settings from URL query parameters, ignoring values it does not know. */
export function fixtureFromQuery(params: URLSearchParams): SandboxFixture {
  const fixture: SandboxFixture = { ...DEFAULT_FIXTURE };
  const area = params.get('area');
  if (area && (AREA_THEMES as readonly string[]).includes(area)) fixture.area = area as AreaTheme;
  const enemy = params.get('enemy');
  if (enemy && (enemy === 'cycle' || (ENEMY_KINDS as readonly string[]).includes(enemy))) fixture.enemy = enemy as EnemyKind | 'cycle';
  const boss = params.get('boss');
  if (boss === 'true' || boss === 'false') fixture.boss = boss === 'true';
  const seed = Number(params.get('seed'));
  if (Number.isInteger(seed) && seed > 0) fixture.seed = seed;
  const tint = params.get('gear');
  if (tint && /^[0-9a-f]{6}$/i.test(tint)) fixture.gearTint = Number.parseInt(tint, 16);
  return fixture;
}

