/** Where everything sits for a canvas size: portrait phones stack, landscape spreads. CSS pixels. */
export interface CombatLayout {
  width: number;
  height: number;
  portrait: boolean;
  groundY: number;
  hunterX: number;
  enemyX: number;
  /** Scale applied to figures drawn 120 units tall. */
  figureScale: number;
  enemyBar: { x: number; y: number; width: number; height: number };
  enemyNameY: number;
  hunterBars: { x: number; y: number; width: number; height: number; gap: number };
  potion: { x: number; y: number; radius: number };
  /**
   * Where the summoned wraiths float (slot order): behind the hunter and above its shoulder, clear of the readouts
   * above and the hunter's bars below, never off the canvas's left edge.
   */
  companions: readonly { x: number; y: number }[];
  /** A wraith's drawn height in px (see art/wraiths.ts: figures are drawn WRAITH_ART_HEIGHT units tall). */
  companionHeight: number;
}

/** A summoned wraith stands this share of the hunter's height. */
export const COMPANION_HEIGHT_SHARE = 0.45;

/**
 * Three places behind and above the hunter (in front of nothing the player taps): one over its back shoulder,
 * one lower and further back, one high over its head. On a narrow canvas they close in rather than leave it.
 * `topY` is the lowest line of the readouts at the top (enemy bar, wave counter): no wraith rises above it.
 */
function companionPlaces(hunterX: number, groundY: number, unit: number, topY: number) {
  const height = unit * COMPANION_HEIGHT_SHARE;
  const margin = height * 0.55;
  const back = Math.max(0, Math.min(unit * 0.85, hunterX - margin));
  const lowest = topY + height * 0.62;
  const place = (behind: number, above: number) => ({
    x: Math.round(hunterX - back * behind),
    y: Math.round(Math.max(lowest, groundY - unit * above)),
  });
  return { companions: [place(0.55, 1.1), place(1, 0.68), place(0.1, 1.42)], companionHeight: height };
}

/** Smallest tap target, per the platform guidelines. */
export const MIN_TAP_PX = 44;

/** Room kept under the enemy's bar for the rift's wave counter (narrow canvases put it there). */
const READOUT_CLEARANCE = 26;

export function computeCombatLayout(width: number, height: number): CombatLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const portrait = h > w * 1.1;
  const potionRadius = 30;
  if (portrait) {
    const groundY = Math.round(h * 0.63);
    const figureHeight = Math.min(w * 0.38, h * 0.24);
    const barWidth = Math.round(w * 0.84);
    const hunterBarWidth = Math.round(Math.min(w * 0.62, 300));
    const hunterBarsY = Math.round(groundY + (h - groundY) * 0.42);
    const enemyBarY = Math.round(h * 0.05) + 28;
    const hunterX = Math.round(w * 0.27);
    return {
      width: w,
      height: h,
      portrait,
      groundY,
      hunterX,
      enemyX: Math.round(w * 0.72),
      figureScale: figureHeight / 120,
      enemyNameY: Math.round(h * 0.05),
      enemyBar: { x: Math.round((w - barWidth) / 2), y: enemyBarY, width: barWidth, height: 14 },
      hunterBars: { x: Math.round(w * 0.06), y: hunterBarsY, width: hunterBarWidth, height: 16, gap: 7 },
      potion: { x: Math.round(w - 16 - potionRadius), y: hunterBarsY + 11, radius: potionRadius },
      // Under the enemy's bar sits the rift's wave counter on narrow canvases.
      ...companionPlaces(hunterX, groundY, figureHeight, enemyBarY + 14 + READOUT_CLEARANCE),
    };
  }
  const groundY = Math.round(h * 0.74);
  const figureHeight = Math.min(w * 0.2, h * 0.3);
  const barWidth = Math.round(Math.min(w * 0.5, 520));
  const hunterBarWidth = Math.round(Math.min(w * 0.32, 320));
  const hunterBarsY = Math.round(h - 62);
  const enemyBarY = Math.round(h * 0.06) + 30;
  const hunterX = Math.round(w * 0.3);
  return {
    width: w,
    height: h,
    portrait,
    groundY,
    hunterX,
    enemyX: Math.round(w * 0.7),
    figureScale: figureHeight / 120,
    enemyNameY: Math.round(h * 0.06),
    enemyBar: { x: Math.round((w - barWidth) / 2), y: enemyBarY, width: barWidth, height: 16 },
    hunterBars: { x: 24, y: hunterBarsY, width: hunterBarWidth, height: 16, gap: 7 },
    potion: { x: Math.round(w - 24 - potionRadius), y: Math.round(h - 24 - potionRadius), radius: potionRadius },
    ...companionPlaces(hunterX, groundY, figureHeight, enemyBarY + 16 + READOUT_CLEARANCE),
  };
}
