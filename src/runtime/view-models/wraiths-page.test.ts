import { describe, expect, it } from 'vitest';
import { HUNTER_RANKS } from '@/content/ids';
import { ALL_AREAS, ALL_WRAITHS, BOSSES_BY_ID, ENEMIES_BY_ID } from '@/core/content-index';
import type { GameState } from '@/core/state-types';
import { computeDerivedStats } from '@/core/stats';
import { step } from '@/core/step';
import { WRAITH_MESSAGES } from '@/core/systems/wraith-rules';
import { createTestWorld } from '@/core/testing/fixtures';
import { percentText, selectWraithsPage, tokenSourceText, wraithsPageKey } from './wraiths-page';

/** Runs commands through the real core, each expected to be accepted. */
function run(world: GameState, ...commands: { type: string; [key: string]: unknown }[]): void {
  for (const command of commands) expect(step(world, [command]).replies[0], command.type).toMatchObject({ ok: true });
}

/** A hunter holding `tokens` of each named kind, bonded (through the core) to those in `bonded`. */
function hunter(tokens: Record<string, number>, bonded: string[] = [], tier: 'base' | 'demo' = 'base'): GameState {
  const world = createTestWorld(tier);
  for (const wraithId of bonded) {
    world.wraiths.tokens[wraithId] = 100;
    run(world, { type: 'bondWraith', wraithId });
  }
  for (const [wraithId, count] of Object.entries(tokens)) world.wraiths.tokens[wraithId] = count;
  return world;
}

const kind = (world: GameState, wraithId: string) =>
  selectWraithsPage(world).kinds.find((row) => row.wraithId === wraithId)!;

