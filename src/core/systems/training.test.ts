import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events';
import { step } from '../step';
import { createTestWorld, giveAndEquip, setSkillLevels, stepUntil } from '../testing/fixtures';
import { TIER_MESSAGES } from '../tiers';
import { xpForLevel } from '../xp';
import type { GameState } from '../state-types';
import { computeTrainingBonuses, isHappyHour, recordCompletion, sessionXp, trainingDurationMs } from './training';

const ctx = { utcOffsetMinutes: 0 };
const HOUR = 3_600_000;
/** FIXTURE_START_MS is 09:00 UTC, outside happy hour. */
const start = (world: GameState, skill: string, activityId: string) =>
  step(world, [{ type: 'startTraining', skill, activityId, commandId: 'c1' } as never]).replies[0]!;
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);

describe('training refusals (spec 001 §5)', () => {
  it('refuses a second session with "Already training another skill"', () => {
    const world = createTestWorld();
    expect(start(world, 'bladework', 'sword_drills')).toEqual({ commandId: 'c1', ok: true });
    expect(start(world, 'defense', 'shield_drills')).toEqual({
      commandId: 'c1',
      ok: false,
      message: 'Already training another skill',
    });
    expect(start(world, 'bladework', 'sword_drills')).toMatchObject({
      ok: false,
      message: 'Already training another skill',
    });
  });

  it('refuses activities above the skill level with "Requires {skill} level {n}"', () => {
    expect(start(createTestWorld(), 'bladework', 'shadow_sparring')).toMatchObject({
      ok: false,
      message: 'Requires Bladework level 10',
    });
  });

  it('refuses a shortfall of plain required items with "Missing required items"', () => {
    const world = createTestWorld();
    setSkillLevels(world, { bladework: 45 });
    expect(start(world, 'bladework', 'wraithsteel_duels')).toMatchObject({
      ok: false,
      message: 'Missing required items',
    });
    world.resources.materials.shadow_ingot = 1;
    expect(start(world, 'bladework', 'wraithsteel_duels')).toMatchObject({ ok: true });
    expect(world.resources.materials.shadow_ingot).toBeUndefined();
  });

  it('names a consumed resource shortfall ("Missing {qty} {item}") and a missing tool ("Requires {item}")', () => {
    const world = createTestWorld();
    setSkillLevels(world, { smithing: 10 });
    world.resources.materials.iron_ore = 1;
    expect(start(world, 'smithing', 'forging_shadow_ingots')).toMatchObject({
      ok: false,
      message: 'Requires Smithing Hammer',
    });
    world.inventory.items.push({
      id: 'hammer',
      playerId: world.playerId,
      itemId: 'smithing_hammer',
      quantity: 1,
      equipped: false,
    });
    expect(start(world, 'smithing', 'forging_shadow_ingots')).toMatchObject({
      ok: false,
      message: 'Missing 2 Rift Iron Ore',
    });
    world.resources.materials.iron_ore = 3;
    expect(start(world, 'smithing', 'forging_shadow_ingots')).toMatchObject({ ok: true });
    expect(world.resources.materials.iron_ore).toBeUndefined();
    expect(world.inventory.items.some((entry) => entry.itemId === 'smithing_hammer')).toBe(true);
  });

  it('answers unknown skills and activities clearly', () => {
    const world = createTestWorld();
    expect(start(world, 'mining', 'sword_drills')).toMatchObject({ ok: false, message: 'Unknown skill: mining' });
    expect(start(world, 'bladework', 'shield_drills')).toMatchObject({
      ok: false,
      message: 'Unknown activity for Bladework: shield_drills',
    });
    expect(step(world, [{ type: 'stopTraining' }]).replies[0]).toEqual({ ok: false, message: 'Not training' });
  });

  it('blocks training at the tier’s skill cap with the tier message', () => {
    const demo = createTestWorld('demo');
    setSkillLevels(demo, { bladework: 15 }, 0);
    expect(start(demo, 'bladework', 'sword_drills')).toMatchObject({ ok: false, message: TIER_MESSAGES.demoSkillCap });
    const base = createTestWorld('base');
    setSkillLevels(base, { bladework: 99 }, 0);
    expect(start(base, 'bladework', 'sword_drills')).toMatchObject({ ok: false, message: TIER_MESSAGES.default });
    const supporter = createTestWorld('supporter');
    setSkillLevels(supporter, { bladework: 100 }, 0);
    expect(start(supporter, 'bladework', 'sword_drills')).toMatchObject({
      ok: false,
      message: 'Bladework is already at the maximum level (100)',
    });
  });
});

