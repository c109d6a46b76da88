import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEAR_SLOTS } from '@/content/ids';
import { ALL_ITEMS } from '../content-index';
import { computeDerivedStats } from '../stats';
import { createHunter, createLateGameWorld, createTestWorld } from '../testing/fixtures';
import type { ArenaCard } from './arena-types';
import { buildArenaCard, parseArenaCard, toShare } from './card';

const lateWorld = createLateGameWorld(7);
lateWorld.player.unlockedTitles.push('title_rift_reaper');
lateWorld.player.title = 'title_rift_reaper';
const lateCard = buildArenaCard(lateWorld);

/** A deep copy of the late-game card with one change. */
function withChange(change: (card: Record<string, unknown> & ArenaCard) => void): unknown {
  const card = structuredClone(lateCard) as Record<string, unknown> & ArenaCard;
  change(card);
  return card;
}

describe('buildArenaCard', () => {
  it('holds exactly the public keys', () => {
    expect(Object.keys(lateCard).sort()).toEqual(
      ['abilities', 'gear', 'level', 'name', 'rank', 'stats', 'title', 'version', 'wraiths'].sort(),
    );
    expect(Object.keys(lateCard.stats).sort()).toEqual(
      ['attack', 'attackIntervalMs', 'critChance', 'critDamage', 'defense', 'evasion', 'maxHealth'].sort(),
    );
    for (const piece of lateCard.gear) expect(Object.keys(piece).sort()).toEqual(['itemId', 'slot']);
    for (const wraith of lateCard.wraiths) expect(Object.keys(wraith).sort()).toEqual(['level', 'wraithId']);
    for (const abilityId of lateCard.abilities) expect(typeof abilityId).toBe('string');
  });

  it('names the hunter, its title, rank and level, its worn gear, slotted abilities and summoned wraiths', () => {
    expect(lateCard).toMatchObject({
      version: 1,
      name: lateWorld.player.username,
      title: 'the Rift Reaper',
      rank: 'SSS',
      level: lateWorld.player.level,
    });
    expect(lateCard.gear.map((piece) => piece.slot)).toEqual([...GEAR_SLOTS]);
    expect(lateCard.gear.find((piece) => piece.slot === 'weapon')?.itemId).toBe('worldender');
    expect(lateCard.abilities).toEqual(lateWorld.abilities.equipped.filter((abilityId) => abilityId !== null));
    expect(lateCard.wraiths).toEqual([
      { wraithId: 'ember_wisp', level: 10 },
      { wraithId: 'crypt_shade', level: 7 },
      { wraithId: 'ashen_revenant', level: 4 },
    ]);
    const fresh = buildArenaCard(createTestWorld());
    expect(fresh.title).toBeNull();
    expect(fresh.wraiths).toEqual([]);
  });

  it('leaks no id, e-mail, inventory entry, gold or save field', () => {
    const json = JSON.stringify(lateCard);
    for (const secret of [lateWorld.playerId, lateWorld.player.id, 'fixture-user', 'hunter@example.com'])
      expect(json).not.toContain(secret);
    for (const entry of lateWorld.inventory.items) expect(json).not.toContain(`"${entry.id}"`);
    for (const bond of lateWorld.wraiths.bonded) expect(json).not.toContain(`"${bond.id}"`);
    expect(json).not.toContain(String(lateWorld.resources.gold));
  });

  it('carries the derived stats', () => {
    const derived = computeDerivedStats(lateWorld);
    expect(lateCard.stats).toEqual({
      maxHealth: derived.maxHealth,
      attack: derived.hitDamage,
      defense: derived.defense,
      critChance: toShare(derived.critChance),
      critDamage: derived.critDamage,
      attackIntervalMs: derived.attackIntervalMs,
      evasion: toShare(derived.dodge),
    });
    expect(lateCard.stats.critChance).toBeCloseTo(derived.critChance / 100, 10);
    expect(lateCard.stats.evasion).toBeCloseTo(derived.dodge / 100, 10);
  });
});

describe('parseArenaCard', () => {
  it('accepts built cards as they are (a fresh copy)', () => {
    const parsed = parseArenaCard(JSON.parse(JSON.stringify(lateCard)));
    expect(parsed).toEqual(lateCard);
    expect(parsed).not.toBe(lateCard);
    expect(parseArenaCard(buildArenaCard(createTestWorld()))).not.toBeNull();
  });

  it('accepts the cards of hunters of any gear the game allows', () => {
    const gear = ALL_ITEMS.filter((item) => item.type === 'weapon' || item.type === 'armor');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.constantFrom(...gear.filter((item) => item.type === 'weapon').map((item) => item.id)),
        fc.constantFrom(...gear.filter((item) => item.type === 'armor').map((item) => item.id)),
        (level, weapon, chest) => {
          const world = createHunter({
            rank: 'A',
            levels: { bladework: level, defense: level },
            gear: { weapon, chest },
          });
          expect(parseArenaCard(JSON.parse(JSON.stringify(buildArenaCard(world))))).not.toBeNull();
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses junk', () => {
    const junk: unknown[] = [
      null,
      undefined,
      42,
      'card',
      [],
      {},
      withChange((card) => (card.version = 2 as 1)),
      withChange((card) => (card.name = '')),
      withChange((card) => (card.name = 'x'.repeat(500))),
      withChange((card) => (card.title = 7 as unknown as string)),
      withChange((card) => (card.rank = 'Z' as 'A')),
      withChange((card) => (card.level = 0)),
      withChange((card) => (card.level = 1.5)),
      withChange((card) => (card.stats.attack = Number.NaN)),
      withChange((card) => (card.stats.maxHealth = Number.POSITIVE_INFINITY)),
      withChange((card) => (card.stats.defense = -1)),
      withChange((card) => (card.stats.critChance = 3)),
      withChange((card) => (card.stats.evasion = 0.99)),
      withChange((card) => (card.stats.attackIntervalMs = 1)),
      withChange((card) => (card.stats.critDamage = 1e9)),
      withChange((card) => (card.gear[0]!.itemId = 'sword_of_nobody')),
      withChange((card) => (card.gear[0]!.slot = 'potion_1')),
      withChange((card) => (card.gear[1]!.slot = card.gear[0]!.slot)),
      withChange((card) => (card.gear[0]!.itemId = 'worldender')),
      withChange((card) => (card.gear = Array.from({ length: 12 }, () => card.gear[0]!))),
      withChange((card) => (card.abilities = Array.from({ length: 9 }, (_, index) => `ability_${index}`))),
      withChange((card) => (card.abilities = ['no_such_move'])),
      withChange((card) => (card.abilities = [card.abilities[0]!, card.abilities[0]!])),
      withChange((card) => (card.wraiths = Array.from({ length: 4 }, () => card.wraiths[0]!))),
      withChange((card) => (card.wraiths[0]!.wraithId = 'nobody')),
      withChange((card) => (card.wraiths[0]!.level = 21)),
      withChange((card) => (card.wraiths = 'ember_wisp' as unknown as ArenaCard['wraiths'])),
      withChange((card) => (card.email = 'hunter@example.com')),
      withChange((card) => ((card.stats as unknown as Record<string, unknown>).gold = 5)),
    ];
    const without = (value: object, key: string) =>
      Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
    for (const key of Object.keys(lateCard)) junk.push(without(lateCard, key));
    for (const key of Object.keys(lateCard.stats)) junk.push({ ...lateCard, stats: without(lateCard.stats, key) });
    for (const value of junk) expect(parseArenaCard(value), JSON.stringify(value)).toBeNull();
  });
});
