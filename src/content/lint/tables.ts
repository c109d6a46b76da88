/**
 * Every content table the linter reads, under the name of its export in src/content. A content table
 * is an exported array of row objects in a src/content module (`as const satisfies readonly XDef[]`);
 * id lists (SKILL_IDS, ENEMY_SILHOUETTES) and message maps (TIER_MESSAGES) are not tables. A test
 * fails when a module exports a table that is missing here, so a new table is added in one line.
 */
import { ABILITIES } from '../abilities';
import { COMBAT_ACTIVITIES } from '../activities-combat';
import { CRAFT_ACTIVITIES } from '../activities-crafts';
import { AREAS } from '../areas';
import { BOSSES } from '../bosses';
import { CATALYSTS } from '../catalysts';
import { COSMETICS } from '../cosmetics';
import { ENEMIES } from '../enemies';
import { GEAR_ITEMS } from '../items-gear';
import { HIGH_GEAR_ITEMS } from '../items-gear-high';
import { SUPPLY_ITEMS } from '../items-supplies';
import { RANK_CHECKPOINTS } from '../ranks';
import { RECIPES } from '../recipes';
import { SETS } from '../sets';
import { LEVEL_TITLES, SKILLS, TRAINING_ACHIEVEMENTS } from '../skills';
import { MINING_NODES } from '../mining-nodes';
import { STARTING_ITEMS } from '../starting-items';
import { STATIONS } from '../stations';
import { DAILY_OFFERS, STORE_OFFERS } from '../store';
import { TIERS } from '../tiers';
import type {
  AbilityDef,
  ActivityDef,
  AreaDef,
  BossDef,
  CatalystDef,
  CosmeticDef,
  DailyOfferDef,
  EnemyDef,
  ItemDef,
  LevelTitleDef,
  MiningNodeDef,
  RankCheckpointDef,
  RecipeDef,
  SetDef,
  SkillDef,
  StartingItemDef,
  StationDef,
  StoreOfferDef,
  TierRulesDef,
  TrainingAchievementDef,
  RaidDef,
  TrialDef,
  WraithDef,
  QuestDef,
  AchievementDef,
  TitleDef,
  TimedEventDef,
} from '../types';
import { RAIDS } from '../raids';
import { TRIALS } from '../trials';
import { WRAITHS } from '../wraiths';
import { ACHIEVEMENTS } from '../achievements';
import { QUESTS } from '../quests';
import { TIMED_EVENTS } from '../timed-events';
import { ACHIEVEMENT_TITLES } from '../titles';

export interface ContentTables {
  readonly SKILLS: readonly SkillDef[];
  readonly LEVEL_TITLES: readonly LevelTitleDef[];
  readonly TRAINING_ACHIEVEMENTS: readonly TrainingAchievementDef[];
  readonly COMBAT_ACTIVITIES: readonly ActivityDef[];
  readonly CRAFT_ACTIVITIES: readonly ActivityDef[];
  readonly GEAR_ITEMS: readonly ItemDef[];
  readonly HIGH_GEAR_ITEMS: readonly ItemDef[];
  readonly SUPPLY_ITEMS: readonly ItemDef[];
  readonly STARTING_ITEMS: readonly StartingItemDef[];
  readonly SETS: readonly SetDef[];
  readonly ABILITIES: readonly AbilityDef[];
  readonly AREAS: readonly AreaDef[];
  readonly ENEMIES: readonly EnemyDef[];
  readonly BOSSES: readonly BossDef[];
  readonly WRAITHS: readonly WraithDef[];
  readonly MINING_NODES: readonly MiningNodeDef[];
  readonly STATIONS: readonly StationDef[];
  readonly CATALYSTS: readonly CatalystDef[];
  readonly RECIPES: readonly RecipeDef[];
  readonly RANK_CHECKPOINTS: readonly RankCheckpointDef[];
  readonly TRIALS: readonly TrialDef[];
  readonly RAIDS: readonly RaidDef[];
  readonly TIERS: readonly TierRulesDef[];
  readonly STORE_OFFERS: readonly StoreOfferDef[];
  readonly DAILY_OFFERS: readonly DailyOfferDef[];
  readonly COSMETICS: readonly CosmeticDef[];
  readonly QUESTS: readonly QuestDef[];
  readonly ACHIEVEMENTS: readonly AchievementDef[];
  readonly ACHIEVEMENT_TITLES: readonly TitleDef[];
  readonly TIMED_EVENTS: readonly TimedEventDef[];
}

export type TableName = keyof ContentTables;

/** The game's content, in the order the linter reports its counts. */
export const CONTENT_TABLES: ContentTables = {
  SKILLS,
  LEVEL_TITLES,
  TRAINING_ACHIEVEMENTS,
  COMBAT_ACTIVITIES,
  CRAFT_ACTIVITIES,
  GEAR_ITEMS,
  HIGH_GEAR_ITEMS,
  SUPPLY_ITEMS,
  STARTING_ITEMS,
  SETS,
  ABILITIES,
  AREAS,
  ENEMIES,
  BOSSES,
  WRAITHS,
  MINING_NODES,
  STATIONS,
  CATALYSTS,
  RECIPES,
  RANK_CHECKPOINTS,
  TRIALS,
  RAIDS,
  TIERS,
  STORE_OFFERS,
  DAILY_OFFERS,
  COSMETICS,
  QUESTS,
  ACHIEVEMENTS,
  ACHIEVEMENT_TITLES,
  TIMED_EVENTS,
};