describe('training sessions', () => {
  it('runs one session, completes it perfectly at its end time and repeats it', () => {
    const world = createTestWorld();
    const startedAt = world.sim.nowMs;
    start(world, 'bladework', 'sword_drills');
    const session = world.skillTraining.activeSession!;
    expect(session).toMatchObject({
      activityId: 'sword_drills',
      skillType: 'bladework',
      startedAt,
      endsAt: startedAt + 8_000,
      baseXpReward: 7,
      totalXpReward: 7,
      bonuses: [],
      completed: false,
      wasPerfect: false,
      playerId: world.playerId,
    });
    expect(world.skills.bladework.isTraining).toBe(true);
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'trainingCompleted'));
    expect(world.sim.nowMs).toBe(startedAt + 8_000);
    const completed = ofType(events, 'trainingCompleted')[0]!;
    expect(completed).toMatchObject({
      skill: 'bladework',
      xp: 8,
      baseXp: 7,
      wasPerfect: true,
      bonuses: [{ id: 'perfect', percent: 25 }],
    });
    expect(world.skills.bladework.experience).toBe(8);
    const stats = world.skillTraining.stats.bladework;
    expect(stats).toMatchObject({
      totalSessions: 1,
      perfectCompletions: 1,
      currentStreak: 1,
      bestStreak: 1,
      masteryLevel: 0,
      lastActivityType: 'sword_drills',
      lastCompletionTime: startedAt + 8_000,
    });
    expect(world.skillTraining.totalTrainingTime).toBe(8_000);
    // The next session starts at once and now carries the 1-day streak bonus.
    const next = world.skillTraining.activeSession!;
    expect(next.startedAt).toBe(startedAt + 8_000);
    expect(next.bonuses).toEqual([{ id: 'streak', percent: 5 }]);
    expect(next.totalXpReward).toBe(Math.floor(7 * 1.05));
  });

  it('stops early on command, paying XP for the share done and no session', () => {
    const world = createTestWorld();
    start(world, 'bladework', 'sword_drills');
    for (let tick = 0; tick < 39; tick++) step(world, []);
    const { events, replies } = step(world, [{ type: 'stopTraining' }]);
    expect(replies[0]).toEqual({ ok: true });
    const stopped = ofType(events, 'trainingStopped')[0]!;
    expect(stopped).toMatchObject({ reason: 'manual', completionPercent: 50, xp: 3 });
    expect(world.skills.bladework.experience).toBe(3);
    expect(world.skillTraining.activeSession).toBeNull();
    expect(world.skills.bladework.isTraining).toBe(false);
    expect(world.skillTraining.stats.bladework.totalSessions).toBe(0);
  });

  it('hands out products and stops repeating when the requirements run out', () => {
    const world = createTestWorld();
    setSkillLevels(world, { alchemy: 10 });
    world.resources.materials.nightshade = 4;
    start(world, 'alchemy', 'brewing_health_tonics');
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'trainingStopped'));
    expect(ofType(events, 'trainingCompleted').map((event) => event.products)).toEqual([
      [{ itemId: 'health_potion_small', quantity: 1 }],
      [{ itemId: 'health_potion_small', quantity: 1 }],
    ]);
    expect(ofType(events, 'trainingStopped')[0]).toMatchObject({
      reason: 'requirements',
      message: 'Missing required items',
    });
    // Potions join the equipped potion stack.
    expect(world.inventory.items.find((entry) => entry.itemId === 'health_potion_small')!.quantity).toBe(7);
  });

  it('reduces duration by the training-speed bonus, never below 1 s', () => {
    expect(trainingDurationMs(8_000, 0)).toBe(8_000);
    expect(trainingDurationMs(8_000, 15)).toBe(6_800);
    expect(trainingDurationMs(1_500, 75)).toBe(1_000);
    expect(trainingDurationMs(60_000, 200)).toBe(1_000);
    const world = createTestWorld();
    giveAndEquip(world, 'scholar_robe', 'chest');
    giveAndEquip(world, 'scholar_circlet', 'helmet');
    giveAndEquip(world, 'scholar_quill_charm', 'neck');
    world.player.level = 20;
    start(world, 'bladework', 'sword_drills');
    const session = world.skillTraining.activeSession!;
    expect(session.endsAt - session.startedAt).toBe(8_000 * 0.85);
  });

  it('multiplies XP by the tier (supporter x1.25)', () => {
    const world = createTestWorld('supporter');
    start(world, 'survival', 'soul_foraging');
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'trainingCompleted'));
    expect(ofType(events, 'trainingCompleted')[0]!.xp).toBe(Math.floor(8 * 1.25));
  });
});

