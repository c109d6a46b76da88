import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTS } from '@/content/quests';
import type { QuestDef } from '@/content/types';
import type { GameEvent } from '../events';
import { ledgerBalance } from '../gold';
import { applyOfflineProgress } from '../offline';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createHunter, createTestWorld, stepUntil } from '../testing/fixtures';
import {
  countsAtAcceptance,
  countsFromBefore,
  lifetimeCount,
  nextDailyResetAt,
  QUEST_MESSAGES,
  questDef,
  questLockReason,
} from './quest-rules';

const HOUR = 3_600_000;
const reply = (world: GameState, command: object) => step(world, [command]).replies[0];
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
const fighter = (seed = 3) =>
  createHunter({ seed, rank: 'E', levels: { bladework: 20, defense: 20 }, gear: { weapon: 'crypt_blade' } });
const accept = (world: GameState, questId: string) => reply(world, { type: 'acceptQuest', questId });

describe('accepting', () => {
  it('refuses with the spec’s one message: unknown, too low a level, already taken, completed', () => {
    const world = createTestWorld();
    expect(accept(world, 'no_such_quest')).toEqual({ ok: false, message: QUEST_MESSAGES.notAvailable });
    const high = QUESTS.find((quest) => quest.levelRequirement > world.player.level)!;
    expect(questLockReason(world, high)).toBe(`Requires player level ${high.levelRequirement}`);
    expect(accept(world, high.id)).toEqual({ ok: false, message: QUEST_MESSAGES.notAvailable });
    const { events, replies } = step(world, [{ type: 'acceptQuest', questId: 'first_blood' }]);
    expect(replies[0]).toEqual({ ok: true });
    expect(ofType(events, 'questAccepted')).toEqual([
      { type: 'questAccepted', questId: 'first_blood', title: questDef('first_blood')!.title },
    ]);
    expect(world.quests.active[0]).toMatchObject({ questId: 'first_blood', status: 'in_progress', progress: 0 });
    expect(accept(world, 'first_blood')).toEqual({ ok: false, message: QUEST_MESSAGES.notAvailable });
    world.quests.active = [];
    world.quests.completed.push('first_blood');
    expect(questLockReason(world, questDef('first_blood')!)).toBe('Completed');
    expect(accept(world, 'first_blood')).toEqual({ ok: false, message: QUEST_MESSAGES.notAvailable });
  });
});

