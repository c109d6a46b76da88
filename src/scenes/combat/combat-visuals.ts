import { Container, Rectangle, Sprite, type Texture } from 'pixi.js';
import type { SceneEnterContext } from '../scene';
import { Backdrop } from '../art/backdrop';
import { DamageNumbers } from '../art/damage-numbers';
import { FxLayer } from '../art/fx-layer';
import { palette } from '../art/palette';
import type { SceneRandom } from '../art/random';
import type { FxTextureKey } from '../art/textures';
import type { StageHands } from './choreography';
import { AbilityEffects } from './ability-fx';
import { CombatEffects } from './combat-effects';
import { CombatHud } from './combat-hud';
import { MIN_TAP_PX, type CombatLayout } from './combat-layout';
import type { Fighters } from './fighters';
import { LingeringAuras } from './lingering-auras';
import { WraithCompanions } from './wraith-companions';

/** The combat scene's display objects, built once its bundle's textures exist. */
export type CombatVisuals = {
  /** The field (backdrop, fighters, effects, numbers): shaken as one on heavy blows. */
  world: Container;
  backdrop: Backdrop;
  aura: Sprite;
  reticle: Sprite;
  fx: FxLayer;
  numbers: DamageNumbers;
  effects: CombatEffects;
  abilities: AbilityEffects;
  /** The summoned wraiths behind the hunter. */
  companions: WraithCompanions;
  /** Wards, buffs, damage over time and curses while they last. */
  auras: LingeringAuras;
  hud: CombatHud;
  enemyTarget: Container;
  hands: StageHands;
};

/** Effect sprites alive at once, at most. */
export const FX_CAP = 300;

const FX_KEYS: readonly FxTextureKey[] = ['glow', 'spark', 'shard', 'ring', 'slash', 'vignette', 'pixel'];

export interface CombatVisualsWiring {
  root: Container;
  overlay: Container;
  /** Drawn between the backdrop and the fighters. */
  field: Container;
  /** Drawn over the readouts, under the death veil and the banner. */
  hudLayer: Container;
  fighters: Fighters;
  random: SceneRandom;
  layout: CombatLayout;
  numberSize: number;
  onEnemyTap: () => void;
  onPotionTap: () => void;
  shake: (startMs: number, amplitude: number) => void;
}

/**
 * Builds the layers in drawing order under `root`: field (backdrop, the `field` layer, fighters, effects), enemy tap
 * target, readouts, the `hudLayer`, veil, banner, overlay.
 */
export function buildCombatVisuals(context: SceneEnterContext, wiring: CombatVisualsWiring): CombatVisuals {
  const textures = {} as Record<FxTextureKey, Texture>;
  for (const key of FX_KEYS) textures[key] = context.texture(key);
  const world = new Container();
  const backdrop = new Backdrop(textures.glow, textures.vignette);
  const aura = new Sprite(textures.glow);
  aura.anchor.set(0.5);
  aura.tint = palette.blood;
  aura.blendMode = 'add';
  const reticle = new Sprite(textures.ring);
  reticle.anchor.set(0.5);
  reticle.tint = palette.ember;
  reticle.blendMode = 'add';
  // Room for three wraiths' acts and lingering effects over the fighters' own (particles beyond it are skipped).
  const fx = new FxLayer(textures.glow, FX_CAP);
  const numbers = new DamageNumbers();
  const effects = new CombatEffects(fx, numbers, textures, wiring.random);
  const abilities = new AbilityEffects(fx, numbers, textures, wiring.random, effects);
  const companions = new WraithCompanions(textures.glow, (_slot, x, y, height, glow, simMs) =>
    abilities.appear(x, y, height, glow, simMs),
  );
  const auras = new LingeringAuras(textures, (visual, x, y, size, simMs) =>
    abilities.dotMote(visual, x, y, size, simMs),
  );
  world.addChild(
    backdrop.root,
    wiring.field,
    aura,
    auras.under,
    reticle,
    companions.root,
    wiring.fighters.actors,
    auras.over,
    fx.root,
    numbers.root,
  );

  const hud = new CombatHud(textures, wiring.onPotionTap);
  const enemyTarget = new Container();
  enemyTarget.label = 'enemy-target';
  enemyTarget.eventMode = 'static';
  enemyTarget.cursor = 'pointer';
  enemyTarget.hitArea = new Rectangle(0, 0, MIN_TAP_PX, MIN_TAP_PX);
  enemyTarget.on('pointertap', wiring.onEnemyTap);
  wiring.root.addChild(
    world,
    enemyTarget,
    hud.readouts,
    wiring.hudLayer,
    hud.death.root,
    hud.banner.root,
    wiring.overlay,
  );
  const hands: StageHands = {
    fighters: wiring.fighters,
    layout: wiring.layout,
    effects,
    abilities,
    numbers,
    random: wiring.random,
    shake: wiring.shake,
    numberSize: wiring.numberSize,
  };
  return {
    world,
    backdrop,
    aura,
    reticle,
    fx,
    numbers,
    effects,
    abilities,
    companions,
    auras,
    hud,
    enemyTarget,
    hands,
  };
}
