/** Validates and applies one command; always answers, never throws. */
import type { Command, CommandReply } from './commands';
import type { StepContext } from './context';
import type { GameEvent } from './events';
import type { GameState } from './state-types';
import { allocateAttribute, equipAbility, setAccountTier, setHunterRank, setTutorialCompleted } from './systems/character';
import { combatRefusal, startCombat, stopCombat } from './systems/combat';
import { equipItem, unequipItem } from './systems/equipment';
import { drinkPotion, POTION_MESSAGES, POTION_SLOTS, type PotionSlot } from './systems/potions';
import { startTraining, stopTraining } from './systems/training';

function run(world: GameState, command: Command, context: StepContext, events: GameEvent[]): string | null {
  switch (command.type) {
    case 'startTraining':
      return startTraining(world, command.skill, command.activityId, context, events);
    case 'stopTraining':
      return stopTraining(world, events, 'manual');
    case 'startCombat': {
      const refusal = combatRefusal(world, command.areaId);
      if (refusal) return refusal;
      if (world.combat.currentAreaId === command.areaId) return 'Already fighting here';
      startCombat(world, command.areaId, events);
      return null;
    }
    case 'stopCombat':
      if (world.combat.currentAreaId === null) return 'Not in combat';
      stopCombat(world, 'manual', events);
      return null;
    case 'usePotion':
      if (!(POTION_SLOTS as readonly string[]).includes(command.slot)) return POTION_MESSAGES.badSlot;
      return drinkPotion(world, command.slot as PotionSlot, events);
    case 'equip':
      return equipItem(world, command.inventoryItemId, command.slot, events);
    case 'unequip':
      return unequipItem(world, command.slot, events);
    case 'allocateAttribute':
      return allocateAttribute(world, command.attribute, command.points, events);
    case 'equipAbility':
      return equipAbility(world, command.abilityId, command.slotIndex);
    case 'setAbilityManualMode':
      if (typeof command.manualMode !== 'boolean') return 'manualMode must be true or false';
      world.abilities.manualMode = command.manualMode;
      return null;
    case 'setTutorialCompleted':
      return setTutorialCompleted(world, command.completedAt);
    case 'setHunterRank':
      return setHunterRank(world, command.rank, events);
    case 'setAccountTier':
      return setAccountTier(world, command.tier, events);
    default:
      return `Unknown command: ${String((command as { type?: unknown }).type)}`;
  }
}

export function applyCommand(world: GameState, command: unknown, context: StepContext, events: GameEvent[]): CommandReply {
  const commandId = typeof command === 'object' && command !== null && typeof (command as { commandId?: unknown }).commandId === 'string' ? (command as { commandId: string }).commandId : undefined;
  const withId = <T extends CommandReply>(reply: T): T => (commandId === undefined ? reply : { ...reply, commandId });
  if (typeof command !== 'object' || command === null || typeof (command as { type?: unknown }).type !== 'string') {
    return withId({ ok: false, message: 'Invalid command' });
  }
  try {
    const refusal = run(world, command as Command, context, events);
    return refusal === null ? withId({ ok: true }) : withId({ ok: false, message: refusal });
  } catch (error) {
    // A malformed command must not take the game down; rules validate before they change anything.
    return withId({ ok: false, message: `Command failed: ${error instanceof Error ? error.message : String(error)}` });
  }
}
