import { Container } from 'pixi.js';
import type { Scene, SceneEnterContext, SceneFrame } from '../scene';
import { inspectHunterLook, type HunterInspection } from '../inspect';
import { isAreaTheme, type AreaTheme } from '../art/area-themes';
import { IMPACT_DELAY_MS } from '../art/animator';
import { PotionButton } from '../art/overlays';
import { mixColor, palette, visualColor } from '../art/palette';
import { SceneRandom } from '../art/random';
import { combatFxBundle } from '../art/textures';
import { stageAttack } from './choreography';
import { computeCombatLayout, type CombatLayout } from './combat-layout';
import { EnemyTargeting } from './enemy-targeting';
import { buildCombatVisuals, type CombatVisuals } from './combat-visuals';
import {
  createCombatSceneModel,
  type CombatSceneActions,
  type CombatSceneAdapter,
  type CombatSceneData,
  type CombatSceneEvent,
  type LootDrop,
  type RiftSky,
} from './combat-model';
import { Fighters } from './fighters';
import type { AuraAnchors } from './lingering-auras';

/** Simulated ms the hunter lies fallen before rising (the core revives at once). */
export const DEATH_HOLD_MS = 2400;

export interface CombatSceneOptions<World, Event> {
  adapter: CombatSceneAdapter<World, Event>;
  actions: CombatSceneActions;
  id?: string;
  /** Each enemy steps out of a small rift where it stands (default); the rift scene draws its own portal. */
  spawnRift?: boolean;
  /** Told when an enemy appears on the field (after the last one's fade), e.g. to walk it in from a portal. */
  onEnemyAppear?: (appearAtMs: number, isBoss: boolean) => void;
}

/** What the harness and tests can read back (CSS pixels). */
export interface CombatSceneInspection {
  enemyId: string | null;
  enemyHpShown: number;
  hunterHpShown: number;
  enemyTapTarget: { x: number; y: number; width: number; height: number } | null;
  potionTapTarget: { x: number; y: number; radius: number } | null;
  targetedEnemyId: string | null;
  bannerShowing: boolean;
  hunterDown: boolean;
  activeEffects: number;
  /** The wraith kind floating in each slot (null: none there). */
  companions: (string | null)[];
  /** What lingers on the canvas now: a ward's bubble, a buff's aura, a damage over time's glow, a curse's ring. */
  lingering: { ward: boolean; buff: boolean; dot: boolean; debuff: boolean };
  /** What the hunter on the canvas carries and wears, as drawn (null before the first frame). */
  hunter: HunterInspection | null;
}

/**
 * The combat screen: the area's backdrop, the hunter and the current enemy animated from the core's
 * events, damage numbers, bars, ability effects, loot, death and respawn, boss presentation. Reads a
 * CombatSceneModel through the adapter each frame and mutates display objects directly. Animations run
 * on simulated time (ticks plus interpolation alpha), so pause, single steps and time scale apply.
 */
export class CombatScene<World, Event> implements Scene<World, Event, CombatSceneData> {
  readonly id: string;
  readonly bundleId = combatFxBundle.id;
  readonly root = new Container();
  /** Drawn above everything: the sandbox's hitboxes and frame-time graph go here. */
  readonly overlay = new Container();
  /** Between the backdrop and the fighters, shaken with the field: the rift scene's portal goes here. */
  readonly field = new Container();
  /** Over the readouts, under the death veil and the boss banner: the rift scene's wave counter goes here. */
  readonly hudLayer = new Container();
  readonly model = createCombatSceneModel();
  /** The figures on the field (the rift scene walks the enemy in from its portal). */
  readonly fighters = new Fighters();

  private readonly adapter: CombatSceneAdapter<World, Event>;
  private readonly actions: CombatSceneActions;
  private readonly random = new SceneRandom(1);
  private readonly spawnRift: boolean;
  private readonly onEnemyAppear: ((appearAtMs: number, isBoss: boolean) => void) | null;
  private visuals: CombatVisuals | null = null;
  private layout: CombatLayout = computeCombatLayout(1, 1);
  private seed = 1;
  private lastSimMs = 0;
  private theme: AreaTheme | null = null;
  /** The rift backdrop cosmetic's sky the backdrop was last drawn with. */
  private sky: RiftSky | null = null;
  private targeting: EnemyTargeting | null = null;
  private shakeStartMs = Number.NEGATIVE_INFINITY;
  private shakeAmplitude = 0;
  private hunterDown = false;
  private needsLayout = true;
  private diedAtMs = Number.NEGATIVE_INFINITY;
  /** When the hunter rises again (after a fall has been seen), or +Infinity. */
  private respawnAtMs = Number.POSITIVE_INFINITY;
  /** The enemy that fell last, so its loot (a separate event in the core) drops where it stood. */
  private lastKill: { enemyId: string; dieAtMs: number; fromY: number } | null = null;
  /** Where the figures stand this frame, for the lingering auras (filled in place). */
  private readonly anchors: AuraAnchors = {
    hunterX: 0,
    groundY: 0,
    hunterChestY: 0,
    hunterHeight: 1,
    enemyX: null,
    enemyChestY: 0,
    enemyHeight: 1,
  };
  /** A wraith's place, read when it acts (filled in place). */
  private readonly wraithPoint = { x: 0, y: 0 };

