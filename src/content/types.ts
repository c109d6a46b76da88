/**
 * Shapes of the content tables in src/content. Content files import only these types (ESLint rule),
 * declare their rows `as const satisfies readonly XDef[]`, and the core indexes them by id.
 */
import type { COSMETIC_KINDS } from './ids';
import type { AccountTier, AttributeId, EquipmentSlot, HunterRank, Rarity, SkillCategory, SkillId } from './ids';
import type { AreaBackdrop, EnemyPalette, EnemySilhouette, TrainingMotionId, TrainingStationId } from './looks';

// ---------------------------------------------------------------- skills and training

export type SkillGroup = 'Combat' | 'Gathering' | 'Production' | 'Leadership';

export interface SkillDef {
  readonly id: SkillId;
  readonly name: string;
  readonly description: string;
  readonly category: SkillCategory;
  /** Sidebar group (DESIGN.md ruling 1). */
  readonly group: SkillGroup;
  readonly sortOrder: number;
  /** Skills whose completions within 4 hours give the +15% synergy bonus. */
  readonly synergies: readonly SkillId[];
  /** Where the skill page's vignette shows the hunter training it. */
  readonly station: TrainingStationId;
  /** How the hunter works at that station. */
  readonly stationMotion: TrainingMotionId;
}

export interface ItemQuantity {
  readonly itemId: string;
  readonly quantity: number;
}

/** A resource requirement: consumed ones are used up, the others (tools) only checked. */
export interface ResourceRequirement extends ItemQuantity {
  readonly consumed: boolean;
}

export interface ActivityProduct extends ItemQuantity {
  /** 0..1 */
  readonly chance: number;
}

export interface ActivityDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly skill: SkillId;
  readonly requiredLevel: number;
  readonly durationMs: number;
  /** Base XP of one completed session, before bonuses and the tier multiplier. */
  readonly xp: number;
  /** Items consumed per session; a shortfall is refused with 'Missing required items'. */
  readonly requiredItems?: readonly ItemQuantity[];
  /** Resource requirements with their own refusal messages ('Missing {qty} {item}', 'Requires {item}'). */
  readonly resources?: readonly ResourceRequirement[];
  readonly products?: readonly ActivityProduct[];
}

export type TrainingAchievementKind = 'streak' | 'sessions' | 'perfects' | 'mastery' | 'combo';

export interface TrainingAchievementDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly kind: TrainingAchievementKind;
  readonly target: number;
}

export interface LevelTitleDef {
  readonly level: number;
  /** "{prefix} of {Skill}", e.g. "Adept of Bladework". */
  readonly prefix: string;
}

// ---------------------------------------------------------------- items and equipment

export type ItemType =
  | 'weapon'
  | 'shield'
  | 'helmet'
  | 'armor'
  | 'legs'
  | 'boots'
  | 'gloves'
  | 'cape'
  | 'amulet'
  | 'ring'
  | 'accessory'
  | 'potion'
  | 'consumable'
  | 'wraith'
  | 'material'
  | 'tool';

export type WeaponClass = 'sword' | 'axe' | 'dagger' | 'bow' | 'crossbow' | 'staff' | 'wand';

/** Additive stat bonuses from gear and sets. Percent values are in percent points. */
export interface ItemStats {
  readonly damage?: number;
  readonly armor?: number;
  readonly strength?: number;
  readonly agility?: number;
  readonly intelligence?: number;
  readonly stamina?: number;
  readonly wisdom?: number;
  readonly perception?: number;
  readonly health?: number;
  readonly mana?: number;
  /** percent points */
  readonly critChance?: number;
  /** added to the crit damage multiplier (0.25 = +25%) */
  readonly critDamage?: number;
  /** percent points */
  readonly dodge?: number;
  /** percent points */
  readonly block?: number;
  /** percent points */
  readonly parry?: number;
  /** fraction: 0.15 = attacks 15% faster */
  readonly attackSpeed?: number;
  /** percent bonus on training XP (the "equipment bonus") */
  readonly trainingXp?: number;
  /** percent reduction of training duration */
  readonly trainingSpeed?: number;
  /** percent reduction of a harvest's duration (spec 001 §9's mining speed bonus) */
  readonly miningSpeed?: number;
}

