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
}

/** Smallest tap target, per the platform guidelines. */
export const MIN_TAP_PX = 44;

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
    return {
      width: w,
      height: h,
      portrait,
      groundY,
      hunterX: Math.round(w * 0.27),
      enemyX: Math.round(w * 0.72),
      figureScale: figureHeight / 120,
      enemyNameY: Math.round(h * 0.05),
      enemyBar: { x: Math.round((w - barWidth) / 2), y: Math.round(h * 0.05) + 28, width: barWidth, height: 14 },
      hunterBars: { x: Math.round(w * 0.06), y: hunterBarsY, width: hunterBarWidth, height: 16, gap: 7 },
      potion: { x: Math.round(w - 16 - potionRadius), y: hunterBarsY + 11, radius: potionRadius },
    };
  }
  const groundY = Math.round(h * 0.74);
  const figureHeight = Math.min(w * 0.2, h * 0.3);
  const barWidth = Math.round(Math.min(w * 0.5, 520));
  const hunterBarWidth = Math.round(Math.min(w * 0.32, 320));
  const hunterBarsY = Math.round(h - 62);
  return {
    width: w,
    height: h,
    portrait,
    groundY,
    hunterX: Math.round(w * 0.3),
    enemyX: Math.round(w * 0.7),
    figureScale: figureHeight / 120,
    enemyNameY: Math.round(h * 0.06),
    enemyBar: { x: Math.round((w - barWidth) / 2), y: Math.round(h * 0.06) + 30, width: barWidth, height: 16 },
    hunterBars: { x: 24, y: hunterBarsY, width: hunterBarWidth, height: 16, gap: 7 },
    potion: { x: Math.round(w - 24 - potionRadius), y: Math.round(h - 24 - potionRadius), radius: potionRadius },
  };
}
