import { describe, expect, test } from 'vitest';
import { Texture } from 'pixi.js';
import { WRAITH_SHAPES, type WraithShape } from '../art/kinds';
import { WraithArt } from '../art/wraiths';
import { computeCombatLayout } from './combat-layout';
import type { CombatCompanionView } from './combat-model';
import { COMPANION_ACT_MS, COMPANION_APPEAR_MS, COMPANION_LEAVE_MS, WraithCompanions } from './wraith-companions';

const view = (slot: number, shape: WraithShape, glow = 0x9b30ff): CombatCompanionView => ({
  slot,
  wraithId: `${shape}_kind`,
  shape,
  glow,
});

function companions() {
  const appeared: { slot: number; glow: number; simMs: number }[] = [];
  const wraiths = new WraithCompanions(Texture.WHITE, (slot, _x, _y, _height, glow, simMs) =>
    appeared.push({ slot, glow, simMs }),
  );
  return { wraiths, appeared, layout: computeCombatLayout(1366, 860) };
}

describe('wraith companions', () => {
  test('a summoned wraith appears in its slot with its arrival; a dismissed one fades out and is gone', () => {
    const { wraiths, appeared, layout } = companions();
    wraiths.update(layout, 0);
    const summoned = [view(0, 'wisp', 0xff8c2a), view(2, 'sentinel', 0x7a4fd8)];
    wraiths.sync(summoned, 1_000);
    expect(appeared).toEqual([
      { slot: 0, glow: 0xff8c2a, simMs: 1_000 },
      { slot: 2, glow: 0x7a4fd8, simMs: 1_000 },
    ]);
    expect(wraiths.shownKinds()).toEqual(['wisp_kind', null, 'sentinel_kind']);
    wraiths.update(layout, 1_000 + COMPANION_APPEAR_MS);
    expect(wraiths.visibleCount).toBe(2);

    // The same list again (the adapter's steady frames): nothing new appears.
    wraiths.sync(summoned, 2_000);
    expect(appeared).toHaveLength(2);

    // The wisp is dismissed: it lingers while it fades, then is gone.
    wraiths.sync([summoned[1]!], 3_000);
    expect(wraiths.shownKinds()).toEqual([null, null, 'sentinel_kind']);
    wraiths.update(layout, 3_000 + COMPANION_LEAVE_MS / 2);
    expect(wraiths.visibleCount).toBe(2);
    wraiths.update(layout, 3_000 + COMPANION_LEAVE_MS + 1);
    expect(wraiths.visibleCount).toBe(1);
    expect(appeared).toHaveLength(2);
  });

  test('after a catch-up the wraiths stand in place at once, with no arrival drawn', () => {
    const { wraiths, appeared, layout } = companions();
    wraiths.update(layout, 0);
    wraiths.settle([view(1, 'phantom')], 5_000);
    wraiths.update(layout, 5_000);
    expect(appeared).toEqual([]);
    expect(wraiths.visibleCount).toBe(1);
    const place = layout.companions[1]!;
    const drawn = wraiths.positionOf(1, { x: 0, y: 0 });
    // Bobbing a little about its place, at full size.
    expect(Math.abs(drawn.x - place.x)).toBeLessThan(1);
    expect(Math.abs(drawn.y - place.y)).toBeLessThanOrEqual(layout.companionHeight * 0.07 + 1);
  });

  test('a strike lunges toward the enemy and comes back', () => {
    const { wraiths, layout } = companions();
    wraiths.settle([view(0, 'revenant')], 0);
    wraiths.update(layout, 10_000);
    const rest = wraiths.positionOf(0, { x: 0, y: 0 }).x;
    wraiths.act(0, 'attack', 10_000);
    wraiths.update(layout, 10_000 + COMPANION_ACT_MS / 2);
    const lunged = wraiths.positionOf(0, { x: 0, y: 0 }).x;
    expect(lunged - rest).toBeGreaterThan(layout.companionHeight * 0.3);
    wraiths.update(layout, 10_000 + COMPANION_ACT_MS + 1);
    expect(wraiths.positionOf(0, { x: 0, y: 0 }).x).toBeCloseTo(rest, 5);
  });

  test('swapping wraiths back and forth builds each figure once per slot', () => {
    const { wraiths, layout } = companions();
    const first = [view(0, 'wisp'), view(1, 'shade'), view(2, 'herald')];
    const second = [view(0, 'sovereign'), view(1, 'chorister'), view(2, 'herald')];
    for (let swap = 0; swap < 40; swap += 1) {
      // A new array each time, as the adapter hands over on every summon or dismissal.
      wraiths.sync(swap % 2 === 0 ? [...first] : [...second], swap * 1_000);
      wraiths.update(layout, swap * 1_000 + 600);
    }
    // Slot 0 and 1 have shown two shapes each, slot 2 one.
    expect(wraiths.figureCount).toBe(5);
    expect(wraiths.visibleCount).toBe(3);
    wraiths.destroy();
    expect(wraiths.root.destroyed).toBe(true);
  });
});

describe('wraith art', () => {
  test('every shape has a drawing, made once and shared', () => {
    const art = new WraithArt();
    for (const shape of WRAITH_SHAPES) {
      const context = art.context(shape);
      expect(context.bounds.height, shape).toBeGreaterThan(40);
      expect(art.context(shape)).toBe(context);
    }
    expect(art.drawnCount).toBe(WRAITH_SHAPES.length);
    art.destroy();
    expect(art.drawnCount).toBe(0);
  });
});
