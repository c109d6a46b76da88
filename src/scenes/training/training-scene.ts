import { Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import type { Scene, SceneEnterContext, SceneFrame } from '../scene';
import { inspectHunterLook, type HunterInspection } from '../inspect';
import { IMPACT_DELAY_MS, FigureAnimator } from '../art/animator';
import { DamageNumbers } from '../art/damage-numbers';
import { FxLayer } from '../art/fx-layer';
import { DEFAULT_HUNTER_LOOK, buildHunter, copyHunterLook, sameHunterLook, type HunterLook } from '../art/hunter';
import { palette } from '../art/palette';
import { SceneRandom } from '../art/random';
import type { Rig } from '../art/rig';
import { buildStation, type StationRig } from './stations';
import { drawTrainingRoom, torchFlame } from './training-room';
import { trainingFxBundle, type TrainingTextureKey } from './training-textures';
import {
  createTrainingSceneModel,
  type TrainingSceneAdapter,
  type TrainingSceneData,
  type TrainingSceneEvent,
  type TrainingSceneModel,
  type TrainingStation,
} from './training-model';

export interface TrainingSceneOptions<World, Event> {
  adapter: TrainingSceneAdapter<World, Event>;
  id?: string;
}

/** What tests and the sandbox can read back. */
export interface TrainingSceneInspection {
  skill: string;
  station: TrainingStation;
  active: boolean;
  progressShown: number;
  beats: number;
  /** What the hunter carries and wears, as drawn (null before the first frame). */
  hunter: HunterInspection | null;
}

const CAPTION_FONT = 'Cinzel, "Palatino Linotype", Georgia, "DejaVu Serif", serif';
/** Simulated ms between strokes: sword work is brisk, spellwork slower. */
const BEAT_MS = { attack: 1150, block: 1300, dodge: 1400, cast: 1600 } as const;

/**
 * The skill-training vignette: the hunter at the page's station (a forge, a cauldron, a rune circle, a
 * target, a dummy, a crystal outcrop), working in rhythm with sparks while a session of that skill
 * runs, resting by a banked fire when it does not; a progress bar and the activity's name below.
 * Animations run on simulated time, like the combat scene.
 */
export class TrainingScene<World, Event> implements Scene<World, Event, TrainingSceneData> {
  readonly id: string;
  readonly bundleId = trainingFxBundle.id;
  readonly root = new Container();
  readonly model = createTrainingSceneModel();

  private readonly adapter: TrainingSceneAdapter<World, Event>;
  private readonly random = new SceneRandom(1);
  private readonly backdrop = new Graphics();
  private readonly stationLayer = new Container();
  private readonly actors = new Container({ isRenderGroup: true });
  private readonly stations = new Map<TrainingStation, StationRig>();
  private readonly anim = new FigureAnimator(300);
  private textures: Record<TrainingTextureKey, Texture> | null = null;
  private halo: Sprite | null = null;
  /** Two wall torches that light the room; they flicker whether or not work goes on. */
  private readonly torches: Sprite[] = [];
  private barBack: Sprite | null = null;
  private barFill: Sprite | null = null;
  private fx: FxLayer | null = null;
  private numbers: DamageNumbers | null = null;
  private readonly caption = new Text({
    text: '',
    style: {
      fontFamily: CAPTION_FONT,
      fontSize: 14,
      fill: palette.bone,
      letterSpacing: 1,
      stroke: { color: 0x000000, width: 3 },
    },
  });
  private hunter: Rig | null = null;
  private hunterTint = -1;
  private readonly hunterLook: HunterLook = { ...DEFAULT_HUNTER_LOOK };
  private station: StationRig | null = null;
  private stationKind: TrainingStation | null = null;
  private skill = '';
  private width = 1;
  private height = 1;
  private scale = 1;
  private hunterX = 0;
  private stationX = 0;
  private groundY = 0;
  private lastSimMs = 0;
  private nextBeatMs = 0;
  private strikeMs = Number.NEGATIVE_INFINITY;
  private nextMoteMs = 0;
  private beats = 0;
  private session = -1;
  private progressShown = 0;

  constructor(options: TrainingSceneOptions<World, Event>) {
    this.id = options.id ?? 'training';
    this.adapter = options.adapter;
    this.root.label = 'training-scene';
    this.caption.anchor.set(0.5, 1);
  }

  enter(data: TrainingSceneData | undefined, context: SceneEnterContext): void {
    this.skill = data?.skill ?? '';
    this.random.reseed(data?.seed ?? 1);
    if (!this.textures) {
      const textures = {
        glow: context.texture('glow'),
        spark: context.texture('spark'),
        pixel: context.texture('pixel'),
      };
      this.textures = textures;
      this.halo = new Sprite(textures.glow);
      this.halo.anchor.set(0.5);
      this.halo.blendMode = 'add';
      this.fx = new FxLayer(textures.glow, 90);
      this.numbers = new DamageNumbers(8);
      this.barBack = new Sprite(textures.pixel);
      this.barBack.tint = palette.barBack;
      this.barFill = new Sprite(textures.pixel);
      for (let index = 0; index < 2; index += 1) {
        const torch = new Sprite(textures.glow);
        torch.anchor.set(0.5);
        torch.blendMode = 'add';
        torch.tint = palette.ember;
        this.torches.push(torch);
      }
      this.root.addChild(
        this.backdrop,
        ...this.torches,
        this.halo,
        this.stationLayer,
        this.actors,
        this.fx.root,
        this.numbers.root,
        this.barBack,
        this.barFill,
        this.caption,
      );
    }
    this.session = -1;
    this.nextBeatMs = this.lastSimMs + 400;
  }

  exit(): void {
    this.fx?.clear();
    this.numbers?.clear();
  }

  resize(width: number, height: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    const w = this.width;
    const h = this.height;
    this.groundY = Math.round(h * 0.78);
    this.scale = Math.min(h * 0.6, w * 0.34) / 120;
    this.hunterX = Math.round(w / 2 - 62 * this.scale);
    this.stationX = Math.round(w / 2 + 52 * this.scale);
    drawTrainingRoom(this.backdrop, w, h, this.groundY);
    for (let index = 0; index < this.torches.length; index += 1) {
      const torch = this.torches[index]!;
      const flame = torchFlame(index, w, this.groundY);
      torch.position.set(flame.x, flame.y);
      torch.scale.set((h * 0.5) / 64);
    }
    if (this.hunter) this.placeFigures();
    this.caption.style.fontSize = Math.max(12, Math.min(16, h * 0.07));
  }

  handleEvents(events: readonly Event[]): void {
    for (let index = 0; index < events.length; index += 1) {
      const event = this.adapter.toSceneEvent(events[index]!, this.skill);
      if (event) this.play(event);
    }
  }

  resync(world: World): void {
    this.adapter.readModel(world, this.skill, this.model);
    this.fx?.clear();
    this.numbers?.clear();
    this.anim.play('idle', 0);
    this.nextBeatMs = this.lastSimMs + 400;
  }

  render(world: World, _alpha: number, frame: SceneFrame): void {
    if (!this.textures) return;
    const model = this.model;
    this.adapter.readModel(world, this.skill, model);
    const simMs = frame.simTimeMs;
    this.lastSimMs = simMs;
    this.syncFigures(model);
    const hunter = this.hunter!;
    const station = this.station!;

    if (model.active) {
      if (model.sessionStartedAt !== this.session) {
        this.session = model.sessionStartedAt;
        this.nextBeatMs = Math.max(this.nextBeatMs, simMs + 250);
      }
      if (simMs >= this.nextBeatMs) this.beat(simMs);
      if (station.rising && simMs >= this.nextMoteMs) this.mote(simMs);
    }
    this.anim.apply(hunter, simMs);
    this.poseStation(station, simMs, model.active);

    const progress = model.active ? model.progress : 0;
    // The bar eases toward the world's value, and snaps back when a session restarts.
    this.progressShown =
      progress < this.progressShown ? progress : this.progressShown + (progress - this.progressShown) * 0.25;
    this.layoutBar();
    const text = model.active ? model.activityName : 'Resting';
    if (this.caption.text !== text) this.caption.text = text;
    this.caption.alpha = model.active ? 1 : 0.65;
    this.fx!.update(simMs);
    this.numbers!.update(simMs);
  }

  play(event: TrainingSceneEvent): void {
    const t = this.lastSimMs;
    const unit = this.scale * 120;
    const x = this.hunterX;
    const y = this.groundY - unit * 0.95;
    if (event.type === 'completed') {
      this.burst(this.stationX, this.groundY - unit * 0.45, 12, palette.emberBright, t);
      this.numbers?.show({
        text: `+${Math.round(event.xp)} XP${event.perfect ? '!' : ''}`,
        tint: event.perfect ? palette.emberBright : palette.spectral,
        startMs: t,
        x,
        y,
        size: Math.max(14, unit * 0.16),
        pop: event.perfect,
        durationMs: 1400,
      });
    } else {
      this.burst(x, this.groundY - unit * 0.5, 16, palette.gold, t);
      this.numbers?.show({
        text: `Level ${event.level}!`,
        tint: palette.gold,
        startMs: t + 200,
        x,
        y: y - unit * 0.15,
        size: Math.max(16, unit * 0.2),
        pop: true,
        durationMs: 1800,
      });
    }
  }

  inspect(): TrainingSceneInspection {
    return {
      skill: this.skill,
      station: this.model.station,
      active: this.model.active,
      progressShown: this.progressShown,
      beats: this.beats,
      hunter: this.hunter ? inspectHunterLook(this.hunterLook) : null,
    };
  }

  destroy(): void {
    for (const station of this.stations.values()) station.root.destroy({ children: true });
    this.stations.clear();
    this.hunter?.destroy();
    this.hunter = null;
    this.root.destroy({ children: true });
    this.textures = null;
  }

  /** Rebuilds the hunter only when its look changes (equipment or the worn cloak), and swaps the station. */
  private syncFigures(model: TrainingSceneModel): void {
    const kind = model.station;
    if (!this.hunter || model.gearTint !== this.hunterTint || !sameHunterLook(model, this.hunterLook)) {
      if (this.hunter) {
        this.actors.removeChild(this.hunter.root);
        this.hunter.destroy();
      }
      this.hunter = buildHunter(model.gearTint, model);
      this.hunterTint = model.gearTint;
      copyHunterLook(model, this.hunterLook);
      this.actors.addChild(this.hunter.root);
      this.placeFigures();
    }
    if (kind !== this.stationKind) {
      if (this.station) this.stationLayer.removeChild(this.station.root);
      let station = this.stations.get(kind);
      if (!station) this.stations.set(kind, (station = buildStation(kind)));
      this.station = station;
      this.stationKind = kind;
      this.stationLayer.addChild(station.root);
      this.halo!.tint = station.tint;
      this.placeFigures();
    }
  }

  private placeFigures(): void {
    const scale = this.scale;
    this.hunter?.root.position.set(this.hunterX, this.groundY);
    this.hunter?.root.scale.set(scale);
    if (this.station) {
      this.station.root.position.set(this.stationX, this.groundY);
      this.station.root.scale.set(scale);
    }
    this.halo?.position.set(this.stationX, this.groundY - 50 * scale);
    this.halo?.scale.set((220 * scale) / 64);
  }

  /** One stroke of work: the hunter's move now, its effect at the station when it lands. */
  private beat(simMs: number): void {
    const motion = this.model.motion;
    const station = this.station!;
    this.beats += 1;
    this.nextBeatMs = simMs + BEAT_MS[motion] * this.random.range(0.9, 1.1);
    const impactMs = simMs + IMPACT_DELAY_MS;
    const impactX = this.stationX + station.impact.x * this.scale;
    const impactY = this.groundY + station.impact.y * this.scale;
    switch (motion) {
      case 'attack':
        this.anim.play('attack', simMs);
        this.strikeMs = impactMs;
        this.burst(impactX, impactY, 7, station.tint, impactMs);
        break;
      case 'cast': {
        this.anim.play('cast', simMs);
        const hunter = this.hunter!;
        const fromX = this.hunterX + hunter.castPoint.x * this.scale;
        const fromY = this.groundY + hunter.castPoint.y * this.scale;
        this.fx!.spawn({
          texture: this.textures!.glow,
          tint: station.tint,
          additive: true,
          motion: 'travel',
          startMs: simMs + 150,
          durationMs: 320,
          x: fromX,
          y: fromY,
          vx: impactX,
          vy: impactY,
          scaleFrom: (this.scale * 26) / 64,
          scaleTo: (this.scale * 18) / 64,
        });
        this.strikeMs = simMs + 470;
        this.burst(impactX, impactY, 6, station.tint, simMs + 470);
        break;
      }
      case 'block':
        // The dummy swings; the hunter takes it on the guard.
        this.strikeMs = simMs;
        this.anim.play('block', simMs + 150);
        this.burst(this.hunterX + 26 * this.scale, this.groundY - 80 * this.scale, 5, palette.steel, simMs + 180);
        break;
      case 'dodge':
        this.strikeMs = simMs;
        this.anim.play('dodge', simMs + 60);
        break;
    }
  }

  private poseStation(station: StationRig, simMs: number, active: boolean): void {
    const age = simMs - this.strikeMs;
    const swinging = this.model.motion === 'block' || this.model.motion === 'dodge';
    let rotation = 0;
    if (age >= 0 && age < 520) {
      rotation = swinging
        ? -0.45 * Math.sin((age / 420) * Math.PI) * (age < 420 ? 1 : 0)
        : Math.sin(age / 45) * 0.09 * (1 - age / 520);
    }
    station.moving.rotation = rotation;
    const flicker = 0.5 + 0.25 * Math.sin(simMs / 140) + 0.15 * Math.sin(simMs / 53);
    station.hot.alpha = active ? 0.55 + 0.45 * flicker : 0.22;
    for (let index = 0; index < this.torches.length; index += 1)
      this.torches[index]!.alpha = 0.32 + 0.1 * Math.sin(simMs / (97 + index * 31)) + 0.05 * Math.sin(simMs / 41);
    this.halo!.alpha = active ? 0.22 + 0.12 * flicker : 0.06;
  }

  private burst(x: number, y: number, count: number, tint: number, startMs: number): void {
    const size = this.scale * 120;
    for (let index = 0; index < count; index += 1) {
      const angle = this.random.range(-Math.PI, 0);
      const speed = size * this.random.range(0.8, 1.8);
      this.fx!.spawn({
        texture: this.textures!.spark,
        tint,
        additive: true,
        startMs,
        durationMs: this.random.range(380, 620),
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        gravity: size * 3,
        spin: this.random.range(-6, 6),
        scaleFrom: (size * 0.07) / 48,
        scaleTo: 0.01,
      });
    }
  }

  /** Bubbles and motes drifting up from a brew or a rune circle while it works. */
  private mote(simMs: number): void {
    const station = this.station!;
    this.nextMoteMs = simMs + this.random.range(140, 260);
    const size = this.scale * 120;
    const x = this.stationX + (station.impact.x + this.random.range(-22, 22)) * this.scale;
    const y = this.groundY + station.impact.y * this.scale;
    this.fx!.spawn({
      texture: this.textures!.glow,
      tint: station.tint,
      additive: true,
      startMs: simMs,
      durationMs: this.random.range(700, 1100),
      x,
      y,
      vx: this.random.range(-6, 6),
      vy: -size * this.random.range(0.25, 0.5),
      scaleFrom: (size * 0.06) / 64,
      scaleTo: (size * 0.1) / 64,
      fadeIn: 0.2,
      alpha: 0.8,
    });
  }

  private layoutBar(): void {
    const width = Math.round(Math.min(this.width * 0.6, 320));
    const x = Math.round((this.width - width) / 2);
    const y = Math.round(this.height - Math.max(10, this.height * 0.06) - 6);
    const back = this.barBack!;
    const fill = this.barFill!;
    back.position.set(x - 1, y - 1);
    back.width = width + 2;
    back.height = 8;
    fill.position.set(x, y);
    fill.width = Math.max(0, width * this.progressShown);
    fill.height = 6;
    fill.tint = this.station?.tint ?? palette.ember;
    back.visible = fill.visible = this.model.active;
    this.caption.position.set(this.width / 2, y - 6);
  }
}
