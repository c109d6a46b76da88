/**
 * zod 4 schemas of the save's sections, one per part of the core's GameState (src/core/state-types.ts
 * and state-types-systems.ts). Objects are loose: a field this build does not know is kept as it is,
 * never dropped, while every field the game reads is checked for its type. schema.ts assembles them
 * and proves at compile time that the result and GameState fit each other both ways.
 */
import { z } from 'zod';
import { GOLD_REASONS } from '@/core/gold';
import { ACCOUNT_TIERS, ATTRIBUTE_IDS, EQUIPMENT_SLOTS, HUNTER_RANKS, RARITIES, SKILL_IDS } from '@/content/ids';
import { TRAINING_XP_ITEMS } from '@/core/content-index';
import { ABILITY_CONDITIONS } from '@/core/state-types-systems';

export const finite = z.number();
export const count = z.number().int().nonnegative();
export const epochMs = z.number().nonnegative();
export const nonNegative = z.number().nonnegative();
const id = z.string().min(1);

export const skillId = z.enum(SKILL_IDS);
export const equipmentSlot = z.enum(EQUIPMENT_SLOTS);
export const attributeId = z.enum(ATTRIBUTE_IDS);
export const hunterRank = z.enum(HUNTER_RANKS);
export const accountTier = z.enum(ACCOUNT_TIERS);
export const rarity = z.enum(RARITIES);

const pool = z.looseObject({ current: finite, max: finite });
const regenPool = z.looseObject({ current: finite, max: finite, regenPerSecond: finite });
const itemQuantity = z.looseObject({ itemId: z.string(), quantity: finite });

export const playerSchema = z.looseObject({
  id,
  username: z.string(),
  level: z.number().int().min(1),
  experience: nonNegative,
  health: finite,
  maxHealth: z.number().positive(),
  mana: finite,
  maxMana: nonNegative,
  attack: finite,
  defense: finite,
  critChance: finite,
  critDamage: finite,
  hunterRank,
  accountTier,
  unlockedTitles: z.array(z.string()),
  title: z.string().nullable().optional(),
  firstOfflineDeathOccurred: z.boolean(),
});

export const resourcesSchema = z.looseObject({
  gold: finite,
  materials: z.record(z.string(), finite),
  mana: pool,
  energy: pool,
  comboPoints: pool,
});

export const inventoryItemSchema = z.looseObject({
  id,
  playerId: z.string(),
  itemId: z.string(),
  quantity: nonNegative,
  equipped: z.boolean(),
  slot: equipmentSlot.optional(),
  name: z.string().optional(),
  rarity: rarity.optional(),
  tab: count.optional(),
});

const pouchEntry = z.looseObject({ itemId: z.string().min(1), quantity: count, droppedAt: finite });

export const inventorySchema = z.looseObject({
  items: z.array(inventoryItemSchema),
  maxSlots: count,
  upgradesPurchased: count,
  lootPouch: z.array(pouchEntry),
  overflowLost: count,
  lockedItemIds: z.array(z.string()),
});

export const skillSchema = z.looseObject({
  level: z.number().int().min(1),
  experience: nonNegative,
  isTraining: z.boolean(),
});

const trainingBonus = z.looseObject({
  id: z.union([
    z.enum(['streak', 'combo', 'mastery', 'perfect', 'happyHour', 'synergy', 'equipment']),
    z.enum(TRAINING_XP_ITEMS.map((item) => item.id)),
  ]),
  percent: finite,
});

const trainingSession = z.looseObject({
  id: z.string(),
  playerId: z.string(),
  activityId: z.string(),
  skillType: skillId,
  startedAt: finite,
  endsAt: finite,
  baseXpReward: finite,
  totalXpReward: finite,
  bonuses: z.array(trainingBonus),
  completed: z.boolean(),
  wasPerfect: z.boolean(),
  remaining: nonNegative.optional(),
});

