import { describe, expect, it } from 'vitest';
import { ABILITIES } from '@/content/abilities';
import type { GameEvent } from '@/core/events';
import { ENEMY_BLOW_SHARE, soundForEvent } from './sound-for-event';

type AttackEvent = Extract<GameEvent, { type: 'attack' }>;

function attack(patch: Partial<AttackEvent>): AttackEvent {
  return {
    type: 'attack',
    attacker: 'player',
    targetId: 'ghoul',
    damage: 10,
    outcome: 'hit',
    abilityId: null,
    ...patch,
  };
}

function used(abilityId: string, healing = 0): GameEvent {
  return { type: 'abilityUsed', abilityId, rank: 1, damage: 5, healing, manual: false };
}

describe('the sound of a game event', () => {
  it("gives the hunter's blows a hit, a critical (1.2) or a miss (0.8)", () => {
    expect(soundForEvent(attack({ outcome: 'hit' }))).toEqual({ id: 'hit_normal', multiplier: 1 });
    expect(soundForEvent(attack({ outcome: 'crit' }))).toEqual({ id: 'hit_critical', multiplier: 1.2 });
    expect(soundForEvent(attack({ outcome: 'miss' }))).toEqual({ id: 'hit_miss', multiplier: 0.8 });
    expect(soundForEvent(attack({ outcome: 'dodge' }))).toEqual({ id: 'hit_miss', multiplier: 0.8 });
    expect(soundForEvent(attack({ outcome: 'parry' }))).toEqual({ id: 'hit_normal', multiplier: 1 });
  });

  it("sounds the foe's blows on the hunter a little quieter", () => {
    const blow = attack({ attacker: 'enemy', targetId: 'player', outcome: 'crit' });
    expect(soundForEvent(blow)).toEqual({ id: 'hit_critical', multiplier: 1.2 * ENEMY_BLOW_SHARE });
    expect(soundForEvent({ ...blow, outcome: 'block' })).toEqual({ id: 'hit_normal', multiplier: ENEMY_BLOW_SHARE });
  });

  it("leaves an ability's plain blow to the ability's own cue, but still rings its crits and misses", () => {
    expect(soundForEvent(attack({ abilityId: 'frost_bolt' }))).toBeNull();
    expect(soundForEvent(attack({ abilityId: 'frost_bolt', outcome: 'crit' }))?.id).toBe('hit_critical');
    expect(soundForEvent(attack({ abilityId: 'frost_bolt', outcome: 'miss' }))?.id).toBe('hit_miss');
  });

  it('gives each ability its own cue at 1.1: fire, ice, shadow or heal by theme', () => {
    expect(soundForEvent(used('frost_bolt'))).toEqual({ id: 'ability_ice', multiplier: 1.1 });
    expect(soundForEvent(used('witchfire'))).toEqual({ id: 'ability_fire', multiplier: 1.1 });
    expect(soundForEvent(used('shadow_bolt'))).toEqual({ id: 'ability_shadow', multiplier: 1.1 });
    expect(soundForEvent(used('second_wind', 40))).toEqual({ id: 'ability_heal', multiplier: 1.1 });
    for (const ability of ABILITIES) {
      const cue = soundForEvent(used(ability.id));
      expect(cue?.id, ability.id).toBe(ability.sound);
      if (ability.effect.kind === 'heal') expect(cue?.id, ability.id).toBe('ability_heal');
    }
  });

  it('still sounds an ability the table does not know: a heal if it healed', () => {
    expect(soundForEvent(used('forgotten_rite', 12))?.id).toBe('ability_heal');
    expect(soundForEvent(used('forgotten_rite', 0))?.id).toBe('hit_normal');
  });

  it('marks kills, death, levels and news with their multipliers', () => {
    const cue = (event: GameEvent) => soundForEvent(event);
    expect(cue({ type: 'enemyKilled', enemyId: 'ghoul', isBoss: false, xp: 5, fightMs: 900, areaId: null })).toEqual({
      id: 'enemy_defeat',
      multiplier: 1.3,
    });
    expect(cue({ type: 'playerDied', recap: {} as Extract<GameEvent, { type: 'playerDied' }>['recap'] })).toEqual({
      id: 'player_death',
      multiplier: 1.5,
    });
    expect(cue({ type: 'playerLevelUp', level: 3, previousLevel: 2, attributePointsGained: 3 })).toEqual({
      id: 'level_up',
      multiplier: 1.2,
    });
    expect(cue({ type: 'skillLevelUp', skill: 'bladework', level: 5, previousLevel: 4 })?.id).toBe('level_up');
    const notification = { id: 'notification', multiplier: 0.9 };
    expect(cue({ type: 'achievementUnlocked', achievementId: 'a', name: 'A' })).toEqual(notification);
    expect(cue({ type: 'questCompleted', questId: 'q', title: 'Q', xp: 1, gold: 1, items: [] })).toEqual(notification);
    expect(cue({ type: 'rankChanged', rank: 'D', previousRank: 'E' })).toEqual(notification);
  });

  it('keeps quiet for everything else', () => {
    expect(soundForEvent({ type: 'combatStarted', areaId: 'a' })).toBeNull();
    expect(soundForEvent({ type: 'xpGained', skill: 'bladework', amount: 3, source: 'combat', blocked: 0 })).toBeNull();
  });
});