export type PotionEffect = { readonly restores: 'health' | 'mana'; readonly amount: number };

export interface ItemDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly type: ItemType;
  readonly rarity: Rarity;
  /** Gold value (death statistics count it). */
  readonly value: number;
  /** Most units one inventory slot holds: 999 for materials and potions, 1 for gear and tools. */
  readonly stackSize: number;
  readonly levelRequirement?: number;
  readonly weaponClass?: WeaponClass;
  readonly stats?: ItemStats;
  readonly setId?: string;
  readonly potion?: PotionEffect;
  /**
   * Training XP bonus (percent) while equipped, listed in the session's breakdown under the item's
   * own name (its id is the bonus id). Unlike `stats.trainingXp`, it is not pooled into "Equipment bonus".
   */
  readonly trainingXpPercent?: number;
}

/** What a new character starts with, equipped in its slot (spec 000 §9). */
export interface StartingItemDef {
  readonly itemId: string;
  readonly quantity: number;
  readonly slot: EquipmentSlot;
}

export interface SetBonusTier {
  readonly pieces: number;
  readonly stats: ItemStats;
}

export interface SetDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly requiredPieces: number;
  readonly tiers: readonly SetBonusTier[];
}

// ---------------------------------------------------------------- abilities

/** How an ability looks on the canvas (its colour and particles), independent of what it does. */
export type AbilityVisual = 'steel' | 'frost' | 'fire' | 'shadow' | 'holy' | 'nature' | 'arcane' | 'storm';

/** A stat a buff raises on the hunter for a while. */
export type BuffStat = 'damage' | 'haste' | 'crit';

/** What a debuff does to the enemy: `weaken` cuts its damage, `expose` makes it take more. */
export type DebuffStat = 'weaken' | 'expose';

export type AbilityEffectDef =
  | {
      readonly kind: 'damage';
      readonly school: 'physical' | 'spell';
      /** multiple of a basic hit at rank 1 */
      readonly multiplier: number;
      /** added to the multiplier per rank above 1 */
      readonly perRank: number;
      readonly comboPointsGained?: number;
      /** delays the enemy's next attack */
      readonly chillMs?: number;
    }
  | {
      readonly kind: 'finisher';
      readonly school: 'physical' | 'spell';
      /** multiple of a basic hit per combo point spent */
      readonly multiplierPerPoint: number;
      readonly perRank: number;
      readonly minPoints: number;
    }
  | {
      readonly kind: 'heal';
      /** percent of max health at rank 1 */
      readonly percent: number;
      readonly perRank: number;
      /** only used below this share of max health (0..1) */
      readonly belowHealthShare: number;
    }
  | {
      /** An opening blow (multiplier may be 0), then `ticks` ticks every `intervalMs` on the enemy. */
      readonly kind: 'dot';
      readonly school: 'physical' | 'spell';
      readonly multiplier: number;
      /** each tick, as a multiple of a basic hit, at rank 1 */
      readonly tickMultiplier: number;
      /** added to tickMultiplier per rank above 1 */
      readonly perRank: number;
      readonly ticks: number;
      readonly intervalMs: number;
    }
  | {
      /** A ward that absorbs the enemy's blows until spent or expired. */
      readonly kind: 'shield';
      /** percent of max health absorbed at rank 1 */
      readonly percent: number;
      readonly perRank: number;
      readonly durationMs: number;
    }
  | {
      readonly kind: 'buff';
      readonly stat: BuffStat;
      /** percent at rank 1 (damage +%, haste: attack interval shortened by %, crit: + chance points) */
      readonly percent: number;
      readonly perRank: number;
      readonly durationMs: number;
    }
  | {
      /** An optional blow (multiplier 0: none) that leaves the enemy weakened or exposed. */
      readonly kind: 'debuff';
      readonly stat: DebuffStat;
      readonly school: 'physical' | 'spell';
      readonly multiplier: number;
      readonly percent: number;
      readonly perRank: number;
      readonly durationMs: number;
    };

