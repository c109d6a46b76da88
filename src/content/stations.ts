import type { StationDef } from './types';

/**
 * Crafting stations (spec 001 §9; DESIGN.md rulings 5 and 11): the workbench every hunter owns from
 * the start, and the spec's six stations with their exact unlock costs (player level, gold, items).
 * Unlocking and crafting live in the crafting system; crafting-content.test.ts checks the rows.
 */
export const STATIONS = [
  {
    id: 'basic_workbench',
    name: 'Battered Workbench',
    description:
      'Every hunter gets one on the first day, complete with somebody else’s knife marks and a leg that is shorter than the others.',
    requiredLevel: 1,
    unlockCost: { gold: 0, items: [] },
  },
  {
    id: 'basic_forge',
    name: 'Apprentice Forge',
    description:
      'A coal pit, a bellows and an anvil that rings true, rented to anyone who swears they know which end of the hammer to hold.',
    requiredLevel: 1,
    unlockCost: { gold: 100, items: [] },
  },
  {
    id: 'alchemy_lab',
    name: 'Alchemy Laboratory',
    description:
      'Glassware, burners and a ventilation hatch the last owner installed one explosion too late, fuelled by azure for the steadier flame.',
    requiredLevel: 5,
    unlockCost: { gold: 500, items: [{ itemId: 'azure_fragment', quantity: 10 }] },
  },
  {
    id: 'enchanting_table',
    name: 'Enchanting Table',
    description:
      'A slab of rift slate inlaid with echo shards that repeat every word of power back into the work until it finally sticks.',
    requiredLevel: 10,
    unlockCost: { gold: 1000, items: [{ itemId: 'echo_shards', quantity: 5 }] },
  },
  {
    id: 'artifice_workshop',
    name: 'Artificer’s Workshop',
    description:
      'Vices, springs and tiny screwdrivers around a rift chunk that keeps the room slightly larger than its walls allow.',
    requiredLevel: 15,
    unlockCost: { gold: 2500, items: [{ itemId: 'rift_chunks', quantity: 8 }] },
  },
  {
    id: 'master_forge',
    name: 'Wraithfire Forge',
    description:
      'Three wraithbone cores burn in its hearth without ever burning down, and the smiths agree not to ask whose they were.',
    requiredLevel: 25,
    unlockCost: { gold: 5000, items: [{ itemId: 'wraithbone_core', quantity: 3 }] },
  },
  {
    id: 'dimensional_crucible',
    name: 'Dimensional Crucible',
    description:
      'A bowl of eternium that melts metal in several worlds at once, so a failed casting is at least a failure everywhere.',
    requiredLevel: 50,
    unlockCost: { gold: 25000, items: [{ itemId: 'eternium_shard', quantity: 1 }] },
  },
] as const satisfies readonly StationDef[];
