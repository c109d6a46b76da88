import { IMPACT_DELAY_MS } from '../art/animator';
import type { DamageNumbers } from '../art/damage-numbers';
import type { FxVisual } from '../art/kinds';
import { damageColor, visualColor } from '../art/palette';
import type { SceneRandom } from '../art/random';
import type { AbilityEffects } from './ability-fx';
import type { CombatEffects } from './combat-effects';
import type { CombatLayout } from './combat-layout';
import type { CombatSceneEvent } from './combat-model';
import type { Fighters } from './fighters';

export type AttackEvent = Extract<CombatSceneEvent, { type: 'attack' }>;

export interface StageHands {
  fighters: Fighters;
  layout: CombatLayout;
  effects: CombatEffects;
  abilities: AbilityEffects;
  numbers: DamageNumbers;
  random: SceneRandom;
  shake(startMs: number, amplitude: number): void;
  numberSize: number;
}

/** A blow's look: the one the adapter gave, else the two abilities known by id (feeds that send no look). */
export function attackVisual(event: AttackEvent): FxVisual | null {
  if (event.visual) return event.visual;
  if (event.abilityId === 'frost_bolt') return 'frost';
  if (event.abilityId === 'blade_strike') return 'steel';
  return null;
}

/** How a struck figure flashes: red for a plain blow, the spell's colour for a spell. */
function flashColor(visual: FxVisual | null): number {
  if (visual === 'frost') return 0x7fc8ff;
  return visual === null || visual === 'steel' ? 0xff5040 : visualColor[visual];
}

/**
 * Stages one blow: the attacker's move (a sword lunge, Blade Strike's heavy arc, a frost bolt's cast
 * and flight, an enemy's claw), then at the moment it lands the defender's reaction (flinch and flash,
 * dodge, block) and the floating number or word. Crits hit harder on screen: bigger ember numbers and
 * a short shake.
 */
export function stageAttack(hands: StageHands, event: AttackEvent, t: number): void {
  const { fighters, layout, effects, abilities, numbers, random } = hands;
  const hunter = fighters.hunter;
  if (!hunter) return;
  const enemy = fighters.enemy && !fighters.enemy.dying ? fighters.enemy : null;
  const unit = layout.figureScale * 120;
  const enemyChestY = layout.groundY + (enemy ? enemy.rig.chestY : -70) * fighters.scaleOf(enemy, layout);
  const hunterChestY = layout.groundY + hunter.rig.chestY * layout.figureScale;
  const byHunter = event.attacker === 'hunter';
  const landed = event.outcome === 'hit' || event.outcome === 'crit';
  let impactMs = t + IMPACT_DELAY_MS;
  const visual = byHunter ? attackVisual(event) : null;

  if (byHunter) {
    if (visual !== null && visual !== 'steel') {
      // A spell: cast from the hand, its bolt (or lightning, or light from above) in its look, wide of a dodge.
      hunter.anim.play('cast', t);
      const castX = layout.hunterX + hunter.rig.castPoint.x * layout.figureScale;
      const castY = layout.groundY + hunter.rig.castPoint.y * layout.figureScale;
      const wide = event.outcome === 'miss' || event.outcome === 'dodge';
      const toX = layout.enemyX + (wide ? unit * 0.5 : 0);
      impactMs = abilities.strike(visual, castX, castY, toX, enemyChestY, unit * 0.55, t);
    } else {
      hunter.anim.play('attack', t);
      if (landed || event.outcome === 'block' || event.outcome === 'parry')
        effects.slash(layout.enemyX - unit * 0.05, enemyChestY, unit * 0.95, impactMs, 1, visual === 'steel');
    }
  } else if (enemy) {
    enemy.anim.play('attack', t);
    if (landed) effects.claw(layout.hunterX + unit * 0.05, hunterChestY, unit * 0.8, impactMs);
  } else {
    return;
  }

  const defender = byHunter ? enemy : hunter;
  const x = (byHunter ? layout.enemyX : layout.hunterX) + random.range(-unit * 0.08, unit * 0.08);
  const y = (byHunter ? enemyChestY : hunterChestY) - unit * 0.3;
  const size = hands.numberSize;
  switch (event.outcome) {
    case 'hit':
    case 'crit': {
      const crit = event.outcome === 'crit';
      defender?.anim.play('hit', impactMs);
      defender?.anim.flash(impactMs, flashColor(visual));
      if (crit) hands.shake(impactMs, unit * 0.035);
      numbers.show({
        text: crit ? `${Math.round(event.damage)}!` : String(Math.round(event.damage)),
        tint: crit ? damageColor.crit : byHunter ? damageColor.dealt : damageColor.taken,
        startMs: impactMs,
        x,
        y,
        size: crit ? size * 1.55 : size,
        pop: crit,
        durationMs: crit ? 1200 : 950,
      });
      break;
    }
    case 'dodge':
      defender?.anim.play('dodge', impactMs - 120);
      numbers.show({ text: 'Dodge', tint: damageColor.word, startMs: impactMs, x, y, size: size * 0.85 });
      break;
    case 'miss':
      numbers.show({ text: 'Miss', tint: damageColor.word, startMs: impactMs, x, y, size: size * 0.85 });
      break;
    case 'block': {
      defender?.anim.play('block', impactMs);
      effects.blockFlash(
        byHunter ? layout.enemyX - unit * 0.2 : layout.hunterX + unit * 0.2,
        byHunter ? enemyChestY : hunterChestY,
        unit * 0.6,
        impactMs,
      );
      numbers.show({
        text: event.damage > 0 ? `Block ${Math.round(event.damage)}` : 'Block',
        tint: damageColor.block,
        startMs: impactMs,
        x,
        y,
        size: size * 0.85,
      });
      break;
    }
    case 'parry': {
      // Steel meets steel: the defender turns the blade aside with a gold clash, no flinch.
      defender?.anim.play('block', impactMs);
      effects.parryClash(
        byHunter ? layout.enemyX - unit * 0.22 : layout.hunterX + unit * 0.3,
        (byHunter ? enemyChestY : hunterChestY) - unit * 0.1,
        unit * 0.6,
        impactMs,
      );
      numbers.show({
        text: event.damage > 0 ? `Parry ${Math.round(event.damage)}` : 'Parry',
        tint: damageColor.parry,
        startMs: impactMs,
        x,
        y,
        size: size * 0.9,
      });
      break;
    }
  }
}