  constructor(options: CombatSceneOptions<World, Event>) {
    this.id = options.id ?? 'combat';
    this.adapter = options.adapter;
    this.actions = options.actions;
    this.spawnRift = options.spawnRift ?? true;
    this.onEnemyAppear = options.onEnemyAppear ?? null;
    this.root.label = `${this.id}-scene`;
  }

  enter(data: CombatSceneData | undefined, context: SceneEnterContext): void {
    this.seed = data?.seed ?? 1;
    this.random.reseed(this.seed);
    if (!this.visuals) {
      this.visuals = buildCombatVisuals(context, {
        root: this.root,
        overlay: this.overlay,
        field: this.field,
        hudLayer: this.hudLayer,
        fighters: this.fighters,
        random: this.random,
        layout: this.layout,
        numberSize: this.numberSize(),
        onEnemyTap: () => this.onEnemyTap(),
        onPotionTap: () => this.onPotionTap(),
        shake: (startMs, amplitude) => this.shake(startMs, amplitude),
      });
      this.targeting = new EnemyTargeting(this.fighters, this.visuals.enemyTarget, this.visuals.reticle);
    }
    this.needsLayout = true;
  }

  exit(): void {
    this.visuals?.fx.clear();
    this.visuals?.numbers.clear();
  }

  resize(width: number, height: number): void {
    this.layout = computeCombatLayout(width, height);
    this.needsLayout = true;
  }

  handleEvents(events: readonly Event[]): void {
    for (let index = 0; index < events.length; index += 1) {
      const sceneEvent = this.adapter.toSceneEvent(events[index]!);
      if (sceneEvent) this.play(sceneEvent);
    }
  }

  resync(world: World): void {
    const visuals = this.visuals;
    if (!visuals) return;
    this.adapter.readModel(world, this.model);
    visuals.fx.clear();
    visuals.numbers.clear();
    this.hunterDown = this.model.hunter.hp <= 0;
    this.respawnAtMs = Number.POSITIVE_INFINITY;
    visuals.hud.death.reset(this.hunterDown);
    visuals.companions.settle(this.model.companions, this.lastSimMs);
    visuals.auras.settle(this.model.lingering);
    const enemy = this.model.enemy;
    this.fighters.settle(this.hunterDown, enemy !== null && enemy.id === this.fighters.enemy?.id && enemy.hp > 0);
  }

  render(world: World, _alpha: number, frame: SceneFrame): void {
    const visuals = this.visuals;
    if (!visuals) return;
    this.adapter.readModel(world, this.model);
    const simMs = frame.simTimeMs;
    const dtMs = Math.min(250, Math.max(0, simMs - this.lastSimMs));
    this.lastSimMs = simMs;

    const theme = isAreaTheme(this.model.area) ? this.model.area : 'crypt';
    const sky = this.model.riftSky;
    if (theme !== this.theme || sky?.color !== this.sky?.color || sky?.accent !== this.sky?.accent) {
      this.theme = theme;
      this.sky = sky ? { ...sky } : null;
      this.needsLayout = true;
    }
    if (this.needsLayout) this.applyLayout(visuals);
    this.fighters.syncHunter(this.model.hunter, this.layout);
    if (this.fighters.enemyChanged(this.model.enemy)) this.syncEnemy(visuals, simMs);
    this.fighters.pose(simMs);

    const layout = this.layout;
    const enemy = this.fighters.enemy;
    const standing = enemy !== null && !enemy.dying;
    visuals.aura.visible = standing && enemy.boss;
    if (visuals.aura.visible) {
      visuals.aura.alpha = 0.35 + 0.15 * Math.sin(simMs / 420);
      visuals.aura.y = layout.groundY + enemy!.rig.chestY * this.fighters.scaleOf(enemy, layout);
    }
    this.targeting?.update(layout, simMs);

    visuals.companions.sync(this.model.companions, simMs);
    visuals.companions.update(layout, simMs);
    visuals.auras.update(this.model.lingering, this.readAnchors(), simMs, dtMs);

    if (simMs >= this.respawnAtMs) this.rise(visuals, simMs);
    visuals.backdrop.update(simMs);
    visuals.fx.update(simMs);
    visuals.numbers.update(simMs);
    visuals.hud.update(this.model, simMs, dtMs);

    const shakeAge = simMs - this.shakeStartMs;
    if (shakeAge >= 0 && shakeAge < 240) {
      const strength = this.shakeAmplitude * (1 - shakeAge / 240);
      visuals.world.position.set(Math.sin(shakeAge * 0.21) * strength, Math.cos(shakeAge * 0.17) * strength * 0.6);
    } else if (visuals.world.x !== 0 || visuals.world.y !== 0) {
      visuals.world.position.set(0, 0);
    }
  }

