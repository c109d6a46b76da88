import { describe, expect, test } from 'vitest';
import { COMPANION_HEIGHT_SHARE, MIN_TAP_PX, computeCombatLayout } from './combat-layout';

const SIZES: [string, number, number][] = [
  ['phone portrait', 390, 844],
  ['small phone portrait', 360, 640],
  ['phone landscape', 844, 390],
  ['tablet portrait', 768, 1024],
  ['desktop', 1366, 860],
  ['wide desktop', 1920, 1080],
];

describe('computeCombatLayout', () => {
  test.each(SIZES)(
    '%s (%ix%i): everything on the canvas, tap targets at least 44 px, fighters apart',
    (_name, width, height) => {
      const layout = computeCombatLayout(width, height);
      expect(layout.portrait).toBe(height > width * 1.1);
      expect(layout.potion.radius * 2).toBeGreaterThanOrEqual(MIN_TAP_PX);
      expect(layout.potion.x - layout.potion.radius).toBeGreaterThanOrEqual(0);
      expect(layout.potion.x + layout.potion.radius).toBeLessThanOrEqual(width);
      expect(layout.potion.y + layout.potion.radius).toBeLessThanOrEqual(height);
      const bars = layout.hunterBars;
      expect(bars.x).toBeGreaterThanOrEqual(0);
      expect(bars.x + bars.width).toBeLessThan(layout.potion.x - layout.potion.radius);
      expect(bars.y + bars.height * 2 + bars.gap).toBeLessThanOrEqual(height);
      expect(layout.enemyBar.x).toBeGreaterThanOrEqual(0);
      expect(layout.enemyBar.x + layout.enemyBar.width).toBeLessThanOrEqual(width);
      expect(layout.enemyBar.y).toBeGreaterThan(layout.enemyNameY);
      expect(layout.hunterX).toBeLessThan(layout.enemyX);
      expect(layout.groundY).toBeLessThan(bars.y);
      // A figure 120 units tall fits between the enemy bar and the ground.
      expect(layout.groundY - layout.figureScale * 120).toBeGreaterThan(layout.enemyBar.y + layout.enemyBar.height);
      // Readable at phone size: figures at least 90 px tall.
      expect(layout.figureScale * 120).toBeGreaterThanOrEqual(90);
    },
  );

  // The game page's canvas on a phone sits under the HUD: short and narrow.
  test.each([...SIZES, ['phone game page', 390, 360] as [string, number, number]])(
    '%s (%ix%i): the wraiths float behind the hunter, on the canvas, clear of the readouts and of each other',
    (_name, width, height) => {
      const layout = computeCombatLayout(width, height);
      const size = layout.companionHeight;
      const unit = layout.figureScale * 120;
      expect(size).toBeCloseTo(unit * COMPANION_HEIGHT_SHARE, 5);
      expect(layout.companions).toHaveLength(3);
      const bar = layout.enemyBar;
      for (const [index, place] of layout.companions.entries()) {
        // Drawn about a figure-height tall round its place, a little wider than half that.
        expect(place.x - size * 0.5, `slot ${index}`).toBeGreaterThanOrEqual(0);
        expect(place.x, `slot ${index}`).toBeLessThanOrEqual(layout.hunterX);
        // Under the enemy's bar and the rift's wave counter beneath it, above the ground and the hunter's bars.
        expect(place.y - size * 0.62, `slot ${index}`).toBeGreaterThanOrEqual(bar.y + bar.height + 24);
        expect(place.y + size * 0.6, `slot ${index}`).toBeLessThan(layout.groundY);
        expect(place.y + size * 0.6, `slot ${index}`).toBeLessThan(layout.hunterBars.y);
        for (const other of layout.companions.slice(index + 1))
          expect(Math.hypot(other.x - place.x, other.y - place.y), `slot ${index}`).toBeGreaterThan(size * 0.6);
      }
    },
  );

  test('degenerate sizes do not produce NaN', () => {
    const layout = computeCombatLayout(0, 0);
    expect(Number.isFinite(layout.figureScale)).toBe(true);
    expect(Number.isFinite(layout.groundY)).toBe(true);
  });
});