const trainingStats = z.looseObject({
  totalSessions: count,
  perfectCompletions: count,
  currentStreak: count,
  bestStreak: count,
  comboCount: count,
  masteryLevel: count,
  lastActivityType: z.string().nullable(),
  lastCompletionTime: finite.nullable(),
});

export const skillTrainingSchema = z.looseObject({
  stats: z.record(skillId, trainingStats),
  achievements: z.array(z.string()),
  totalTrainingTime: nonNegative,
  activeSession: trainingSession.nullable(),
  combo: z.looseObject({ chain: count, lastSkill: skillId.nullable(), lastCompletionTime: finite.nullable() }),
});

export const combatTrackingSchema = z.looseObject({
  combatId: z.string(),
  areaId: z.string(),
  startTime: finite,
  endTime: finite.nullable(),
  abilitiesUsed: z.record(z.string(), finite),
  damageDealt: finite,
  damageTaken: finite,
  criticalHits: finite,
  perfectDodges: finite,
  enemiesKilled: finite,
  startingMana: finite,
  endingMana: finite,
  startingEnergy: finite,
  endingEnergy: finite,
  bossId: z.string().nullable(),
});

const activeEnemy = z.looseObject({
  id: z.string(),
  isBoss: z.boolean(),
  level: finite,
  maxHealth: finite,
  attack: finite,
  attackIntervalMs: finite,
  evasion: finite,
  spawnedAt: finite,
  damageTakenByPlayer: finite,
  raidPhase: count.optional(),
  enraged: z.boolean().optional(),
});

export const combatSchema = z.looseObject({
  currentAreaId: z.string().nullable(),
  currentEnemyId: z.string().nullable(),
  combatStartTime: finite.nullable(),
  enemyHealth: finite,
  enemy: activeEnemy.nullable(),
  nextPlayerActionAt: finite,
  nextEnemyAttackAt: finite,
  nextSpawnAt: finite,
  potionReadyAt: finite,
  killsThisVisit: count,
  clearedRifts: z.array(z.string()),
  discoveredAreas: z.array(z.string()),
  session: combatTrackingSchema.nullable(),
  goal: z.looseObject({ killsLeft: finite.optional(), untilMs: finite.optional() }).nullable().optional(),
  run: z.looseObject({ areaId: z.string(), attempt: count, startedAt: finite }).nullable().optional(),
  effects: z.array(
    z.looseObject({
      sourceId: z.string(),
      kind: z.enum(['dot', 'shield', 'buff', 'debuff']),
      target: z.enum(['player', 'enemy']),
      stat: z.enum(['damage', 'haste', 'crit', 'weaken', 'expose']).optional(),
      amount: finite,
      endsAt: finite,
      nextTickAt: finite.optional(),
      intervalMs: finite.optional(),
      ticksLeft: count.optional(),
    }),
  ),
  wraithNextActAt: z.array(finite),
});

const activityRef = z.looseObject({ type: z.enum(['combat', 'mining', 'crafting']), targetId: z.string() });

const queuedActivity = z.looseObject({
  id: z.string(),
  type: z.enum(['training', 'mining', 'crafting', 'combat']),
  targetId: z.string(),
  count: nonNegative.nullable(),
  minutes: nonNegative.optional(),
});

export const activitySchema = z.looseObject({
  current: activityRef.nullable(),
  queue: z.array(queuedActivity),
  running: z.boolean().optional(),
  paused: z.boolean().optional(),
  ended: z.array(z.looseObject({ entry: queuedActivity, reason: z.string(), atMs: finite })).optional(),
});

export const wraithsSchema = z.looseObject({
  tokens: z.record(z.string(), finite),
  bonded: z.array(
    z.looseObject({
      id: z.string(),
      wraithId: z.string(),
      bondedAt: finite,
      level: count,
      bondXp: count,
      kills: count,
    }),
  ),
});

export const statsSchema = z.looseObject({
  totalPlaytime: nonNegative,
  enemiesKilled: count,
  deaths: count,
  pvpWins: count,
  pvpLosses: count,
});