export interface AbilityDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly skillSource: SkillId;
  readonly unlockLevel: number;
  readonly maxRank: number;
  readonly cost: {
    readonly resource: 'mana' | 'energy' | 'comboPoints' | 'none';
    readonly amount: number;
  };
  readonly cooldownMs: number;
  readonly effect: AbilityEffectDef;
  readonly visual: AbilityVisual;
  /** Sound cue for the audio layer. */
  readonly sound: 'ability_fire' | 'ability_ice' | 'ability_shadow' | 'ability_heal' | 'hit_normal';
}

// ---------------------------------------------------------------- combat content

export type EnemyArchetype = 'brute' | 'skirmisher' | 'caster' | 'tank' | 'swarm';

export interface MaterialDrop {
  readonly itemId: string;
  /** 0..1 */
  readonly chance: number;
  readonly min: number;
  readonly max: number;
}

export interface ItemDrop {
  readonly itemId: string;
  /** 0..1 */
  readonly chance: number;
}

export interface TokenDrop {
  readonly wraithId: string;
  /** 0..1 */
  readonly chance: number;
  readonly quantity: number;
}

export interface LootTable {
  readonly gold: readonly [number, number];
  readonly materials?: readonly MaterialDrop[];
  readonly items?: readonly ItemDrop[];
  readonly tokens?: readonly TokenDrop[];
}

/** How an enemy is drawn on the combat canvas. */
export interface EnemyLook {
  readonly silhouette: EnemySilhouette;
  readonly palette: EnemyPalette;
}

export interface EnemyDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly level: number;
  readonly archetype: EnemyArchetype;
  readonly look: EnemyLook;
  /** Kill XP before the tier multiplier, split over the combat skills. */
  readonly xp: number;
  readonly loot: LootTable;
}

export interface BossDef extends EnemyDef {
  readonly title: string;
  readonly hpMultiplier: number;
  readonly damageMultiplier: number;
}

export type AreaKind = 'zone' | 'rift' | 'raid';

export interface AreaDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly kind: AreaKind;
  /** The rank band the area belongs to; entering needs this rank. */
  readonly band: HunterRank;
  readonly enemies: readonly string[];
  readonly bossId: string;
  /** Kills in one visit before the boss steps out. */
  readonly killsForBoss: number;
  /** Demo accounts are refused (spec 001 §5 content gating). */
  readonly paidOnly?: boolean;
  /** The backdrop the combat scene draws behind the fight (looks.ts AREA_BACKDROPS). */
  readonly backdrop: AreaBackdrop;
}

export type RecipeTier = 'basic' | 'advanced' | 'master' | 'legendary';
export type CatalystKind = 'success_rate' | 'time_reduction' | 'resource_efficiency';

/** A crafting station (spec 001 §3, §9; ruling 5: `basic_workbench` is owned from the start, free). */
export interface StationDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The player level unlocking needs. */
  readonly requiredLevel: number;
  readonly unlockCost: { readonly gold: number; readonly items: readonly ItemQuantity[] };
}

/** A catalyst (spec 001 §9): an item put into a recipe's catalyst slots for an effect. */
export interface CatalystDef {
  /** The item (a material in items-supplies.ts). */
  readonly itemId: string;
  readonly kind: CatalystKind;
  /** Per unit, as a share: 0.10 = +10% success, -10% time or -10% materials. */
  readonly effectValue: number;
  /** Units beyond this add nothing: effect = effectValue x min(quantity, maxStack). */
  readonly maxStack: number;
  /** Stations it works at; empty = every station. */
  readonly stations: readonly string[];
  /** Recipe tiers it works on; empty = every tier. */
  readonly tiers: readonly RecipeTier[];
  readonly description: string;
}

