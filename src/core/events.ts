/**
 * Typed events a tick emits, for the HUD (toasts, floating numbers), audio and scene FX. Events are
 * facts about what just happened; the world already reflects them.
 */
import type { ItemQuantity } from '@/content/types';
import type { AttributeId, EquipmentSlot, HunterRank, Rarity, SkillId } from '@/content/ids';
import type { DeathRecord, TrainingBonus } from './state-types';

export type XpSource = 'training' | 'combat' | 'offline' | 'mining' | 'crafting' | 'quest' | 'achievement';
/** Why mining ended: asked, the node depleted or capped for the hour, a fight began, the node was left behind. */
/** 'goal': the kills or the time asked for are reached. */
export type CombatStopReason = 'manual' | 'death' | 'areaChanged' | 'offline' | 'goal';
/** 'full': a harvest's loot did not fit the inventory (it went to the loot pouch). */
export type MiningStopReason = 'manual' | 'depleted' | 'hourlyCap' | 'combat' | 'level' | 'switched' | 'done' | 'full';
/** Why an order of crafts ended: all made, asked, materials ran out, a fight began. */
/** 'full': a craft's product did not fit the inventory (it went to the loot pouch). */
export type CraftingStopReason = 'done' | 'manual' | 'materials' | 'combat' | 'full';
export type AttackOutcome = 'hit' | 'crit' | 'miss' | 'dodge' | 'block' | 'parry';

export interface LootSummary {
  gold: number;
  materials: ItemQuantity[];
  items: { itemId: string; name: string; rarity: Rarity; quantity: number }[];
  tokens: { wraithId: string; quantity: number }[];
  /** Drops that did not fit in the inventory and went to the loot pouch. */
  pouched: ItemQuantity[];
  /** Older drops pushed out of a full pouch (counted in `inventory.overflowLost`). */
  lost: ItemQuantity[];
}

