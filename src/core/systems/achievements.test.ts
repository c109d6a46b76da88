import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_TIER_POINTS } from '@/content/achievements';
import { ALL_AREAS } from '../content-index';
import type { GameEvent } from '../events';
import { ledgerBalance } from '../gold';
import { applyOfflineProgress } from '../offline';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createHunter, createTestWorld, stepUntil } from '../testing/fixtures';
import {
  ACHIEVEMENT_MESSAGES,
  ACHIEVEMENTS_BY_ID,
  achievementProgress,
  achievementValue,
  hasAscension,
  titleName,
} from './achievement-rules';
import { checkAchievements } from './achievements';

const HOUR = 3_600_000;
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
const byId = (id: string) => ACHIEVEMENTS_BY_ID[id]!;
const stepSecond = (world: GameState) => {
  const events: GameEvent[] = [];
  for (let tick = 0; tick < 10; tick++) events.push(...step(world).events);
  return events;
};

describe('unlocking', () => {
  it('unlocks once when the count is reached, adds its tier’s points and pays gold and XP', () => {
    const world = createTestWorld();
    const def = byId('boss_slayer');
    world.combatStats.overall.bossKills = def.requirement.count - 1;
    expect(achievementProgress(world, def)).toBe(def.requirement.count - 1);
    expect(ofType(stepSecond(world), 'achievementUnlocked').map((event) => event.achievementId)).not.toContain(def.id);
    const gold = world.resources.gold;
    world.combatStats.overall.bossKills = def.requirement.count;
    const events = stepSecond(world);
    expect(ofType(events, 'achievementUnlocked')).toEqual([
      { type: 'achievementUnlocked', achievementId: def.id, name: 'Boss Slayer' },
    ]);
    expect(world.achievements.unlocked[def.id]).toEqual({ completedAt: expect.any(Number) });
    expect(world.achievements.totalPoints).toBe(ACHIEVEMENT_TIER_POINTS[def.tier]);
    const goldReward = def.rewards.find((reward) => reward.type === 'gold')!.value as number;
    expect(world.resources.gold - gold).toBe(goldReward);
    expect(world.ledger.earned.achievement).toBe(goldReward);
    expect(ledgerBalance(world)).toBe(world.resources.gold);
    expect(ofType(events, 'xpGained').some((event) => event.source === 'achievement')).toBe(true);
    // Once only, even if the counter moves on.
    world.combatStats.overall.bossKills += 50;
    expect(ofType(stepSecond(world), 'achievementUnlocked').map((event) => event.achievementId)).not.toContain(def.id);
    expect(world.achievements.totalPoints).toBeGreaterThanOrEqual(ACHIEVEMENT_TIER_POINTS[def.tier]);
  });

  it('a title reward is earned with its event, worn by choice, and a stranger’s title is refused', () => {
    const world = createTestWorld();
    world.combatStats.overall.bossKills = 10;
    const events = stepSecond(world);
    expect(ofType(events, 'titleUnlocked')).toEqual([
      { type: 'titleUnlocked', titleId: 'title_boss_hunter', name: titleName('title_boss_hunter') },
    ]);
    expect(world.player.unlockedTitles).toContain('title_boss_hunter');
    expect(step(world, [{ type: 'chooseTitle', titleId: 'title_exterminator' }]).replies[0]).toEqual({
      ok: false,
      message: ACHIEVEMENT_MESSAGES.unknownTitle,
    });
    expect(step(world, [{ type: 'chooseTitle', titleId: 'title_boss_hunter' }]).replies[0]).toEqual({ ok: true });
    expect(world.player.title).toBe('title_boss_hunter');
    expect(step(world, [{ type: 'chooseTitle', titleId: null }]).replies[0]).toEqual({ ok: true });
    expect(world.player.title).toBeNull();
    expect(step(world, [{ type: 'chooseTitle', titleId: 42 }]).replies[0]).toMatchObject({ ok: false });
  });

  it('Blade Initiate counts uses of Blade Strike in real fights', () => {
    const world = createHunter({ seed: 2, rank: 'E', levels: { bladework: 30, defense: 30 }, gear: {} });
    const def = byId('blade_initiate');
    expect(def.requirement.abilityId).toBe('blade_strike');
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    const seen = stepUntil(
      world,
      (events) => events.some((event) => event.type === 'achievementUnlocked' && event.achievementId === def.id),
      200_000,
    );
    expect(ofType(seen, 'abilityUsed').filter((event) => event.abilityId === 'blade_strike').length).toBe(25);
    expect(world.combatStats.abilities.blade_strike!.uses).toBe(25);
  });

  it('three different abilities in one fight unlock the combo; the best seen is kept after the fight', () => {
    const world = createTestWorld();
    const def = byId('three_step_waltz');
    world.combat.session = {
      combatId: 'c1',
      areaId: 'tutorial_rift',
      startTime: world.sim.nowMs,
      endTime: null,
      abilitiesUsed: { blade_strike: 2, frost_bolt: 1 },
      damageDealt: 0,
      damageTaken: 0,
      criticalHits: 0,
      perfectDodges: 0,
      enemiesKilled: 0,
      startingMana: 0,
      endingMana: 0,
      startingEnergy: 0,
      endingEnergy: 0,
      bossId: null,
    };
    stepSecond(world);
    expect(achievementValue(world, def)).toBe(2);
    world.combat.session!.abilitiesUsed.shadow_step = 1;
    const events = stepSecond(world);
    expect(ofType(events, 'achievementUnlocked').map((event) => event.achievementId)).toContain(def.id);
  });

  it('Grandmaster is secret and Rift Keeper grants Ascension', () => {
    expect(byId('grandmaster').isSecret).toBe(true);
    const world = createTestWorld();
    expect(hasAscension(world)).toBe(false);
    const rifts = byId('rift_keeper').requirement.count;
    const riftIds = ALL_AREAS.filter((area) => area.kind === 'rift').map((area) => area.id);
    expect(riftIds).toHaveLength(rifts);
    world.combat.clearedRifts = riftIds.slice(0, rifts - 1);
    expect(achievementProgress(world, byId('rift_keeper'))).toBe(rifts - 1);
    world.combat.clearedRifts = riftIds;
    const events: GameEvent[] = [];
    checkAchievements(world, events);
    expect(ofType(events, 'achievementUnlocked').map((event) => event.achievementId)).toContain('rift_keeper');
    expect(hasAscension(world)).toBe(true);
  });
});

describe('time away', () => {
  it('achievements reached while away unlock when the catch-up settles, with a summary line', () => {
    const world = createHunter({ seed: 3, rank: 'E', levels: { bladework: 20, defense: 20 }, gear: {} });
    expect(world.achievements.unlocked.blooded).toBeUndefined();
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    const gains = applyOfflineProgress(world, 2 * HOUR)!;
    expect(gains.combat!.kills).toBeGreaterThanOrEqual(10);
    expect(gains.achievements.unlocked).toContain('blooded');
    expect(gains.summary).toContain('🏆 Achievement Unlocked: Blooded');
    expect(world.achievements.unlocked.blooded).toBeDefined();
  });
});
