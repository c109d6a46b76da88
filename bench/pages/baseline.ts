// The benchmark's baseline: a bare PixiJS application drawing `count` sprites (the combat scene's
// steady-state renderable count), each moving trivially, rendered from requestAnimationFrame the
// same way the runtime renders the combat scene. Same host (resolution, antialias) as the game.
// `coverage` (screens) sizes the sprites so together they cover as many pixels as the scene does;
// without it they are 32 px discs.
import { Graphics, Sprite, type Texture } from 'pixi.js';
import { PixiHost } from '@/scenes/pixi-app';
import { FrameTimeLog } from '@/runtime/frame-time-log';
import { LongFrameCounter, readRing } from './frame-probes';
import type { FrameHarness } from './harness-types';

const params = new URLSearchParams(location.search);
const count = Math.max(1, Number(params.get('count') ?? 120) || 120);
const coverage = Number(params.get('coverage') ?? 0);
const host = new PixiHost({ adaptiveResolution: params.get('adaptive') !== '0' });
const log = new FrameTimeLog(8192);
const longFrames = new LongFrameCounter();
const sprites: Sprite[] = [];
const origins: { x: number; y: number; phase: number }[] = [];
let frames = 0;
let samplingFrom = 0;
let running = false;
let handle = 0;
let last = 0;

function frame(): void {
  const start = performance.now();
  const seconds = start / 1000;
  for (let index = 0; index < sprites.length; index += 1) {
    const sprite = sprites[index]!;
    const origin = origins[index]!;
    sprite.x = origin.x + Math.sin(seconds + origin.phase) * 12;
    sprite.y = origin.y + Math.cos(seconds * 0.8 + origin.phase) * 8;
    sprite.rotation = seconds + origin.phase;
  }
  host.render();
  frames += 1;
  log.record(last > 0 ? start - last : 0, performance.now() - start);
  last = start;
  if (running) handle = requestAnimationFrame(frame);
}

const harness: FrameHarness = {
  ready: false,
  error: null,
  spriteCount: () => sprites.length,
  coverage: () =>
    sprites.reduce((total, sprite) => total + sprite.width * sprite.height, 0) / (host.width * host.height),
  resolution: () => host.resolution,
  start: () => {
    if (running) return;
    running = true;
    last = 0;
    handle = requestAnimationFrame(frame);
  },
  stop: () => {
    running = false;
    cancelAnimationFrame(handle);
  },
  beginSampling: () => void (samplingFrom = frames),
  endSampling: () => readRing(log, samplingFrom, frames),
  beginLongFrames: () => longFrames.begin(),
  endLongFrames: () => longFrames.end(),
};
window.__baseline = harness;

host
  .mount(document.getElementById('stage')!)
  .then((app) => {
    if (!app) return;
    const disc = new Graphics().rect(0, 0, 32, 32).fill(0xffffff).circle(16, 16, 14).fill(0x9090ff);
    const texture: Texture = host.renderer.generateTexture({ target: disc });
    const side = coverage > 0 ? Math.sqrt((coverage * host.width * host.height) / count) : 32;
    for (let index = 0; index < count; index += 1) {
      const sprite = new Sprite(texture);
      sprite.anchor.set(0.5);
      sprite.width = side;
      sprite.height = side;
      sprite.alpha = 0.9;
      sprite.tint = 0x404080 + ((index * 2654435761) % 0x7f7f7f);
      const origin = {
        x: side / 2 + Math.random() * Math.max(0, host.width - side),
        y: side / 2 + Math.random() * Math.max(0, host.height - side),
        phase: Math.random() * Math.PI * 2,
      };
      sprite.position.set(origin.x, origin.y);
      sprites.push(sprite);
      origins.push(origin);
      app.stage.addChild(sprite);
    }
    if (params.get('manual') !== '1') harness.start();
    harness.ready = true;
  })
  .catch((error: unknown) => {
    harness.error = `The canvas could not start: ${String(error)}`;
  });
