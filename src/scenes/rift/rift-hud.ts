import { Container, Text } from 'pixi.js';
import { palette } from '../art/palette';
import type { CombatLayout } from '../combat/combat-layout';
import { cardAlpha, waveCounterText, type PortalState } from './rift-model';

const DISPLAY_FONT = 'Cinzel, "Palatino Linotype", Georgia, "DejaVu Serif", serif';
const POP_MS = 320;

/**
 * The rift's readouts on the canvas: the wave counter ("Wave 2 / 4", "BOSS"), which pops when a wave
 * begins, and the card under the enemy's bar (the rift's name and run as it opens, the time as it
 * seals). Texts change only when the state does, not every frame.
 */
export class RiftHud {
  readonly root = new Container({ label: 'rift-hud' });
  readonly counter = new Text({
    text: '',
    style: {
      fontFamily: DISPLAY_FONT,
      fontSize: 17,
      fontWeight: 'bold',
      fill: palette.bone,
      letterSpacing: 2,
      stroke: { color: 0x000000, width: 4 },
    },
  });
  readonly title = new Text({
    text: '',
    style: {
      fontFamily: DISPLAY_FONT,
      fontSize: 28,
      fontWeight: 'bold',
      fill: 0xd8ccff,
      letterSpacing: 1,
      stroke: { color: 0x0b0618, width: 5 },
      dropShadow: { color: palette.arcane, blur: 8, distance: 0, alpha: 0.8 },
    },
  });
  readonly subtitle = new Text({
    text: '',
    style: {
      fontFamily: DISPLAY_FONT,
      fontSize: 14,
      fill: palette.bone,
      letterSpacing: 4,
      stroke: { color: 0x000000, width: 3 },
    },
  });
  private readonly card = new Container();
  private width = 1;
  private narrow = false;
  private cardStartMs = Number.NaN;

  constructor() {
    this.counter.anchor.set(0, 0.5);
    this.title.anchor.set(0.5);
    this.subtitle.anchor.set(0.5);
    this.card.addChild(this.title, this.subtitle);
    this.card.visible = false;
    this.root.addChild(this.counter, this.card);
  }

  /** Wide canvases: the counter at the top left; narrow ones: centred under the enemy's bar. */
  layout(layout: CombatLayout): void {
    this.width = layout.width;
    const bar = layout.enemyBar;
    const narrow = layout.width < 640;
    this.narrow = narrow;
    const counterSize = narrow ? 15 : 18;
    this.counter.style.fontSize = counterSize;
    if (narrow) {
      this.counter.anchor.set(0.5, 0.5);
      this.counter.position.set(layout.width / 2, bar.y + bar.height + 16);
    } else {
      this.counter.anchor.set(0, 0.5);
      this.counter.position.set(24, layout.enemyNameY + 12);
    }
    const titleSize = Math.max(18, Math.min(30, layout.width / 24));
    this.title.style.fontSize = titleSize;
    this.subtitle.style.fontSize = Math.max(11, titleSize * 0.48);
    const cardY = bar.y + bar.height + (narrow ? 44 : 30) + titleSize;
    this.title.position.set(layout.width / 2, cardY);
    this.subtitle.position.set(layout.width / 2, cardY + titleSize * 0.95);
    this.fitTitle();
  }

  /** The counter's text for the state's wave (call when the wave changes). */
  showWave(state: PortalState): void {
    const text = waveCounterText(state.wave, state.waves, state.isBoss);
    if (this.counter.text !== text) this.counter.text = text;
    this.counter.style.fill = state.isBoss ? palette.emberBright : palette.bone;
  }

  /** `bannerShowing`: the combat scene's banner is up; on narrow canvases the counter under the bar gives way to it. */
  update(state: PortalState, simMs: number, bannerShowing = false): void {
    const popAge = simMs - state.waveAtMs;
    const pop = popAge >= 0 && popAge < POP_MS ? 1 + 0.35 * (1 - popAge / POP_MS) : 1;
    this.counter.scale.set(pop);
    this.counter.visible = this.counter.text !== '' && !(this.narrow && bannerShowing);

    const card = state.card;
    const alpha = cardAlpha(state, simMs);
    this.card.visible = alpha > 0;
    if (!card || alpha <= 0) return;
    if (card.startMs !== this.cardStartMs) {
      // A new card: its words and colour, set once.
      this.cardStartMs = card.startMs;
      this.title.text = card.title;
      this.subtitle.text = card.subtitle;
      this.title.style.fill = card.sealed ? palette.emberBright : 0xd8ccff;
      this.fitTitle();
    }
    this.card.alpha = alpha;
  }

  /** Long rift names shrink to fit narrow canvases. */
  private fitTitle(): void {
    this.title.scale.set(1);
    this.title.scale.set(Math.min(1, (this.width * 0.9) / Math.max(1, this.title.width)));
  }

  /** The counter's and card's words as drawn (for inspection). */
  get texts(): { counter: string; title: string; subtitle: string; cardShowing: boolean } {
    return {
      counter: this.counter.text,
      title: this.title.text,
      subtitle: this.subtitle.text,
      cardShowing: this.card.visible,
    };
  }
}
