import { BitmapFont, BitmapText, Container } from 'pixi.js';
import { Pool } from '../pool';

export const DAMAGE_FONT = 'ShadowHunterNumbers';
const FONT_SIZE = 40;

let fontInstalled = false;

/** Installs the bitmap font once per page: white glyphs with a dark outline, so tint colours them. */
export function installDamageFont(): void {
  if (fontInstalled) return;
  BitmapFont.install({
    name: DAMAGE_FONT,
    style: {
      fontFamily: 'Georgia, "DejaVu Serif", serif',
      fontSize: FONT_SIZE,
      fontWeight: 'bold',
      fill: 0xffffff,
      stroke: { color: 0x120a0a, width: 6, join: 'round' },
    },
    chars: [['0', '9'], ['a', 'z'], ['A', 'Z'], " !+-.,/'"],
    resolution: 2,
  });
  fontInstalled = true;
}

/** Text the bitmap font can draw: typographic quotes become plain ones, other unknown characters are dropped. */
export function toDamageFontText(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[^0-9a-zA-Z !+\-.,/']/g, '');
}

type FloatingText = {
  readonly text: BitmapText;
  startMs: number;
  durationMs: number;
  x: number;
  y: number;
  rise: number;
  drift: number;
  size: number;
  pop: boolean;
};

export interface FloatingTextSpec {
  text: string;
  tint: number;
  startMs: number;
  x: number;
  y: number;
  /** Height in px of the glyphs. */
  size: number;
  durationMs?: number;
  rise?: number;
  drift?: number;
  /** Crits pop: a quick overshoot in scale before settling. */
  pop?: boolean;
}

/**
 * Floating combat text (damage, crits, "Miss", "Dodge", "Block", loot names) from a pool of bitmap
 * texts: changing a bitmap text's string re-lays glyphs without drawing a new texture.
 */
export class DamageNumbers {
  readonly root = new Container({ isRenderGroup: true });
  private readonly pool: Pool<FloatingText>;
  private nowMs = 0;

  constructor(max = 48) {
    installDamageFont();
    this.pool = new Pool<FloatingText>(
      () => {
        const text = new BitmapText({ text: '', style: { fontFamily: DAMAGE_FONT, fontSize: FONT_SIZE } });
        text.anchor.set(0.5);
        text.visible = false;
        this.root.addChild(text);
        return { text, startMs: 0, durationMs: 1, x: 0, y: 0, rise: 0, drift: 0, size: 1, pop: false };
      },
      { max, reset: (item) => void (item.text.visible = false) },
    );
  }

  get activeCount(): number {
    return this.pool.activeCount;
  }

  show(spec: FloatingTextSpec): void {
    const item = this.pool.acquire();
    if (!item) return;
    if (item.text.text !== spec.text) item.text.text = spec.text;
    item.text.tint = spec.tint;
    item.startMs = spec.startMs;
    item.durationMs = spec.durationMs ?? 1000;
    item.x = spec.x;
    item.y = spec.y;
    item.rise = spec.rise ?? spec.size * 2.2;
    item.drift = spec.drift ?? 0;
    item.size = spec.size / FONT_SIZE;
    item.pop = spec.pop ?? false;
    item.text.visible = false;
  }

  update(simMs: number): void {
    this.nowMs = simMs;
    this.pool.forEachActive(this.advance);
  }

  clear(): void {
    this.pool.releaseAll();
  }

  private readonly advance = (item: FloatingText): void => {
    const age = this.nowMs - item.startMs;
    if (age < 0) {
      item.text.visible = false;
      return;
    }
    const progress = age / item.durationMs;
    if (progress >= 1) {
      this.pool.release(item);
      return;
    }
    const eased = 1 - (1 - progress) * (1 - progress);
    item.text.x = item.x + item.drift * eased;
    item.text.y = item.y - item.rise * eased;
    const pop = item.pop && progress < 0.25 ? 1 + 0.6 * Math.sin((progress / 0.25) * Math.PI) : 1;
    item.text.scale.set(item.size * pop);
    item.text.alpha = progress < 0.7 ? 1 : 1 - (progress - 0.7) / 0.3;
    item.text.visible = true;
  };
}
