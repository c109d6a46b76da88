/**
 * A late-game save of realistic size for tests and the save benchmark: hundreds of inventory and
 * bank items, all ten skills with training stats, every quest and achievement, full combat
 * statistics and a long death history. Deterministic for a given seed. Stands in for the core's
 * late-game fixture until that is merged.
 *
 * Default size: a late-game player at the base tier's caps (spec 000 §6): 250 inventory entries,
 * 200 bank entries plus a 50-entry stash, and the full history of 212 deaths. FULL_SUPPORTER_SAVE
 * fills the largest tier's caps (500 inventory, 500 bank) as the worst case.
 */
import type { JsonObject, JsonValue, SaveState } from '@/persistence/save-shape';

const SKILL_IDS = ['bladework', 'marksmanship', 'defense', 'athleticism', 'survival', 'alchemy', 'smithing', 'artifice', 'witchcraft', 'command'];
const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'];
const ITEM_KINDS = ['sword', 'bow', 'shield', 'helmet', 'armor', 'legs', 'boots', 'gloves', 'cape', 'amulet', 'ring', 'potion', 'ore', 'herb', 'essence', 'rune', 'hide', 'gem'];
const ADJECTIVES = ['shadow', 'iron', 'ashen', 'void', 'obsidian', 'moonlit', 'cursed', 'radiant', 'hollow', 'drowned', 'eclipse', 'ember'];
const EQUIPMENT_SLOTS = ['weapon', 'off_hand', 'helmet', 'chest', 'legs', 'feet', 'gloves', 'cape', 'neck', 'ring_1', 'ring_2', 'potion_1', 'potion_2', 'wraith_1', 'wraith_2', 'wraith_3'];
const RIFTS = ['tutorial_rift', 'hollow_crypt_rift', 'ashen_wastes_rift', 'drowned_cathedral_rift', 'obsidian_spire_rift', 'void_throne_rift'];

/** A small deterministic PRNG (mulberry32): test data must not depend on Math.random. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LargeSaveOptions {
  seed?: number;
  /** Epoch ms used as lastSaved; other times are spread over the preceding 90 days. */
  now?: number;
  playerId?: string;
  inventoryItems?: number;
  bankItems?: number;
  stashItems?: number;
  deaths?: number;
}

/** The supporter tier's caps filled: the largest save a player can build. */
export const FULL_SUPPORTER_SAVE: LargeSaveOptions = { inventoryItems: 500, bankItems: 500, stashItems: 0 };

