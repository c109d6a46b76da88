import type { GameEvent } from '@/core/events';
import { ITEMS } from '@/core/content-index';
import {
  selectAreas,
  selectCharacterBlock,
  selectCombat,
  selectLastDeath,
  selectPlayerLevel,
  selectRankInfo,
  selectSkillGroups,
  selectTier,
  selectTitles,
  selectTraining,
  selectEquipment,
  type CombatView,
  type RankInfo,
  type SkillView,
  type TrainingView,
} from '@/core/selectors';
import type { DeathRecord, GameState } from '@/core/state';
import type { SkillId } from '@/content/ids';
import { selectAchievementProgress, type AchievementProgressView } from '@/core/selectors';
import {
  selectCombatStatsView,
  selectSkillDetails,
  selectTrainingTotals,
  type CombatStatsView,
  type SkillDetail,
  type TrainingTotals,
} from './hud-snapshot-details';

/**
 * Everything the React HUD shows, as plain data built from the core's selectors. The bridge publishes
 * it only when it changed and at most ~5 times a second; per-frame numbers (HP bars on the canvas)
 * never go through it.
 */
export interface HudSnapshot {
  playerId: string;
  player: {
    username: string;
    level: number;
    hunterRank: GameState['player']['hunterRank'];
    accountTier: GameState['player']['accountTier'];
    gold: number;
  };
  character: ReturnType<typeof selectCharacterBlock>;
  skillGroups: { group: string; skills: SkillView[] }[];
  training: TrainingView | null;
  combat: CombatView | null;
  /** Every combat area with its lock reason and whether its rift is cleared (the combat page's picker). */
  areas: CombatAreaView[];
  /** The two potion slots (the combat page's belt and the canvas flask). */
  potions: PotionSlotView[];
  rank: RankInfo;
  tier: ReturnType<typeof selectTier>;
  titles: { id: string; name: string }[];
  lastDeath: DeathRecord | null;
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

export interface CombatAreaView {
  id: string;
  name: string;
  description: string;
  kind: 'zone' | 'rift' | 'raid';
  band: GameState['player']['hunterRank'];
  bossName: string;
  killsForBoss: number;
  paidOnly: boolean;
  locked: boolean;
  lockReason: string | null;
  cleared: boolean;
}

export interface PotionSlotView {
  slot: 'potion_1' | 'potion_2';
  /** Null when nothing is slotted. */
  name: string | null;
  quantity: number;
  restores: 'health' | 'mana' | null;
  amount: number;
}

function selectCombatAreas(world: GameState): CombatAreaView[] {
  return selectAreas(world).map(({ area, bossName, locked, lockReason, cleared }) => ({
    id: area.id, name: area.name, description: area.description, kind: area.kind, band: area.band, bossName,
    killsForBoss: area.killsForBoss, paidOnly: area.paidOnly === true, locked, lockReason, cleared,
  }));
}

function selectPotionSlots(world: GameState): PotionSlotView[] {
  const { slots } = selectEquipment(world);
  return (['potion_1', 'potion_2'] as const).map((slot) => {
    const entry = slots[slot];
    const potion = entry ? ITEMS[entry.itemId]?.potion : undefined;
    return { slot, name: entry?.name ?? null, quantity: entry?.quantity ?? 0, restores: potion?.restores ?? null, amount: potion?.amount ?? 0 };
  });
}

export function selectHudSnapshot(world: GameState): HudSnapshot {
  return {
    playerId: world.playerId,
    player: {
      username: world.player.username,
      level: selectPlayerLevel(world),
      hunterRank: world.player.hunterRank,
      accountTier: world.player.accountTier,
      gold: world.resources.gold,
    },
    character: selectCharacterBlock(world),
    skillGroups: selectSkillGroups(world),
    training: selectTraining(world),
    combat: selectCombat(world),
    areas: selectCombatAreas(world),
    potions: selectPotionSlots(world),
    rank: selectRankInfo(world),
    tier: selectTier(world),
    titles: selectTitles(world),
    lastDeath: selectLastDeath(world),
    stats: { ...world.stats },
    tutorialCompleted: world.tutorial.completed === true,
    skillDetails: selectSkillDetails(world),
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
  'enemyKilled',
  'lootDropped',
  'playerDied',
  'respawned',
  'achievementUnlocked',
  'titleUnlocked',
  'itemEquipped',
  'itemUnequipped',
  'rankChanged',
  'tierChanged',
]);

/** Events after which the HUD must not wait for the next throttled publish. */
export function isImportantHudEvent(event: GameEvent): boolean {
  return IMPORTANT_EVENTS.has(event.type);
}
