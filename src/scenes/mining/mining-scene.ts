import { Container, Graphics, type Texture } from 'pixi.js';
import type { Scene, SceneEnterContext, SceneFrame } from '../scene';
import { inspectHunterLook, type HunterInspection } from '../inspect';
import { SceneRandom } from '../art/random';
import { pickReach } from './hunter-work';
import { drawMineCave } from './mine-cave';
import { MiningEffects } from './mining-effects';
import { MiningHunter } from './mining-hunter';
import { MiningLights } from './mining-lights';
import {
  createMiningSceneModel,
  crackStage,
  type MiningNodeCategory,
  type MiningSceneAdapter,
  type MiningSceneData,
  type MiningSceneEvent,
  type MiningWork,
} from './mining-model';
import { miningFxBundle, type MiningTextureKey } from './mining-textures';
import { buildNode, drawCracks, type NodeRig } from './node-art';
import { NodeMotion, type NodeState } from './node-motion';
import { MiningStage } from './mining-stage';

export interface MiningSceneOptions<World, Event> {
  adapter: MiningSceneAdapter<World, Event>;
  id?: string;
}

/** What tests, the sandbox and screenshots can read back. */
export interface MiningSceneInspection {
  nodeId: string;
  category: MiningNodeCategory;
  work: MiningWork;
  crackStage: number;
  nodeState: NodeState;
  /** A harvest runs at the node shown and the hunter works it. */
  working: boolean;
  harvestShown: number;
  /** Pick blows landed since the scene was built. */
  strikes: number;
  /** Rare-or-better drops glinted since the scene was built. */
  glints: number;
  hunter: HunterInspection | null;
}

/** The hunter's height in local units (the scene's size unit is this many pixels times the scale). */
const FIGURE_HEIGHT = 120;
/** How far from the hunter a channelled node stands (local units): arm's length and a beam between. */
const CHANNEL_GAP = 112;
/** Local units behind the hunter's feet (the cape) and beyond the node's centre that must stay on screen. */
const BACK_ROOM = 42;
const FAR_ROOM = 52;

/**
 * The mining vignette: the hunter at a node in a lantern-lit gallery, swinging a pick at rock, bone
 * and crystal or channelling a pool, a draft, a soul-flame or a void seam into a raised hand. The node
 * cracks as it wears, bursts at each harvest (rare drops glint and name themselves), collapses into
 * rubble when depleted and shimmers back whole when it returns. Animations run on simulated time.
 */
export class MiningScene<World, Event> implements Scene<World, Event, MiningSceneData | undefined> {
  readonly id: string;
  readonly bundleId = miningFxBundle.id;
  readonly root = new Container();
  readonly model = createMiningSceneModel();

  private readonly adapter: MiningSceneAdapter<World, Event>;
  private readonly random = new SceneRandom(1);
  /** The gallery's own generator: redrawing it on a resize leaves the effects' sequence alone. */
  private readonly caveRandom = new SceneRandom(7);
  private readonly stage = new MiningStage();
  private readonly cave = new Graphics();
  private readonly nodeLayer = new Container();
  private readonly actors = new Container({ isRenderGroup: true });
  private readonly nodes = new Map<MiningNodeCategory, NodeRig>();
  private readonly motion = new NodeMotion();
  private readonly hunter = new MiningHunter(this.actors);
  private readonly point = { x: 0, y: 0 };
  private textures: Record<MiningTextureKey, Texture> | null = null;
  private effects: MiningEffects | null = null;
  private lights: MiningLights | null = null;
  private node: NodeRig | null = null;
  private nodeId = '';
  private follow: string | null = null;
  private cracksShown = -1;
  private width = 1;
  private height = 1;
  private scale = 1;
  private hunterX = 0;
  private nodeX = 0;
  private groundY = 0;
  private lastSimMs = 0;
  private working = false;
  private nextMoteMs = 0;
  private harvestShown = 0;

  constructor(options: MiningSceneOptions<World, Event>) {
    this.id = options.id ?? 'mining';
    this.adapter = options.adapter;
    this.root.label = 'mining-scene';
  }

