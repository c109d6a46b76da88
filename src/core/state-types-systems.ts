/**
 * Save sections that later systems fill (mining, crafting, quests, equipment, abilities, attributes,
 * pools, combat statistics, banking, achievements, tutorial): present from the start with empty
 * defaults so the schema stays version 1.
 */
import type { CosmeticKind, ItemQuantity } from '@/content/types';
import type { AttributeId, EquipmentSlot, SkillId } from '@/content/ids';
import type { CombatTrackingRecord, InventoryItem, Pool, RegenPool } from './state-types';

export interface NodeProgress {
  nodeId: string;
  personalDepletion: number;
  globalDepletion: number;
  totalHarvests: number;
  harvestsThisHour: number;
  hourResetAt: number;
  lastMinedAt: number | null;
}

export interface MiningActivity {
  nodeId: string;
  startTime: number;
  endTime: number;
  expectedLoot: ItemQuantity[];
  /** Survival XP paid on completion. */
  xp: number;
  /** Harvests still wanted after this one (a queued "mine 10"); absent: until the node stops it. */
  remaining?: number;
}

export interface MiningState {
  nodeProgress: Record<string, NodeProgress>;
  totalHarvests: number;
  favoriteCategory: string | null;
  currentActivity: MiningActivity | null;
}

export interface CraftResult {
  success: boolean;
  outputs: ItemQuantity[];
  /** Materials handed back (failed crafts return half; efficiency catalysts return some). */
  returnedMaterials: ItemQuantity[];
  xp: Partial<Record<SkillId, number>>;
}

export interface CurrentCraft {
  recipeId: string;
  stationId: string;
  startTime: number;
  endTime: number;
  expectedResult: CraftResult;
  /** Crafts still ordered after this one ("craft 10": 9 here while the first runs). */
  remaining?: number;
  /** The catalysts each craft of the order uses (taken again for every craft, while owned). */
  catalysts?: ItemQuantity[];
  /** Materials and catalysts this craft took: handed back if it is cancelled. */
  consumed?: ItemQuantity[];
}

export interface CraftingState {
  unlockedStations: string[];
  recipeProgress: Record<string, { timesCrafted: number; totalSuccesses: number }>;
  currentCraft: CurrentCraft | null;
  stats: { totalCrafts: number; successes: number; failures: number };
}

export type QuestStatus = 'in_progress' | 'completed' | 'failed';

export interface ActiveQuest {
  questId: string;
  status: QuestStatus;
  progress: number;
  acceptedAt: number;
  expiresAt: number | null;
  completedAt: number | null;
  /** Per requirement of the quest, in its order (absent in saves from before quests were built). */
  requirementProgress?: number[];
  /** Deaths counted when it was accepted: none since makes a perfect completion. */
  deathsAtAccept?: number;
}

export interface QuestsState {
  active: ActiveQuest[];
  completed: string[];
  abandoned: string[];
  dailyResets: { lastResetTime: number; dailyQuestsCompleted: number };
  statistics: { totalCompleted: number; totalAbandoned: number; totalFailed: number; perfectCompletions: number };
  /** Daily quests completed since the last daily reset (absent: none). */
  dailyDone?: string[];
}

export interface EquipmentState {
  /** Inventory item id per slot. */
  slots: Record<EquipmentSlot, string | null>;
  /** Equipped piece count per set id. */
  sets: Record<string, number>;
}

export interface UnlockedAbility {
  id: string;
  skillSource: SkillId;
  unlockLevel: number;
  currentRank: number;
  maxRank: number;
}

export interface AbilityLoadout {
  name: string;
  slots: (string | null)[];
  isActive: boolean;
}

export interface AbilitiesState {
  unlocked: Record<string, UnlockedAbility>;
  /** 8 slots of ability ids. */
  equipped: (string | null)[];
  loadouts: AbilityLoadout[];
  activeLoadout: string;
  /** Ability id -> time it is ready again. */
  cooldowns: Record<string, number>;
  statistics: Record<string, { uses: number; damage: number; healing: number }>;
  /** Auto-use order; equipped abilities missing from it follow in slot order. */
  autoUsePriorities: string[];
  /** When auto-use may fire an ability (absent: always). */
  conditions: Record<string, AbilityCondition>;
  /** Abilities are cast only by the player (castAbility); auto-use is off. */
  manualMode: boolean;
  /** A cast the player asked for, fired on the next tick of combat it is still possible. */
  queuedCast: string | null;
}

/** The simple conditions of the auto-use priorities (abilities-rules.ts says what each means). */
export const ABILITY_CONDITIONS = [
  'always',
  'healthBelow50',
  'healthBelow30',
  'enemyIsBoss',
  'enemyHealthAbove50',
  'enemyHealthBelow30',
  'comboPointsFull',
] as const;
export type AbilityCondition = (typeof ABILITY_CONDITIONS)[number];

export type AttributeBlock = Record<AttributeId, number>;

export interface AttributesState {
  available: number;
  allocated: AttributeBlock;
  bonusFromSkills: AttributeBlock;
}

export interface ResourcePoolsState {
  mana: RegenPool;
  energy: RegenPool;
  comboPoints: Pool;
}

export interface CombatStatsState {
  overall: {
    totalDamageDealt: number;
    totalDamageTaken: number;
    totalKills: number;
    criticalHits: number;
    perfectDodges: number;
    bossKills: number;
    deaths: number;
    highestHit: number;
    abilitiesUsed: number;
  };
  abilities: Record<string, { uses: number; damage: number }>;
  bosses: Record<string, { kills: number; fastestKillMs: number | null; noDamageKills: number; lastKilledAt: number }>;
  /** The last 20 finished combat sessions. */
  sessions: CombatTrackingRecord[];
  /** Per local day key (YYYY-MM-DD), the last 7 days. */
  daily: Record<string, { kills: number; damageDealt: number; deaths: number }>;
  /** Per rift or raid area: its runs (absent in saves from before rift runs). */
  rifts?: Record<string, RiftRecord>;
}

export interface RiftRecord {
  attempts: number;
  clears: number;
  /** Runs ended by the hunter's death. */
  deaths: number;
  /** The fastest clear, from the portal opening to the boss's fall, played online; null before one. */
  bestTimeMs: number | null;
  lastClearAt: number | null;
  /** A raid's chest is empty until then (sim time); absent or past: the next kill opens it. */
  chestLockedUntil?: number | null;
}

export interface BankingState {
  /** One entry per item kind (the bank stacks without limit); each takes one bank slot. */
  items: InventoryItem[];
  /** Deliveries (purchases, rewards) that did not fit in the inventory, waiting to be claimed. */
  stashItems: InventoryItem[];
  /** Tab names the player chose; tab 0 always exists. */
  tabs: string[];
  upgrades: {
    playerId: string;
    bankType: string;
    totalSlots: number;
    upgradesPurchased: number;
    nextUpgradeCost: number;
  };
  equipmentSets: { name: string; slots: Partial<Record<EquipmentSlot, string>> }[];
}

export interface AchievementsState {
  unlocked: Record<string, { completedAt: number }>;
  progress: Record<string, number>;
  totalPoints: number;
  lastUpdated: number;
}

export type CosmeticsState = Record<CosmeticKind, string | null>;

export interface TutorialState {
  completed: boolean;
  completedAt: number | null;
}
