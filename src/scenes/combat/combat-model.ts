import type { HunterLook, HunterWeapon } from '../art/hunter';
import { DEFAULT_GEAR_TINT, type FxVisual, type WraithShape } from '../art/kinds';
import type { Rarity } from '../art/palette';

/** Who struck. */
export type CombatSide = 'hunter' | 'enemy';

/**
 * How a blow ended; each is drawn differently (crits bigger and ember, the rest as words; a parry is a steel clash).
 */
export type AttackOutcome = 'hit' | 'crit' | 'miss' | 'dodge' | 'block' | 'parry';

/**
 * The hunter as the scene draws it. runtime/core-combat-adapter.ts derives the look from the equipment and the
 * worn cosmetics; the figure is rebuilt only when one of the look's fields changes.
 */
export interface CombatHunterView extends HunterLook {
  hp: number;
  maxHp: number;
  mana: number;
  maxMana: number;
  /** The gear's rarity colour (0xRRGGBB): warms the coat, and is the cloak's colour unless a cloak cosmetic is worn. */
  gearTint: number;
  /** The equipped weapon's class (ItemDef.weaponClass), or null: no weapon, a bare spectral fist. */
  weaponClass: HunterWeapon | null;
  /** The equipped weapon's rarity: tints its metal. */
  weaponRarity: Rarity;
  /** The rarity of the shield in the off hand, or null when none is worn. */
  offHand: Rarity | null;
  /** Cloak and hood: the worn cloak cosmetic's colour, else `gearTint`. */
  cloakColor: number;
  /** The cloak cosmetic's accent (its trim), or null without one. */
  cloakAccent: number | null;
}

export interface CombatEnemyView {
  /** Unique per enemy instance: a new id is a new enemy (it spawns in). */
  id: string;
  /** One of ENEMY_KINDS; anything else gets a stable silhouette picked from the id. */
  kind: string;
  /** One of ENEMY_PALETTES (the eyes' colour); anything else keeps the silhouette's own. */
  palette: string;
  name: string;
  hp: number;
  maxHp: number;
  isBoss: boolean;
}

/**
 * What the combat scene reads from the world every frame. The scene owns one instance and the
 * adapter fills it in place (`readModel`), so reading it allocates nothing.
 */
export interface CombatSceneModel {
  /** One of AREA_THEMES; anything else shows the crypt. */
  area: string;
  /** The chosen rift backdrop's sky (0xRRGGBB colour and accent) while fighting in a rift; null otherwise. */
  riftSky: RiftSky | null;
  hunter: CombatHunterView;
  enemy: CombatEnemyView | null;
  /** What the flask drinks: the belt slot's health potions (a trial's draughts); null hides the flask. */
  potions: number | null;
  /**
   * The summoned wraiths floating beside the hunter, in slot order (empty slots left out). The adapter hands over a
   * new array only when a wraith is summoned or dismissed, so the scene may compare it by identity.
   */
  companions: readonly CombatCompanionView[];
  /** What lingers in the fight now (wards, buffs, damage over time, debuffs): drawn as auras while it lasts. */
  lingering: CombatLingeringView;
}

/** A summoned wraith as the scene draws it. */
export interface CombatCompanionView {
  /** 0..2: the wraith slot it is summoned in (its place beside the hunter). */
  slot: number;
  /** Its kind: a new kind in a slot is a new figure (it appears). */
  wraithId: string;
  shape: WraithShape;
  /** Its glow, 0xRRGGBB. */
  glow: number;
}

/**
 * The lasting effects of the fight, read from the world each frame (never guessed from durations): a ward on the
 * hunter, buffs on it, damage over time and debuffs on the enemy. Null: none of that kind.
 */
export interface CombatLingeringView {
  /** The newest ward's colour (an ability's look or a wraith's glow), or null without a ward. */
  wardTint: number | null;
  /** Absorb points left over every ward. */
  wardAmount: number;
  /** The look of the newest buff on the hunter. */
  hunterBuff: FxVisual | null;
  /** The look of the newest damage over time on the enemy. */
  enemyDot: FxVisual | null;
  /** The look of the newest debuff on the enemy. */
  enemyDebuff: FxVisual | null;
}

