import { ABILITIES_BY_ID, AREAS_BY_ID, COSMETICS_BY_ID, ITEMS, WRAITHS_BY_ID, enemyOrBoss } from '@/core/content-index';
import type { GameEvent, LootSummary } from '@/core/events';
import { WRAITH_SLOTS, rankIndex, type EquipmentSlot, type Rarity } from '@/content/ids';
import type { CosmeticKind } from '@/content/types';
import { findInventoryItem } from '@/core/inventory';
import type { DeepReadonly, ReadonlyWorld } from '@/core/readonly';
import type { ActiveEffect, InventoryItem } from '@/core/state';
import type { AreaTheme } from '@/scenes/art/area-themes';
import type { HunterLook, HunterWeapon } from '@/scenes/art/hunter';
import {
  DEFAULT_GEAR_TINT,
  type EnemyKind,
  type EnemyPaletteName,
  type FxVisual,
  type WraithShape,
} from '@/scenes/art/kinds';
import { palette, visualColor } from '@/scenes/art/palette';
import type {
  CombatCompanionView,
  CombatEnemyView,
  CombatLingeringView,
  CombatSceneAdapter,
  CombatSceneEvent,
  CombatSceneModel,
  LootDrop,
} from '@/scenes/combat/combat-model';

/**
 * The core seen by the combat scene: the world read into the scene's model every frame (no
 * allocation in steady play: lookups are cached until the world, the enemy, the gear or the cloak changes), and
 * the core's events turned into the scene's.
 */

/** The backdrop a content area names (AreaDef.backdrop); unknown areas show the crypt. */
export function areaThemeFor(areaId: string | null): AreaTheme {
  const area = areaId ? AREAS_BY_ID[areaId] : undefined;
  // The return type is the scene's: content naming a backdrop the scene cannot draw does not compile.
  return area ? area.backdrop : 'crypt';
}

// The return types below are the scene's names: content naming a silhouette or palette the scene cannot
// draw does not compile.

/** The silhouette a content enemy or boss declares ('' for an unknown id: the scene picks one from the id). */
export function enemyKindFor(enemyId: string): EnemyKind | '' {
  return enemyOrBoss(enemyId)?.look.silhouette ?? '';
}

/** The eye palette a content enemy or boss declares ('' keeps the silhouette's own colours). */
export function enemyPaletteFor(enemyId: string): EnemyPaletteName | '' {
  return enemyOrBoss(enemyId)?.look.palette ?? '';
}

/** Cloak colours by the rarity of the hunter's best weapon or armour: gear upgrades read on the canvas. */
export const GEAR_TINTS: Record<Rarity, number> = {
  common: DEFAULT_GEAR_TINT,
  uncommon: 0x2f5a44,
  rare: 0x2b4c82,
  epic: 0x5b2f86,
  legendary: 0x8a4a1c,
};

const RARITY_ORDER: readonly Rarity[] = ['common', 'uncommon', 'rare', 'epic', 'legendary'];
const TINT_SLOTS: readonly EquipmentSlot[] = ['weapon', 'chest'];

function equippedEntry(world: ReadonlyWorld, slot: EquipmentSlot): DeepReadonly<InventoryItem> | undefined {
  const entryId = world.equipment.slots[slot];
  return entryId ? findInventoryItem(world, entryId) : undefined;
}

/** The cloak tint: the rarest of the equipped weapon and chest armour (nothing equipped: the plain cloak). */
export function gearTintFor(world: ReadonlyWorld): number {
  let best = -1;
  for (const slot of TINT_SLOTS) {
    const entry = equippedEntry(world, slot);
    const rarity = entry ? ITEMS[entry.itemId]?.rarity : undefined;
    if (rarity) best = Math.max(best, RARITY_ORDER.indexOf(rarity));
  }
  return best < 0 ? DEFAULT_GEAR_TINT : GEAR_TINTS[RARITY_ORDER[best]!];
}