describe('training bonuses (spec 001 §9)', () => {
  const bonusesAt = (world: GameState, skill: 'bladework' = 'bladework', nowMs = world.sim.nowMs, context = ctx) =>
    Object.fromEntries(computeTrainingBonuses(world, skill, nowMs, context).map((bonus) => [bonus.id, bonus.percent]));

  it('streak: +5% per day within 24 hours, capped at 50%', () => {
    const world = createTestWorld();
    const stats = world.skillTraining.stats.bladework;
    stats.lastCompletionTime = world.sim.nowMs - HOUR;
    stats.currentStreak = 3;
    expect(bonusesAt(world).streak).toBe(15);
    stats.currentStreak = 12;
    expect(bonusesAt(world).streak).toBe(50);
    stats.lastCompletionTime = world.sim.nowMs - 25 * HOUR;
    expect(bonusesAt(world).streak).toBeUndefined();
  });

  it('streak grows once per new local day, holds within the day and resets after 24 hours', () => {
    const world = createTestWorld();
    const day = 86_400_000;
    const t0 = world.sim.nowMs;
    recordCompletion(world, 'bladework', 'sword_drills', true, t0, 8_000, ctx);
    recordCompletion(world, 'bladework', 'sword_drills', true, t0 + HOUR, 8_000, ctx);
    expect(world.skillTraining.stats.bladework.currentStreak).toBe(1);
    recordCompletion(world, 'bladework', 'sword_drills', true, t0 + day - HOUR, 8_000, ctx);
    expect(world.skillTraining.stats.bladework.currentStreak).toBe(2);
    recordCompletion(world, 'bladework', 'sword_drills', true, t0 + 3 * day, 8_000, ctx);
    expect(world.skillTraining.stats.bladework).toMatchObject({
      currentStreak: 1,
      bestStreak: 2,
      totalSessions: 4,
      perfectCompletions: 4,
    });
  });

  it('combo: +10% per chained different skill within 30 minutes, capped at 30%', () => {
    const world = createTestWorld();
    const combo = world.skillTraining.combo;
    combo.lastSkill = 'survival';
    combo.lastCompletionTime = world.sim.nowMs - 10 * 60_000;
    expect(bonusesAt(world).combo).toBe(10);
    combo.chain = 4;
    expect(bonusesAt(world).combo).toBe(30);
    combo.lastSkill = 'bladework';
    expect(bonusesAt(world).combo).toBeUndefined();
    combo.lastSkill = 'survival';
    combo.lastCompletionTime = world.sim.nowMs - 31 * 60_000;
    expect(bonusesAt(world).combo).toBeUndefined();
  });

  it('mastery: +2% per floor(sessions / 10), capped at 50%', () => {
    const world = createTestWorld();
    world.skillTraining.stats.bladework.totalSessions = 9;
    expect(bonusesAt(world).mastery).toBeUndefined();
    world.skillTraining.stats.bladework.totalSessions = 35;
    expect(bonusesAt(world).mastery).toBe(6);
    world.skillTraining.stats.bladework.totalSessions = 1_000;
    expect(bonusesAt(world).mastery).toBe(50);
  });

  it('happy hour: +20% from 18:00 to 20:00 local time', () => {
    const day = Math.floor(1_736_931_600_000 / 86_400_000) * 86_400_000;
    expect(isHappyHour(day + 18 * HOUR, 0)).toBe(true);
    expect(isHappyHour(day + 20 * HOUR - 1, 0)).toBe(true);
    expect(isHappyHour(day + 20 * HOUR, 0)).toBe(false);
    expect(isHappyHour(day + 17 * HOUR + 59 * 60_000, 0)).toBe(false);
    // 17:30 UTC is 18:30 in UTC+1 and 12:30 in UTC-5.
    expect(isHappyHour(day + 17.5 * HOUR, 60)).toBe(true);
    expect(isHappyHour(day + 17.5 * HOUR, -300)).toBe(false);
    expect(isHappyHour(day + 23.5 * HOUR, -300)).toBe(true);
    const world = createTestWorld();
    expect(bonusesAt(world, 'bladework', day + 19 * HOUR).happyHour).toBe(20);
    expect(bonusesAt(world, 'bladework', day + 9 * HOUR).happyHour).toBeUndefined();
    expect(bonusesAt(world, 'bladework', day + 9 * HOUR, { utcOffsetMinutes: 600 }).happyHour).toBe(20);
  });

  it('synergy: +15% when a related skill finished within 4 hours', () => {
    const world = createTestWorld();
    world.skillTraining.stats.defense.lastCompletionTime = world.sim.nowMs - 3 * HOUR;
    expect(bonusesAt(world).synergy).toBe(15);
    world.skillTraining.stats.defense.lastCompletionTime = world.sim.nowMs - 5 * HOUR;
    expect(bonusesAt(world).synergy).toBeUndefined();
    world.skillTraining.stats.alchemy.lastCompletionTime = world.sim.nowMs - HOUR;
    expect(bonusesAt(world).synergy).toBeUndefined();
  });

  it('gives +10% each for xp_ring, wisdom_amulet and scholar_robe, plus the equipment bonus', () => {
    const world = createTestWorld();
    world.player.level = 20;
    giveAndEquip(world, 'xp_ring', 'ring_1');
    giveAndEquip(world, 'wisdom_amulet', 'neck');
    expect(bonusesAt(world)).toEqual({ xp_ring: 10, wisdom_amulet: 10 });
    giveAndEquip(world, 'scholar_robe', 'chest');
    giveAndEquip(world, 'scholar_circlet', 'helmet');
    expect(bonusesAt(world)).toEqual({ xp_ring: 10, wisdom_amulet: 10, scholar_robe: 10, equipment: 5 });
  });

  it('adds bonuses: XP = floor(base x (1 + sum of percents))', () => {
    expect(
      sessionXp(100, [
        { id: 'streak', percent: 50 },
        { id: 'combo', percent: 30 },
        { id: 'perfect', percent: 25 },
      ]),
    ).toBe(205);
    expect(sessionXp(7, [])).toBe(7);
    expect(sessionXp(7, [{ id: 'perfect', percent: 25 }])).toBe(8);
  });

  it('builds a combo chain across different skills and unlocks the combo achievement at 5', () => {
    const world = createTestWorld();
    const skills = ['bladework', 'defense', 'survival', 'athleticism', 'smithing', 'command'] as const;
    let t = world.sim.nowMs;
    for (const skill of skills) {
      recordCompletion(world, skill, 'x', true, t, 8_000, ctx);
      t += 5 * 60_000;
    }
    expect(world.skillTraining.combo.chain).toBe(5);
    expect(world.skillTraining.stats.command.comboCount).toBe(1);
    world.skillTraining.stats.bladework.lastCompletionTime = null;
    start(world, 'bladework', 'sword_drills');
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'trainingCompleted'));
    expect(ofType(events, 'achievementUnlocked').map((event) => event.achievementId)).toContain('training_combo_5');
  });
});

