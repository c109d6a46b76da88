import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events';
import { step } from '../step';
import type { GameState } from '../state-types';
import { computeDerivedStats } from '../stats';
import { createTestWorld, setSkillLevels } from '../testing/fixtures';
import { TIER_MESSAGES } from '../tiers';
import { GRACE_MESSAGES, selectCosmetic } from './character';
import { ALL_COSMETICS } from '../content-index';

const run = (world: GameState, value: object) => step(world, [value]);
const types = (events: readonly GameEvent[]) => events.map((event) => event.type);

describe('attributes', () => {
  it('spends available points on an attribute, refreshing stats', () => {
    const world = createTestWorld('supporter');
    expect(world.attributes.available).toBe(10);
    const before = computeDerivedStats(world).strength;
    expect(run(world, { type: 'allocateAttribute', attribute: 'strength', points: 3 }).replies[0]).toEqual({
      ok: true,
    });
    expect(world.attributes).toMatchObject({ available: 7, allocated: { strength: 3 } });
    expect(computeDerivedStats(world).strength).toBe(before + 3);
    expect(run(world, { type: 'allocateAttribute', attribute: 'endurance' }).replies[0]).toEqual({ ok: true });
    expect(world.attributes.allocated.endurance).toBe(1);
  });

  it('refuses unknown attributes, bad amounts and missing points', () => {
    const world = createTestWorld();
    expect(run(world, { type: 'allocateAttribute', attribute: 'charisma' }).replies[0]).toEqual({
      ok: false,
      message: 'Unknown attribute: charisma',
    });
    expect(run(world, { type: 'allocateAttribute', attribute: 'agility', points: 1.5 }).replies[0]).toEqual({
      ok: false,
      message: 'Points must be a positive whole number',
    });
    expect(run(world, { type: 'allocateAttribute', attribute: 'agility', points: 1 }).replies[0]).toEqual({
      ok: false,
      message: 'Not enough attribute points',
    });
  });

  it('grants a point per player level and attribute bonuses from skills', () => {
    const world = createTestWorld();
    setSkillLevels(world, { bladework: 40, marksmanship: 20, defense: 12 });
    expect(world.attributes.bonusFromSkills).toMatchObject({ strength: 10, agility: 5, endurance: 3 });
    const fresh = createTestWorld();
    setSkillLevels(fresh, { bladework: 3 }, 0);
    expect(fresh.player.level).toBe(1);
    fresh.skills.survival.experience = 95;
    step(fresh, [{ type: 'startTraining', skill: 'survival', activityId: 'soul_foraging' }]);
    const events: GameEvent[] = [];
    for (let tick = 0; tick < 100; tick++) events.push(...step(fresh, []).events);
    expect(events).toContainEqual({ type: 'playerLevelUp', level: 2, previousLevel: 1, attributePointsGained: 1 });
    expect(fresh.attributes.available).toBe(1);
  });
});

describe('rank and tier changes from the server', () => {
  it('promotes, raising health, and warns once when the grace period ends and again at C', () => {
    const world = createTestWorld('base');
    const before = world.player.maxHealth;
    const toD = run(world, { type: 'setHunterRank', rank: 'D' });
    expect(toD.replies[0]).toEqual({ ok: true });
    expect(world.player.maxHealth).toBe(Math.round(before * 1.1));
    expect(toD.events).toContainEqual({ type: 'graceWarning', kind: 'graceEnded', message: GRACE_MESSAGES.graceEnded });
    expect(world.deathPenalty.gracePeriodWarnings).toEqual({ warnedAtC: false, finalWarningShown: true });
    const toC = run(world, { type: 'setHunterRank', rank: 'C' });
    expect(types(toC.events)).toEqual(['rankChanged', 'graceWarning']);
    expect(world.deathPenalty.gracePeriodWarnings.warnedAtC).toBe(true);
    expect(types(run(world, { type: 'setHunterRank', rank: 'B' }).events)).toEqual(['rankChanged']);
  });

  it('keeps demo accounts at D', () => {
    const world = createTestWorld('demo');
    expect(run(world, { type: 'setHunterRank', rank: 'C' }).replies[0]).toEqual({
      ok: false,
      message: TIER_MESSAGES.demoRankCap,
    });
    expect(run(world, { type: 'setHunterRank', rank: 'Z' }).replies[0]).toEqual({
      ok: false,
      message: 'Unknown hunter rank: Z',
    });
  });

  it('takes the server’s tier, raising start slots, and lifts the demo skill cap', () => {
    const world = createTestWorld('demo');
    const { replies, events } = run(world, { type: 'setAccountTier', tier: 'expansion_1' });
    expect(replies[0]).toEqual({ ok: true });
    expect(events).toContainEqual({ type: 'tierChanged', tier: 'expansion_1', previousTier: 'demo' });
    expect(world.player.accountTier).toBe('expansion_1');
    expect(world.inventory.maxSlots).toBe(150);
    expect(world.banking.upgrades.totalSlots).toBe(75);
    expect(run(world, { type: 'setAccountTier', tier: 'gold' }).replies[0]).toEqual({
      ok: false,
      message: 'Unknown account tier: gold',
    });
  });
});

