/**
 * The hunter's ability build: the 8 slots, named loadouts (one active, "Default" first and never
 * deleted), the auto-use priorities and their conditions, manual mode, and the player's cast.
 * Firing abilities is combat's (abilities.ts); this system only answers commands.
 */
import { ABILITY_SLOT_COUNT } from '@/content/ids';
import { ABILITIES_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import type { AbilityCondition, AbilityLoadout, GameState } from '../state-types';
import { ABILITY_CONDITIONS } from '../state-types-systems';
import { defineSystem } from '../system';
import { castRefusal } from './abilities';

export const DEFAULT_LOADOUT = 'Default';
export const MAX_LOADOUTS = 6;
export const LOADOUT_NAME_MAX = 24;

export const LOADOUT_MESSAGES = {
  badName: `Loadout names are 1 to ${LOADOUT_NAME_MAX} characters`,
  taken: (name: string) => `A loadout named ${name} already exists`,
  unknown: (name: string) => `No loadout named ${name}`,
  tooMany: `At most ${MAX_LOADOUTS} loadouts`,
  keepDefault: 'The Default loadout cannot be deleted',
  badSlot: `Ability slot must be 0 to ${ABILITY_SLOT_COUNT - 1}`,
  badPriorities: 'Priorities must be a list of equipped abilities, each once',
  badCondition: (value: string) => `Unknown condition: ${value}`,
} as const;

function activeLoadout(world: GameState): AbilityLoadout | undefined {
  return world.abilities.loadouts.find((entry) => entry.name === world.abilities.activeLoadout);
}

function cleanName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.length >= 1 && trimmed.length <= LOADOUT_NAME_MAX ? trimmed : null;
}

export function equipAbility(world: GameState, abilityId: unknown, slotIndex: unknown): string | null {
  if (typeof slotIndex !== 'number' || !Number.isInteger(slotIndex) || slotIndex < 0 || slotIndex >= ABILITY_SLOT_COUNT)
    return LOADOUT_MESSAGES.badSlot;
  const abilities = world.abilities;
  if (abilityId !== null) {
    if (typeof abilityId !== 'string' || !ABILITIES_BY_ID[abilityId]) return `Unknown ability: ${String(abilityId)}`;
    if (!abilities.unlocked[abilityId]) return 'Ability not unlocked';
    const current = abilities.equipped.indexOf(abilityId);
    // Moving onto an occupied slot swaps the two, as dragging between slots does.
    if (current >= 0) abilities.equipped[current] = abilities.equipped[slotIndex] ?? null;
  }
  abilities.equipped[slotIndex] = abilityId;
  const loadout = activeLoadout(world);
  if (loadout) loadout.slots = abilities.equipped.slice();
  return null;
}

/** Saves the current slots as a new loadout and makes it the active one. */
export function createLoadout(world: GameState, name: unknown, events: GameEvent[]): string | null {
  const clean = cleanName(name);
  if (clean === null) return LOADOUT_MESSAGES.badName;
  const abilities = world.abilities;
  if (abilities.loadouts.some((entry) => entry.name.toLowerCase() === clean.toLowerCase()))
    return LOADOUT_MESSAGES.taken(clean);
  if (abilities.loadouts.length >= MAX_LOADOUTS) return LOADOUT_MESSAGES.tooMany;
  for (const entry of abilities.loadouts) entry.isActive = false;
  abilities.loadouts.push({ name: clean, slots: abilities.equipped.slice(), isActive: true });
  abilities.activeLoadout = clean;
  events.push({ type: 'loadoutSwitched', name: clean });
  return null;
}

export function renameLoadout(world: GameState, name: unknown, newName: unknown): string | null {
  const abilities = world.abilities;
  const loadout = abilities.loadouts.find((entry) => entry.name === name);
  if (!loadout) return LOADOUT_MESSAGES.unknown(String(name));
  if (loadout.name === DEFAULT_LOADOUT) return 'The Default loadout keeps its name';
  const clean = cleanName(newName);
  if (clean === null) return LOADOUT_MESSAGES.badName;
  if (abilities.loadouts.some((entry) => entry !== loadout && entry.name.toLowerCase() === clean.toLowerCase()))
    return LOADOUT_MESSAGES.taken(clean);
  if (abilities.activeLoadout === loadout.name) abilities.activeLoadout = clean;
  loadout.name = clean;
  return null;
}

