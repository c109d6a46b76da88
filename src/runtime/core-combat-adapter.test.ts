import { describe, expect, test } from 'vitest';
import {
  ABILITIES_BY_ID,
  ALL_ABILITIES,
  ALL_AREAS,
  ALL_BOSSES,
  ALL_ENEMIES,
  ALL_WRAITHS,
  AREAS_BY_ID,
  WRAITHS_BY_ID,
} from '@/core/content-index';
import { WRAITH_SLOTS } from '@/content/ids';
import type { Command } from '@/core/commands';
import type { GameEvent } from '@/core/events';
import type { GameState } from '@/core/state';
import { step } from '@/core/step';
import { createInventoryEntry } from '@/core/inventory';
import { createHunter, createLateGameWorld, createTestWorld, giveAndEquip, stepUntil } from '@/core/testing/fixtures';
import { AREA_THEMES } from '@/scenes/art/area-themes';
import { AREA_BACKDROPS, ENEMY_PALETTES as LOOK_PALETTES, ENEMY_SILHOUETTES } from '@/content/looks';
import { DEFAULT_GEAR_TINT, ENEMY_KINDS, ENEMY_PALETTES, FX_VISUALS, WRAITH_SHAPES } from '@/scenes/art/kinds';
import { visualColor } from '@/scenes/art/palette';
import { createCombatSceneModel, type CombatSceneEvent } from '@/scenes/combat/combat-model';
import {
  GEAR_TINTS,
  abilityVisualFor,
  areaThemeFor,
  cloakCosmeticFor,
  createCoreCombatAdapter,
  riftSkyFor,
  enemyInstanceId,
  enemyKindFor,
  enemyPaletteFor,
  lootDrops,
  parseHexColor,
  wardTintFor,
  wraithLookFor,
} from './core-combat-adapter';
import { DEFAULT_SANDBOX_SETTINGS, createSandboxWorld } from './core-sandbox';

const fighter = (seed = 3) =>
  createHunter({
    seed,
    rank: 'E',
    levels: { bladework: 40, defense: 40, witchcraft: 10 },
    gear: { weapon: 'obsidian_cleaver', chest: 'shadow_warrior_plate' },
    tier: 'base',
    potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 5 },
  });

function startCombat(world: GameState, areaId: string): void {
  expect(step(world, [{ type: 'startCombat', areaId }]).replies[0]).toEqual({ ok: true });
}

/** Steps the world, reading the model after every tick like the scene does each frame, and maps every event. */
function play(world: GameState, ticks: number, adapter = createCoreCombatAdapter()) {
  const model = createCombatSceneModel();
  const core: GameEvent[] = [];
  const scene: CombatSceneEvent[] = [];
  const enemiesSeen = new Set<string>();
  adapter.readModel(world, model);
  for (let tick = 0; tick < ticks; tick += 1) {
    const { events } = step(world, []);
    for (const event of events) {
      core.push(event);
      const mapped = adapter.toSceneEvent(event);
      if (mapped) scene.push(mapped);
    }
    adapter.readModel(world, model);
    if (model.enemy) enemiesSeen.add(model.enemy.id);
  }
  return { model, core, scene, enemiesSeen, adapter };
}