const deathRecord = z.looseObject({
  id: z.string(),
  timestamp: finite,
  type: z.enum(['pve', 'pvp']),
  offline: z.boolean(),
  rank: hunterRank,
  location: z.string().nullable(),
  locationName: z.string(),
  killer: z.string().nullable(),
  killerName: z.string(),
  enemiesDefeated: finite,
  itemsLost: z.array(z.looseObject({ itemId: z.string(), name: z.string(), rarity, value: finite })),
  gracePeriod: z.boolean(),
  firstOfflineDeathFree: z.boolean(),
  healthAfter: finite,
  // The cause, named in the recap (issue 16); older saves have none.
  killingBlow: z
    .looseObject({
      damage: finite,
      outcome: z.enum(['hit', 'crit', 'miss', 'dodge', 'block', 'parry']),
      abilityName: z.string().nullable(),
    })
    .optional(),
  healthBefore: finite.optional(),
  potionsLeft: finite.optional(),
});

export const deathPenaltySchema = z.looseObject({
  statistics: z.looseObject({
    totalDeaths: count,
    pvpDeaths: count,
    pveDeaths: count,
    totalEquipmentLost: count,
    totalValueLost: nonNegative,
    deathsInGracePeriod: count,
    deathStreak: count,
  }),
  deathHistory: z.array(deathRecord),
  gracePeriodWarnings: z.looseObject({ warnedAtC: z.boolean(), finalWarningShown: z.boolean() }),
});

const nodeProgress = z.looseObject({
  nodeId: z.string(),
  personalDepletion: finite,
  globalDepletion: finite,
  totalHarvests: finite,
  harvestsThisHour: finite,
  hourResetAt: finite,
  lastMinedAt: finite.nullable(),
});

export const miningSchema = z.looseObject({
  nodeProgress: z.record(z.string(), nodeProgress),
  totalHarvests: finite,
  favoriteCategory: z.string().nullable(),
  currentActivity: z
    .looseObject({
      nodeId: z.string(),
      startTime: finite,
      endTime: finite,
      expectedLoot: z.array(itemQuantity),
      xp: finite,
      remaining: nonNegative.optional(),
    })
    .nullable(),
});

const craftResult = z.looseObject({
  success: z.boolean(),
  outputs: z.array(itemQuantity),
  returnedMaterials: z.array(itemQuantity),
  xp: z.partialRecord(skillId, finite),
});

export const craftingSchema = z.looseObject({
  unlockedStations: z.array(z.string()),
  recipeProgress: z.record(z.string(), z.looseObject({ timesCrafted: finite, totalSuccesses: finite })),
  currentCraft: z
    .looseObject({
      recipeId: z.string(),
      stationId: z.string(),
      startTime: finite,
      endTime: finite,
      expectedResult: craftResult,
      remaining: nonNegative.optional(),
      catalysts: z.array(itemQuantity).optional(),
      consumed: z.array(itemQuantity).optional(),
    })
    .nullable(),
  stats: z.looseObject({ totalCrafts: finite, successes: finite, failures: finite }),
});

export const questsSchema = z.looseObject({
  active: z.array(
    z.looseObject({
      questId: z.string(),
      status: z.enum(['in_progress', 'completed', 'failed']),
      progress: finite,
      acceptedAt: finite,
      expiresAt: finite.nullable(),
      completedAt: finite.nullable(),
      requirementProgress: z.array(finite).optional(),
      deathsAtAccept: finite.optional(),
    }),
  ),
  completed: z.array(z.string()),
  abandoned: z.array(z.string()),
  dailyResets: z.looseObject({ lastResetTime: finite, dailyQuestsCompleted: finite }),
  statistics: z.looseObject({
    totalCompleted: finite,
    totalAbandoned: finite,
    totalFailed: finite,
    perfectCompletions: finite,
  }),
  dailyDone: z.array(z.string()).optional(),
});

export const equipmentSchema = z.looseObject({
  slots: z.record(equipmentSlot, z.string().nullable()),
  sets: z.record(z.string(), finite),
});