  /** Draws one combat event now (the adapter's events arrive here; the sandbox may call it directly). */
  play(event: CombatSceneEvent): void {
    const visuals = this.visuals;
    if (!visuals) return;
    const t = this.lastSimMs;
    const layout = this.layout;
    const unit = layout.figureScale * 120;
    const hud = visuals.hud;
    switch (event.type) {
      case 'attack':
        visuals.hands.layout = layout;
        visuals.hands.numberSize = this.numberSize();
        stageAttack(visuals.hands, event, t);
        break;
      case 'enemyKilled': {
        const enemy = this.fighters.enemy;
        if (!enemy || enemy.dying || event.enemyId !== enemy.id) break;
        const dieAt = t + IMPACT_DELAY_MS + 80;
        enemy.dying = true;
        enemy.anim.play('die', dieAt);
        const scale = this.fighters.scaleOf(enemy, layout);
        const height = enemy.rig.height * scale;
        visuals.effects.dissolve(layout.enemyX, layout.groundY, height, height * 0.6, palette.ash, dieAt + 250);
        this.lastKill = { enemyId: enemy.id, dieAtMs: dieAt, fromY: layout.groundY + enemy.rig.chestY * scale };
        this.dropLoot(event.loot);
        break;
      }
      case 'lootDropped':
        if (this.lastKill?.enemyId === event.enemyId) this.dropLoot(event.loot);
        break;
      case 'playerDied':
        this.fighters.hunter?.anim.play('die', t + IMPACT_DELAY_MS);
        this.hunterDown = true;
        this.diedAtMs = t;
        hud.death.fall(t + IMPACT_DELAY_MS);
        break;
      case 'respawned':
        // The core revives the hunter in the tick it falls: let the fall be seen first.
        this.respawnAtMs = Math.max(t, this.diedAtMs + DEATH_HOLD_MS);
        break;
      case 'enemySpawned':
        // The model drives spawning (a new enemy id); the event adds weight to a boss's entrance.
        if (event.isBoss) this.shake(t, unit * 0.03);
        break;
      case 'potionUsed':
        hud.potion.pulse(t);
        visuals.effects.heal(
          layout.hunterX,
          layout.groundY - unit * 0.7,
          unit,
          event.amount,
          this.numberSize(),
          t,
          event.restores === 'mana' ? palette.mana : palette.heal,
        );
        break;
      case 'healed':
        visuals.effects.heal(layout.hunterX, layout.groundY - unit * 0.7, unit, event.amount, this.numberSize(), t);
        break;
      case 'abilityCast':
        this.castAbility(event, t);
        break;
      case 'effectDamage': {
        const at = this.readAnchors();
        if (at.enemyX === null) break;
        visuals.abilities.dotBite(
          event.visual,
          at.enemyX,
          at.enemyChestY,
          unit * 0.55,
          event.damage,
          this.numberSize(),
          t,
        );
        break;
      }
      case 'shieldAbsorbed': {
        // The ward takes the blow as it lands: it flashes, and what it took shows beside the hunter, under the
        // blow's number.
        const impactMs = t + IMPACT_DELAY_MS;
        const at = this.readAnchors();
        visuals.auras.flashWard(impactMs, event.tint);
        visuals.abilities.absorbed(
          layout.hunterX - unit * 0.3,
          at.hunterChestY + unit * 0.12,
          event.absorbed,
          event.tint,
          this.numberSize(),
          impactMs,
        );
        break;
      }
      case 'wraithActed':
        this.wraithActs(event, t);
        break;
      case 'promoted':
        // The respawn's pillar of light, without a fall before it, and the banner's band for the new rank.
        visuals.effects.respawn(layout.hunterX, layout.groundY, unit, t);
        hud.banner.show(`Hunter Rank ${event.rank}`, t, 'PROMOTED');
        break;
    }
  }

