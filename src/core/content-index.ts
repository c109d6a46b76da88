/**
 * Lookups over the content tables, built once at import. They are read-only data (never mutated),
 * so the core stays free of module-level mutable state.
 */
import { ABILITIES } from '@/content/abilities';
import { COMBAT_ACTIVITIES } from '@/content/activities-combat';
import { CRAFT_ACTIVITIES } from '@/content/activities-crafts';
import { AREAS } from '@/content/areas';
import { BOSSES } from '@/content/bosses';
import { CATALYSTS } from '@/content/catalysts';
import { COSMETICS } from '@/content/cosmetics';
import { ENEMIES } from '@/content/enemies';
import { GEAR_ITEMS } from '@/content/items-gear';
import { HIGH_GEAR_ITEMS } from '@/content/items-gear-high';
import { SUPPLY_ITEMS } from '@/content/items-supplies';
import { MINING_NODES } from '@/content/mining-nodes';
import { RAIDS } from '@/content/raids';
import { RANK_CHECKPOINTS } from '@/content/ranks';
import { RECIPES } from '@/content/recipes';
import { SETS } from '@/content/sets';
import { SKILLS } from '@/content/skills';
import { STATIONS } from '@/content/stations';
import { TIERS } from '@/content/tiers';
import { TRIALS } from '@/content/trials';
import { WRAITHS } from '@/content/wraiths';
import type {
  MiningNodeDef,
  AbilityDef,
  ActivityDef,
  AreaDef,
  BossDef,
  CatalystDef,
  CosmeticDef,
  EnemyDef,
  ItemDef,
  RaidDef,
  RankCheckpointDef,
  RecipeDef,
  SetDef,
  SkillDef,
  StationDef,
  TierRulesDef,
  TrialDef,
  WraithDef,
} from '@/content/types';
import { SKILL_IDS, type AccountTier, type HunterRank, type SkillId } from '@/content/ids';

function indexBy<T, K extends string>(rows: readonly T[], key: (row: T) => K): Readonly<Record<K, T>> {
  const index = {} as Record<K, T>;
  for (const row of rows) index[key(row)] = row;
  return index;
}

export const ALL_ITEMS: readonly ItemDef[] = [...GEAR_ITEMS, ...HIGH_GEAR_ITEMS, ...SUPPLY_ITEMS];
export const ALL_ACTIVITIES: readonly ActivityDef[] = [...COMBAT_ACTIVITIES, ...CRAFT_ACTIVITIES];
export const ALL_SKILLS: readonly SkillDef[] = SKILLS;
export const ALL_AREAS: readonly AreaDef[] = AREAS;
export const ALL_ENEMIES: readonly EnemyDef[] = ENEMIES;
export const ALL_BOSSES: readonly BossDef[] = BOSSES;
export const ALL_ABILITIES: readonly AbilityDef[] = ABILITIES;
export const ALL_SETS: readonly SetDef[] = SETS;
export const ALL_WRAITHS: readonly WraithDef[] = WRAITHS;
export const ALL_CHECKPOINTS: readonly RankCheckpointDef[] = RANK_CHECKPOINTS;
export const ALL_TIERS: readonly TierRulesDef[] = TIERS;
export const ALL_COSMETICS: readonly CosmeticDef[] = COSMETICS;
export const ALL_TRIALS: readonly TrialDef[] = TRIALS;
export const TRIALS_BY_ID: Readonly<Record<string, TrialDef | undefined>> = indexBy(ALL_TRIALS, (row) => row.id);
export const ALL_RAIDS: readonly RaidDef[] = RAIDS;
export const RAIDS_BY_AREA: Readonly<Record<string, RaidDef | undefined>> = indexBy(ALL_RAIDS, (row) => row.areaId);