describe('content to canvas', () => {
  test('every area has a backdrop, every backdrop is used, and the areas of a band never share one', () => {
    const themes = ALL_AREAS.map((area) => areaThemeFor(area.id));
    for (const theme of themes) expect(AREA_THEMES).toContain(theme);
    expect(new Set(themes)).toEqual(new Set(AREA_THEMES));
    for (const band of new Set(ALL_AREAS.map((area) => area.band))) {
      // Raid rifts may share a sky with another band's; the rift and the zone of a band differ.
      const open = ALL_AREAS.filter((area) => area.band === band && area.kind !== 'raid');
      expect(new Set(open.map((area) => areaThemeFor(area.id))).size, band).toBe(open.length);
    }
    expect(areaThemeFor('tutorial_rift')).toBe('rift');
    expect(areaThemeFor('gloomroot_thicket')).toBe('thicket');
    expect(areaThemeFor('rotting_marsh')).toBe('marsh');
    expect(areaThemeFor('hollow_crypt_rift')).toBe('crypt');
    expect(areaThemeFor('nowhere')).toBe('crypt');
  });

  test('content names the backdrops the scene draws, no more and no fewer', () => {
    expect([...AREA_BACKDROPS].sort()).toEqual([...AREA_THEMES].sort());
  });

  test('content names the silhouettes and palettes the scene draws, no more and no fewer', () => {
    expect([...ENEMY_SILHOUETTES].sort()).toEqual([...ENEMY_KINDS].sort());
    expect([...LOOK_PALETTES].sort()).toEqual([...ENEMY_PALETTES].sort());
  });

  test('every enemy and boss is drawn as its row declares, and every silhouette is used', () => {
    const enemies = [...ALL_ENEMIES, ...ALL_BOSSES];
    const kinds = enemies.map((enemy) => enemyKindFor(enemy.id));
    for (const kind of kinds) expect(ENEMY_KINDS).toContain(kind);
    expect(new Set(kinds)).toEqual(new Set(ENEMY_KINDS));
    for (const enemy of enemies) {
      expect(enemyKindFor(enemy.id), enemy.id).toBe(enemy.look.silhouette);
      expect(enemyPaletteFor(enemy.id), enemy.id).toBe(enemy.look.palette);
      expect(ENEMY_PALETTES, enemy.id).toContain(enemyPaletteFor(enemy.id));
    }
    expect(enemyKindFor('crypt_skeleton')).toBe('bone_knight');
    expect(enemyKindFor('slag_golem')).toBe('golem');
    expect(enemyKindFor('bog_ghoul')).toBe('ghoul');
    expect(enemyKindFor('ash_wraith')).toBe('wraith');
    expect(enemyKindFor('null_priest')).toBe('cultist');
    // An id the content does not know: the scene picks a stable silhouette from the id, with its own eyes.
    expect(enemyKindFor('nowhere_beast')).toBe('');
    expect(enemyPaletteFor('nowhere_beast')).toBe('');
  });

  test('loot lists gold, then items rarest first, tokens and materials, with names', () => {
    const drops = lootDrops({
      gold: 12,
      materials: [{ itemId: 'bone_dust', quantity: 2 }],
      items: [
        { itemId: 'leather_cap', name: 'Leather Cap', rarity: 'common', quantity: 1 },
        { itemId: 'crypt_blade', name: 'Crypt Blade', rarity: 'rare', quantity: 1 },
      ],
      tokens: [{ wraithId: 'ember_wisp', quantity: 1 }],
      pouched: [],
      lost: [],
    });
    // Gold first: the canvas shows four drops, and gold comes with every kill.
    expect(drops[0]).toEqual({ name: '12 gold', rarity: 'common', gold: true });
    expect(drops.slice(1).map((drop) => drop.rarity)).toEqual(['rare', 'common', expect.any(String), 'common']);
    expect(drops[1]!.name).toBe('Crypt Blade');
    expect(drops[3]!.name).toMatch(/^1 .+ Token$/);
    expect(drops[4]!.name).toMatch(/^2 /);
  });
});