/** What the hunter holds: the equipped weapon's class and rarity (no weapon: null, and common). */
export function weaponLookFor(world: ReadonlyWorld): Pick<HunterLook, 'weaponClass' | 'weaponRarity'> {
  const entry = equippedEntry(world, 'weapon');
  const item = entry ? ITEMS[entry.itemId] : undefined;
  if (!item) return { weaponClass: null, weaponRarity: 'common' };
  // The scene's name: a weapon class the scene cannot draw does not compile. A weapon without one is a sword.
  const weaponClass: HunterWeapon = item.weaponClass ?? 'sword';
  return { weaponClass, weaponRarity: item.rarity };
}

/** The rarity of the shield in the off hand, or null when none is worn. */
export function offHandFor(world: ReadonlyWorld): Rarity | null {
  const entry = equippedEntry(world, 'off_hand');
  const item = entry ? ITEMS[entry.itemId] : undefined;
  return item?.type === 'shield' ? item.rarity : null;
}

/** 0xRRGGBB from '#rrggbb' (content colours), or null for anything else. */
export function parseHexColor(hex: string): number | null {
  return /^#[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.slice(1), 16) : null;
}

export interface LookColours {
  color: number;
  accent: number;
}

/** The chosen look of a kind as 0xRRGGBB colours, or null when none is chosen (or the id is not of that kind). */
function chosenLookColours(world: ReadonlyWorld, kind: CosmeticKind): LookColours | null {
  const id = world.cosmetics[kind];
  const cosmetic = id ? COSMETICS_BY_ID[id] : undefined;
  if (!cosmetic || cosmetic.kind !== kind) return null;
  const color = parseHexColor(cosmetic.color);
  const accent = parseHexColor(cosmetic.accent);
  return color === null || accent === null ? null : { color, accent };
}

/** The worn cloak cosmetic's colour and accent (0xRRGGBB), or null when none is worn (or the id is unknown). */
export function cloakCosmeticFor(world: ReadonlyWorld): LookColours | null {
  return chosenLookColours(world, 'cloak');
}

/**
 * The rift backdrop cosmetic's sky while the hunter fights in a rift area (AreaDef.kind 'rift'), or
 * null: in other areas, or with none chosen. The premium store sells these looks.
 */
export function riftSkyFor(world: ReadonlyWorld, areaId: string | null): LookColours | null {
  if (!areaId || AREAS_BY_ID[areaId]?.kind !== 'rift') return null;
  return chosenLookColours(world, 'rift_backdrop');
}

/** The hunter as both scenes draw it: the gear tint and the look (weapon, shield, cloak). */
export type HunterGearView = HunterLook & { gearTint: number };

/**
 * Fills a HunterGearView from the world, looking the gear up again only when the equipped weapon, chest,
 * off hand or worn cloak changes (or the world is swapped): steady frames allocate nothing.
 */
export function createHunterGearReader(): (world: ReadonlyWorld, into: HunterGearView) => void {
  let seen: ReadonlyWorld | null = null;
  let weaponEntry: string | null = null;
  let chestEntry: string | null = null;
  let offHandEntry: string | null = null;
  let cloakId: string | null = null;
  const look: HunterGearView = {
    gearTint: DEFAULT_GEAR_TINT,
    weaponClass: null,
    weaponRarity: 'common',
    offHand: null,
    cloakColor: DEFAULT_GEAR_TINT,
    cloakAccent: null,
  };
  return (world, into) => {
    const slots = world.equipment.slots;
    const cloak = world.cosmetics.cloak;
    if (
      world !== seen ||
      slots.weapon !== weaponEntry ||
      slots.chest !== chestEntry ||
      slots.off_hand !== offHandEntry ||
      cloak !== cloakId
    ) {
      seen = world;
      weaponEntry = slots.weapon;
      chestEntry = slots.chest;
      offHandEntry = slots.off_hand;
      cloakId = cloak;
      look.gearTint = gearTintFor(world);
      const weapon = weaponLookFor(world);
      look.weaponClass = weapon.weaponClass;
      look.weaponRarity = weapon.weaponRarity;
      look.offHand = offHandFor(world);
      const cosmetic = cloakCosmeticFor(world);
      look.cloakColor = cosmetic ? cosmetic.color : look.gearTint;
      look.cloakAccent = cosmetic ? cosmetic.accent : null;
    }
    into.gearTint = look.gearTint;
    into.weaponClass = look.weaponClass;
    into.weaponRarity = look.weaponRarity;
    into.offHand = look.offHand;
    into.cloakColor = look.cloakColor;
    into.cloakAccent = look.cloakAccent;
  };
}

