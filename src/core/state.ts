/**
 * The save's types (re-exported from state-types.ts) and a new character per spec 000 §9 with the
 * tier start values of reading B.
 */
import {
  ABILITY_SLOT_COUNT,
  EQUIPMENT_SLOTS,
  SKILL_IDS,
  type AccountTier,
  type EquipmentSlot,
  type SkillId,
} from '@/content/ids';
import { STARTING_ITEMS } from '@/content/starting-items';
import { createInventoryEntry } from './inventory';
import { createRngState, SeededRandom } from './rng';
import type { GameState, SkillTrainingStats } from './state-types';
import { refreshCharacter, syncResourceMirrors } from './stats';
import { attributeBonusFromSkills, recomputeSkillLevels, syncAbilities } from './systems/progression';
import { playerLevelFromSkills } from './player-level';
import { tierRules } from './tiers';

export type * from './state-types';
export type { AccountTier, HunterRank, SkillId, EquipmentSlot, AttributeId, Rarity } from '@/content/ids';

export const SAVE_VERSION = 3 as const;

export const NEW_CHARACTER = {
  level: 1,
  health: 100,
  mana: 50,
  attack: 10,
  defense: 10,
  critChance: 0.05,
  critDamage: 1.5,
  gold: 100,
  inventorySlots: 50,
  energyMax: 100,
  energyRegenPerSecond: 5,
  manaRegenPerSecond: 1,
  comboPointsMax: 5,
  bankUpgradeCost: 1_000,
  startingStation: 'basic_workbench',
} as const;

/** The bank's first tab, which always exists. */
export const DEFAULT_BANK_TAB = 'Main';

export interface NewGameOptions {
  userId: string;
  email: string;
  tier: AccountTier;
  nowMs: number;
  seed: string | number;
  /** The players-table id when known; defaults to the user id. */
  playerId?: string;
}

export function emptyTrainingStats(): SkillTrainingStats {
  return {
    totalSessions: 0,
    perfectCompletions: 0,
    currentStreak: 0,
    bestStreak: 0,
    comboCount: 0,
    masteryLevel: 0,
    lastActivityType: null,
    lastCompletionTime: null,
  };
}

function perSkill<T>(make: (skill: SkillId) => T): Record<SkillId, T> {
  const record = {} as Record<SkillId, T>;
  for (const skill of SKILL_IDS) record[skill] = make(skill);
  return record;
}

function emptySlots(): Record<EquipmentSlot, string | null> {
  const slots = {} as Record<EquipmentSlot, string | null>;
  for (const slot of EQUIPMENT_SLOTS) slots[slot] = null;
  return slots;
}

/** The e-mail prefix plus a 5-digit number (10000..99999) from the seeded RNG. */
export function makeUsername(email: string, random: SeededRandom): string {
  const prefix = (email.split('@')[0] ?? '').trim() || 'hunter';
  return `${prefix}${random.randomRange(10_000, 99_999)}`;
}

