/**
 * The save (schema version 3): every field of spec 000 §3 plus the simulation block `sim` (clock,
 * RNG words, id counter), so the world is one plain-JSON object that serializes and continues
 * identically. Times are epoch milliseconds.
 */
import type { AccountTier, EquipmentSlot, HunterRank, Rarity, SkillId } from '@/content/ids';
import type { BuffStat, DebuffStat } from '@/content/types';
import type { TrainingXpItemId } from './content-index';
import type { AttackOutcome } from './events';
import type { GoldReason } from './gold';
import type { RngState } from './rng';
import type {
  CosmeticsState,
  AbilitiesState,
  AchievementsState,
  AttributesState,
  BankingState,
  CombatStatsState,
  CraftingState,
  EquipmentState,
  MiningState,
  QuestsState,
  ResourcePoolsState,
  TutorialState,
} from './state-types-systems';

export type * from './state-types-systems';

export interface PlayerState {
  id: string;
  username: string;
  /** Derived from skill levels (ruling 3); kept here for the sidebar and the players table. */
  level: number;
  /** Total XP over all skills. */
  experience: number;
  health: number;
  maxHealth: number;
  mana: number;
  maxMana: number;
  attack: number;
  defense: number;
  /** fraction, 0.05 = 5% */
  critChance: number;
  /** multiplier, 1.5 = +50% */
  critDamage: number;
  hunterRank: HunterRank;
  accountTier: AccountTier;
  unlockedTitles: string[];
  /** The title shown beside the name, one of unlockedTitles; absent or null: none. */
  title?: string | null;
  firstOfflineDeathOccurred: boolean;
}

export interface Pool {
  current: number;
  max: number;
}

export interface RegenPool extends Pool {
  regenPerSecond: number;
}

export interface ResourcesState {
  gold: number;
  materials: Record<string, number>;
  mana: Pool;
  energy: Pool;
  comboPoints: Pool;
}

export interface InventoryItem {
  id: string;
  playerId: string;
  itemId: string;
  quantity: number;
  equipped: boolean;
  slot?: EquipmentSlot;
  name?: string;
  rarity?: Rarity;
  /** Bank entries only: the index of the bank tab it sits in (0 when missing). */
  tab?: number;
}

/** A drop that found the inventory full, kept for the player to claim (the last 16). */
export interface PouchEntry {
  itemId: string;
  quantity: number;
  /** Simulation time of the latest drop merged into this entry. */
  droppedAt: number;
}

export interface InventoryState {
  items: InventoryItem[];
  maxSlots: number;
  /** Slot upgrades bought with gold (each adds INVENTORY_UPGRADE.slots, up to the tier's cap). */
  upgradesPurchased: number;
  /** Drops that did not fit, newest last; at most LOOT_POUCH_SIZE entries. */
  lootPouch: PouchEntry[];
  /** Units pushed out of a full pouch: counted, never silently gone. */
  overflowLost: number;
  /** Item kinds the player locked: never sold, in inventory or bank. */
  lockedItemIds: string[];
}

export interface SkillState {
  level: number;
  /** Cumulative XP in this skill. */
  experience: number;
  isTraining: boolean;
}

/** Training bonuses by rule; an item's own bonus is named by the item's id (TrainingXpItemId). */
export type TrainingBonusKind = 'streak' | 'combo' | 'mastery' | 'perfect' | 'happyHour' | 'synergy' | 'equipment';

export type TrainingBonusId = TrainingBonusKind | TrainingXpItemId;

export interface TrainingBonus {
  id: TrainingBonusId;
  /** percent points */
  percent: number;
}

export interface TrainingSession {
  id: string;
  playerId: string;
  activityId: string;
  skillType: SkillId;
  startedAt: number;
  endsAt: number;
  baseXpReward: number;
  /** XP before the tier multiplier: base x (1 + bonuses); final once completed. */
  totalXpReward: number;
  bonuses: TrainingBonus[];
  completed: boolean;
  wasPerfect: boolean;
  /** Sessions still wanted after this one (a queued "train 10"); absent: repeat while the requirements hold. */
  remaining?: number;
}

export interface SkillTrainingStats {
  totalSessions: number;
  perfectCompletions: number;
  currentStreak: number;
  bestStreak: number;
  comboCount: number;
  masteryLevel: number;
  lastActivityType: string | null;
  lastCompletionTime: number | null;
}