describe('progress and completion', () => {
  it('kills in the quest’s area count; on completion it pays XP to its skill, gold and moves to completed', () => {
    const world = fighter();
    const def = questDef('first_blood')!;
    expect(accept(world, def.id)).toEqual({ ok: true });
    const goldBefore = world.resources.gold;
    const xpBefore = world.skills[def.rewardSkill].experience;
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    const seen = stepUntil(world, (events) => events.some((event) => event.type === 'questCompleted'), 200_000);
    const progressed = ofType(seen, 'questProgressed').map((event) => event.progress);
    expect(progressed).toEqual([1, 2, 3, 4, 5]);
    const [completed] = ofType(seen, 'questCompleted');
    expect(completed).toMatchObject({ questId: def.id, gold: def.goldReward });
    expect(world.resources.gold - goldBefore).toBeGreaterThanOrEqual(def.goldReward);
    expect(world.ledger.earned.quest).toBe(def.goldReward);
    expect(ledgerBalance(world)).toBe(world.resources.gold);
    expect(world.skills[def.rewardSkill].experience - xpBefore).toBeGreaterThanOrEqual(completed!.xp);
    expect(completed!.xp).toBeGreaterThan(0);
    expect(world.quests.active).toEqual([]);
    expect(world.quests.completed).toContain(def.id);
    expect(world.quests.statistics).toMatchObject({ totalCompleted: 1, perfectCompletions: 1 });
    expect(accept(world, def.id)).toEqual({ ok: false, message: QUEST_MESSAGES.notAvailable });
  });

  it('kills elsewhere do not count toward an area quest; training sessions count toward a training quest', () => {
    const world = fighter();
    accept(world, 'first_blood');
    accept(world, 'straw_man_drills');
    step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'enemyKilled'), 100_000);
    expect(world.quests.active.find((entry) => entry.questId === 'first_blood')!.progress).toBe(0);
    step(world, [{ type: 'stopCombat' }]);
    const drills = questDef('straw_man_drills')!;
    const training = drills.requirements[0]!;
    step(world, [{ type: 'startTraining', skill: training.target, activityId: 'sword_drills' }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'trainingCompleted'), 100_000);
    expect(world.quests.active.find((entry) => entry.questId === drills.id)!.progress).toBe(1);
  });

  it('a level requirement counts the level the hunter already has', () => {
    const world = createHunter({ rank: 'E', levels: { defense: 12, bladework: 30 }, gear: {} });
    world.player.level = 16;
    const def = questDef('coven_of_the_mire')!;
    expect(accept(world, def.id)).toEqual({ ok: true });
    const entry = world.quests.active[0]!;
    expect(entry.requirementProgress![0]).toBe(20);
    expect(entry.progress).toBe(20);
  });

  it('delivery takes the items from the inventory, no more than asked, and says what is missing', () => {
    const world = createTestWorld();
    world.player.level = 14;
    const def = questDef('ectoplasm_levy')!;
    const wanted = def.requirements[0]!.amount;
    accept(world, def.id);
    expect(reply(world, { type: 'deliverQuestItems', questId: def.id })).toEqual({
      ok: false,
      message: QUEST_MESSAGES.noneToDeliver('Ectoplasm'),
    });
    world.resources.materials.ectoplasm = 3;
    expect(reply(world, { type: 'deliverQuestItems', questId: def.id })).toEqual({ ok: true });
    expect(world.quests.active[0]!.progress).toBe(3);
    world.resources.materials.ectoplasm = wanted + 4 - 3;
    const { events } = step(world, [{ type: 'deliverQuestItems', questId: def.id }]);
    expect(ofType(events, 'questCompleted')).toHaveLength(1);
    expect(world.resources.materials.ectoplasm ?? 0).toBe(4);
  });
});