  /** An ability with no blow of its own: a heal, a ward, a buff, or a curse or poison laid on the enemy. */
  private castAbility(event: Extract<CombatSceneEvent, { type: 'abilityCast' }>, t: number): void {
    const visuals = this.visuals;
    const hunter = this.fighters.hunter;
    // A blow follows as its own attack event, which draws the spell.
    if (!visuals || !hunter || event.blow || this.hunterDown) return;
    const layout = this.layout;
    const unit = layout.figureScale * 120;
    const at = this.readAnchors();
    hunter.anim.play('cast', t);
    switch (event.effect) {
      case 'heal':
        visuals.abilities.heal(
          event.visual,
          layout.hunterX,
          layout.groundY - unit * 0.7,
          unit,
          event.healing,
          this.numberSize(),
          t,
        );
        break;
      case 'shield':
        visuals.abilities.wardRaise(
          layout.hunterX,
          at.hunterChestY + unit * 0.05,
          unit,
          visualColor[event.visual],
          t + 120,
        );
        if (event.shield > 0)
          visuals.abilities.wardGained(
            layout.hunterX + unit * 0.2,
            at.hunterChestY - unit * 0.45,
            event.shield,
            visualColor[event.visual],
            this.numberSize(),
            t + 200,
          );
        break;
      case 'buff':
        visuals.abilities.buffFlare(event.visual, layout.hunterX, layout.groundY, unit, t + 120);
        break;
      default: {
        if (at.enemyX === null) break;
        const castX = layout.hunterX + hunter.rig.castPoint.x * layout.figureScale;
        const castY = layout.groundY + hunter.rig.castPoint.y * layout.figureScale;
        visuals.abilities.strike(event.visual, castX, castY, at.enemyX, at.enemyChestY, unit * 0.55, t);
      }
    }
  }

  /** A summoned wraith acts: it lunges and its bolt flies at the enemy, or it sends a ward or a mend to the hunter. */
  private wraithActs(event: Extract<CombatSceneEvent, { type: 'wraithActed' }>, t: number): void {
    const visuals = this.visuals;
    if (!visuals) return;
    const unit = this.layout.figureScale * 120;
    const at = this.readAnchors();
    visuals.companions.act(event.slot, event.action, t);
    const from = visuals.companions.positionOf(event.slot, this.wraithPoint);
    const size = this.numberSize();
    // Effects leave at the height of the lunge or the swell.
    const releaseMs = t + 150;
    switch (event.action) {
      case 'attack': {
        const enemy = this.fighters.enemy;
        if (at.enemyX === null || !enemy) break;
        const reach = this.layout.companionHeight * 0.3;
        const impactMs = visuals.abilities.wraithBolt(
          event.glow,
          from.x + reach,
          from.y,
          at.enemyX - unit * 0.05,
          at.enemyChestY,
          unit * 0.5,
          event.amount,
          size,
          releaseMs,
        );
        enemy.anim.flash(impactMs, mixColor(event.glow, 0xffffff, 0.45));
        break;
      }
      case 'shield':
        visuals.abilities.wraithWard(
          event.glow,
          from.x,
          from.y,
          at.hunterX,
          at.hunterChestY,
          unit,
          event.amount,
          size,
          releaseMs,
        );
        break;
      case 'heal':
        visuals.abilities.wraithMend(from.x, from.y, at.hunterX, at.hunterChestY, unit, event.amount, size, releaseMs);
        break;
    }
  }

  /** Where the hunter and the standing enemy are drawn now (the enemy may be walking in from a portal). */
  private readAnchors(): AuraAnchors {
    const layout = this.layout;
    const at = this.anchors;
    const unit = layout.figureScale * 120;
    const hunter = this.fighters.hunter;
    at.hunterX = layout.hunterX;
    at.groundY = layout.groundY;
    at.hunterHeight = unit;
    at.hunterChestY = layout.groundY + (hunter ? hunter.rig.chestY : -70) * layout.figureScale;
    const enemy = this.fighters.enemy;
    if (enemy && !enemy.dying) {
      const scale = this.fighters.scaleOf(enemy, layout);
      at.enemyX = enemy.rig.root.x;
      at.enemyChestY = layout.groundY + enemy.rig.chestY * scale;
      at.enemyHeight = enemy.rig.height * scale;
    } else at.enemyX = null;
    return at;
  }