describe('tutorial', () => {
  it('records completion with its timestamp', () => {
    const world = createTestWorld();
    expect(run(world, { type: 'setTutorialCompleted', completedAt: 1234 }).replies[0]).toEqual({ ok: true });
    expect(world.tutorial).toEqual({ completed: true, completedAt: 1234 });
    expect(run(world, { type: 'setTutorialCompleted', completedAt: 'now' }).replies[0]).toEqual({
      ok: false,
      message: 'completedAt must be a timestamp in milliseconds',
    });
  });
});

describe('renaming the hunter', () => {
  it('stores a valid name, trimmed, and announces it', () => {
    const world = createTestWorld();
    const before = world.player.username;
    const { replies, events } = run(world, { type: 'renameHunter', name: '  Ash Walker_2 ' });
    expect(replies[0]).toEqual({ ok: true });
    expect(world.player.username).toBe('Ash Walker_2');
    expect(events).toContainEqual({ type: 'hunterRenamed', username: 'Ash Walker_2', previousUsername: before });
  });

  it.each([
    ['ab', "A hunter's name needs at least 3 characters"],
    ['x'.repeat(25), "A hunter's name has at most 24 characters"],
    ['rift<script>', 'Use only letters, digits, spaces, dots, hyphens and underscores'],
    ['Ørjan', 'Use only letters, digits, spaces, dots, hyphens and underscores'],
    ['-edge', 'Start and end the name with a letter or a digit'],
    ['two  spaces', 'Use one space at a time'],
  ])('refuses %j: %s', (name, message) => {
    const world = createTestWorld();
    const before = world.player.username;
    expect(run(world, { type: 'renameHunter', name }).replies[0]).toEqual({ ok: false, message });
    expect(run(world, { type: 'renameHunter', name: 7 }).replies[0]).toMatchObject({ ok: false });
    expect(world.player.username).toBe(before);
  });
});

describe('attribute reset and cosmetics (issue 11)', () => {
  it('takes every allocated point back for 100 gold a point; derived stats follow', () => {
    const world = createTestWorld('base');
    world.attributes.available = 5;
    const strength = computeDerivedStats(world).strength;
    step(world, [{ type: 'allocateAttribute', attribute: 'strength', points: 5 }]);
    expect(computeDerivedStats(world).strength).toBeGreaterThan(strength);
    world.resources.gold = 600;
    expect(step(world, [{ type: 'resetAttributes' }]).replies[0]).toEqual({ ok: true });
    expect(world.resources.gold).toBe(100);
    expect(world.ledger.spent.attributeReset).toBe(500);
    expect(world.attributes).toMatchObject({ available: 5, allocated: { strength: 0 } });
    expect(computeDerivedStats(world).strength).toBe(strength);
    expect(step(world, [{ type: 'resetAttributes' }]).replies[0]).toEqual({
      ok: false,
      message: 'No attribute points are allocated',
    });
  });

  it('refuses a reset it cannot pay for, keeping the points where they are', () => {
    const world = createTestWorld('base');
    world.attributes.available = 3;
    step(world, [{ type: 'allocateAttribute', attribute: 'agility', points: 3 }]);
    world.resources.gold = 299;
    expect(step(world, [{ type: 'resetAttributes' }]).replies[0]).toEqual({
      ok: false,
      message: 'Not enough gold: 300 needed, you have 299',
    });
    expect(world.attributes.allocated.agility).toBe(3);
  });

  it('lets paid tiers wear their cosmetics and refuses demo with the spec message', () => {
    const demo = createTestWorld('demo');
    expect(step(demo, [{ type: 'selectCosmetic', kind: 'cloak', cosmeticId: 'cloak_ashen_grey' }]).replies[0]).toEqual({
      ok: false,
      message: TIER_MESSAGES.paidContent,
    });
    const base = createTestWorld('base');
    expect(step(base, [{ type: 'selectCosmetic', kind: 'cloak', cosmeticId: 'cloak_ashen_grey' }]).replies[0]).toEqual({
      ok: true,
    });
    expect(base.cosmetics.cloak).toBe('cloak_ashen_grey');
    const supporterOnly = ALL_COSMETICS.find((row) => row.tier === 'supporter')!;
    expect(
      step(base, [{ type: 'selectCosmetic', kind: supporterOnly.kind, cosmeticId: supporterOnly.id }]).replies[0],
    ).toMatchObject({ ok: false, message: expect.stringContaining('Supporter') });
    expect(step(base, [{ type: 'selectCosmetic', kind: 'cloak', cosmeticId: null }]).replies[0]).toEqual({ ok: true });
    expect(base.cosmetics.cloak).toBeNull();
    expect(
      step(base, [{ type: 'selectCosmetic', kind: 'title_frame', cosmeticId: 'cloak_ashen_grey' }]).replies[0],
    ).toMatchObject({ ok: false });
  });
});

describe('earned looks (Ascension)', () => {
  it('the Ascendant looks are refused until Rift Keeper, then worn on any paid tier', () => {
    const world = createTestWorld('base');
    expect(selectCosmetic(world, 'cloak', 'cloak_ascendant')).toBe(
      'Ascendant Mantle is earned with the Rift Keeper achievement',
    );
    world.achievements.unlocked.rift_keeper = { completedAt: world.sim.nowMs };
    expect(selectCosmetic(world, 'cloak', 'cloak_ascendant')).toBeNull();
    expect(world.cosmetics.cloak).toBe('cloak_ascendant');
    expect(selectCosmetic(world, 'rift_backdrop', 'backdrop_ascendant_dawn')).toBeNull();
  });
});