export type PotionSlot = 'potion_1' | 'potion_2';
const POTION_SLOTS: readonly PotionSlot[] = ['potion_1', 'potion_2'];

/**
 * The potion the canvas flask stands for: the first belt slot holding a health potion the hunter may drink (the
 * flask is red, and a fight drinks that slot first). Null when the belt holds none: the flask hides rather than
 * show mana potions as health (issue 32). A slot run dry refills from the pack, so its count goes on.
 */
export function flaskSlotFor(world: ReadonlyWorld): PotionSlot | null {
  for (const slot of POTION_SLOTS) {
    const entry = equippedEntry(world, slot);
    const item = entry ? ITEMS[entry.itemId] : undefined;
    if (item?.potion?.restores === 'health' && world.player.level >= (item.levelRequirement ?? 1)) return slot;
  }
  return null;
}

/**
 * The drops a kill shows: its gold first (every kill has some: never cut), then items rarest first, tokens,
 * materials.
 */
export function lootDrops(loot: LootSummary): LootDrop[] {
  const drops: LootDrop[] = [];
  if (loot.gold > 0) drops.push({ name: `${loot.gold} gold`, rarity: 'common', gold: true });
  const items = [...loot.items].sort((a, b) => RARITY_ORDER.indexOf(b.rarity) - RARITY_ORDER.indexOf(a.rarity));
  for (const item of items)
    drops.push({ name: item.quantity > 1 ? `${item.quantity} ${item.name}` : item.name, rarity: item.rarity });
  for (const token of loot.tokens) {
    const wraith = WRAITHS_BY_ID[token.wraithId];
    drops.push({
      name: `${token.quantity} ${wraith?.name ?? token.wraithId} Token${token.quantity === 1 ? '' : 's'}`,
      rarity: wraith?.rarity ?? 'rare',
    });
  }
  for (const material of loot.materials) {
    const item = ITEMS[material.itemId];
    drops.push({ name: `${material.quantity} ${item?.name ?? material.itemId}`, rarity: item?.rarity ?? 'common' });
  }
  return drops;
}

/**
 * The combat scene's id for an enemy instance: the content id and when it stepped out, so a second rat is a new rat.
 */
export function enemyInstanceId(enemyId: string, spawnedAt: number): string {
  return `${enemyId}@${spawnedAt}`;
}

// ---------------------------------------------------------------- abilities and wraiths

/** An ability's look on the canvas (AbilityDef.visual), or null for an unknown id. */
export function abilityVisualFor(abilityId: string | null): FxVisual | null {
  // The scene's name: content naming a look the scene cannot draw does not compile.
  const visual: FxVisual | undefined = abilityId ? ABILITIES_BY_ID[abilityId]?.visual : undefined;
  return visual ?? null;
}

/** The figure a content wraith is drawn as, and its glow; null for an unknown kind. */
export function wraithLookFor(wraithId: string): { shape: WraithShape; glow: number } | null {
  const look = WRAITHS_BY_ID[wraithId]?.look;
  if (!look) return null;
  const shape: WraithShape = look.shape;
  return { shape, glow: look.glow };
}

