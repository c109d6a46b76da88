import type { GameEvent } from '@/core/events';
import type { SkillId } from '@/content/ids';
import type { ReadonlyWorld } from '@/core/readonly';
import { selectTier } from '@/core/selectors';
import type { GameState } from '@/core/state';
import { computeDerivedStats, type DerivedStats } from '@/core/stats';
import { selectAbilityBar, type AbilityBarView } from './view-models/ability-bar';
import { selectAchievementProgress, type AchievementProgressView } from './view-models/achievements-panel';
import { selectCharacterBlock, type CharacterBlockView } from './view-models/character-panel';
import {
  selectCombat,
  selectCombatAreas,
  selectPotionSlots,
  selectSuggestedAreaId,
  type CombatAreaView,
  type CombatView,
  type PotionSlotView,
} from './view-models/combat-page';
import { selectCombatStatsView, type CombatStatsView } from './view-models/combat-stats-page';
import { selectLastDeath, type DeathRecordView } from './view-models/death-recap';
import { selectRankInfo, type RankInfo } from './view-models/rank-dialog';
import {
  selectPlayerHeader,
  selectSkillGroups,
  selectTitles,
  type PlayerHeaderView,
  type SkillView,
} from './view-models/sidebar';
import {
  selectSkillDetails,
  selectTraining,
  selectTrainingTotals,
  type SkillDetail,
  type TrainingTotals,
  type TrainingView,
} from './view-models/skill-page';

/**
 * Everything the React HUD shows, as plain data built by the view models (`./view-models`, one per
 * page or panel). The bridge publishes it only when it changed and at most ~5 times a second;
 * per-frame numbers (HP bars on the canvas) never go through it.
 */
export interface HudSnapshot {
  playerId: string;
  player: PlayerHeaderView;
  character: CharacterBlockView;
  skillGroups: { group: string; skills: SkillView[] }[];
  training: TrainingView | null;
  combat: CombatView | null;
  /** Every combat area with its lock reason and whether its rift is cleared (the combat page's picker). */
  areas: CombatAreaView[];
  /** The area the combat page preselects (the current fight, the last one, or one suited to the hunter). */
  suggestedAreaId: string | null;
  /** The two potion slots (the combat page's belt and the canvas flask). */
  potions: PotionSlotView[];
  /**
   * The ability bar's slow half: slots, costs, casting mode, loadouts (the combat page's bar and loadout
   * switch). Cooldowns and pool levels move every tick, so the bar watches them per frame instead.
   */
  abilityBar: AbilityBarView;
  rank: RankInfo;
  tier: ReturnType<typeof selectTier>;
  titles: { id: string; name: string }[];
  lastDeath: DeathRecordView | null;
  stats: GameState['stats'];
  tutorialCompleted: boolean;
  /** Skill pages: listed activities, training stats and level titles per skill. */
  skillDetails: Record<SkillId, SkillDetail>;
  trainingTotals: TrainingTotals;
  /** Training achievements and the next level title per skill, with progress (sidebar panel). */
  achievements: AchievementProgressView[];
  combatStats: CombatStatsView;
  /** Simulation time (epoch ms) the snapshot was taken at. */
  nowMs: number;
}

/**
 * One snapshot of the world. Derived stats (gear, sets, attributes) are computed once here and handed
 * to the view models that need them; `deriveStats` is a seam for the test that counts it.
 */
export function selectHudSnapshot(
  world: ReadonlyWorld,
  deriveStats: (world: ReadonlyWorld) => DerivedStats = computeDerivedStats,
): HudSnapshot {
  const derived = deriveStats(world);
  return {
    playerId: world.playerId,
    player: selectPlayerHeader(world),
    character: selectCharacterBlock(world, derived),
    skillGroups: selectSkillGroups(world),
    training: selectTraining(world),
    combat: selectCombat(world),
    areas: selectCombatAreas(world),
    suggestedAreaId: selectSuggestedAreaId(world),
    potions: selectPotionSlots(world),
    abilityBar: selectAbilityBar(world),
    rank: selectRankInfo(world),
    tier: selectTier(world),
    titles: selectTitles(world),
    lastDeath: selectLastDeath(world),
    stats: { ...world.stats },
    tutorialCompleted: world.tutorial.completed === true,
    skillDetails: selectSkillDetails(world, derived),
    trainingTotals: selectTrainingTotals(world),
    achievements: selectAchievementProgress(world),
    combatStats: selectCombatStatsView(world),
    nowMs: world.sim.nowMs,
  };
}

const IMPORTANT_EVENTS: ReadonlySet<GameEvent['type']> = new Set([
  'skillLevelUp',
  'playerLevelUp',
  'trainingStarted',
  'trainingCompleted',
  'trainingStopped',
  'combatStarted',
  'combatStopped',
  'queueEntryEnded',
  'enemyKilled',
  'lootDropped',
  'playerDied',
  'respawned',
  'achievementUnlocked',
  'titleUnlocked',
  'questAccepted',
  'questCompleted',
  'questFailed',
  'questAbandoned',
  'dailyQuestsReset',
  'itemEquipped',
  'itemUnequipped',
  'rankChanged',
  'tierChanged',
  'riftRunStarted',
  'riftWaveStarted',
  'riftCleared',
  'riftRunEnded',
]);

/** Events after which the HUD must not wait for the next throttled publish. */
export function isImportantHudEvent(event: GameEvent): boolean {
  return IMPORTANT_EVENTS.has(event.type);
}
