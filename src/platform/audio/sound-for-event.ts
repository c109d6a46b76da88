import { ABILITIES } from '@/content/abilities';
import type { AbilityDef } from '@/content/types';
import type { AttackOutcome, GameEvent } from '@/core/events';
import { SOUND_VOLUME_MULTIPLIER as MULTIPLIER, type SoundId } from './sound-catalog';

export interface SoundCue {
  id: SoundId;
  multiplier: number;
}

/** The foe's blows on the hunter sound a little quieter than the hunter's own. */
export const ENEMY_BLOW_SHARE = 0.8;

const ABILITY_SOUND: ReadonlyMap<string, AbilityDef['sound']> = new Map(
  ABILITIES.map((ability) => [ability.id, ability.sound]),
);

function blowCue(outcome: AttackOutcome): SoundCue {
  switch (outcome) {
    case 'crit':
      return { id: 'hit_critical', multiplier: MULTIPLIER.critical };
    case 'miss':
    case 'dodge':
      return { id: 'hit_miss', multiplier: MULTIPLIER.miss };
    case 'hit':
    case 'block':
    case 'parry':
      return { id: 'hit_normal', multiplier: 1 };
  }
}

function abilityCue(abilityId: string, healing: number): SoundCue {
  // An ability the table no longer knows (an old save) still sounds: a heal if it healed, else a blow.
  const sound = ABILITY_SOUND.get(abilityId) ?? (healing > 0 ? 'ability_heal' : 'hit_normal');
  return { id: sound, multiplier: MULTIPLIER.ability };
}

/**
 * The sound a live game event makes, or null. Feed it only the events of ticks stepped live
 * (`bridge.onEvent`): the runtime's catch-up (a hidden tab, time away) reports through `onCatchUp`,
 * which must stay silent. Bursts of one sound are thinned by the engine (one play per 60 ms).
 */
export function soundForEvent(event: GameEvent): SoundCue | null {
  switch (event.type) {
    case 'attack': {
      const cue = blowCue(event.outcome);
      if (event.attacker === 'enemy') return { id: cue.id, multiplier: cue.multiplier * ENEMY_BLOW_SHARE };
      // An ability's blow already sounds through its `abilityUsed` cue; only a crit or a miss adds to it.
      if (event.abilityId !== null && cue.id === 'hit_normal') return null;
      return cue;
    }
    case 'abilityUsed':
      return abilityCue(event.abilityId, event.healing);
    case 'enemyKilled':
      return { id: 'enemy_defeat', multiplier: MULTIPLIER.defeat };
    case 'playerDied':
      return { id: 'player_death', multiplier: MULTIPLIER.death };
    case 'playerLevelUp':
    case 'skillLevelUp':
      return { id: 'level_up', multiplier: MULTIPLIER.levelUp };
    case 'achievementUnlocked':
    case 'questCompleted':
    case 'rankChanged':
      return { id: 'notification', multiplier: MULTIPLIER.notification };
    default:
      return null;
  }
}