  private rise(visuals: CombatVisuals, simMs: number): void {
    this.respawnAtMs = Number.POSITIVE_INFINITY;
    this.fighters.hunter?.anim.play('spawn', simMs);
    this.hunterDown = false;
    visuals.hud.death.rise(simMs);
    visuals.effects.respawn(this.layout.hunterX, this.layout.groundY, this.layout.figureScale * 120, simMs);
  }

  /** Loot of the enemy that just fell springs from where it stood, once it has crumpled. */
  private dropLoot(loot: readonly LootDrop[]): void {
    const kill = this.lastKill;
    const visuals = this.visuals;
    if (!kill || !visuals || loot.length === 0) return;
    const layout = this.layout;
    const unit = layout.figureScale * 120;
    visuals.effects.loot(
      layout.enemyX,
      kill.fromY,
      layout.groundY,
      layout.hunterX,
      layout.groundY - unit * 0.55,
      unit,
      loot,
      kill.dieAtMs + 350,
    );
  }

  /** True while the boss or promotion banner is on the canvas (the rift's readouts give way to it). */
  get bannerShowing(): boolean {
    return this.visuals?.hud.banner.isShowing ?? false;
  }

  inspect(): CombatSceneInspection {
    const visuals = this.visuals;
    const layout = this.layout;
    return {
      enemyId: this.model.enemy?.id ?? null,
      enemyHpShown: visuals ? visuals.hud.enemyBar.fraction : 0,
      hunterHpShown: visuals ? visuals.hud.hunterHp.fraction : 0,
      enemyTapTarget: this.targeting?.tapTarget() ?? null,
      potionTapTarget: visuals?.hud.potion.root.visible
        ? { x: layout.potion.x, y: layout.potion.y, radius: PotionButton.RADIUS }
        : null,
      targetedEnemyId: this.targeting?.targetedEnemyId ?? null,
      bannerShowing: visuals?.hud.banner.isShowing ?? false,
      hunterDown: this.hunterDown,
      activeEffects: visuals?.fx.activeCount ?? 0,
      companions: visuals?.companions.shownKinds() ?? [null, null, null],
      lingering: visuals?.auras.showing ?? { ward: false, buff: false, dot: false, debuff: false },
      hunter: this.fighters.hunter ? inspectHunterLook(this.fighters.hunterLook) : null,
    };
  }

  destroy(): void {
    this.visuals?.backdrop.destroy();
    this.visuals?.companions.destroy();
    this.fighters.destroy();
    this.root.destroy({ children: true });
    this.visuals = null;
  }

  private applyLayout(visuals: CombatVisuals): void {
    this.needsLayout = false;
    const layout = this.layout;
    visuals.backdrop.layout(this.theme ?? 'crypt', layout.width, layout.height, layout.groundY, this.seed, this.sky);
    visuals.hud.layout(layout);
    visuals.aura.x = layout.enemyX;
    visuals.aura.scale.set((layout.figureScale * 120 * 2.4) / 128);
    this.fighters.layout(layout);
    this.targeting?.size(layout);
  }

  private syncEnemy(visuals: CombatVisuals, simMs: number): void {
    const view = this.model.enemy;
    if (!view) {
      this.fighters.retire(simMs);
      return;
    }
    const { fighter, appearAtMs } = this.fighters.spawn(view, simMs, this.layout);
    const height = fighter.rig.height * this.fighters.scaleOf(fighter, this.layout);
    if (this.spawnRift)
      visuals.effects.riftOpen(this.layout.enemyX, this.layout.groundY, height, view.isBoss, appearAtMs - 150);
    this.onEnemyAppear?.(appearAtMs, view.isBoss);
    visuals.hud.showEnemy(view.name, view.isBoss, this.layout);
    if (view.isBoss) {
      visuals.hud.banner.show(view.name, appearAtMs);
      this.shake(appearAtMs, this.layout.figureScale * 120 * 0.02);
    }
    this.targeting?.size(this.layout);
  }

  private onEnemyTap(): void {
    const enemyId = this.targeting?.targetStanding(this.lastSimMs);
    if (enemyId) this.actions.targetEnemy(enemyId);
  }

  private onPotionTap(): void {
    this.visuals?.hud.potion.pulse(this.lastSimMs);
    this.actions.usePotion();
  }

  /** Shakes the field from `startMs`, fading over a quarter second. */
  shake(startMs: number, amplitude: number): void {
    this.shakeStartMs = startMs;
    this.shakeAmplitude = amplitude;
  }

  private numberSize(): number {
    return Math.max(17, this.layout.figureScale * 120 * 0.17);
  }
}