export const ITEMS: Readonly<Record<string, ItemDef | undefined>> = indexBy(ALL_ITEMS, (row) => row.id);
export const ALL_MINING_NODES: readonly MiningNodeDef[] = MINING_NODES;
export const MINING_NODES_BY_ID: Readonly<Record<string, MiningNodeDef | undefined>> = indexBy(
  ALL_MINING_NODES,
  (row) => row.id,
);
export const ALL_STATIONS: readonly StationDef[] = STATIONS;
export const STATIONS_BY_ID: Readonly<Record<string, StationDef | undefined>> = indexBy(ALL_STATIONS, (row) => row.id);
export const ALL_CATALYSTS: readonly CatalystDef[] = CATALYSTS;
/** Catalysts by the item put into the slot. */
export const CATALYSTS_BY_ITEM: Readonly<Record<string, CatalystDef | undefined>> = indexBy(
  ALL_CATALYSTS,
  (row) => row.itemId,
);
export const ALL_RECIPES: readonly RecipeDef[] = RECIPES;
export const RECIPES_BY_ID: Readonly<Record<string, RecipeDef | undefined>> = indexBy(ALL_RECIPES, (row) => row.id);
export const COSMETICS_BY_ID: Readonly<Record<string, CosmeticDef | undefined>> = indexBy(
  ALL_COSMETICS,
  (row) => row.id,
);
export const ACTIVITIES: Readonly<Record<string, ActivityDef | undefined>> = indexBy(ALL_ACTIVITIES, (row) => row.id);
export const AREAS_BY_ID: Readonly<Record<string, AreaDef | undefined>> = indexBy(ALL_AREAS, (row) => row.id);
export const ENEMIES_BY_ID: Readonly<Record<string, EnemyDef | undefined>> = indexBy(ALL_ENEMIES, (row) => row.id);
export const BOSSES_BY_ID: Readonly<Record<string, BossDef | undefined>> = indexBy(ALL_BOSSES, (row) => row.id);
export const ABILITIES_BY_ID: Readonly<Record<string, AbilityDef | undefined>> = indexBy(
  ALL_ABILITIES,
  (row) => row.id,
);
export const SETS_BY_ID: Readonly<Record<string, SetDef | undefined>> = indexBy(ALL_SETS, (row) => row.id);
export const WRAITHS_BY_ID: Readonly<Record<string, WraithDef | undefined>> = indexBy(ALL_WRAITHS, (row) => row.id);
export const SKILLS_BY_ID: Readonly<Record<SkillId, SkillDef>> = indexBy(ALL_SKILLS, (row) => row.id);
export const CHECKPOINTS_BY_RANK: Readonly<Record<HunterRank, RankCheckpointDef>> = indexBy(
  ALL_CHECKPOINTS,
  (row) => row.rank,
);
export const TIERS_BY_ID: Readonly<Record<AccountTier, TierRulesDef>> = indexBy(ALL_TIERS, (row) => row.tier);

/** Activities of each skill, easiest first. */
export const ACTIVITIES_BY_SKILL: Readonly<Record<SkillId, readonly ActivityDef[]>> = (() => {
  const bySkill = {} as Record<SkillId, ActivityDef[]>;
  for (const skill of SKILL_IDS) bySkill[skill] = [];
  for (const activity of ALL_ACTIVITIES) bySkill[activity.skill].push(activity);
  for (const skill of SKILL_IDS) bySkill[skill].sort((a, b) => a.requiredLevel - b.requiredLevel);
  return bySkill;
})();

/** Abilities unlocked by each skill, by unlock level. */
export const ABILITIES_BY_SKILL: Readonly<Record<SkillId, readonly AbilityDef[]>> = (() => {
  const bySkill = {} as Record<SkillId, AbilityDef[]>;
  for (const skill of SKILL_IDS) bySkill[skill] = [];
  for (const ability of ALL_ABILITIES) bySkill[ability.skillSource].push(ability);
  for (const skill of SKILL_IDS) bySkill[skill].sort((a, b) => a.unlockLevel - b.unlockLevel);
  return bySkill;
})();

type ContentItem = (typeof GEAR_ITEMS)[number] | (typeof HIGH_GEAR_ITEMS)[number] | (typeof SUPPLY_ITEMS)[number];
/** Items with a training XP bonus of their own (`trainingXpPercent`); the bonus's id is the item's id. */
export type TrainingXpItemId = Extract<ContentItem, { readonly trainingXpPercent: number }>['id'];
export type TrainingXpItem = ItemDef & { readonly id: TrainingXpItemId; readonly trainingXpPercent: number };

/** The items of TrainingXpItemId, in table order. */
export const TRAINING_XP_ITEMS: readonly TrainingXpItem[] = ALL_ITEMS.filter(
  (item): item is TrainingXpItem => item.trainingXpPercent !== undefined,
);

export function itemName(itemId: string): string {
  return ITEMS[itemId]?.name ?? itemId;
}

export function enemyOrBoss(id: string): EnemyDef | BossDef | undefined {
  return ENEMIES_BY_ID[id] ?? BOSSES_BY_ID[id];
}