describe('the wraiths page view', () => {
  it('lists all eight kinds in band order, E to SSS, with rank, rarity and tokens', () => {
    const view = selectWraithsPage(hunter({ ember_wisp: 7 }));
    expect(view.kinds).toHaveLength(8);
    expect(view.kinds.map((row) => row.band)).toEqual(HUNTER_RANKS);
    expect(view.kinds.map((row) => row.rankLabel)).toEqual(HUNTER_RANKS.map((rank) => `Rank ${rank}`));
    for (const row of view.kinds) {
      const def = ALL_WRAITHS.find((candidate) => candidate.id === row.wraithId)!;
      expect(row).toMatchObject({ name: def.name, rarity: def.rarity, lore: def.lore, shape: def.look.shape });
    }
    expect(view.tokens[0]).toEqual({ wraithId: 'ember_wisp', name: 'Ember Wisp', count: 7 });
    expect(view.tokens.slice(1).every((row) => row.count === 0)).toBe(true);
  });

  it('says where tokens drop, true to every foe and boss loot table', () => {
    expect(tokenSourceText('ember_wisp')).toBe(
      'Dropped by foes of rank-E areas (2–4% of kills); their bosses always leave 2–3.',
    );
    for (const def of ALL_WRAITHS) {
      const text = tokenSourceText(def.id);
      const areas = ALL_AREAS.filter((area) =>
        area.enemies.some((id) => ENEMIES_BY_ID[id]?.loot.tokens?.some((drop) => drop.wraithId === def.id)),
      );
      expect(areas.length, def.id).toBeGreaterThan(0);
      for (const area of areas) expect(text, def.id).toContain(`rank-${area.band}`);
      const bossDrops = areas.map((area) =>
        BOSSES_BY_ID[area.bossId]?.loot.tokens?.find((drop) => drop.wraithId === def.id),
      );
      if (bossDrops.every((drop) => drop?.chance === 1)) expect(text, def.id).toContain('bosses always leave');
    }
    expect(tokenSourceText('no_such_wraith')).toBe('No foe drops its tokens yet.');
  });

  it('bond readiness: short of tokens says how many more; enough is ready; bonded has its bond', () => {
    expect(kind(hunter({ ember_wisp: 7 }), 'ember_wisp').bondBlockedBy).toBe('Needs 3 more tokens');
    expect(kind(hunter({ ember_wisp: 9 }), 'ember_wisp').bondBlockedBy).toBe('Needs 1 more token');
    const ready = kind(hunter({ ember_wisp: 10 }), 'ember_wisp');
    expect(ready.bondBlockedBy).toBeNull();
    expect(ready.bond).toBeNull();
    expect(ready.current).toBeNull();
    expect(ready.next?.level).toBe(1);

    const world = hunter({ ember_wisp: 10 });
    run(world, { type: 'bondWraith', wraithId: 'ember_wisp' });
    const bonded = kind(world, 'ember_wisp');
    expect(bonded.tokens).toBe(0);
    expect(bonded.bondBlockedBy).toBeNull();
    expect(bonded.bond).toMatchObject({ level: 1, bondXp: 0, bondXpToNext: 20, kills: 0, slot: 0, atMax: false });
    expect(bonded.current?.level).toBe(1);
    expect(bonded.next?.level).toBe(2);
  });

  it('numbers at a level grow with the wraith’s power, on this hunter’s hit and health', () => {
    const world = hunter({}, ['ember_wisp', 'crypt_shade', 'spire_sentinel']);
    world.wraiths.bonded.find((bond) => bond.wraithId === 'ember_wisp')!.level = 4;
    world.wraiths.bonded.find((bond) => bond.wraithId === 'spire_sentinel')!.level = 20;
    const derived = computeDerivedStats(world);
    const maxHealth = world.player.maxHealth;

    const wisp = kind(world, 'ember_wisp');
    // Level 4: power 1 + 3 x 5% = 1.15.
    expect(wisp.current?.power).toBeCloseTo(1.15);
    const strike = Math.max(1, Math.round(derived.spellHit * 0.15 * 1.15));
    expect(wisp.current?.effect).toBe(`Strikes for 17.3% of your spell hit (about ${strike} damage) every 3.5 s`);
    expect(wisp.current?.passive).toBe('+3.5% kill XP');
    expect(wisp.next?.passive).toBe('+3.6% kill XP');

    const shade = kind(world, 'crypt_shade');
    const mend = Math.max(1, Math.round((maxHealth * 3) / 100));
    expect(shade.current?.effect).toBe(`Heals 3% of max health (${mend}) every 7 s`);
    expect(shade.current?.passive).toBe('+5% health regeneration');

    const sentinel = kind(world, 'spire_sentinel');
    const ward = Math.max(1, Math.round((maxHealth * 8 * 1.95) / 100));
    expect(sentinel.current?.effect).toBe(`Wards you for 15.6% of max health (${ward}) every 10 s`);
    expect(sentinel.next).toBeNull();
    expect(sentinel.bond).toMatchObject({ atMax: true, bondXpToNext: 0, tokensToMax: 0, feed: [] });

    expect(kind(world, 'drowned_chorister').next?.effect).toBe('+8% attack speed while summoned');
    expect(kind(world, 'abyssal_sovereign').next?.effect).toBe('+15% damage while summoned');
    expect(percentText(3 * 1.15)).toBe('3.5');
  });

  it('feed options: 1, 10 and all useful, with bond XP, the level reached and why one is refused', () => {
    const world = hunter({ ember_wisp: 25 }, ['ember_wisp']);
    const feed = kind(world, 'ember_wisp').bond!.feed;
    // Level 1 -> 2 costs 20 bond XP, 2 -> 3 40, 3 -> 4 60, 4 -> 5 80.
    expect(feed).toEqual([
      { tokens: 1, label: 'Feed 1', bondXp: 10, reachesLevel: 1, blockedBy: null },
      { tokens: 10, label: 'Feed 10', bondXp: 100, reachesLevel: 3, blockedBy: null },
      { tokens: 25, label: 'Feed all 25', bondXp: 250, reachesLevel: 5, blockedBy: null },
    ]);

    world.wraiths.tokens.ember_wisp = 5;
    const few = kind(world, 'ember_wisp').bond!.feed;
    expect(few.map((option) => [option.tokens, option.blockedBy])).toEqual([
      [1, null],
      [10, 'You have 5'],
      [5, null],
    ]);

    world.wraiths.tokens.ember_wisp = 0;
    expect(kind(world, 'ember_wisp').bond!.feed.map((option) => option.blockedBy)).toEqual([
      'No Ember Wisp tokens to feed',
      'No Ember Wisp tokens to feed',
    ]);

    // One token from the cap: ten would be wasted, and "all" is the single one.
    const bond = world.wraiths.bonded[0]!;
    bond.level = 19;
    bond.bondXp = 375;
    world.wraiths.tokens.ember_wisp = 40;
    const last = kind(world, 'ember_wisp').bond!;
    expect(last.tokensToMax).toBe(1);
    expect(last.feed).toEqual([
      { tokens: 1, label: 'Feed 1', bondXp: 10, reachesLevel: 20, blockedBy: null },
      { tokens: 10, label: 'Feed 10', bondXp: 100, reachesLevel: 20, blockedBy: 'Only 1 more would count' },
    ]);
  });

  it('slot contents: summoned wraiths in their slots, the rest resting, and Summon refused when full', () => {
    const world = hunter({}, ['ember_wisp', 'crypt_shade']);
    let view = selectWraithsPage(world);
    expect(view.slots.map((slot) => slot.label)).toEqual(['Slot 1', 'Slot 2', 'Slot 3']);
    expect(view.slots.map((slot) => slot.wraith?.wraithId ?? null)).toEqual(['ember_wisp', 'crypt_shade', null]);
    expect(view.slots[0]!.wraith).toMatchObject({ name: 'Ember Wisp', level: 1, rarity: 'common' });
    expect(view.slots[0]!.wraith?.effect).toBe(kind(world, 'ember_wisp').current?.effect);
    expect(view.resting).toEqual([]);

    run(world, { type: 'dismissWraith', slot: 0 });
    view = selectWraithsPage(world);
    expect(view.slots[0]!.wraith).toBeNull();
    expect(view.resting).toEqual([
      { bondedId: world.wraiths.bonded[0]!.id, wraithId: 'ember_wisp', name: 'Ember Wisp', level: 1 },
    ]);
    expect(kind(world, 'ember_wisp').bond).toMatchObject({ slot: null, summonBlockedBy: null });

    world.wraiths.tokens.ashen_revenant = 20;
    world.wraiths.tokens.drowned_chorister = 25;
    run(
      world,
      { type: 'bondWraith', wraithId: 'ashen_revenant' },
      { type: 'bondWraith', wraithId: 'drowned_chorister' },
    );
    view = selectWraithsPage(world);
    expect(view.slots.every((slot) => slot.wraith !== null)).toBe(true);
    expect(view.resting.map((row) => row.wraithId)).toEqual(['ember_wisp']);
    expect(kind(world, 'ember_wisp').bond?.summonBlockedBy).toBe(WRAITH_MESSAGES.slotsFull);
  });

  it('says when tokens are out of reach: above the hunter’s rank, or above a demo account’s cap', () => {
    const base = createTestWorld('base');
    expect(kind(base, 'ember_wisp').reach).toBeNull();
    expect(kind(base, 'crypt_shade').reach).toBe('Its hunting grounds open at Hunter Rank D.');
    const demo = createTestWorld('demo');
    expect(kind(demo, 'ashen_revenant').reach).toBe(
      'Demo accounts stop at Hunter Rank D: its tokens drop beyond that.',
    );
    const note = selectWraithsPage(demo).tierNote;
    expect(note).toMatch(/^Every wraith is open to every account tier/);
    expect(note).toContain('Ashen Revenant');
    expect(note).not.toContain('Crypt Shade');
  });

  it('its key changes with tokens, bonds and slots, and not with unrelated ticks', () => {
    const world = hunter({ ember_wisp: 10 });
    const before = wraithsPageKey(world);
    expect(wraithsPageKey(world)).toBe(before);
    world.wraiths.tokens.ember_wisp = 11;
    const tokens = wraithsPageKey(world);
    expect(tokens).not.toBe(before);
    run(world, { type: 'bondWraith', wraithId: 'ember_wisp' });
    const bonded = wraithsPageKey(world);
    expect(bonded).not.toBe(tokens);
    run(world, { type: 'dismissWraith', slot: 0 });
    expect(wraithsPageKey(world)).not.toBe(bonded);
  });
});
