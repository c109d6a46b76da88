import { describe, expect, it } from 'vitest';
import { placeCard, placeTaskCard, scrollToFit, TASK_CARD_WIDTH } from './card-placement';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

describe('where the tutorial card goes', () => {
  it('centres without a highlight', () => {
    expect(placeCard(null, phone)).toEqual({ layer: 'items-center justify-center' });
  });

  it('on a phone takes the room below a control in the top half, above one in the bottom half', () => {
    const high = placeCard({ top: 100, left: 20, width: 200, height: 44 }, phone);
    expect(high.layer).toContain('items-end');
    expect(high.maxHeight).toBe(844 - 144 - 32);
    const low = placeCard({ top: 700, left: 20, width: 200, height: 44 }, phone);
    expect(low.layer).toContain('items-start');
    expect(low.maxHeight).toBe(700 - 32);
  });

  it('on a wide screen takes the other half: a sidebar link on the left puts it right', () => {
    expect(placeCard({ top: 300, left: 16, width: 220, height: 40 }, desktop).layer).toContain('justify-end');
    expect(placeCard({ top: 300, left: 1100, width: 200, height: 44 }, desktop).layer).toContain('justify-start');
  });
});

describe('where a task card goes', () => {
  const insets = { top: 56, bottom: 144, left: 0 };

  it('on a phone docks under the top bar above a low control, clear of it', () => {
    const box = placeTaskCard({ top: 600, left: 20, width: 200, height: 44 }, phone, 300, insets);
    expect(box).toMatchObject({ top: 68, left: 12, width: 366 });
    expect(box.top! + box.maxHeight).toBeLessThanOrEqual(600 - 16);
  });

  it('on a phone docks above the help button and the toasts below a high control', () => {
    const box = placeTaskCard({ top: 80, left: 20, width: 200, height: 44 }, phone, 300, insets);
    expect(box.top).toBeUndefined();
    expect(box.bottom).toBe(144);
    expect(844 - 144 - box.maxHeight).toBeGreaterThanOrEqual(80 + 44 + 16);
  });

  it('with nothing ringed docks at the top with the screen’s height less the help button’s room', () => {
    expect(placeTaskCard(null, phone, 300, insets)).toEqual({
      top: 68,
      left: 12,
      width: 366,
      maxHeight: 844 - 68 - 144,
    });
  });

  it('on a wide screen takes the half away from the control, under the top bar and right of the sidebar', () => {
    const wide = { top: 56, bottom: 24, left: 256 };
    const right = placeTaskCard({ top: 300, left: 300, width: 200, height: 44 }, desktop, 260, wide);
    expect(right).toMatchObject({ top: 68, left: 1440 - 12 - TASK_CARD_WIDTH, width: TASK_CARD_WIDTH });
    const left = placeTaskCard({ top: 100, left: 1100, width: 200, height: 44 }, desktop, 260, wide);
    expect(left).toMatchObject({ top: 68, left: 256 + 12 });
  });

  it('on a wide screen goes below a control both halves would cover', () => {
    const wide = { top: 56, bottom: 24, left: 0 };
    const box = placeTaskCard({ top: 80, left: 0, width: 1440, height: 44 }, desktop, 260, wide);
    expect(box.bottom).toBe(24);
    expect(900 - 24 - box.maxHeight).toBeGreaterThanOrEqual(80 + 44 + 16);
  });
});

describe('bringing a ringed control up so its task card fits', () => {
  const insets = { top: 56, bottom: 96, left: 0 };

  it('scrolls a mid-screen control up under the top bar when the card fits neither above nor below', () => {
    const control = { top: 330, left: 16, width: 358, height: 170 };
    expect(scrollToFit(control, phone, 400, insets)).toBe(330 - 68);
  });

  it('leaves the page alone when the card fits, on a wide screen, and for a control still off screen', () => {
    expect(scrollToFit({ top: 600, left: 16, width: 358, height: 44 }, phone, 400, insets)).toBeNull();
    expect(scrollToFit({ top: 330, left: 16, width: 358, height: 170 }, desktop, 400, insets)).toBeNull();
    expect(scrollToFit({ top: 900, left: 16, width: 358, height: 44 }, phone, 400, insets)).toBeNull();
    expect(scrollToFit(null, phone, 400, insets)).toBeNull();
  });

  it('does not scroll when even then the card would not fit (its words scroll instead)', () => {
    expect(scrollToFit({ top: 300, left: 16, width: 358, height: 400 }, phone, 500, insets)).toBeNull();
  });
});
