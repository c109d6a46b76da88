import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIER_MESSAGES } from '@/content/tiers';
import { asSentence } from './offline-summary';
import { miningLine } from './systems/mining';
import { trainingSummary } from './systems/training';

describe('asSentence', () => {
  it('adds a full stop to a bare message', () => {
    expect(asSentence('Missing required items')).toBe('Missing required items.');
  });

  it('keeps a message that already ends in a stop, "!", "?" or "…" as it is', () => {
    expect(asSentence('Done.')).toBe('Done.');
    expect(asSentence('Upgrade to continue progressing!')).toBe('Upgrade to continue progressing!');
    expect(asSentence('Out of potions?')).toBe('Out of potions?');
    expect(asSentence('Resting…')).toBe('Resting…');
  });

  it('ignores trailing blanks', () => {
    expect(asSentence('Inventory full  ')).toBe('Inventory full.');
    expect(asSentence('Upgrade now! ')).toBe('Upgrade now!');
  });

  it('ends every message in exactly one stop', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', '.', '!', '?', '…'), (body, end) => {
        const sentence = asSentence(body + end);
        expect(sentence).toMatch(/[.!?…]$/);
        // It never makes a double stop itself (a body that brings one, "?" then ".", is already a full sentence).
        if (!/[!?…]\.$/.test((body + end).trimEnd())) expect(sentence).not.toMatch(/[!?…]\.$/);
        if (end !== '') expect(sentence).toBe((body + end).trimEnd());
      }),
    );
  });
});

describe('time-away lines that end in a stop message', () => {
  it('say the demo cap once, with its own "!" ("progressing!", never "progressing!.")', () => {
    const [line] = trainingSummary({
      skill: 'bladework',
      activityId: 'sword_drills',
      sessionsCompleted: 0,
      xp: 0,
      products: {},
      stillTraining: false,
      stoppedReason: TIER_MESSAGES.demoSkillCap,
      endedAt: 0,
    });
    expect(line).toBe(`⏹️ Training stopped: ${TIER_MESSAGES.demoSkillCap}`);
    expect(line).not.toContain('!.');
  });

  it('still close a reason without its own stop', () => {
    const [line] = trainingSummary({
      skill: 'alchemy',
      activityId: 'sword_drills',
      sessionsCompleted: 0,
      xp: 0,
      products: {},
      stillTraining: false,
      stoppedReason: 'Missing required items',
      endedAt: 0,
    });
    expect(line).toBe('⏹️ Training stopped: Missing required items.');
  });

  it('close a mining line once', () => {
    const line = miningLine({
      nodeId: 'unknown-node',
      harvests: 2,
      xp: 10,
      loot: [],
      endedAt: 0,
      stoppedReason: 'Upgrade to keep mining!',
    });
    expect(line).toBe('⛏️ Mined the node 2 times (+10 Survival XP). Upgrade to keep mining!');
  });
});