export interface SkillTrainingState {
  stats: Record<SkillId, SkillTrainingStats>;
  /** Ids of unlocked training achievements. */
  achievements: string[];
  /** ms spent in completed sessions */
  totalTrainingTime: number;
  activeSession: TrainingSession | null;
  /** Cross-skill combo chain: completions of different skills, each within 30 minutes. */
  combo: { chain: number; lastSkill: SkillId | null; lastCompletionTime: number | null };
}

export interface CombatTrackingRecord {
  combatId: string;
  areaId: string;
  startTime: number;
  endTime: number | null;
  abilitiesUsed: Record<string, number>;
  damageDealt: number;
  damageTaken: number;
  criticalHits: number;
  perfectDodges: number;
  enemiesKilled: number;
  startingMana: number;
  endingMana: number;
  startingEnergy: number;
  endingEnergy: number;
  bossId: string | null;
}

/** The enemy being fought, with its stats fixed at spawn. */
export interface ActiveEnemy {
  id: string;
  isBoss: boolean;
  level: number;
  maxHealth: number;
  attack: number;
  attackIntervalMs: number;
  /** percent added to the player's miss chance */
  evasion: number;
  spawnedAt: number;
  damageTakenByPlayer: number;
  /** A raid boss's phase (0: the opening) and whether it has enraged; absent for every other enemy. */
  raidPhase?: number;
  enraged?: boolean;
}

export interface CombatState {
  currentAreaId: string | null;
  currentEnemyId: string | null;
  combatStartTime: number | null;
  enemyHealth: number;
  enemy: ActiveEnemy | null;
  nextPlayerActionAt: number;
  nextEnemyAttackAt: number;
  /** When the next enemy steps out (0: none pending). */
  nextSpawnAt: number;
  potionReadyAt: number;
  killsThisVisit: number;
  clearedRifts: string[];
  discoveredAreas: string[];
  session: CombatTrackingRecord | null;
  /** A fight with an end (a queued "fight for 50 kills / 30 minutes"); absent: until stopped. */
  goal?: CombatGoal | null;
  /** The rift or raid run under way (waves, then the boss); absent or null in a zone. */
  run?: RiftRunState | null;
  /** Lingering ability effects: damage over time, wards, buffs and debuffs (ability-effects.ts). */
  effects: ActiveEffect[];
  /** When each summoned wraith (by slot index 0..2) acts next; 0: at the next enemy. */
  wraithNextActAt: number[];
}

/** An ability's effect that lasts: on the hunter (shield, buff) or on the current enemy (dot, debuff). */
export interface ActiveEffect {
  /** The ability (or `wraith:<kind>` for a wraith's ward) that made it. */
  sourceId: string;
  kind: 'dot' | 'shield' | 'buff' | 'debuff';
  target: 'player' | 'enemy';
  /** buff or debuff: the stat it changes */
  stat?: BuffStat | DebuffStat;
  /** dot: damage per tick; shield: what it still absorbs; buff or debuff: percent */
  amount: number;
  endsAt: number;
  /** dot only: when it bites next, every how long, and how many bites are left */
  nextTickAt?: number;
  intervalMs?: number;
  ticksLeft?: number;
}

/** One attempt at a rift or raid: its waves come from killsThisVisit (rift-runs.ts). */
export interface RiftRunState {
  areaId: string;
  /** 1-based: the area's attempts so far, this one included. */
  attempt: number;
  startedAt: number;
}

export interface CombatGoal {
  /** Kills still wanted; the fight stops when none are left. */
  killsLeft?: number;
  /** Stop at this simulation time. */
  untilMs?: number;
}

export type ActivityType = 'combat' | 'mining' | 'crafting';

export interface ActivityRef {
  type: ActivityType;
  targetId: string;
}

/** What the activity queue can run, one after another (issue 12). */
export type QueuedActivityType = 'training' | 'mining' | 'crafting' | 'combat';

export interface QueuedActivity {
  /** Stable id for reordering and removing. */
  id: string;
  type: QueuedActivityType;
  /** The training activity, mining node, recipe or combat area. */
  targetId: string;
  /** Sessions, harvests, crafts or kills; null: as long as it can go on (mining and crafting only). */
  count: number | null;
  /** Combat only: fight for this many minutes instead of a number of kills. */
  minutes?: number;
}

/** A queue entry that ended, and why, for the strip and the activity page. */
export interface QueueEnding {
  entry: QueuedActivity;
  /** 'done' when its goal was reached; otherwise the line saying why it could not go on. */
  reason: string;
  atMs: number;
}