/** A crafting recipe (spec 001 §3 "Crafting recipe"). */
export interface RecipeDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly outputItemId: string;
  readonly outputQuantity: number;
  readonly stationId: string;
  readonly baseSeconds: number;
  /** 0..1 */
  readonly baseSuccess: number;
  readonly skillRequirements: Readonly<Partial<Record<SkillId, number>>>;
  readonly materials: readonly ItemQuantity[];
  readonly catalystSlots: number;
  readonly xp: Readonly<Partial<Record<SkillId, number>>>;
  readonly tier: RecipeTier;
  /** Checked (the spec leaves them unchecked; issue 12 checks them). */
  readonly unlock?: { readonly rank?: HunterRank; readonly achievementId?: string };
}

/** One of the nine node categories (spec 001 §9: 9 categories of 3 nodes). */
export type NodeCategory =
  | 'mana_mining'
  | 'aether_harvesting'
  | 'soul_foraging'
  | 'relic_scavenging'
  | 'ore_veins'
  | 'bone_pits'
  | 'crystal_geodes'
  | 'rift_fissures'
  | 'void_seams';

/** How a hunter works a node (the mining scene draws a pick or a channelling stance). */
export type NodeWork = 'pick' | 'channel';

/** One line of a node's loot table: the item, its rarity band (which sets the drop chance), and how many. */
export interface NodeLootDef {
  readonly itemId: string;
  readonly rarity: Rarity;
  readonly min: number;
  readonly max: number;
}

/** A mining node (spec 001 §3 "Mining node", §9 ranges). */
export interface MiningNodeDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: NodeCategory;
  /** The combat area it lies in (AreaDef.id). */
  readonly areaId: string;
  readonly levelRequirement: number;
  /** Personal depletion added per harvest, 0.1..0.8 (global rises by half of it). */
  readonly depletionRate: number;
  readonly respawnMinutes: number;
  readonly maxHarvestsPerHour: number;
  /** Seconds per harvest before the survival level and speed bonuses, 45..420. */
  readonly baseSeconds: number;
  readonly work: NodeWork;
  readonly loot: readonly NodeLootDef[];
}

/** What a wraith does in a fight, every `intervalMs` (a buff holds while it is summoned). */
export type WraithEffectDef =
  | {
      readonly kind: 'attack';
      readonly school: 'physical' | 'spell';
      /** each strike, as a share of the hunter's basic hit, at bond level 1 */
      readonly hitShare: number;
      readonly intervalMs: number;
    }
  | {
      readonly kind: 'shield';
      /** ward of this percent of max health, renewed each interval (not stacked) */
      readonly percent: number;
      readonly intervalMs: number;
    }
  | {
      readonly kind: 'heal';
      /** percent of max health restored each interval */
      readonly percent: number;
      readonly intervalMs: number;
    }
  | {
      readonly kind: 'buff';
      readonly stat: BuffStat;
      readonly percent: number;
    };

/** What a summoned wraith gives always, in and out of combat, online and away. */
export interface WraithPassiveDef {
  /** xp: kill XP +%; gold: kill gold +%; loot: item and material drop chance +%; regen: health regen +% */
  readonly kind: 'xp' | 'gold' | 'loot' | 'regen';
  readonly percent: number;
}

/** The spectral figure the canvas draws for a wraith. */
export type WraithShape = 'wisp' | 'shade' | 'revenant' | 'chorister' | 'sentinel' | 'herald' | 'phantom' | 'sovereign';

export interface WraithDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** A longer story for the wraith's detail panel. */
  readonly lore: string;
  readonly rarity: Rarity;
  /** The rank band whose foes drop its tokens. */
  readonly band: HunterRank;
  readonly tokensToBond: number;
  readonly effect: WraithEffectDef;
  readonly passive: WraithPassiveDef;
  readonly look: { readonly shape: WraithShape; /** glow colour, 0xRRGGBB */ readonly glow: number };
}

// ---------------------------------------------------------------- ranks and tiers