  enter(data: MiningSceneData | undefined, context: SceneEnterContext): void {
    this.follow = data?.nodeId ?? null;
    this.random.reseed(data?.seed ?? 1);
    if (!this.textures) {
      const key = (name: MiningTextureKey): Texture => context.texture(name);
      const textures = {
        glow: key('glow'),
        ring: key('ring'),
        spark: key('spark'),
        chunk: key('chunk'),
        beam: key('beam'),
        pixel: key('pixel'),
      };
      this.textures = textures;
      this.lights = new MiningLights(textures);
      this.effects = new MiningEffects(textures, this.random);
      this.stage.build(textures.pixel);
      this.stage.still.addChild(this.cave);
      this.root.addChild(
        this.stage.still,
        this.lights.back,
        this.nodeLayer,
        this.lights.shimmerSprite,
        this.actors,
        this.lights.front,
        this.effects.root,
        this.stage.bar,
        this.stage.caption,
      );
    }
    this.motion.snap();
    this.hunter.rest();
  }

  exit(): void {
    this.effects?.clear();
  }

  resize(width: number, height: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    const w = this.width;
    const h = this.height;
    this.groundY = Math.round(h * 0.8);
    this.scale = Math.min((h * 0.55) / FIGURE_HEIGHT, (w * 0.92) / (BACK_ROOM + CHANNEL_GAP + FAR_ROOM));
    this.caveRandom.reseed(7);
    drawMineCave(this.cave, w, h, this.groundY, this.caveRandom);
    this.stage.cache(h);
    this.lights?.layout(w, h, this.groundY);
    this.placeFigures();
  }

  handleEvents(events: readonly Event[]): void {
    for (let index = 0; index < events.length; index += 1) {
      const event = this.adapter.toSceneEvent(events[index]!, this.follow);
      if (event) this.play(event);
    }
  }

  resync(world: World): void {
    this.adapter.readModel(world, this.follow, this.model);
    this.effects?.clear();
    this.motion.snap();
    this.hunter.rest();
  }

  render(world: World, _alpha: number, frame: SceneFrame): void {
    if (!this.textures) return;
    const model = this.model;
    this.adapter.readModel(world, this.follow, model);
    const simMs = frame.simTimeMs;
    const elapsed = Math.min(250, Math.max(0, simMs - this.lastSimMs));
    this.lastSimMs = simMs;
    this.syncFigures();
    const node = this.node!;
    const transition = this.motion.follow(model.depleted, simMs);
    if (transition) this.transition(transition, simMs);
    const stage = crackStage(model.personalDepletion);
    if (stage !== this.cracksShown) {
      drawCracks(node, stage);
      this.cracksShown = stage;
    }
    this.motion.apply(node, simMs);

    const working = model.harvestProgress !== null && this.motion.state === 'whole';
    this.working = working;
    if (this.hunter.update(simMs, elapsed, working)) this.blow(simMs);
    this.glow(simMs);

    const progress = model.harvestProgress ?? 0;
    this.harvestShown =
      progress < this.harvestShown ? progress : this.harvestShown + (progress - this.harvestShown) * 0.25;
    this.stage.layout(this.width, this.height, this.harvestShown, node.shape.tint, working);
    this.stage.setCaption(model.nodeName, model.depleted);
    this.effects!.update(simMs);
  }

  /**
   * A harvest bursts out of the node, glints its rare drops and shows its XP. Starts and stops need
   * nothing here: the stance, the bar and the node's collapse or return follow the world's model.
   */
  play(event: MiningSceneEvent): void {
    const node = this.node;
    if (!node || !this.effects) return;
    const t = this.lastSimMs;
    const unit = this.scale * FIGURE_HEIGHT;
    const shape = node.shape;
    if (event.type === 'harvest') {
      const from = this.model.work === 'pick' ? shape.impact : shape.source;
      const x = this.nodeX + from.x * this.scale;
      const y = this.groundY + from.y * this.scale;
      this.effects.harvest(x, y, unit, shape.stone, shape.tint, t);
      // Just over the node's top (about 100 local units tall), where the names can rise a little and stay on screen.
      this.effects.drops(event.drops, this.nodeX, this.groundY - 104 * this.scale, unit, this.width, t);
      this.effects.xp(`+${Math.round(event.xp)} XP`, this.hunterX, this.groundY - unit * 1.08, unit, t);
    }
  }

  inspect(): MiningSceneInspection {
    return {
      nodeId: this.model.nodeId,
      category: this.model.category,
      work: this.model.work,
      crackStage: Math.max(0, this.cracksShown),
      nodeState: this.motion.state,
      working: this.working,
      harvestShown: this.harvestShown,
      strikes: this.hunter.strikes,
      glints: this.effects?.glints ?? 0,
      hunter: this.hunter.rig ? inspectHunterLook(this.hunter.drawnLook) : null,
    };
  }

