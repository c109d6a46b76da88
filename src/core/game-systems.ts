/**
 * The game's systems, in the order they run (shapez.io's game_system_manager style): each tick runs
 * their updates top to bottom after the clock advances, and time away runs their catch-ups in the same
 * order. Commands go to the one system that owns their type, at the tick's start, in the order sent.
 * Adding a system: write its file on the `GameSystem` contract (system.ts), its content table in
 * src/content, and add it to this list where its reason says it belongs.
 */
import { createRegistry } from './registry';
import type { PayloadsOf, SliceOf, UnionToIntersection, CommandsOf } from './system';
import { abilityBookSystem } from './systems/ability-book';
import { achievementSystem } from './systems/achievements';
import { activityQueueSystem } from './systems/activity-queue';
import { arenaSystem } from './systems/arena';
import { characterSystem } from './systems/character';
import { combatSystem } from './systems/combat';
import { craftingSystem } from './systems/crafting';
import { bankSystem } from './systems/bank';
import { equipmentSystem } from './systems/equipment';
import { inventorySystem } from './systems/inventory';
import { storeSystem } from './systems/store';
import { miningSystem } from './systems/mining';
import { questSystem } from './systems/quests';
import { regenSystem } from './systems/regen';
import { trainingSystem } from './systems/training';
import { wraithSystem } from './systems/wraiths';

export const GAME_SYSTEMS = [
  // First: pools regenerate on the second boundary before anything spends them this tick. Away, its
  // passive refill settles after the activities, up to the maxima their level-ups raised.
  regenSystem,
  // Before combat: a session that ends this tick pays out (and levels the skill) before the fight
  // reads derived stats, as the spec's timed activities complete on their end time.
  trainingSystem,
  // Harvests and crafts that ended while away complete before combat, so their items (potions,
  // gear) are in the inventory when the fight is set up.
  miningSystem,
  craftingSystem,
  // Combat with abilities, potions and death: reads the stats the activities above may have raised.
  combatSystem,
  // After every activity: when the queue's entry ended this tick (read from their stop events), the
  // next one starts; away, it runs the queued activities one after another from where each ended.
  activityQueueSystem,
  // Quests after every activity: they count this tick's kills, harvests, crafts, sessions and clears
  // (away: the counters those systems moved, read when the catch-ups settle), and pay their rewards.
  questSystem,
  // Achievements after quests (a quest completed this tick counts), checked once a second.
  achievementSystem,
  // Equipment, the inventory, the bank, the store, the ability build and the wraith bonds only answer
  // commands (they have no tick or time away: abilities and wraiths fight inside combat, and grow
  // where its kills are); listed so their commands and events are registered.
  equipmentSystem,
  abilityBookSystem,
  wraithSystem,
  // The arena only records the duels the server decided (a command: the counters, no tick).
  arenaSystem,
  inventorySystem,
  bankSystem,
  storeSystem,
  // Last: the character after every activity: playtime and the mirrored pools each tick; away,
  // passive gold on the level the absence reached, then the derived character settles.
  characterSystem,
] as const;

export const GAME_REGISTRY = createRegistry(GAME_SYSTEMS);

type GameSystemType = (typeof GAME_SYSTEMS)[number];

/** Every command of every listed system, `{ type, ...payload }`. */
export type SystemCommand = GameSystemType extends infer System
  ? System extends unknown
    ? CommandsOf<PayloadsOf<System>>
    : never
  : never;

/** The systems' offline slices merged: `{ training, mining, crafting, combat, death, passiveGold, ... }`. */
export type SystemOfflineGains = UnionToIntersection<SliceOf<GameSystemType>>;
