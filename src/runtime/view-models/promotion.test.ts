import { describe, expect, it } from 'vitest';
import { RANK_CHECKPOINTS } from '@/content/ranks';
import { selectPromotion } from './promotion';

describe('the promotion moment', () => {
  it('tells a hunter promoted to D what the rank opens, from the content tables', () => {
    const view = selectPromotion('D')!;
    const row = RANK_CHECKPOINTS.find((checkpoint) => checkpoint.rank === 'D')!;
    expect(view).toMatchObject({ rank: 'D', emoji: row.emoji, color: row.color, benefits: row.benefits });
    expect(view.areas.map((area) => area.id)).toEqual(['rotting_marsh', 'hollow_crypt_rift']);
  });

  it('marks the raids a rank opens', () => {
    expect(selectPromotion('S')!.areas.filter((area) => area.kind === 'raid')).toEqual([
      { id: 'raid_blood_moon', name: expect.any(String), kind: 'raid', paidOnly: true },
    ]);
  });
});