  destroy(): void {
    for (const node of this.nodes.values()) node.root.destroy({ children: true });
    this.nodes.clear();
    this.hunter.destroy();
    this.stage.destroy();
    this.root.destroy({ children: true });
    this.textures = null;
  }

  /** Rebuilds the hunter only when its look or tool changes, and swaps in the node's art. */
  private syncFigures(): void {
    const model = this.model;
    if (this.hunter.sync(model)) this.placeFigures();
    if (model.category !== this.node?.category || model.nodeId !== this.nodeId) {
      if (this.node) this.nodeLayer.removeChild(this.node.root);
      let node = this.nodes.get(model.category);
      if (!node) this.nodes.set(model.category, (node = buildNode(model.category)));
      this.node = node;
      this.nodeId = model.nodeId;
      this.cracksShown = -1;
      this.motion.snap();
      this.nodeLayer.addChild(node.root);
      this.placeFigures();
    }
  }

  /** The pair stands centred: the hunter, then the node at pick's reach or at a channelling distance. */
  private placeFigures(): void {
    const scale = this.scale;
    const shape = this.node?.shape;
    const gap = !shape ? 90 : this.model.work === 'pick' ? pickReach().x + 8 - shape.impact.x : CHANNEL_GAP;
    const span = BACK_ROOM + gap + FAR_ROOM;
    this.hunterX = Math.round(this.width / 2 - (span / 2 - BACK_ROOM) * scale);
    this.nodeX = Math.round(this.hunterX + gap * scale);
    this.hunter.place(this.hunterX, this.groundY, scale);
    this.node?.root.position.set(this.nodeX, this.groundY);
    this.node?.root.scale.set(scale);
    if (this.node) this.lights?.placeHalo(this.nodeX, this.groundY - 45 * scale, scale, this.node.shape.tint);
  }

  /** A pick blow lands: chips and sparks fly from its point, the node shudders. */
  private blow(simMs: number): void {
    const shape = this.node!.shape;
    this.motion.flinch(simMs);
    this.hunter.pickTip(this.point);
    this.effects!.chips(this.point.x, this.point.y, this.scale * FIGURE_HEIGHT, shape.stone, shape.tint, simMs);
  }

  /** The node's light, the lanterns, the channelled beam and the return shimmer for this frame. */
  private glow(simMs: number): void {
    const node = this.node!;
    const lights = this.lights!;
    const state = this.motion.state;
    const flicker = 0.5 + 0.3 * Math.sin(simMs / 170) + 0.2 * Math.sin(simMs / 61);
    const worn = 1 - 0.45 * this.model.personalDepletion;
    node.lit.alpha = worn * (this.working ? 0.8 + 0.2 * flicker : 0.85);
    lights.update(simMs, state === 'rubble' ? 0.03 : (this.working ? 0.2 + 0.1 * flicker : 0.1) * worn);
    const shape = node.shape;
    if (state === 'returning')
      lights.showShimmer(this.nodeX, this.groundY, this.scale, shape.tint, this.motion.progress(simMs));
    else lights.hideShimmer();

    const strength = this.hunter.workBlend;
    if (this.model.work !== 'channel' || strength < 0.05 || state !== 'whole') {
      lights.hideBeam();
      return;
    }
    this.hunter.hand(this.point);
    const fromX = this.nodeX + shape.source.x * this.scale;
    const fromY = this.groundY + shape.source.y * this.scale;
    const { x: toX, y: toY } = this.point;
    lights.showBeam(fromX, fromY, toX, toY, this.scale, shape.tint, strength * worn, flicker);
    if (this.working && simMs >= this.nextMoteMs) {
      this.nextMoteMs = simMs + this.random.range(90, 150);
      this.effects!.mote(fromX, fromY, toX, toY, this.scale * FIGURE_HEIGHT, shape.tint, simMs);
    }
  }

  private transition(kind: 'collapse' | 'return', simMs: number): void {
    const node = this.node!;
    const unit = this.scale * FIGURE_HEIGHT;
    if (kind === 'collapse') this.effects!.dust(this.nodeX, this.groundY, unit, node.shape.stone, simMs);
    else this.effects!.shimmer(this.nodeX, this.groundY, unit, node.shape.tint, simMs);
  }
}