export const abilitiesSchema = z.looseObject({
  unlocked: z.record(
    z.string(),
    z.looseObject({ id: z.string(), skillSource: skillId, unlockLevel: finite, currentRank: finite, maxRank: finite }),
  ),
  equipped: z.array(z.string().nullable()),
  loadouts: z.array(z.looseObject({ name: z.string(), slots: z.array(z.string().nullable()), isActive: z.boolean() })),
  activeLoadout: z.string(),
  cooldowns: z.record(z.string(), finite),
  statistics: z.record(z.string(), z.looseObject({ uses: finite, damage: finite, healing: finite })),
  autoUsePriorities: z.array(z.string()),
  conditions: z.record(z.string(), z.enum(ABILITY_CONDITIONS)),
  manualMode: z.boolean(),
  queuedCast: z.string().nullable(),
});

const attributeBlock = z.record(attributeId, finite);

export const attributesSchema = z.looseObject({
  available: finite,
  allocated: attributeBlock,
  bonusFromSkills: attributeBlock,
});

export const resourcePoolsSchema = z.looseObject({ mana: regenPool, energy: regenPool, comboPoints: pool });

export const combatStatsSchema = z.looseObject({
  overall: z.looseObject({
    totalDamageDealt: finite,
    totalDamageTaken: finite,
    totalKills: finite,
    criticalHits: finite,
    perfectDodges: finite,
    bossKills: finite,
    deaths: finite,
    highestHit: finite,
    abilitiesUsed: finite,
  }),
  abilities: z.record(z.string(), z.looseObject({ uses: finite, damage: finite })),
  bosses: z.record(
    z.string(),
    z.looseObject({ kills: finite, fastestKillMs: finite.nullable(), noDamageKills: finite, lastKilledAt: finite }),
  ),
  sessions: z.array(combatTrackingSchema),
  daily: z.record(z.string(), z.looseObject({ kills: finite, damageDealt: finite, deaths: finite })),
  rifts: z
    .record(
      z.string(),
      z.looseObject({
        attempts: count,
        clears: count,
        deaths: count,
        bestTimeMs: finite.nullable(),
        lastClearAt: finite.nullable(),
        chestLockedUntil: finite.nullable().optional(),
      }),
    )
    .optional(),
});

export const bankingSchema = z.looseObject({
  items: z.array(inventoryItemSchema),
  stashItems: z.array(inventoryItemSchema),
  tabs: z.array(z.string()).min(1),
  upgrades: z.looseObject({
    playerId: z.string(),
    bankType: z.string(),
    totalSlots: finite,
    upgradesPurchased: finite,
    nextUpgradeCost: finite,
  }),
  equipmentSets: z.array(z.looseObject({ name: z.string(), slots: z.partialRecord(equipmentSlot, z.string()) })),
});

export const achievementsSchema = z.looseObject({
  unlocked: z.record(z.string(), z.looseObject({ completedAt: finite })),
  progress: z.record(z.string(), finite),
  totalPoints: finite,
  lastUpdated: finite,
});

export const tutorialSchema = z.looseObject({ completed: z.boolean(), completedAt: finite.nullable() });

const uint32 = z.number().int().min(0).max(0xffff_ffff);

export const simSchema = z.looseObject({
  tick: count,
  nowMs: finite,
  rng: z.tuple([uint32, uint32, uint32, uint32]),
  nextId: count,
});

export const storeSchema = z.looseObject({ dailyOfferBoughtOn: z.string().nullable() });

/** Optional (issue 15): absent in saves from before the arena. */
export const arenaSchema = z.looseObject({ recordedDuels: z.array(z.string()) });

const goldByReason = z.partialRecord(z.enum(GOLD_REASONS), nonNegative);

export const ledgerSchema = z.looseObject({ opening: finite, earned: goldByReason, spent: goldByReason });

const cosmeticChoice = z.string().nullable();

export const cosmeticsSchema = z.looseObject({
  cloak: cosmeticChoice,
  title_frame: cosmeticChoice,
  portrait_border: cosmeticChoice,
  rift_backdrop: cosmeticChoice,
});
