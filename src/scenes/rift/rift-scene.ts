import type { Container } from 'pixi.js';
import type { Scene, SceneEnterContext, SceneFrame } from '../scene';
import { palette } from '../art/palette';
import { CombatScene } from '../combat/combat-scene';
import { computeCombatLayout, type CombatLayout } from '../combat/combat-layout';
import type { CombatSceneActions, CombatSceneAdapter, CombatSceneData } from '../combat/combat-model';
import { Portal } from './portal';
import { RiftHud } from './rift-hud';
import {
  WALK_IN_MS,
  applyRiftEvent,
  createPortalState,
  createRiftRunView,
  portalPhase,
  resyncPortal,
  shiftPortalTimes,
  type PortalPhase,
  type RiftRunView,
  type RiftSceneAdapter,
} from './rift-model';
import { riftFxBundle } from './rift-textures';

export interface RiftSceneOptions<World, Event> {
  adapter: CombatSceneAdapter<World, Event>;
  rift: RiftSceneAdapter<World, Event>;
  actions: CombatSceneActions;
  id?: string;
}

export interface RiftSceneInspection {
  portal: PortalPhase;
  counter: string;
  card: string | null;
  /** True while an enemy is stepping from the portal to its place. */
  walkingIn: boolean;
}

const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);

/**
 * A rift or raid run on the canvas: the combat scene's fight (composed, not copied) with a portal
 * behind the enemy that tears open when a run starts, pulses while the waves come, lets each enemy
 * step out of it, flares for the boss's entrance and seals with a flash on a clear; a wave counter
 * and a card with the rift's name and run. Runs on simulated time like the fight.
 */
export class RiftScene<World, Event> implements Scene<World, Event, CombatSceneData> {
  readonly id: string;
  readonly bundleId = riftFxBundle.id;
  readonly root: Container;
  readonly combat: CombatScene<World, Event>;
  readonly portalState = createPortalState();

  private readonly rift: RiftSceneAdapter<World, Event>;
  private readonly run: RiftRunView = createRiftRunView();
  private portal: Portal | null = null;
  private hud: RiftHud | null = null;
  private layout: CombatLayout = computeCombatLayout(1, 1);
  private needsLayout = true;
  private lastSimMs = 0;
  private walkStartMs = Number.NEGATIVE_INFINITY;
  private walking = false;
  /**
   * The scene time a resync placed the portal at (the last frame's, possibly long ago), or null: the next frame
   * moves the portal's moments onto its own clock.
   */
  private resyncedAtMs: number | null = null;

  constructor(options: RiftSceneOptions<World, Event>) {
    this.id = options.id ?? 'rift';
    this.rift = options.rift;
    this.combat = new CombatScene<World, Event>({
      adapter: options.adapter,
      actions: options.actions,
      id: this.id,
      // The portal is where enemies come from: no small rift at the enemy's feet.
      spawnRift: false,
      onEnemyAppear: (appearAtMs) => this.walkIn(appearAtMs),
    });
    this.root = this.combat.root;
  }

  enter(data: CombatSceneData | undefined, context: SceneEnterContext): void {
    this.combat.enter(data, context);
    if (!this.portal) {
      this.portal = new Portal({
        glow: context.texture('glow'),
        spark: context.texture('spark'),
        swirl: context.texture('swirl'),
        tear: context.texture('tear'),
      });
      this.hud = new RiftHud();
      this.combat.field.addChild(this.portal.root);
      this.combat.hudLayer.addChild(this.hud.root);
    }
    // Shown mid-run, the canvas resyncs right after: until then the portal is shut.
    this.run.active = false;
    resyncPortal(this.portalState, this.run, this.lastSimMs);
    this.hud?.showWave(this.portalState);
    this.walking = false;
    this.needsLayout = true;
  }

  exit(): void {
    this.combat.exit();
  }