describe('reading a real core world', () => {
  const newHunter =
    'a new hunter in the Tutorial Rift: its rift backdrop, plain cloak, the health potions in the flask, ' +
    'the enemy as spawned';
  test(newHunter, () => {
    const world = createTestWorld('base');
    startCombat(world, 'tutorial_rift');
    stepUntil(world, (events) => events.some((event) => event.type === 'enemySpawned'));
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    adapter.readModel(world, model);
    const enemy = world.combat.enemy!;
    expect(model.area).toBe('rift');
    expect(model.hunter).toEqual({
      hp: world.player.health,
      maxHp: world.player.maxHealth,
      mana: world.resourcePools.mana.current,
      maxMana: world.resourcePools.mana.max,
      gearTint: DEFAULT_GEAR_TINT,
      weaponClass: 'sword',
      weaponRarity: 'common',
      offHand: null,
      cloakColor: DEFAULT_GEAR_TINT,
      cloakAccent: null,
    });
    expect(model.enemy).toMatchObject({
      id: enemyInstanceId(enemy.id, enemy.spawnedAt),
      kind: enemyKindFor(enemy.id),
      palette: enemyPaletteFor(enemy.id),
      hp: world.combat.enemyHealth,
      maxHp: enemy.maxHealth,
      isBoss: false,
    });
    expect(AREAS_BY_ID.tutorial_rift!.enemies).toContain(enemy.id);
    expect(model.potions).toBe(5);
    expect(adapter.flaskSlot()).toBe('potion_1');
    // Reading again reuses the same enemy view: nothing is allocated per frame.
    const view = model.enemy;
    adapter.readModel(world, model);
    expect(model.enemy).toBe(view);
  });

  test('legendary gear in the late game tints the cloak; a world swap is read afresh', () => {
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    const late = createLateGameWorld(2);
    adapter.readModel(late, model);
    expect(model.hunter.gearTint).toBe(GEAR_TINTS.legendary);
    expect(model.area).toBe('eclipse');
    adapter.readModel(createTestWorld('base'), model);
    expect(model.hunter.gearTint).toBe(DEFAULT_GEAR_TINT);
    expect(model.enemy).toBeNull();
  });

  const fightEvents =
    'a fight maps to scene events: blows with outcomes, kills naming the enemy on the field, loot with names';
  test(fightEvents, () => {
    const world = fighter();
    startCombat(world, 'tutorial_rift');
    const { core, scene, enemiesSeen } = play(world, 1200);
    const attacks = scene.filter((event) => event.type === 'attack');
    expect(attacks.length).toBe(core.filter((event) => event.type === 'attack').length);
    expect(new Set(attacks.map((event) => event.attacker))).toEqual(new Set(['hunter', 'enemy']));
    for (const attack of attacks) expect(['hit', 'crit', 'miss', 'dodge', 'block', 'parry']).toContain(attack.outcome);
    const kills = scene.filter((event) => event.type === 'enemyKilled');
    expect(kills.length).toBeGreaterThan(3);
    for (const kill of kills) expect(enemiesSeen).toContain(kill.enemyId);
    const loot = scene.filter((event) => event.type === 'lootDropped');
    expect(loot.length).toBe(kills.length);
    expect(loot.every((event, index) => event.enemyId === kills[index]!.enemyId)).toBe(true);
    expect(loot.some((event) => event.loot.some((drop) => drop.gold && drop.name.endsWith(' gold')))).toBe(true);
    const spawns = scene.filter((event) => event.type === 'enemySpawned');
    for (const spawn of spawns) expect(enemiesSeen).toContain(spawn.enemyId);
  });

  test('the boss steps out after the area’s kills with isBoss and its name', () => {
    const world = fighter(5);
    startCombat(world, 'tutorial_rift');
    world.combat.killsThisVisit = AREAS_BY_ID.tutorial_rift!.killsForBoss;
    // The boss steps out 1 s after the start (the tick of the command was the first); a level-40
    // hunter fells the first boss with one Blade Strike on the next tick, so look in between.
    const { scene, model } = play(world, 9);
    expect(scene).toContainEqual({
      type: 'enemySpawned',
      enemyId: model.enemy!.id,
      isBoss: true,
      name: 'The Hollowed Gatekeeper',
    });
    expect(model.enemy).toMatchObject({ isBoss: true, name: 'The Hollowed Gatekeeper' });
  });

  test('a promotion is the canvas’s promotion moment; a rank set lower (a second device’s older rank) is not', () => {
    const adapter = createCoreCombatAdapter();
    expect(adapter.toSceneEvent({ type: 'rankChanged', rank: 'D', previousRank: 'E' })).toEqual({
      type: 'promoted',
      rank: 'D',
    });
    expect(adapter.toSceneEvent({ type: 'rankChanged', rank: 'E', previousRank: 'D' })).toBeNull();
  });

  test('abilities: blows carry their ids and looks; a parry stays a parry', () => {
    const adapter = createCoreCombatAdapter();
    for (const [abilityId, visual] of [
      ['blade_strike', 'steel'],
      ['frost_bolt', 'frost'],
      ['witchfire', 'fire'],
    ] as const) {
      expect(
        adapter.toSceneEvent({
          type: 'attack',
          attacker: 'player',
          targetId: 'rift_rat',
          damage: 30,
          outcome: 'crit',
          abilityId,
        }),
      ).toEqual({ type: 'attack', attacker: 'hunter', damage: 30, outcome: 'crit', abilityId, visual });
    }
    expect(
      adapter.toSceneEvent({
        type: 'attack',
        attacker: 'enemy',
        targetId: 'player',
        damage: 0,
        outcome: 'parry',
        abilityId: null,
      }),
    ).toEqual({ type: 'attack', attacker: 'enemy', damage: 0, outcome: 'parry', abilityId: null, visual: null });
    expect(
      adapter.toSceneEvent({ type: 'xpGained', skill: 'bladework', amount: 3, source: 'combat', blocked: 0 }),
    ).toBeNull();

    // A hunter with both abilities unlocked uses them in a real fight.
    const world = fighter(9);
    startCombat(world, 'tutorial_rift');
    const used = new Set(
      play(world, 1500).scene.flatMap((event) => (event.type === 'attack' && event.abilityId ? [event.abilityId] : [])),
    );
    expect(used).toContain('blade_strike');
  });

  test('a potion drunk on command is a potionUsed and the flask count falls', () => {
    const world = fighter();
    startCombat(world, 'tutorial_rift');
    world.player.health = Math.floor(world.player.maxHealth * 0.7);
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    adapter.readModel(world, model);
    expect(model.potions).toBe(5);
    const { events, replies } = step(world, [{ type: 'usePotion', slot: adapter.flaskSlot()! }]);
    expect(replies[0]).toEqual({ ok: true });
    const mapped = events.map((event) => adapter.toSceneEvent(event)).filter((event) => event !== null);
    expect(mapped).toContainEqual({ type: 'potionUsed', restores: 'health', amount: expect.any(Number) });
    adapter.readModel(world, model);
    expect(model.potions).toBe(4);
  });

  test('the flask counts the belt’s health potions, follows a refill from the pack, never stands for mana', () => {
    const world = fighter();
    startCombat(world, 'tutorial_rift');
    // Three more in the pack (and no others): the belt takes them when its five are drunk.
    world.inventory.items = world.inventory.items.filter((entry) => entry.equipped || !entry.itemId.includes('potion'));
    world.inventory.items.push(createInventoryEntry(world, 'health_potion_small', 3));
    const spare = world.inventory.items.at(-1)!.id;
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    const drinkFromFlask = () => {
      world.player.health = 1;
      world.combat.potionReadyAt = 0;
      expect(step(world, [{ type: 'usePotion', slot: adapter.flaskSlot()! }]).replies[0]).toEqual({ ok: true });
      adapter.readModel(world, model);
    };
    adapter.readModel(world, model);
    expect(model.potions).toBe(5);
    for (let drunk = 1; drunk <= 4; drunk++) drinkFromFlask();
    expect(model.potions).toBe(1);
    drinkFromFlask();
    // The slot took the pack's stack: the flask shows what can be drunk from it now.
    expect(world.equipment.slots.potion_1).toBe(spare);
    expect(model.potions).toBe(3);
    for (let drunk = 1; drunk <= 3; drunk++) drinkFromFlask();
    // No health potion left: the flask hides, though the mana slot still holds its stack.
    expect(world.equipment.slots.potion_2).not.toBeNull();
    expect(adapter.flaskSlot()).toBeNull();
    expect(model.potions).toBeNull();
  });

  test('death and respawn: a weak hunter in a deep rift falls and rises', () => {
    const world = createTestWorld('supporter');
    world.player.hunterRank = 'S';
    startCombat(world, 'void_throne_rift');
    const { scene, model } = play(world, 600);
    const died = scene.findIndex((event) => event.type === 'playerDied');
    expect(died).toBeGreaterThanOrEqual(0);
    expect(scene[died + 1]).toEqual({ type: 'respawned' });
    expect(model.hunter.hp).toBeGreaterThan(0);
  });
});