describe('what was done before accepting (issue 32)', () => {
  const boss = (world: GameState, bossId: string, kills: number) => {
    world.combatStats.bosses[bossId] = { kills, fastestKillMs: null, noDamageKills: 0, lastKilledAt: 0 };
    world.combatStats.overall.bossKills += kills;
  };

  it('a one-off quest already done completes on acceptance, paying its rewards', () => {
    const world = createTestWorld();
    const def = questDef('straw_man_drills')!;
    world.skillTraining.stats.bladework.totalSessions = 4;
    const goldBefore = world.resources.gold;
    const { events, replies } = step(world, [{ type: 'acceptQuest', questId: def.id }]);
    expect(replies[0]).toEqual({ ok: true });
    expect(events.filter((event) => event.type.startsWith('quest')).map((event) => event.type)).toEqual([
      'questAccepted',
      'questProgressed',
      'questCompleted',
    ]);
    expect(world.quests.completed).toContain(def.id);
    expect(world.quests.active).toEqual([]);
    expect(world.resources.gold - goldBefore).toBeGreaterThanOrEqual(def.goldReward);
    expect(world.ledger.earned.quest).toBe(def.goldReward);
  });

  it('counts part of the work done before, and the rest as it comes', () => {
    const world = createTestWorld();
    world.player.level = 2;
    // One real harvest of the seep before taking the quest.
    step(world, [{ type: 'startMining', nodeId: 'rift_edge_mana_seep', harvests: 1 }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'miningStopped'), 10_000);
    expect(world.mining.nodeProgress.rift_edge_mana_seep?.totalHarvests).toBe(1);
    expect(accept(world, 'edge_of_the_seep')).toEqual({ ok: true });
    expect(world.quests.active[0]).toMatchObject({ progress: 1, requirementProgress: [1] });
  });

  it('a boss slain before and a level reached count at once', () => {
    const world = createTestWorld();
    world.player.level = 9;
    world.skills.defense.level = 12;
    boss(world, 'mother_of_thorns', 2);
    const { events } = step(world, [{ type: 'acceptQuest', questId: 'prune_the_mother' }]);
    expect(ofType(events, 'questCompleted').map((event) => event.questId)).toEqual(['prune_the_mother']);

    const gatekeeper = createTestWorld();
    gatekeeper.player.level = 4;
    boss(gatekeeper, 'hollowed_gatekeeper', 1);
    expect(accept(gatekeeper, 'the_gatekeepers_key')).toEqual({ ok: true });
    expect(gatekeeper.quests.completed).toContain('the_gatekeepers_key');
  });

  it('kills in an area, a named foe, daily and repeatable quests count from acceptance', () => {
    const world = createTestWorld();
    world.player.level = 5;
    world.stats.enemiesKilled = 400;
    accept(world, 'first_blood');
    accept(world, 'daily_cull');
    for (const entry of world.quests.active) expect(entry).toMatchObject({ progress: 0, status: 'in_progress' });
    expect(countsFromBefore(questDef('first_blood')!, questDef('first_blood')!.requirements[0]!, world)).toBe(false);
    expect(countsFromBefore(questDef('daily_cull')!, questDef('daily_cull')!.requirements[0]!, world)).toBe(false);
    const tusks = questDef('thorns_and_tusks')!;
    expect(tusks.requirements.map((requirement) => lifetimeCount(world, requirement))).toEqual([null, null]);
  });

  it('credits at acceptance exactly what the state holds, capped at each amount, for every quest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<QuestDef>(...QUESTS),
        fc.record({
          sessions: fc.nat(20),
          harvests: fc.nat(20),
          crafts: fc.nat(5),
          kills: fc.nat(60),
          bosses: fc.nat(3),
          clears: fc.nat(4),
        }),
        (def, done) => {
          const world = createTestWorld();
          for (const stats of Object.values(world.skillTraining.stats)) stats.totalSessions = done.sessions;
          world.mining.totalHarvests = done.harvests;
          for (const requirement of def.requirements)
            if (requirement.type === 'mine' && requirement.target) {
              step(world, [{ type: 'startMining', nodeId: requirement.target, harvests: 1 }]);
              world.mining.currentActivity = null;
              world.mining.nodeProgress[requirement.target]!.totalHarvests = done.harvests;
            }
          world.crafting.stats.successes = done.crafts;
          for (const recipe of def.requirements.filter((requirement) => requirement.type === 'craft'))
            if (recipe.target)
              world.crafting.recipeProgress[recipe.target] = { timesCrafted: done.crafts, totalSuccesses: done.crafts };
          world.stats.enemiesKilled = done.kills;
          for (const requirement of def.requirements)
            if ((requirement.type === 'killBoss' || requirement.type === 'kill') && requirement.target)
              boss(world, requirement.target, done.bosses);
          world.combatStats.rifts = {
            tutorial_rift: {
              attempts: done.clears,
              clears: done.clears,
              deaths: 0,
              bestTimeMs: null,
              lastClearAt: null,
            },
          };
          const counts = countsAtAcceptance(world, def);
          def.requirements.forEach((requirement, index) => {
            const held = lifetimeCount(world, requirement);
            const expected =
              requirement.type === 'reachLevel' || def.isDaily || def.isRepeatable || held === null
                ? 0
                : Math.min(requirement.amount, held);
            expect(counts[index]).toBe(expected);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('abandoning, deadlines and the daily reset', () => {
  it('abandons a quest in progress with its event and statistic', () => {
    const world = createTestWorld();
    accept(world, 'first_blood');
    const { events, replies } = step(world, [{ type: 'abandonQuest', questId: 'first_blood' }]);
    expect(replies[0]).toEqual({ ok: true });
    expect(ofType(events, 'questAbandoned')).toHaveLength(1);
    expect(world.quests.abandoned).toEqual(['first_blood']);
    expect(world.quests.statistics.totalAbandoned).toBe(1);
    expect(reply(world, { type: 'abandonQuest', questId: 'first_blood' })).toEqual({
      ok: false,
      message: QUEST_MESSAGES.notActive,
    });
    // Abandoned is not completed: it may be taken again.
    expect(accept(world, 'first_blood')).toEqual({ ok: true });
  });

  it('fails a quest whose time ran out, then drops it at the daily reset', () => {
    const world = createTestWorld();
    world.player.level = 7;
    const def = questDef('recruits_gauntlet')!;
    expect(def.timeLimitHours).toBeDefined();
    accept(world, def.id);
    const entry = world.quests.active[0]!;
    expect(entry.expiresAt).toBe(entry.acceptedAt + def.timeLimitHours! * HOUR);
    world.sim.nowMs = entry.expiresAt! - 100;
    const { events } = step(world);
    expect(ofType(events, 'questFailed')).toEqual([{ type: 'questFailed', questId: def.id, title: def.title }]);
    expect(world.quests.active[0]!.status).toBe('failed');
    expect(world.quests.statistics.totalFailed).toBe(1);
    expect(questLockReason(world, def)).toBe('Already taken');
    world.sim.nowMs = nextDailyResetAt(world, { utcOffsetMinutes: 0 });
    const reset = step(world).events;
    expect(ofType(reset, 'dailyQuestsReset')).toEqual([{ type: 'dailyQuestsReset', droppedQuestIds: [def.id] }]);
    expect(world.quests.active).toEqual([]);
    expect(accept(world, def.id)).toEqual({ ok: true });
  });

  it('a daily quest is done once per local day and offered again after local midnight', () => {
    const world = fighter();
    world.player.level = 8;
    const daily = questDef('daily_cull')!;
    expect(daily.isDaily).toBe(true);
    accept(world, daily.id);
    world.quests.active[0]!.requirementProgress = [daily.requirements[0]!.amount - 1];
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'questCompleted'), 100_000);
    expect(world.quests.dailyResets.dailyQuestsCompleted).toBe(1);
    expect(questLockReason(world, daily)).toBe('Done today: back after the daily reset');
    expect(accept(world, daily.id)).toEqual({ ok: false, message: QUEST_MESSAGES.notAvailable });
    // Local midnight at UTC+2 comes two hours before UTC midnight.
    const context = { utcOffsetMinutes: 120 };
    world.sim.nowMs = nextDailyResetAt(world, context);
    step(world, [{ type: 'stopCombat' }], context);
    expect(world.quests.dailyResets).toEqual({ lastResetTime: world.sim.nowMs, dailyQuestsCompleted: 0 });
    expect(accept(world, daily.id)).toEqual({ ok: true });
  });
});

describe('time away', () => {
  it('kills and harvests away count toward quests that do not name a foe, and complete them', () => {
    const world = fighter();
    world.player.level = 8;
    accept(world, 'daily_cull');
    accept(world, 'first_blood');
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    const gains = applyOfflineProgress(world, 4 * HOUR)!;
    expect(gains.combat?.kills).toBeGreaterThan(30);
    expect(gains.quests.completed).toEqual(expect.arrayContaining(['daily_cull', 'first_blood']));
    expect(gains.summary).toContain(`📜 ${QUEST_MESSAGES.completed(questDef('daily_cull')!.title)}`);
    expect(world.quests.active).toEqual([]);
  });
});

describe('conservation', () => {
  it('no order of quest commands makes gold or items except a completion’s rewards', () => {
    const ids = QUESTS.map((quest) => quest.id);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom('acceptQuest', 'abandonQuest', 'deliverQuestItems'),
            questId: fc.constantFrom(...ids, 'junk'),
          }),
          { maxLength: 30 },
        ),
        (commands) => {
          const world = createTestWorld();
          world.player.level = 16;
          world.resources.materials.ectoplasm = 20;
          world.resources.materials.soul_ember = 20;
          let questGold = 0;
          for (const command of commands) {
            const { events } = step(world, [command]);
            for (const event of ofType(events, 'questCompleted')) questGold += event.gold;
          }
          expect(world.ledger.earned.quest ?? 0).toBe(questGold);
          expect(ledgerBalance(world)).toBe(world.resources.gold);
          // Handed in, never made: the satchel only shrinks (these quests reward no such material).
          const held = (world.resources.materials.ectoplasm ?? 0) + (world.resources.materials.soul_ember ?? 0);
          expect(held).toBeLessThanOrEqual(40);
        },
      ),
      { numRuns: 60 },
    );
  });
});