  resize(width: number, height: number): void {
    this.combat.resize(width, height);
    this.layout = computeCombatLayout(width, height);
    this.needsLayout = true;
  }

  handleEvents(events: readonly Event[]): void {
    this.combat.handleEvents(events);
    for (let index = 0; index < events.length; index += 1) {
      const event = this.rift.toRiftEvent(events[index]!);
      if (!event) continue;
      applyRiftEvent(this.portalState, event, this.lastSimMs);
      this.hud?.showWave(this.portalState);
      // The boss's wave: the portal flares and the ground shakes before the boss steps out.
      if (event.type === 'waveStarted' && event.isBoss) this.combat.shake(this.lastSimMs, this.unit() * 0.06);
    }
  }

  resync(world: World): void {
    this.combat.resync(world);
    this.rift.readRun(world, this.run);
    resyncPortal(this.portalState, this.run, this.lastSimMs);
    this.resyncedAtMs = this.lastSimMs;
    this.hud?.showWave(this.portalState);
    this.endWalk();
  }

  render(world: World, alpha: number, frame: SceneFrame): void {
    this.combat.render(world, alpha, frame);
    const portal = this.portal;
    const hud = this.hud;
    if (!portal || !hud) return;
    const simMs = frame.simTimeMs;
    this.lastSimMs = simMs;
    if (this.resyncedAtMs !== null) {
      shiftPortalTimes(this.portalState, simMs - this.resyncedAtMs);
      this.resyncedAtMs = null;
    }
    if (this.needsLayout) this.applyLayout(portal, hud);
    const sky = this.combat.model.riftSky;
    portal.update(this.portalState, simMs, sky ? sky.accent : palette.arcane);
    hud.update(this.portalState, simMs, this.combat.bannerShowing);
    if (this.walking) this.stepWalk(simMs);
  }

  inspect(): RiftSceneInspection {
    const texts = this.hud?.texts;
    return {
      portal: portalPhase(this.portalState, this.lastSimMs),
      counter: texts?.counter ?? '',
      card: texts?.cardShowing ? `${texts.title} · ${texts.subtitle}` : null,
      walkingIn: this.walking,
    };
  }

  destroy(): void {
    // The portal and readouts are children of the combat scene's root.
    this.combat.destroy();
    this.portal = null;
    this.hud = null;
  }

  private applyLayout(portal: Portal, hud: RiftHud): void {
    this.needsLayout = false;
    const layout = this.layout;
    const unit = this.unit();
    // Behind the enemy's place, kept on the canvas on narrow screens.
    const x = Math.min(layout.enemyX + unit * 0.62, layout.width - unit * 0.3);
    portal.layout(x, layout.groundY, unit * 1.45);
    hud.layout(layout);
  }

  /** An enemy appears: during a run it steps out of the portal to its place. */
  private walkIn(appearAtMs: number): void {
    if (!this.portalState.opening) return;
    this.walkStartMs = appearAtMs;
    this.walking = true;
  }

  private stepWalk(simMs: number): void {
    const enemy = this.combat.fighters.enemy;
    const portal = this.portal;
    if (!enemy || !portal || enemy.dying) return this.endWalk();
    const t = Math.max(0, (simMs - this.walkStartMs) / WALK_IN_MS);
    if (t >= 1) return this.endWalk();
    const layout = this.layout;
    const eased = easeOut(t);
    // Three short strides as it crosses: a little lift each.
    const stride = Math.abs(Math.sin(t * Math.PI * 3)) * this.unit() * 0.035 * (1 - t);
    enemy.rig.root.position.set(portal.centerX + (layout.enemyX - portal.centerX) * eased, layout.groundY - stride);
  }

  private endWalk(): void {
    if (this.walking) {
      const enemy = this.combat.fighters.enemy;
      enemy?.rig.root.position.set(this.layout.enemyX, this.layout.groundY);
    }
    this.walking = false;
  }

  private unit(): number {
    return this.layout.figureScale * 120;
  }
}