export function createLargeSave(options: LargeSaveOptions = {}): SaveState {
  const random = createRandom(options.seed ?? 7);
  const now = options.now ?? 1_750_000_000_000;
  const playerId = options.playerId ?? '6f1c1f7e-3c1a-4d8e-9a57-2f1d0c9b8a71';
  const createdAt = now - 90 * 86_400_000;
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const pastTime = (): number => createdAt + Math.floor(random() * (now - createdAt));
  const itemName = (): string => `${pick(ADJECTIVES)}_${pick(ITEM_KINDS)}`;
  const uuid = (): string => {
    const hex = (length: number): string => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  };
  const item = (index: number, equipped: boolean): JsonObject => {
    const itemId = `${itemName()}_${index % 40}`;
    return {
      id: uuid(),
      playerId,
      itemId,
      quantity: int(1, 500),
      equipped,
      name: itemId.replace(/_/g, ' '),
      rarity: pick(RARITIES),
    };
  };

  const deaths = options.deaths ?? 212;
  const inventoryItems = Array.from({ length: options.inventoryItems ?? 250 }, (_, index) => item(index, index < 12));
  const skills: JsonObject = {};
  const skillTrainingStats: JsonObject = {};
  for (const skill of SKILL_IDS) {
    skills[skill] = { level: int(60, 99), experience: int(2_000_000, 13_000_000), isTraining: skill === 'bladework' };
    skillTrainingStats[skill] = {
      totalSessions: int(500, 5000),
      perfectCompletions: int(50, 900),
      currentStreak: int(0, 40),
      bestStreak: int(30, 120),
      comboCount: int(0, 12),
      masteryLevel: int(5, 10),
      lastActivityType: `${skill}_drill_${int(1, 5)}`,
      lastCompletionTime: pastTime(),
    };
  }
  const achievements: JsonValue[] = Array.from({ length: 45 }, (_, index) => {
    const maxProgress = int(1, 1000);
    const isCompleted = random() < 0.7;
    return {
      id: `achievement_${index}`,
      progress: isCompleted ? maxProgress : int(0, maxProgress - 1),
      maxProgress,
      isCompleted,
      completedAt: isCompleted ? pastTime() : null,
    };
  });
  const abilityIds = Array.from({ length: 40 }, (_, index) => `${pick(ADJECTIVES)}_${pick(['strike', 'bolt', 'ward', 'volley', 'hex', 'rally'])}_${index}`);
  const combatStatsEntry = (): JsonObject => ({
    totalDamage: int(1e5, 5e7),
    totalUses: int(100, 50_000),
    criticalHits: int(10, 5000),
    misses: int(0, 2000),
    highestHit: int(100, 20_000),
    averageDamage: Math.round(random() * 5000) / 10,
  });

  const state: JsonObject = {
    version: 1,
    playerId,
    timestamp: now,
    createdAt,
    lastSaved: now,
    player: {
      id: playerId,
      username: 'shadowhunter48213',
      level: 87,
      experience: 61_234,
      health: 1840,
      maxHealth: 2100,
      mana: 610,
      maxMana: 900,
      attack: 412,
      defense: 388,
      critChance: 0.31,
      critDamage: 2.4,
      hunterRank: 'A',
      accountTier: 'supporter',
      unlockedTitles: ['Rift Walker', 'Crypt Breaker', 'Ashen Survivor', 'Master Smith', 'Beastmaster'],
      firstOfflineDeathOccurred: true,
    },
    resources: {
      gold: 18_450_220,
      materials: Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`${pick(ADJECTIVES)}_${pick(ITEM_KINDS)}_${index}`, int(0, 20_000)])),
      mana: { current: 610, max: 900 },
      energy: { current: 74, max: 100 },
      comboPoints: { current: 3, max: 5 },
    },
    inventory: { items: inventoryItems, maxSlots: 500 },
    skills,
    skillTraining: { ...skillTrainingStats, achievements: achievements.slice(0, 12), totalTrainingTime: int(1e7, 1e8) },
    combat: {
      currentAreaId: 'drowned_cathedral',
      currentEnemyId: 'abyssal_warden',
      combatStartTime: now - 4200,
      enemyHealth: 3120,
      clearedRifts: RIFTS.slice(0, 4),
      discoveredAreas: Array.from({ length: 40 }, (_, index) => `area_${index}`),
    },
    activity: { current: { type: 'combat', targetId: 'abyssal_warden' }, queue: [{ type: 'mining', targetId: 'void_crystal_node' }] },
    wraiths: {
      tokens: Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`wraith_kind_${index}`, int(0, 300)])),
      bonded: Array.from({ length: 20 }, (_, index) => ({ id: uuid(), kind: `wraith_kind_${index}`, level: int(1, 50), bondedAt: pastTime() })),
    },
    stats: { totalPlaytime: 1_296_000_000, enemiesKilled: 482_113, deaths, pvpWins: 48, pvpLosses: 31 },
    deathPenalty: {
      statistics: { totalDeaths: deaths, pvpDeaths: Math.floor(deaths / 7), pveDeaths: deaths - Math.floor(deaths / 7), totalEquipmentLost: 64, totalValueLost: 1_204_330, deathsInGracePeriod: 9, deathStreak: 0 },
      deathHistory: Array.from({ length: deaths }, (_, index) => ({
        id: uuid(),
        timestamp: pastTime(),
        cause: index % 7 === 0 ? 'pvp' : 'pve',
        killedBy: `${pick(ADJECTIVES)}_${pick(['wraith', 'golem', 'warden', 'stalker', 'knight'])}`,
        areaId: `area_${int(0, 39)}`,
        itemsLost: index % 4 === 0 ? [`${itemName()}_${int(0, 40)}`] : [],
        valueLost: index % 4 === 0 ? int(100, 40_000) : 0,
        wasOffline: random() < 0.2,
      })),
      gracePeriodWarnings: { warnedAtC: true, finalWarningShown: true },
    },
    mining: {
      nodes: Object.fromEntries(Array.from({ length: 27 }, (_, index) => [`node_${index}`, { depleted: random() < 0.1, timesMined: int(0, 9000), lastMinedAt: pastTime() }])),
      statistics: { totalMined: int(1e4, 1e6), rareFinds: int(10, 900) },
    },
    crafting: {
      unlockedStations: ['basic_workbench', 'basic_forge', 'alchemy_table', 'rune_anvil', 'wraith_altar', 'void_loom', 'eclipse_crucible'],
      knownRecipes: Array.from({ length: 19 }, (_, index) => `recipe_${index}`),
      history: Array.from({ length: 100 }, () => ({ recipeId: `recipe_${int(0, 18)}`, success: random() < 0.9, craftedAt: pastTime() })),
      statistics: { totalCrafted: int(1000, 20_000), failures: int(10, 900) },
    },
    quests: {
      active: Array.from({ length: 5 }, (_, index) => ({ questId: `quest_${12 + index}`, status: 'in_progress', progress: int(0, 40), acceptedAt: pastTime(), expiresAt: null, completedAt: null })),
      completed: Array.from({ length: 17 }, (_, index) => ({ questId: `quest_${index}`, status: 'completed', progress: 50, acceptedAt: pastTime(), expiresAt: null, completedAt: pastTime() })),
      abandoned: [],
      dailyResets: { lastResetTime: now - 3_600_000, dailyQuestsCompleted: 3 },
      statistics: { totalCompleted: 214, totalAbandoned: 6, totalFailed: 4, perfectCompletions: 120 },
    },
    achievements: { list: achievements, totalPoints: 3150, lastUpdated: now - 60_000 },
    equipment: Object.fromEntries(EQUIPMENT_SLOTS.map((slot, index) => [slot, inventoryItems[index] ?? null])),
    abilities: {
      unlocked: Object.fromEntries(abilityIds.map((id) => [id, { id, skillSource: pick(SKILL_IDS), unlockLevel: int(1, 95), currentRank: int(1, 5), maxRank: 5 }])),
      equipped: abilityIds.slice(0, 8),
      loadouts: Array.from({ length: 5 }, (_, index) => ({ name: `Loadout ${index + 1}`, slots: abilityIds.slice(index, index + 8), isActive: index === 0 })),
      activeLoadout: 0,
      cooldowns: Object.fromEntries(abilityIds.slice(0, 8).map((id) => [id, int(0, 30_000)])),
      statistics: Object.fromEntries(abilityIds.map((id) => [id, { uses: int(0, 90_000), damage: int(0, 5e7) }])),
      autoUsePriorities: abilityIds.slice(0, 8),
      manualMode: false,
    },
    attributes: {
      available: 4,
      allocated: { strength: 40, agility: 32, intelligence: 18, wisdom: 12, endurance: 30 },
      bonusFromSkills: { strength: 22, agility: 19, intelligence: 15, wisdom: 9, endurance: 25 },
    },
    resourcePools: {
      mana: { current: 610, max: 900, regenPerSecond: 4 },
      energy: { current: 74, max: 100, regenPerSecond: 5 },
      comboPoints: { current: 3, max: 5 },
    },
    combatStats: {
      overall: combatStatsEntry(),
      abilities: Object.fromEntries(abilityIds.map((id) => [id, combatStatsEntry()])),
      bosses: Object.fromEntries(Array.from({ length: 16 }, (_, index) => [`boss_${index}`, { kills: int(0, 400), fastestKillMs: int(20_000, 600_000), lastKilledAt: pastTime() }])),
      sessions: Array.from({ length: 100 }, () => ({ startedAt: pastTime(), durationMs: int(60_000, 7_200_000), kills: int(0, 900), damageDealt: int(1e4, 1e7) })),
      daily: Array.from({ length: 30 }, (_, index) => ({ day: index, kills: int(0, 9000), damage: int(1e5, 1e8), deaths: int(0, 5) })),
    },
    banking: {
      items: Array.from({ length: options.bankItems ?? 200 }, (_, index) => item(index + 1000, false)),
      stashItems: Array.from({ length: options.stashItems ?? 50 }, (_, index) => item(index + 2000, false)),
      upgrades: { playerId, bankType: 'vault', totalSlots: 500, upgradesPurchased: 12, nextUpgradeCost: 64_000 },
      equipmentSets: Array.from({ length: 5 }, (_, index) => ({ name: `Set ${index + 1}`, slots: Object.fromEntries(EQUIPMENT_SLOTS.slice(0, 11).map((slot) => [slot, uuid()])) })),
    },
    tutorial: { completed: true, completedAt: createdAt + 600_000 },
  };
  return state as unknown as SaveState;
}