/** What an ability did (AbilityDef.effect.kind), as the scene tells them apart. */
export type AbilityEffectKind = 'damage' | 'finisher' | 'heal' | 'dot' | 'shield' | 'buff' | 'debuff';

/** What a summoned wraith did when it acted. */
export type WraithAction = 'attack' | 'shield' | 'heal';

export interface RiftSky {
  color: number;
  accent: number;
}

export interface LootDrop {
  name: string;
  rarity: Rarity;
  /** Gold is drawn in gold, whatever its rarity. */
  gold?: boolean;
}

/** One thing that happened in a tick, as the scene draws it. The runtime's adapter maps core events onto these. */
export type CombatSceneEvent =
  | {
      type: 'attack';
      attacker: CombatSide;
      damage: number;
      outcome: AttackOutcome;
      abilityId: string | null;
      /** The ability's look (the adapter looks it up); absent: Frost Bolt and Blade Strike are known by id. */
      visual?: FxVisual | null;
    }
  /**
   * The hunter used an ability. A blow it strikes comes next as an `attack` carrying its id (`blow`); this event
   * draws what has no blow: a heal, a ward raised, a buff, a curse or poison laid on the enemy.
   */
  | {
      type: 'abilityCast';
      visual: FxVisual;
      effect: AbilityEffectKind;
      /** True when an `attack` with the ability's blow follows. */
      blow: boolean;
      healing: number;
      /** Absorb points of the ward it raised (0: none). */
      shield: number;
    }
  /** A lingering effect bit the enemy. */
  | { type: 'effectDamage'; visual: FxVisual; damage: number }
  /** A ward took (some of) an enemy blow; `tint` is the ward's colour. */
  | { type: 'shieldAbsorbed'; tint: number; absorbed: number }
  /** A summoned wraith struck the enemy, raised a ward on the hunter or mended it. */
  | { type: 'wraithActed'; slot: number; action: WraithAction; amount: number; glow: number }
  /** The enemy falls; `loot` may come here or in a `lootDropped` right after it (the core sends two events). */
  | { type: 'enemyKilled'; enemyId: string; loot: readonly LootDrop[] }
  | { type: 'lootDropped'; enemyId: string; loot: readonly LootDrop[] }
  | { type: 'playerDied' }
  | { type: 'respawned' }
  | { type: 'enemySpawned'; enemyId: string; isBoss: boolean; name: string }
  | { type: 'potionUsed'; restores: 'health' | 'mana'; amount: number }
  /** An ability healed the hunter (no blow). */
  | { type: 'healed'; amount: number }
  /** The server promoted the hunter: the promotion moment on the canvas. */
  | { type: 'promoted'; rank: string };

/** How the combat scene reads a world of type `World` and the core's events (runtime/core-combat-adapter.ts). */
export interface CombatSceneAdapter<World, Event> {
  readModel(world: World, into: CombatSceneModel): void;
  /** Zero or one scene event per core event. */
  toSceneEvent(event: Event): CombatSceneEvent | null;
}

/** What taps on the canvas ask for; runtime/game-canvas.ts turns these into queued commands. */
export interface CombatSceneActions {
  targetEnemy(enemyId: string): void;
  usePotion(): void;
}

/** Options when the scene is shown. */
export interface CombatSceneData {
  /** Seeds the scenery and sparks, so screenshots and the sandbox are reproducible. */
  seed?: number;
}

export function createCombatSceneModel(): CombatSceneModel {
  return {
    area: 'crypt',
    riftSky: null,
    hunter: {
      hp: 1,
      maxHp: 1,
      mana: 0,
      maxMana: 1,
      gearTint: DEFAULT_GEAR_TINT,
      weaponClass: 'sword',
      weaponRarity: 'common',
      offHand: null,
      cloakColor: DEFAULT_GEAR_TINT,
      cloakAccent: null,
    },
    enemy: null,
    potions: null,
    companions: [],
    lingering: createLingeringView(),
  };
}

/** Nothing lingering: no ward, buff, damage over time or debuff. */
export function createLingeringView(): CombatLingeringView {
  return { wardTint: null, wardAmount: 0, hunterBuff: null, enemyDot: null, enemyDebuff: null };
}