export function createNewGameState(options: NewGameOptions): GameState {
  const { userId, email, tier, nowMs, seed } = options;
  const playerId = options.playerId ?? userId;
  const rules = tierRules(tier);
  const start = rules.start;
  const rng = createRngState(seed);
  const random = new SeededRandom(rng);
  const username = makeUsername(email, random);

  const world: GameState = {
    version: SAVE_VERSION,
    playerId,
    timestamp: nowMs,
    createdAt: nowMs,
    lastSaved: nowMs,
    player: {
      id: playerId,
      username,
      level: NEW_CHARACTER.level,
      experience: 0,
      health: NEW_CHARACTER.health,
      maxHealth: NEW_CHARACTER.health,
      mana: NEW_CHARACTER.mana,
      maxMana: NEW_CHARACTER.mana,
      attack: NEW_CHARACTER.attack,
      defense: NEW_CHARACTER.defense,
      critChance: NEW_CHARACTER.critChance,
      critDamage: NEW_CHARACTER.critDamage,
      hunterRank: 'E',
      accountTier: tier,
      unlockedTitles: [],
      firstOfflineDeathOccurred: false,
    },
    resources: {
      gold: start.gold,
      materials: {},
      mana: { current: NEW_CHARACTER.mana, max: NEW_CHARACTER.mana },
      energy: { current: NEW_CHARACTER.energyMax, max: NEW_CHARACTER.energyMax },
      comboPoints: { current: 0, max: NEW_CHARACTER.comboPointsMax },
    },
    inventory: {
      items: [],
      maxSlots: start.inventorySlots,
      upgradesPurchased: 0,
      lootPouch: [],
      overflowLost: 0,
      lockedItemIds: [],
    },
    skills: perSkill((skill) => ({ level: 1, experience: start.skillXp[skill] ?? 0, isTraining: false })),
    skillTraining: {
      stats: perSkill(() => emptyTrainingStats()),
      achievements: [],
      totalTrainingTime: 0,
      activeSession: null,
      combo: { chain: 0, lastSkill: null, lastCompletionTime: null },
    },
    combat: {
      currentAreaId: null,
      currentEnemyId: null,
      combatStartTime: null,
      enemyHealth: 0,
      enemy: null,
      nextPlayerActionAt: 0,
      nextEnemyAttackAt: 0,
      nextSpawnAt: 0,
      potionReadyAt: 0,
      killsThisVisit: 0,
      clearedRifts: [],
      discoveredAreas: [],
      session: null,
      effects: [],
      wraithNextActAt: [0, 0, 0],
    },
    activity: { current: null, queue: [] },
    wraiths: { tokens: {}, bonded: [] },
    stats: { totalPlaytime: 0, enemiesKilled: 0, deaths: 0, pvpWins: 0, pvpLosses: 0 },
    deathPenalty: {
      statistics: {
        totalDeaths: 0,
        pvpDeaths: 0,
        pveDeaths: 0,
        totalEquipmentLost: 0,
        totalValueLost: 0,
        deathsInGracePeriod: 0,
        deathStreak: 0,
      },
      deathHistory: [],
      gracePeriodWarnings: { warnedAtC: false, finalWarningShown: false },
    },
    mining: { nodeProgress: {}, totalHarvests: 0, favoriteCategory: null, currentActivity: null },
    crafting: {
      unlockedStations: [NEW_CHARACTER.startingStation],
      recipeProgress: {},
      currentCraft: null,
      stats: { totalCrafts: 0, successes: 0, failures: 0 },
    },
    quests: {
      active: [],
      completed: [],
      abandoned: [],
      dailyResets: { lastResetTime: nowMs, dailyQuestsCompleted: 0 },
      statistics: { totalCompleted: 0, totalAbandoned: 0, totalFailed: 0, perfectCompletions: 0 },
    },
    equipment: { slots: emptySlots(), sets: {} },
    abilities: {
      unlocked: {},
      equipped: Array.from({ length: ABILITY_SLOT_COUNT }, () => null),
      loadouts: [{ name: 'Default', slots: Array.from({ length: ABILITY_SLOT_COUNT }, () => null), isActive: true }],
      activeLoadout: 'Default',
      cooldowns: {},
      statistics: {},
      autoUsePriorities: [],
      conditions: {},
      manualMode: false,
      queuedCast: null,
    },
    attributes: {
      available: start.attributePoints,
      allocated: { strength: 0, agility: 0, intelligence: 0, wisdom: 0, endurance: 0 },
      bonusFromSkills: { strength: 0, agility: 0, intelligence: 0, wisdom: 0, endurance: 0 },
    },
    resourcePools: {
      mana: { current: NEW_CHARACTER.mana, max: NEW_CHARACTER.mana, regenPerSecond: NEW_CHARACTER.manaRegenPerSecond },
      energy: {
        current: NEW_CHARACTER.energyMax,
        max: NEW_CHARACTER.energyMax,
        regenPerSecond: NEW_CHARACTER.energyRegenPerSecond,
      },
      comboPoints: { current: 0, max: NEW_CHARACTER.comboPointsMax },
    },
    combatStats: {
      overall: {
        totalDamageDealt: 0,
        totalDamageTaken: 0,
        totalKills: 0,
        criticalHits: 0,
        perfectDodges: 0,
        bossKills: 0,
        deaths: 0,
        highestHit: 0,
        abilitiesUsed: 0,
      },
      abilities: {},
      bosses: {},
      sessions: [],
      daily: {},
    },
    banking: {
      items: [],
      stashItems: [],
      tabs: [DEFAULT_BANK_TAB],
      upgrades: {
        playerId,
        bankType: 'personal',
        totalSlots: start.bankSlots,
        upgradesPurchased: 0,
        nextUpgradeCost: NEW_CHARACTER.bankUpgradeCost,
      },
      equipmentSets: [],
    },
    achievements: { unlocked: {}, progress: {}, totalPoints: 0, lastUpdated: nowMs },
    tutorial: { completed: false, completedAt: null },
    store: { dailyOfferBoughtOn: null },
    ledger: { opening: start.gold, earned: {}, spent: {} },
    cosmetics: { cloak: null, title_frame: null, portrait_border: null, rift_backdrop: null },
    sim: { tick: 0, nowMs, rng, nextId: 1 },
  };

  // Starting items, each equipped in its slot.
  for (const { itemId, quantity, slot } of STARTING_ITEMS) {
    const entry = createInventoryEntry(world, itemId, quantity);
    entry.equipped = true;
    entry.slot = slot;
    world.inventory.items.push(entry);
    world.equipment.slots[slot] = entry.id;
  }

  // Tier start skills (reading B): levels, experience total, player level, bonuses and abilities.
  recomputeSkillLevels(world);
  world.player.experience = SKILL_IDS.reduce((sum, skill) => sum + world.skills[skill].experience, 0);
  world.player.level = playerLevelFromSkills(world.skills);
  world.attributes.bonusFromSkills = attributeBonusFromSkills(world);
  syncAbilities(world, []);
  const derived = refreshCharacter(world);
  world.player.health = derived.maxHealth;
  world.resourcePools.mana.current = derived.maxMana;
  syncResourceMirrors(world);
  return world;
}
