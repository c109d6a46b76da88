import { describe, expect, it } from 'vitest';
import { placeCard } from './card-placement';

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