/** A rank trial's warden: a boss made for the trial, met nowhere else. */
export interface TrialWardenDef {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly level: number;
  readonly archetype: EnemyArchetype;
  readonly look: EnemyLook;
  readonly hpMultiplier: number;
  readonly damageMultiplier: number;
}

/** A rank trial (rank_checkpoint.trial_id): waves of the band's enemies, then the warden, under one rule. */
export interface TrialDef {
  readonly id: string;
  /** The rank the trial promotes to. */
  readonly rank: HunterRank;
  readonly name: string;
  readonly description: string;
  readonly ruleName: string;
  readonly ruleText: string;
  /** Enemy ids, wave by wave, fought one at a time before the warden. */
  readonly waves: readonly (readonly string[])[];
  readonly warden: TrialWardenDef;
  /** The Guild's draughts for this trial (0: none may be drunk). */
  readonly draughts: number;
  readonly timeLimitMs: number;
  /** After `afterMs` the warden's blows are multiplied. */
  readonly enrage: { readonly afterMs: number; readonly damageMultiplier: number } | null;
}

export interface RankCheckpointDef {
  readonly rank: HunterRank;
  readonly order: number;
  readonly flagshipRiftId: string | null;
  readonly skillReqLevel: number;
  readonly totalXpReq: number;
  readonly trialId: string | null;
  readonly baseHpMult: number;
  readonly dmgMult: number;
  readonly emoji: string;
  readonly color: string;
  readonly benefits: readonly string[];
}

export interface TierStartValues {
  readonly gold: number;
  readonly inventorySlots: number;
  readonly level: number;
  readonly experience: number;
  readonly attributePoints: number;
  readonly bankSlots: number;
  /** Starting cumulative XP per skill, summing to `experience` and giving player level `level`. */
  readonly skillXp: Partial<Record<SkillId, number>>;
}

export interface TierRulesDef {
  readonly tier: AccountTier;
  readonly name: string;
  readonly maxSkillLevel: number;
  readonly maxRank: HunterRank;
  readonly xpMultiplier: number;
  readonly goldMultiplier: number;
  readonly bankSlotsCap: number;
  readonly inventorySlotsCap: number;
  readonly paid: boolean;
  readonly start: TierStartValues;
}

// ---------------------------------------------------------------- store and cosmetics

/** Where a store row sits on the store page. */
export type StoreShelf = 'potions' | 'materials' | 'crafting' | 'gear';

/** A row of the gold store: what it sells, at what price per unit, from which hunter rank. */
export interface StoreOfferDef {
  readonly itemId: string;
  /** Gold per unit (above the item's sell value: selling back never profits). */
  readonly price: number;
  readonly shelf: StoreShelf;
  /** The rank a hunter needs before the store sells it (none: from rank E). */
  readonly rank?: HunterRank;
}

/**
 * A bundle the daily offer can show. One eligible row is picked per calendar day (deterministic
 * from the date), bought at most once that day.
 */
export interface DailyOfferDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly items: readonly ItemQuantity[];
  /** Gold for the whole bundle (below the items' store prices: the point of the offer). */
  readonly price: number;
  /** The rank from which the offer can appear. */
  readonly rank?: HunterRank;
}

export type CosmeticKind = (typeof COSMETIC_KINDS)[number];

/** A look from the premium store: no stats, only colour. Gated by account tier (no premium currency). */
export interface CosmeticDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly kind: CosmeticKind;
  /** The lowest tier that may wear it (every tier above it may too). */
  readonly tier: AccountTier;
  /** Earned with this achievement rather than given by a tier (Ascension: Rift Keeper). */
  readonly achievementId?: string;
  /** Main colour, '#rrggbb'; a second colour for trims and gradients. */
  readonly color: string;
  readonly accent: string;
}

export type { AttributeId };