export interface ActivityState {
  /** The hunter's hands: the fight, node or craft under way (training runs beside them). */
  current: ActivityRef | null;
  /** Up to 5 entries in order; the first is under way while `running` is true. */
  queue: QueuedActivity[];
  running?: boolean;
  /** The player stopped the queue's activity by hand: nothing more starts until they resume. */
  paused?: boolean;
  /** The latest entries that ended, newest first. */
  ended?: QueueEnding[];
}

export interface BondedWraith {
  id: string;
  wraithId: string;
  bondedAt: number;
  /** 1..WRAITH_MAX_LEVEL; its effect and passive grow with it (wraith-rules.ts). */
  level: number;
  /** Bond XP toward the next level (kills beside the hunter, tokens fed). */
  bondXp: number;
  /** Enemies it has helped defeat. */
  kills: number;
}

export interface WraithsState {
  tokens: Record<string, number>;
  bonded: BondedWraith[];
}

export interface StatsState {
  /** ms */
  totalPlaytime: number;
  enemiesKilled: number;
  deaths: number;
  pvpWins: number;
  pvpLosses: number;
}

export interface LostItem {
  itemId: string;
  name: string;
  rarity: Rarity;
  value: number;
}

export interface DeathRecord {
  id: string;
  timestamp: number;
  type: 'pve' | 'pvp';
  offline: boolean;
  rank: HunterRank;
  location: string | null;
  locationName: string;
  killer: string | null;
  killerName: string;
  enemiesDefeated: number;
  itemsLost: LostItem[];
  /** No penalty: rank E grace period (also demo protection). */
  gracePeriod: boolean;
  /** The first offline death, which costs nothing. */
  firstOfflineDeathFree: boolean;
  healthAfter: number;
  /** The blow that killed (online deaths; absent in older saves and away, where blows are averaged). */
  killingBlow?: KillingBlow;
  /** Health just before the killing blow (online deaths). */
  healthBefore?: number;
  /** Health potions still in the bag at death (absent in older saves). */
  potionsLeft?: number;
}

export interface KillingBlow {
  damage: number;
  outcome: AttackOutcome;
  /** The enemy's ability, when the blow was one; null for a basic blow. */
  abilityName: string | null;
}

export interface DeathPenaltyState {
  statistics: {
    totalDeaths: number;
    pvpDeaths: number;
    pveDeaths: number;
    totalEquipmentLost: number;
    totalValueLost: number;
    deathsInGracePeriod: number;
    deathStreak: number;
  };
  deathHistory: DeathRecord[];
  gracePeriodWarnings: { warnedAtC: boolean; finalWarningShown: boolean };
}

export interface SimState {
  tick: number;
  /** Simulated epoch ms; the only time the rules read. */
  nowMs: number;
  rng: RngState;
  /** Counter for deterministic ids (inventory items, sessions, deaths). */
  nextId: number;
}

/** Gold's books: `gold = opening + sum(earned) - sum(spent)` always holds. */
export interface GoldLedger {
  /** The balance when the books were opened (character creation, or the v2 migration). */
  opening: number;
  earned: Partial<Record<GoldReason, number>>;
  spent: Partial<Record<GoldReason, number>>;
}

export interface StoreState {
  /** The local date (YYYY-MM-DD) whose daily offer was bought; null when never. */
  dailyOfferBoughtOn: string | null;
}

/** The arena duels this save has recorded (issue 15): the last ids, so recording one is idempotent. */
export interface ArenaState {
  /** The most recent recorded duel ids, oldest first (at most 50). */
  recordedDuels: string[];
}

export interface GameState {
  version: 3;
  playerId: string;
  timestamp: number;
  createdAt: number;
  lastSaved: number;
  player: PlayerState;
  resources: ResourcesState;
  inventory: InventoryState;
  skills: Record<SkillId, SkillState>;
  skillTraining: SkillTrainingState;
  combat: CombatState;
  activity: ActivityState;
  wraiths: WraithsState;
  stats: StatsState;
  deathPenalty: DeathPenaltyState;
  mining: MiningState;
  crafting: CraftingState;
  quests: QuestsState;
  equipment: EquipmentState;
  abilities: AbilitiesState;
  attributes: AttributesState;
  resourcePools: ResourcePoolsState;
  combatStats: CombatStatsState;
  banking: BankingState;
  achievements: AchievementsState;
  tutorial: TutorialState;
  store: StoreState;
  ledger: GoldLedger;
  /** The chosen look per cosmetic kind (premium store; tier-gated). */
  cosmetics: CosmeticsState;
  /**
   * The arena's record (issue 15). Optional: absent until the first duel is recorded, so saves from
   * before the arena load unchanged (no version bump).
   */
  arena?: ArenaState;
  sim: SimState;
}
