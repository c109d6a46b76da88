/** The sidebar's character block: health, mana, energy, combo points and the five attributes. */
import type { ReadonlyWorld } from '@/core/readonly';
import type { DerivedStats } from '@/core/stats';

export interface CharacterBlockView {
  health: number;
  maxHealth: number;
  mana: number;
  maxMana: number;
  energy: number;
  maxEnergy: number;
  comboPoints: number;
  maxComboPoints: number;
  STR: number;
  AGI: number;
  VIT: number;
  INT: number;
  PER: number;
}

/** `derived` is the world's derived stats, computed once per snapshot by the caller. */
export function selectCharacterBlock(world: ReadonlyWorld, derived: DerivedStats): CharacterBlockView {
  return {
    health: world.player.health,
    maxHealth: world.player.maxHealth,
    mana: world.resourcePools.mana.current,
    maxMana: world.resourcePools.mana.max,
    energy: world.resourcePools.energy.current,
    maxEnergy: world.resourcePools.energy.max,
    comboPoints: world.resourcePools.comboPoints.current,
    maxComboPoints: world.resourcePools.comboPoints.max,
    STR: derived.strength,
    AGI: derived.agility,
    VIT: derived.vitality,
    INT: derived.intelligence,
    PER: derived.perception,
  };
}