/** The prefix of a lingering effect's source when a wraith made it (`wraith:<kind>`), not an ability. */
const WRAITH_SOURCE = 'wraith:';
/** Lingering effects' sources read so far, and the colour of the ward each makes (looked up once per source). */
const wardTints = new Map<string, number>();

/** A ward's colour: a wraith's glow for a wraith's ward, else its ability's look (unknown sources: arcane). */
export function wardTintFor(sourceId: string): number {
  let tint = wardTints.get(sourceId);
  if (tint === undefined) {
    const wraith = sourceId.startsWith(WRAITH_SOURCE) ? wraithLookFor(sourceId.slice(WRAITH_SOURCE.length)) : null;
    tint = wraith ? wraith.glow : visualColor[abilityVisualFor(sourceId) ?? 'arcane'];
    wardTints.set(sourceId, tint);
  }
  return tint;
}

/** A lingering effect's look: its ability's, or arcane for a source the content does not know. */
function effectVisual(sourceId: string): FxVisual {
  return abilityVisualFor(sourceId) ?? 'arcane';
}

/**
 * What lingers in the fight, from the core's effects (the core drops them when they end, so what is listed is
 * active): the newest of each kind gives the look. Fills `into` in place.
 */
export function readLingering(effects: readonly DeepReadonly<ActiveEffect>[], into: CombatLingeringView): void {
  into.wardTint = null;
  into.wardAmount = 0;
  into.hunterBuff = null;
  into.enemyDot = null;
  into.enemyDebuff = null;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'shield':
        if (effect.amount <= 0) break;
        into.wardAmount += effect.amount;
        into.wardTint = wardTintFor(effect.sourceId);
        break;
      case 'buff':
        if (effect.target === 'player') into.hunterBuff = effectVisual(effect.sourceId);
        break;
      case 'dot':
        if (effect.target === 'enemy') into.enemyDot = effectVisual(effect.sourceId);
        break;
      case 'debuff':
        if (effect.target === 'enemy') into.enemyDebuff = effectVisual(effect.sourceId);
        break;
    }
  }
}

/** The summoned wraiths in slot order, as the scene draws them (slots holding no known bond are left out). */
export function companionsFor(world: ReadonlyWorld): CombatCompanionView[] {
  const companions: CombatCompanionView[] = [];
  WRAITH_SLOTS.forEach((slot, index) => {
    const bondId = world.equipment.slots[slot];
    const bond = bondId ? world.wraiths.bonded.find((entry) => entry.id === bondId) : undefined;
    const look = bond ? wraithLookFor(bond.wraithId) : null;
    if (bond && look) companions.push({ slot: index, wraithId: bond.wraithId, shape: look.shape, glow: look.glow });
  });
  return companions;
}

/** The colour of the wraith of a kind (its glow); the spectral teal for an unknown kind. */
function wraithGlow(wraithId: string): number {
  return wraithLookFor(wraithId)?.glow ?? palette.spectral;
}

/** The scene's event for an ability used: its look, what it did, and whether its blow follows as an attack. */
function abilityCast(event: Extract<GameEvent, { type: 'abilityUsed' }>): CombatSceneEvent | null {
  const ability = ABILITIES_BY_ID[event.abilityId];
  if (!ability) return event.healing > 0 ? { type: 'healed', amount: event.healing } : null;
  const effect = ability.effect;
  const blow =
    effect.kind === 'damage' ||
    effect.kind === 'finisher' ||
    ((effect.kind === 'dot' || effect.kind === 'debuff') && effect.multiplier > 0);
  return {
    type: 'abilityCast',
    visual: ability.visual,
    effect: effect.kind,
    blow,
    healing: event.healing,
    shield: event.shield ?? 0,
  };
}