describe("the hunter's look: what it carries and wears", () => {
  /** Puts an item in the bag (unequipped) and returns its entry id, for the equip command. */
  const give = (world: GameState, itemId: string): string => {
    const entry = createInventoryEntry(world, itemId, 1);
    world.inventory.items.push(entry);
    return entry.id;
  };
  const send = (world: GameState, command: Command) => expect(step(world, [command]).replies[0]).toEqual({ ok: true });

  test('equipping a bow puts a bow in its hand (its rarity tints it); unequipping leaves the hand empty', () => {
    const world = fighter();
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    adapter.readModel(world, model);
    expect(model.hunter).toMatchObject({ weaponClass: 'axe', weaponRarity: 'rare' });

    send(world, { type: 'equip', inventoryItemId: give(world, 'bone_bow'), slot: 'weapon' });
    adapter.readModel(world, model);
    expect(model.hunter).toMatchObject({ weaponClass: 'bow', weaponRarity: 'uncommon' });

    send(world, { type: 'unequip', slot: 'weapon' });
    adapter.readModel(world, model);
    expect(model.hunter.weaponClass).toBeNull();
    expect(model.hunter.weaponRarity).toBe('common');
  });

  test('every weapon class in content is one the canvas draws', () => {
    const world = fighter();
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    const seen = new Set<string>();
    for (const itemId of ['basic_sword', 'cinder_axe', 'ember_crossbow', 'ashwood_staff', 'grave_wand']) {
      giveAndEquip(world, itemId, 'weapon');
      adapter.readModel(world, model);
      seen.add(String(model.hunter.weaponClass));
    }
    expect([...seen]).toEqual(['sword', 'axe', 'crossbow', 'staff', 'wand']);
  });

  test('a shield in the off hand is drawn with its rarity; taking it off empties the hand', () => {
    const world = fighter();
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    adapter.readModel(world, model);
    expect(model.hunter.offHand).toBeNull();
    giveAndEquip(world, 'crypt_door_shield', 'off_hand');
    adapter.readModel(world, model);
    expect(model.hunter.offHand).toBe('uncommon');
    send(world, { type: 'unequip', slot: 'off_hand' });
    adapter.readModel(world, model);
    expect(model.hunter.offHand).toBeNull();
  });

  test("a worn cloak cosmetic's colour replaces the rarity tint on the cloak, its accent trims it", () => {
    const world = createLateGameWorld(2);
    world.player.accountTier = 'supporter';
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    adapter.readModel(world, model);
    expect(model.hunter).toMatchObject({ cloakColor: GEAR_TINTS.legendary, cloakAccent: null });

    send(world, { type: 'selectCosmetic', kind: 'cloak', cosmeticId: 'cloak_ember_crimson' });
    adapter.readModel(world, model);
    expect(model.hunter).toMatchObject({
      cloakColor: 0xcc3b44,
      cloakAccent: 0xff9f5c,
      // The gear's rarity still warms the coat.
      gearTint: GEAR_TINTS.legendary,
    });

    send(world, { type: 'selectCosmetic', kind: 'cloak', cosmeticId: null });
    adapter.readModel(world, model);
    expect(model.hunter).toMatchObject({ cloakColor: GEAR_TINTS.legendary, cloakAccent: null });
  });

  test('only cloak cosmetics colour the cloak; colours are read from #rrggbb', () => {
    const world = createTestWorld('base');
    expect(cloakCosmeticFor(world)).toBeNull();
    world.cosmetics.cloak = 'frame_guild_iron';
    expect(cloakCosmeticFor(world)).toBeNull();
    world.cosmetics.cloak = 'no_such_cloak';
    expect(cloakCosmeticFor(world)).toBeNull();
    world.cosmetics.cloak = 'cloak_ashen_grey';
    expect(cloakCosmeticFor(world)).toEqual({ color: 0x7d838c, accent: 0xc3c8cf });
    expect(parseHexColor('#A0b1C2')).toBe(0xa0b1c2);
    expect(parseHexColor('red')).toBeNull();
  });

  test('the rift backdrop repaints the sky in rift areas only, and stays while the fight is stopped', () => {
    const world = createTestWorld('supporter');
    expect(AREAS_BY_ID.tutorial_rift?.kind).toBe('rift');
    expect(AREAS_BY_ID.gloomroot_thicket?.kind).not.toBe('rift');
    expect(riftSkyFor(world, 'tutorial_rift')).toBeNull();
    world.cosmetics.rift_backdrop = 'cloak_ashen_grey';
    expect(riftSkyFor(world, 'tutorial_rift')).toBeNull();
    world.cosmetics.rift_backdrop = 'backdrop_starfall_night';
    expect(riftSkyFor(world, 'tutorial_rift')).toEqual({ color: 0x4a64fb, accent: 0xb8c5ff });
    expect(riftSkyFor(world, 'gloomroot_thicket')).toBeNull();
    expect(riftSkyFor(world, null)).toBeNull();

    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    send(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    adapter.readModel(world, model);
    expect(model.riftSky).toEqual({ color: 0x4a64fb, accent: 0xb8c5ff });
    send(world, { type: 'stopCombat' });
    adapter.readModel(world, model);
    expect(model.riftSky).toEqual({ color: 0x4a64fb, accent: 0xb8c5ff });
    send(world, { type: 'selectCosmetic', kind: 'rift_backdrop', cosmeticId: null });
    adapter.readModel(world, model);
    expect(model.riftSky).toBeNull();
  });

  test('the look is looked up again only when a slot or the cloak changes: steady frames reuse it', () => {
    const world = fighter();
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    adapter.readModel(world, model);
    expect(model.hunter.weaponClass).toBe('axe');
    // Changing the equipped entry behind the slot's back (never done by the core) goes unseen: the look is cached.
    const weapon = world.inventory.items.find((entry) => entry.id === world.equipment.slots.weapon)!;
    weapon.itemId = 'bone_bow';
    for (let tick = 0; tick < 3; tick += 1) {
      step(world, []);
      adapter.readModel(world, model);
    }
    expect(model.hunter.weaponClass).toBe('axe');
    // Any watched change reads it all again.
    world.cosmetics.cloak = 'cloak_ashen_grey';
    adapter.readModel(world, model);
    expect(model.hunter).toMatchObject({ weaponClass: 'bow', cloakColor: 0x7d838c });
  });
});

/** The late-game hunter with a loadout of every look and lasting kind, and three wraiths that strike, ward and mend. */
const SHOWCASE_ABILITIES = [
  'frost_bolt',
  'witchfire',
  'gnawing_host',
  'hunters_mark',
  'arc_trap',
  'last_vigil',
  'acid_flask',
  'tempered_edge',
];
const SHOWCASE_WRAITHS = ['void_herald', 'spire_sentinel', 'crypt_shade'];

function showcaseWorld(): GameState {
  return createSandboxWorld({
    ...DEFAULT_SANDBOX_SETTINGS,
    areaId: 'abyssal_crown_rift',
    gear: 'legendary',
    trainingSkill: null,
    abilities: SHOWCASE_ABILITIES,
    wraiths: SHOWCASE_WRAITHS,
  });
}

describe('abilities and wraiths on the canvas', () => {
  test('content names the wraith shapes and ability looks the scene draws, no more and no fewer', () => {
    expect(new Set(ALL_WRAITHS.map((wraith) => wraith.look.shape))).toEqual(new Set(WRAITH_SHAPES));
    expect(new Set(ALL_ABILITIES.map((ability) => ability.visual))).toEqual(new Set(FX_VISUALS));
    for (const wraith of ALL_WRAITHS) expect(wraithLookFor(wraith.id)).toEqual(wraith.look);
    expect(wraithLookFor('no_such_wraith')).toBeNull();
    expect(abilityVisualFor('acid_flask')).toBe('nature');
    expect(abilityVisualFor(null)).toBeNull();
  });

  const companionsList =
    'the summoned wraiths float in their slots; a dismissal or a summons hands over a new list, steady frames do not';
  test(companionsList, () => {
    const world = createLateGameWorld(4);
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    adapter.readModel(world, model);
    const summoned = WRAITH_SLOTS.map((slot) =>
      world.wraiths.bonded.find((bond) => bond.id === world.equipment.slots[slot])!,
    );
    expect(model.companions).toEqual(
      summoned.map((bond, slot) => ({
        slot,
        wraithId: bond.wraithId,
        shape: WRAITHS_BY_ID[bond.wraithId]!.look.shape,
        glow: WRAITHS_BY_ID[bond.wraithId]!.look.glow,
      })),
    );
    const list = model.companions;
    step(world, []);
    adapter.readModel(world, model);
    expect(model.companions).toBe(list);

    expect(step(world, [{ type: 'dismissWraith', slot: 1 }]).replies[0]).toEqual({ ok: true });
    adapter.readModel(world, model);
    expect(model.companions).not.toBe(list);
    expect(model.companions.map((companion) => companion.slot)).toEqual([0, 2]);

    expect(step(world, [{ type: 'summonWraith', bondedId: summoned[1]!.id, slot: 1 }]).replies[0]).toEqual({
      ok: true,
    });
    adapter.readModel(world, model);
    expect(model.companions.map((companion) => companion.wraithId)).toEqual(summoned.map((bond) => bond.wraithId));
    // A new hunter has no wraiths.
    adapter.readModel(createTestWorld('base'), model);
    expect(model.companions).toEqual([]);
  });

  test('wraith acts, damage-over-time bites and absorbed blows map with their colours and amounts', () => {
    const adapter = createCoreCombatAdapter();
    const herald = WRAITHS_BY_ID.void_herald!.look.glow;
    expect(
      adapter.toSceneEvent({ type: 'wraithActed', slot: 2, wraithId: 'void_herald', action: 'attack', amount: 57 }),
    ).toEqual({ type: 'wraithActed', slot: 2, action: 'attack', amount: 57, glow: herald });
    expect(
      adapter.toSceneEvent({ type: 'wraithActed', slot: 0, wraithId: 'crypt_shade', action: 'heal', amount: 33 }),
    ).toEqual({ type: 'wraithActed', slot: 0, action: 'heal', amount: 33, glow: WRAITHS_BY_ID.crypt_shade!.look.glow });
    expect(adapter.toSceneEvent({ type: 'effectDamage', sourceId: 'witchfire', damage: 12 })).toEqual({
      type: 'effectDamage',
      visual: 'fire',
      damage: 12,
    });
    expect(adapter.toSceneEvent({ type: 'shieldAbsorbed', sourceId: 'wraith:spire_sentinel', absorbed: 40 })).toEqual({
      type: 'shieldAbsorbed',
      tint: WRAITHS_BY_ID.spire_sentinel!.look.glow,
      absorbed: 40,
    });
    expect(adapter.toSceneEvent({ type: 'shieldAbsorbed', sourceId: 'last_vigil', absorbed: 9 })).toEqual({
      type: 'shieldAbsorbed',
      tint: visualColor.holy,
      absorbed: 9,
    });
    expect(wardTintFor('runic_aegis')).toBe(visualColor.arcane);
    expect(
      adapter.toSceneEvent({
        type: 'abilityUsed',
        abilityId: 'last_vigil',
        rank: 2,
        damage: 0,
        healing: 0,
        manual: true,
        shield: 800,
      }),
    ).toEqual({ type: 'abilityCast', visual: 'holy', effect: 'shield', blow: false, healing: 0, shield: 800 });
    expect(
      adapter.toSceneEvent({
        type: 'abilityUsed',
        abilityId: 'second_wind',
        rank: 1,
        damage: 0,
        healing: 25,
        manual: false,
      }),
    ).toEqual({ type: 'abilityCast', visual: 'holy', effect: 'heal', blow: false, healing: 25, shield: 0 });
  });

  const realFight =
    'in a real fight every act and ability is drawn: a cast with a blow is followed by that blow, one without is not';
  test(realFight, () => {
    const world = showcaseWorld();
    expect(world.abilities.equipped).toEqual(SHOWCASE_ABILITIES);
    const { core, scene } = play(world, 1500);
    const acted = core.filter((event) => event.type === 'wraithActed');
    const drawnActs = scene.filter((event) => event.type === 'wraithActed');
    expect(drawnActs).toHaveLength(acted.length);
    expect(new Set(drawnActs.map((event) => event.action))).toEqual(new Set(['attack', 'shield', 'heal']));
    expect(scene.filter((event) => event.type === 'effectDamage').length).toBe(
      core.filter((event) => event.type === 'effectDamage').length,
    );
    expect(scene.some((event) => event.type === 'shieldAbsorbed')).toBe(true);

    // Each use, and whether the core struck a blow for it in the same breath.
    const casts = scene.flatMap((event, index) => (event.type === 'abilityCast' ? [{ event, index }] : []));
    expect(new Set(casts.map(({ event }) => event.effect))).toEqual(
      new Set(['damage', 'dot', 'debuff', 'shield', 'buff']),
    );
    expect(new Set(casts.map(({ event }) => event.visual)).size).toBe(FX_VISUALS.length);
    for (const { event, index } of casts) {
      const next = scene[index + 1];
      const struck = next?.type === 'attack' && next.attacker === 'hunter' && next.visual === event.visual;
      expect(struck, `${event.visual} ${event.effect}`).toBe(event.blow);
    }
  });

  test('what lingers is read from the core’s effects every frame, never guessed', () => {
    const world = showcaseWorld();
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    const seen = { ward: 0, buff: 0, dot: 0, debuff: 0 };
    for (let tick = 0; tick < 1500; tick += 1) {
      step(world, []);
      adapter.readModel(world, model);
      const effects = world.combat.effects;
      const lingering = model.lingering;
      const wards = effects.filter((effect) => effect.kind === 'shield' && effect.amount > 0);
      expect(lingering.wardTint !== null).toBe(wards.length > 0);
      expect(lingering.wardAmount).toBe(wards.reduce((sum, effect) => sum + effect.amount, 0));
      if (wards.length > 0) expect(lingering.wardTint).toBe(wardTintFor(wards.at(-1)!.sourceId));
      const newest = (kind: string) => effects.filter((effect) => effect.kind === kind).at(-1);
      const dot = newest('dot');
      expect(lingering.enemyDot).toBe(dot ? ABILITIES_BY_ID[dot.sourceId]!.visual : null);
      const debuff = newest('debuff');
      expect(lingering.enemyDebuff).toBe(debuff ? ABILITIES_BY_ID[debuff.sourceId]!.visual : null);
      const buff = newest('buff');
      expect(lingering.hunterBuff).toBe(buff ? ABILITIES_BY_ID[buff.sourceId]!.visual : null);
      seen.ward += wards.length > 0 ? 1 : 0;
      seen.buff += buff ? 1 : 0;
      seen.dot += dot ? 1 : 0;
      seen.debuff += debuff ? 1 : 0;
    }
    // The fight had each kind for a while, and was without each for a while.
    for (const [kind, ticks] of Object.entries(seen)) {
      expect(ticks, kind).toBeGreaterThan(10);
      expect(ticks, kind).toBeLessThan(1500);
    }
  });

  test('the model keeps its lingering view: reading allocates no new one', () => {
    const world = showcaseWorld();
    const adapter = createCoreCombatAdapter();
    const model = createCombatSceneModel();
    const lingering = model.lingering;
    for (let tick = 0; tick < 50; tick += 1) {
      step(world, []);
      adapter.readModel(world, model);
    }
    expect(model.lingering).toBe(lingering);
  });
});