export function deleteLoadout(world: GameState, name: unknown, events: GameEvent[]): string | null {
  const abilities = world.abilities;
  const index = abilities.loadouts.findIndex((entry) => entry.name === name);
  if (index < 0) return LOADOUT_MESSAGES.unknown(String(name));
  if (abilities.loadouts[index]!.name === DEFAULT_LOADOUT) return LOADOUT_MESSAGES.keepDefault;
  const wasActive = abilities.activeLoadout === name;
  abilities.loadouts.splice(index, 1);
  if (wasActive) return switchLoadout(world, DEFAULT_LOADOUT, events);
  return null;
}

/** Puts a loadout's abilities in the slots (ones no longer known are left empty). */
export function switchLoadout(world: GameState, name: unknown, events: GameEvent[]): string | null {
  const abilities = world.abilities;
  const loadout = abilities.loadouts.find((entry) => entry.name === name);
  if (!loadout) return LOADOUT_MESSAGES.unknown(String(name));
  for (const entry of abilities.loadouts) entry.isActive = entry === loadout;
  abilities.activeLoadout = loadout.name;
  abilities.equipped = Array.from({ length: ABILITY_SLOT_COUNT }, (_, slot) => {
    const id = loadout.slots[slot] ?? null;
    return id !== null && abilities.unlocked[id] ? id : null;
  });
  abilities.queuedCast = null;
  events.push({ type: 'loadoutSwitched', name: loadout.name });
  return null;
}

export function setAbilityPriorities(world: GameState, abilityIds: unknown): string | null {
  const abilities = world.abilities;
  if (!Array.isArray(abilityIds) || abilityIds.length > ABILITY_SLOT_COUNT) return LOADOUT_MESSAGES.badPriorities;
  const seen = new Set<string>();
  for (const id of abilityIds) {
    if (typeof id !== 'string' || seen.has(id) || !abilities.unlocked[id]) return LOADOUT_MESSAGES.badPriorities;
    seen.add(id);
  }
  abilities.autoUsePriorities = [...seen];
  return null;
}

export function setAbilityCondition(world: GameState, abilityId: unknown, condition: unknown): string | null {
  if (typeof abilityId !== 'string' || !ABILITIES_BY_ID[abilityId]) return `Unknown ability: ${String(abilityId)}`;
  if (!world.abilities.unlocked[abilityId]) return 'Ability not unlocked';
  if (!(ABILITY_CONDITIONS as readonly unknown[]).includes(condition))
    return LOADOUT_MESSAGES.badCondition(String(condition));
  if (condition === 'always') Reflect.deleteProperty(world.abilities.conditions, abilityId);
  else world.abilities.conditions[abilityId] = condition as AbilityCondition;
  return null;
}

export type AbilityBookCommands = {
  /** null clears the slot; an ability already slotted elsewhere swaps places. */
  readonly equipAbility: { abilityId: string | null; slotIndex: number };
  readonly setAbilityManualMode: { manualMode: boolean };
  /** Fires an equipped ability on this tick's turn (manual mode, or jumping the auto-use order). */
  readonly castAbility: { abilityId: string };
  readonly createLoadout: { name: string };
  readonly renameLoadout: { name: string; newName: string };
  readonly deleteLoadout: { name: string };
  readonly switchLoadout: { name: string };
  readonly setAbilityPriorities: { abilityIds: string[] };
  readonly setAbilityCondition: { abilityId: string; condition: AbilityCondition };
};

export const abilityBookSystem = defineSystem<'abilityBook', AbilityBookCommands, Record<never, never>>({
  id: 'abilityBook',
  commands: {
    equipAbility: (world, command) => equipAbility(world, command.abilityId, command.slotIndex),
    setAbilityManualMode: (world, command) => {
      if (typeof command.manualMode !== 'boolean') return 'manualMode must be true or false';
      world.abilities.manualMode = command.manualMode;
      return null;
    },
    castAbility: (world, command) => {
      const refusal = castRefusal(world, command.abilityId);
      if (refusal) return refusal;
      world.abilities.queuedCast = command.abilityId;
      // The cast takes the hunter's turn now rather than after the swing timer.
      world.combat.nextPlayerActionAt = Math.min(world.combat.nextPlayerActionAt, world.sim.nowMs);
      return null;
    },
    createLoadout: (world, command, tick) => createLoadout(world, command.name, tick.events),
    renameLoadout: (world, command) => renameLoadout(world, command.name, command.newName),
    deleteLoadout: (world, command, tick) => deleteLoadout(world, command.name, tick.events),
    switchLoadout: (world, command, tick) => switchLoadout(world, command.name, tick.events),
    setAbilityPriorities: (world, command) => setAbilityPriorities(world, command.abilityIds),
    setAbilityCondition: (world, command) => setAbilityCondition(world, command.abilityId, command.condition),
  },
  emits: ['loadoutSwitched'],
});