/** What the adapter remembers between frames so reading the world allocates nothing. */
interface AdapterCache {
  world: ReadonlyWorld | null;
  areaId: string | null;
  /** The area the backdrop shows: the current one, or the last one fought in. */
  shownAreaId: string | null;
  theme: AreaTheme;
  /** The rift backdrop cosmetic last read, and the sky it gave (kept so a steady frame allocates nothing). */
  riftBackdropId: string | null;
  riftSky: LookColours | null;
  enemyId: string | null;
  enemySpawnedAt: number;
  enemy: CombatEnemyView;
  potion1Entry: string | null;
  potion2Entry: string | null;
  flaskSlot: PotionSlot | null;
  /** The flask's inventory entry: the core changes its quantity in place and clears the slot when it runs out. */
  flask: InventoryItem | undefined;
  /** The bonds in the wraith slots when the companions were last read, and the list made then. */
  wraithSlots: (string | null)[];
  bondedCount: number;
  companions: readonly CombatCompanionView[];
}

export interface CoreCombatAdapter extends CombatSceneAdapter<ReadonlyWorld, GameEvent> {
  /** The potion slot the flask drinks from in the world last read (null: no potion slotted). */
  flaskSlot(): PotionSlot | null;
}

/** One adapter per scene: it remembers the enemy on the field so the core's kill events name the same instance. */
export function createCoreCombatAdapter(): CoreCombatAdapter {
  const readHunterGear = createHunterGearReader();
  const cache: AdapterCache = {
    world: null,
    areaId: null,
    shownAreaId: null,
    theme: 'crypt',
    riftBackdropId: null,
    riftSky: null,
    enemyId: null,
    enemySpawnedAt: -1,
    enemy: { id: '', kind: 'ghoul', palette: '', name: '', hp: 0, maxHp: 1, isBoss: false },
    potion1Entry: null,
    potion2Entry: null,
    flaskSlot: null,
    flask: undefined,
    wraithSlots: [null, null, null],
    bondedCount: -1,
    companions: [],
  };

  /** The companions list changes (a new array) only when a slot's bond or the bonds change: else the last one. */
  const syncCompanions = (world: ReadonlyWorld): readonly CombatCompanionView[] => {
    const slots = world.equipment.slots;
    let changed = world.wraiths.bonded.length !== cache.bondedCount;
    for (let index = 0; index < WRAITH_SLOTS.length; index += 1)
      if (slots[WRAITH_SLOTS[index]!] !== cache.wraithSlots[index]) changed = true;
    if (changed) {
      for (let index = 0; index < WRAITH_SLOTS.length; index += 1)
        cache.wraithSlots[index] = slots[WRAITH_SLOTS[index]!];
      cache.bondedCount = world.wraiths.bonded.length;
      cache.companions = companionsFor(world);
    }
    return cache.companions;
  };

  const syncEnemy = (world: ReadonlyWorld): CombatEnemyView | null => {
    const active = world.combat.enemy;
    if (!active) return null;
    const view = cache.enemy;
    if (active.id !== cache.enemyId || active.spawnedAt !== cache.enemySpawnedAt) {
      cache.enemyId = active.id;
      cache.enemySpawnedAt = active.spawnedAt;
      view.id = enemyInstanceId(active.id, active.spawnedAt);
      view.kind = enemyKindFor(active.id);
      view.palette = enemyPaletteFor(active.id);
      view.name = enemyOrBoss(active.id)?.name ?? active.id;
      view.isBoss = active.isBoss;
    }
    view.hp = world.combat.enemyHealth;
    view.maxHp = active.maxHealth;
    return view;
  };

  const readModel = (world: ReadonlyWorld, into: CombatSceneModel): void => {
    if (world !== cache.world) {
      cache.world = world;
      cache.areaId = null;
      cache.riftBackdropId = ''; // never a real id: the sky is looked up again
      // Never a real entry id: everything is looked up again for the new world.
      cache.potion1Entry = cache.potion2Entry = '';
      cache.enemyId = null;
      cache.bondedCount = -1;
    }
    const combat = world.combat;
    const backdrop = world.cosmetics.rift_backdrop;
    if (combat.currentAreaId !== cache.areaId || backdrop !== cache.riftBackdropId) {
      cache.riftBackdropId = backdrop;
      cache.areaId = combat.currentAreaId;
      // Out of combat the last area's backdrop stays, so a stopped fight does not flash to the crypt.
      if (combat.currentAreaId !== null) cache.shownAreaId = combat.currentAreaId;
      cache.theme = areaThemeFor(cache.shownAreaId);
      cache.riftSky = riftSkyFor(world, cache.shownAreaId);
    }
    into.area = cache.theme;
    into.riftSky = cache.riftSky;

    const slots = world.equipment.slots;
    readHunterGear(world, into.hunter);
    const player = world.player;
    const mana = world.resourcePools.mana;
    into.hunter.hp = player.health;
    into.hunter.maxHp = player.maxHealth;
    into.hunter.mana = mana.current;
    into.hunter.maxMana = mana.max;
    into.enemy = syncEnemy(world);

    // The flask's slot only changes with equipment; its count is read every frame.
    if (slots.potion_1 !== cache.potion1Entry || slots.potion_2 !== cache.potion2Entry) {
      cache.potion1Entry = slots.potion_1;
      cache.potion2Entry = slots.potion_2;
      cache.flaskSlot = flaskSlotFor(world);
      cache.flask = cache.flaskSlot ? equippedEntry(world, cache.flaskSlot) : undefined;
    }
    into.potions = cache.flask ? cache.flask.quantity : null;
    into.companions = syncCompanions(world);
    readLingering(combat.effects, into.lingering);
  };

  const toSceneEvent = (event: GameEvent): CombatSceneEvent | null => {
    switch (event.type) {
      case 'attack':
        return {
          type: 'attack',
          attacker: event.attacker === 'player' ? 'hunter' : 'enemy',
          damage: event.damage,
          outcome: event.outcome,
          abilityId: event.abilityId,
          visual: event.attacker === 'player' ? abilityVisualFor(event.abilityId) : null,
        };
      case 'abilityUsed':
        return abilityCast(event);
      case 'effectDamage':
        return { type: 'effectDamage', visual: effectVisual(event.sourceId), damage: event.damage };
      case 'shieldAbsorbed':
        return { type: 'shieldAbsorbed', tint: wardTintFor(event.sourceId), absorbed: event.absorbed };
      case 'wraithActed':
        return {
          type: 'wraithActed',
          slot: event.slot,
          action: event.action,
          amount: event.amount,
          glow: wraithGlow(event.wraithId),
        };
      case 'enemySpawned': {
        const view = cache.world ? syncEnemy(cache.world) : null;
        const id = view && cache.enemyId === event.enemyId ? view.id : event.enemyId;
        return {
          type: 'enemySpawned',
          enemyId: id,
          isBoss: event.isBoss,
          name: enemyOrBoss(event.enemyId)?.name ?? event.enemyId,
        };
      }
      case 'enemyKilled':
        return { type: 'enemyKilled', enemyId: killedInstance(event.enemyId), loot: [] };
      case 'lootDropped':
        return { type: 'lootDropped', enemyId: killedInstance(event.enemyId), loot: lootDrops(event.loot) };
      case 'playerDied':
        return { type: 'playerDied' };
      case 'respawned':
        return { type: 'respawned' };
      case 'potionUsed':
        return { type: 'potionUsed', restores: event.restores, amount: event.amount };
      case 'rankChanged':
        return rankIndex(event.rank) > rankIndex(event.previousRank) ? { type: 'promoted', rank: event.rank } : null;
      default:
        return null;
    }
  };

  /** The core has already cleared its enemy when the kill is reported: the last one read is the one that fell. */
  const killedInstance = (enemyId: string): string => (cache.enemyId === enemyId ? cache.enemy.id : enemyId);

  return { readModel, toSceneEvent, flaskSlot: () => cache.flaskSlot };
}