describe('training achievements and titles', () => {
  it('unlocks 100 sessions, 10 perfects, mastery 10 and streak 7', () => {
    const world = createTestWorld();
    const stats = world.skillTraining.stats.survival;
    stats.totalSessions = 99;
    stats.perfectCompletions = 9;
    stats.currentStreak = 7;
    stats.lastCompletionTime = world.sim.nowMs - HOUR;
    start(world, 'survival', 'soul_foraging');
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'trainingCompleted'));
    expect(
      ofType(events, 'achievementUnlocked')
        .map((event) => event.achievementId)
        .sort(),
    ).toEqual(['training_mastery_10', 'training_perfect_10', 'training_sessions_100', 'training_streak_7']);
    expect(world.skillTraining.achievements).toHaveLength(4);
    stats.currentStreak = 30;
    const more = stepUntil(world, (tick) => tick.some((event) => event.type === 'trainingCompleted'));
    expect(ofType(more, 'achievementUnlocked').map((event) => event.achievementId)).toEqual(['training_streak_30']);
  });

  it('unlocks the level title at 10 once', () => {
    const world = createTestWorld();
    world.skills.bladework.experience = xpForLevel(10) - 1;
    world.skills.bladework.level = 9;
    start(world, 'bladework', 'sword_drills');
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'trainingCompleted'));
    expect(ofType(events, 'skillLevelUp')[0]).toMatchObject({ skill: 'bladework', level: 10, previousLevel: 9 });
    expect(ofType(events, 'titleUnlocked')).toEqual([
      { type: 'titleUnlocked', titleId: 'bladework_10', name: 'Initiate of Bladework' },
    ]);
    expect(world.player.unlockedTitles).toEqual(['bladework_10']);
  });

  it('caps demo skills at 15 exactly and says so once', () => {
    const world = createTestWorld('demo');
    world.skills.survival.experience = xpForLevel(15) - 3;
    world.skills.survival.level = 14;
    start(world, 'survival', 'soul_foraging');
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'trainingStopped'));
    expect(world.skills.survival).toMatchObject({ level: 15, experience: xpForLevel(15) });
    expect(ofType(events, 'tierLimitReached')).toEqual([
      { type: 'tierLimitReached', message: TIER_MESSAGES.demoSkillCap, skill: 'survival' },
    ]);
    expect(ofType(events, 'xpGained')[0]).toMatchObject({ amount: 3, blocked: 5 });
    expect(ofType(events, 'trainingStopped')[0]).toMatchObject({ message: TIER_MESSAGES.demoSkillCap });
  });
});