/** A raid boss's phase: from the moment its health falls to `belowHealth` of its maximum, it fights differently. */
export interface RaidPhaseDef {
  /** Share of the boss's maximum health (0..1) at or below which the phase begins. */
  readonly belowHealth: number;
  readonly name: string;
  /** What the boss does as the phase begins: the line the HUD shows. */
  readonly text: string;
  /** Multiplies the boss's blow (1: unchanged). */
  readonly attackMultiplier: number;
  /** Multiplies the time between its blows (below 1: faster). */
  readonly intervalMultiplier: number;
  /** Points added to the hunter's miss chance (0: unchanged). */
  readonly evasionBonus: number;
}

/**
 * A raid rift's rules on top of its area and boss (issue 13): the boss's phases and enrage, and the
 * raid chest, the one source of its rewards, won once per lockout.
 */
export interface RaidDef {
  /** The raid area (kind 'raid'); its boss is the raid boss. */
  readonly areaId: string;
  /** In the order they begin: `belowHealth` falling. */
  readonly phases: readonly RaidPhaseDef[];
  /** The trials' shape: after `afterMs` of the boss fight its blows multiply by `damageMultiplier`. */
  readonly enrage: { readonly afterMs: number; readonly damageMultiplier: number; readonly text: string };
  /** The chest's items: one of them, drawn evenly, on a kill outside the lockout. */
  readonly chest: readonly string[];
}

// ---------------------------------------------------------------- quests (spec 001 §3, §4, §9)

export type QuestPriority = 'low' | 'medium' | 'high';

/**
 * What a quest asks, each fed by the core's events (online) or by the counters time away moves:
 * - kill: any foe, or `target` an enemy id (bosses count too);
 * - killInArea: foes slain while fighting in area `target`;
 * - killBoss: bosses, or `target` one boss id;
 * - mine: harvests, or of node `target`;
 * - craft: successful crafts, or of recipe `target`;
 * - train: finished training sessions, or of skill `target`;
 * - reachLevel: skill `target` (or 'player') at level `amount` (progress is the level, not a count);
 * - clearRift: rift or raid clears, or of area `target`;
 * - deliver: hand in `amount` of item `target` (the deliverQuestItems command takes them).
 */
export type QuestRequirementType =
  'kill' | 'killInArea' | 'killBoss' | 'mine' | 'craft' | 'train' | 'reachLevel' | 'clearRift' | 'deliver';

export interface QuestRequirementDef {
  readonly type: QuestRequirementType;
  readonly target?: string;
  readonly amount: number;
  /** What the page shows, e.g. "Slay 10 Hollow Rats in the Whispering Cellar". */
  readonly label: string;
}

export interface QuestItemRewardDef {
  readonly itemId: string;
  readonly quantity: number;
  /** 0..1, rolled once on completion with the world's seeded RNG. */
  readonly dropChance: number;
}

export interface QuestDef {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly priority: QuestPriority;
  /** Player level needed to accept (1..16). */
  readonly levelRequirement: number;
  /** 100..1500, paid to `rewardSkill` (player level follows skill levels, DESIGN ruling 3). */
  readonly experienceReward: number;
  readonly rewardSkill: SkillId;
  /** 50..700. */
  readonly goldReward: number;
  /** Sum of the requirements' amounts. */
  readonly maxProgress: number;
  readonly isRepeatable: boolean;
  /** Daily quests: once per daily reset, 24 h limit. */
  readonly isDaily: boolean;
  readonly isActive: boolean;
  readonly timeLimitHours?: number;
  readonly requirements: readonly QuestRequirementDef[];
  readonly itemRewards?: readonly QuestItemRewardDef[];
}

// ---------------------------------------------------------------- achievements and titles (spec 001 §3-§5, §9)

export type AchievementCategory =
  'combat' | 'abilities' | 'bosses' | 'progression' | 'exploration' | 'mastery' | 'special';

export type AchievementTier = 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';