export type GameEvent =
  | { type: 'xpGained'; skill: SkillId; amount: number; source: XpSource; blocked: number }
  | { type: 'skillLevelUp'; skill: SkillId; level: number; previousLevel: number }
  | { type: 'playerLevelUp'; level: number; previousLevel: number; attributePointsGained: number }
  | { type: 'tierLimitReached'; message: string; skill?: SkillId }
  | {
      type: 'trainingStarted';
      skill: SkillId;
      activityId: string;
      startedAt: number;
      endsAt: number;
      bonuses: TrainingBonus[];
    }
  | {
      type: 'trainingCompleted';
      skill: SkillId;
      activityId: string;
      xp: number;
      baseXp: number;
      bonuses: TrainingBonus[];
      wasPerfect: boolean;
      products: ItemQuantity[];
    }
  | {
      type: 'trainingStopped';
      skill: SkillId;
      activityId: string;
      /** 'done': the sessions asked for are finished. */
      reason: 'manual' | 'requirements' | 'death' | 'done';
      message?: string;
      xp: number;
      completionPercent: number;
    }
  | { type: 'combatStarted'; areaId: string }
  | { type: 'combatStopped'; areaId: string; reason: CombatStopReason }
  | { type: 'areaDiscovered'; areaId: string }
  | { type: 'enemySpawned'; enemyId: string; isBoss: boolean; level: number; maxHealth: number }
  | {
      type: 'attack';
      attacker: 'player' | 'enemy';
      targetId: string;
      damage: number;
      outcome: AttackOutcome;
      abilityId: string | null;
    }
  /** `manual`: the player cast it; `shield`: the ward it raised (absorb points), if any. */
  | {
      type: 'abilityUsed';
      abilityId: string;
      rank: number;
      damage: number;
      healing: number;
      manual: boolean;
      shield?: number;
    }
  /** A lingering effect bit the enemy (damage over time), from an ability. */
  | { type: 'effectDamage'; sourceId: string; damage: number }
  /** A ward (an ability's or a wraith's) took some or all of an enemy blow. */
  | { type: 'shieldAbsorbed'; sourceId: string; absorbed: number }
  | { type: 'loadoutSwitched'; name: string }
  /** A summoned wraith acted: struck the enemy, raised a ward or healed the hunter. */
  | {
      type: 'wraithActed';
      slot: number;
      wraithId: string;
      action: 'attack' | 'shield' | 'heal';
      amount: number;
    }
  | { type: 'wraithBonded'; bondedId: string; wraithId: string }
  | { type: 'wraithLevelUp'; bondedId: string; wraithId: string; level: number }
  | { type: 'wraithSummoned'; bondedId: string; wraithId: string; slot: number }
  | { type: 'wraithDismissed'; bondedId: string; wraithId: string; slot: number }
  | { type: 'abilityUnlocked'; abilityId: string; slot: number | null }
  | { type: 'abilityRankUp'; abilityId: string; rank: number }
  | { type: 'enemyKilled'; enemyId: string; isBoss: boolean; xp: number; fightMs: number; areaId: string | null }
  | { type: 'lootDropped'; enemyId: string; loot: LootSummary }
  | {
      type: 'riftCleared';
      areaId: string;
      bossId: string;
      firstClear: boolean;
      /** This run's time, from the portal opening to the boss's fall; the record after it; whether it is a new best. */
      timeMs: number;
      bestTimeMs: number;
      newBest: boolean;
      attempt: number;
    }
  | { type: 'riftRunStarted'; areaId: string; attempt: number; waves: number }
  /** A raid boss's health fell into its next phase (1-based among the raid's phases; 0 is the opening). */
  | { type: 'raidPhaseChanged'; areaId: string; bossId: string; phase: number; name: string; text: string }
  | { type: 'raidBossEnraged'; areaId: string; bossId: string; damageMultiplier: number; text: string }
  /** A raid boss's kill outside the lockout: the chest's item, and when the chest fills again. */
  | { type: 'raidChestOpened'; areaId: string; itemId: string; lockedUntil: number }
  | { type: 'riftWaveStarted'; areaId: string; wave: number; waves: number; isBoss: boolean }
  | { type: 'riftRunEnded'; areaId: string; attempt: number; wave: number; reason: CombatStopReason }
  | {
      type: 'potionUsed';
      /** The belt slot drunk from; null when drunk from the inventory. */
      slot: EquipmentSlot | null;
      itemId: string;
      restores: 'health' | 'mana';
      amount: number;
      remaining: number;
    }
  | { type: 'miningStarted'; nodeId: string; startedAt: number; endsAt: number }
  | {
      type: 'harvestCompleted';
      nodeId: string;
      loot: ItemQuantity[];
      /** Units that did not fit the inventory and went to the loot pouch. */
      pouched: number;
      xp: number;
      personalDepletion: number;
      globalDepletion: number;
      depleted: boolean;
    }
  | {
      type: 'miningStopped';
      nodeId: string;
      reason: MiningStopReason;
      /** Why a running harvest chain ended by itself (the start check that failed); null when asked. */
      message: string | null;
    }
  | { type: 'stationUnlocked'; stationId: string }
  /** An activity queue entry ended: 'done' when its goal was reached, otherwise the line saying why. */
  | { type: 'queueEntryEnded'; entryId: string; label: string; reason: string; byHand: boolean }
  | {
      type: 'craftStarted';
      recipeId: string;
      startedAt: number;
      endsAt: number;
      successChance: number;
      /** Crafts still ordered after this one. */
      remaining: number;
    }
  | {
      type: 'craftCompleted';
      recipeId: string;
      success: boolean;
      outputs: ItemQuantity[];
      returned: ItemQuantity[];
      xp: number;
    }
  | { type: 'craftingStopped'; recipeId: string; reason: CraftingStopReason; message: string | null }
  | { type: 'playerDied'; recap: DeathRecord }
  | { type: 'respawned'; health: number }
  | { type: 'graceWarning'; kind: 'graceEnded' | 'rankC'; message: string }
  | { type: 'questAccepted'; questId: string; title: string }
  | { type: 'questProgressed'; questId: string; progress: number; maxProgress: number }
  | {
      type: 'questCompleted';
      questId: string;
      title: string;
      xp: number;
      gold: number;
      /** The item rewards whose chance came up (delivered to the inventory, or the stash when full). */
      items: ItemQuantity[];
    }
  | { type: 'questFailed'; questId: string; title: string }
  | { type: 'questAbandoned'; questId: string; title: string }
  /** Daily quests may be taken again; failed quests left the list. */
  | { type: 'dailyQuestsReset'; droppedQuestIds: string[] }
  | { type: 'achievementUnlocked'; achievementId: string; name: string }
  | { type: 'titleUnlocked'; titleId: string; name: string }
  | { type: 'itemEquipped'; slot: EquipmentSlot; itemId: string }
  | { type: 'itemUnequipped'; slot: EquipmentSlot; itemId: string }
  | { type: 'attributeAllocated'; attribute: AttributeId; points: number }
  | { type: 'rankChanged'; rank: HunterRank; previousRank: HunterRank }
  | { type: 'tierChanged'; tier: string; previousTier: string }
  | { type: 'hunterRenamed'; username: string; previousUsername: string }
  /** An arena duel the server decided, now in the save's counters (won: a win; else a loss and a PvP death). */
  | { type: 'arenaDuelRecorded'; duelId: string; won: boolean };

export type GameEventType = GameEvent['type'];