/**
 * How progress is read (the core computes it from the world; `count` is maxProgress):
 * - kills, bossKills, bossTypes (different bosses slain), abilitiesUsed, criticalHits, deaths;
 * - bossKill: kills of `bossId`;
 * - abilityUses: uses of `abilityId`;
 * - bossSpeed: different bosses slain within `durationMs` (fastest kill); bossNoDamage: bosses slain untouched;
 * - comboAbilities: most different abilities used in one fight;
 * - manaEfficiency: a fight with a boss kill ended with at least `percentage` (0..1) of mana (count 1);
 * - skillLevel: the best level of `skillType` (or any skill when absent); allSkills: the lowest skill level;
 * - playerLevel, rank (rank index: D=1 .. SSS=7), totalXp;
 * - riftClears: rift and raid clears (of `areaId` when given); riftsCleared: different rifts cleared;
 * - areasDiscovered, harvests, crafts, trainingSessions, questsCompleted, wraithsBonded, wraithLevel (best bond),
 *   goldEarned, playtimeHours.
 */
export type AchievementRequirementType =
  | 'kills'
  | 'bossKills'
  | 'bossTypes'
  | 'bossKill'
  | 'abilitiesUsed'
  | 'abilityUses'
  | 'criticalHits'
  | 'deaths'
  | 'bossSpeed'
  | 'bossNoDamage'
  | 'comboAbilities'
  | 'manaEfficiency'
  | 'skillLevel'
  | 'allSkills'
  | 'playerLevel'
  | 'rank'
  | 'totalXp'
  | 'riftClears'
  | 'riftsCleared'
  | 'areasDiscovered'
  | 'harvests'
  | 'crafts'
  | 'trainingSessions'
  | 'questsCompleted'
  | 'wraithsBonded'
  | 'wraithLevel'
  | 'goldEarned'
  | 'playtimeHours';

export interface AchievementRequirementDef {
  readonly count: number;
  readonly abilityId?: string;
  readonly bossId?: string;
  readonly areaId?: string;
  readonly skillType?: SkillId;
  readonly durationMs?: number;
  /** 0..1 */
  readonly percentage?: number;
}

/**
 * xp: `value` XP to `skill`; gold: `value` gold; title: `value` a title id; item: `value` an item id
 * (`quantity`, default 1); unlock: `value` 'ascension' (Rift Keeper); cosmetic: `value` a cosmetic id.
 */
export type AchievementRewardType = 'xp' | 'gold' | 'title' | 'item' | 'unlock' | 'cosmetic';

export interface AchievementRewardDef {
  readonly type: AchievementRewardType;
  readonly value: string | number;
  readonly skill?: SkillId;
  readonly quantity?: number;
  readonly description: string;
}

export interface AchievementDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: AchievementCategory;
  readonly tier: AchievementTier;
  /** A lucide icon name the page draws (e.g. 'Swords', 'Skull', 'Crown'). */
  readonly icon: string;
  readonly requirementType: AchievementRequirementType;
  readonly requirement: AchievementRequirementDef;
  readonly rewards: readonly AchievementRewardDef[];
  readonly isSecret: boolean;
  readonly sortOrder: number;
}

/** A title earned by an achievement (skill titles come from LEVEL_TITLES). */
export interface TitleDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

// ---------------------------------------------------------------- timed events

/** What an event changes while it runs; each multiplies one number of the rules. */
export type TimedEventEffectKind = 'trainingXp' | 'killGold' | 'wraithTokens' | 'bossChance' | 'miningXp' | 'craftXp';

export interface TimedEventEffectDef {
  readonly kind: TimedEventEffectKind;
  /** 1.2 = +20% */
  readonly multiplier: number;
  /** "+20% training XP" */
  readonly label: string;
}

/**
 * When an event runs, in the player's local time: every day from `startMinute` to `endMinute`
 * (minutes of the day), or weekly on the listed days (0 = Sunday .. 6 = Saturday), all day.
 */
export type TimedEventScheduleDef =
  | { readonly kind: 'daily'; readonly startMinute: number; readonly endMinute: number }
  | { readonly kind: 'weekly'; readonly days: readonly number[] };

export interface TimedEventDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly schedule: TimedEventScheduleDef;
  readonly effects: readonly TimedEventEffectDef[];
}
