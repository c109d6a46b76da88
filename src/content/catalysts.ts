import type { CatalystDef } from './types';

/**
 * Catalysts (spec 001 §9): materials put into a recipe's catalyst slots. Each unit gives effectValue
 * (a share of success, time or materials) up to maxStack units; empty stations or tiers mean every
 * station or tier. The spec leaves the stacks of aetherial_crest and living_essence open: 2 and 1.
 */
export const CATALYSTS = [
  {
    itemId: 'azure_crystal',
    kind: 'success_rate',
    effectValue: 0.1,
    maxStack: 2,
    stations: [],
    tiers: [],
    description: 'Each crystal slotted adds 10% to the craft’s success chance, and a third one only adds sparkle.',
  },
  {
    itemId: 'echoheart_gem',
    kind: 'success_rate',
    effectValue: 0.15,
    maxStack: 1,
    stations: [],
    tiers: [],
    description: 'One gem beating beside the work adds 15% to the success chance, and a second only argues with it.',
  },
  {
    itemId: 'eternium_shard',
    kind: 'success_rate',
    effectValue: 0.25,
    maxStack: 1,
    stations: [],
    tiers: ['master', 'legendary'],
    description:
      'Adds 25% to the success chance of master and legendary recipes, and refuses to be wasted on anything less.',
  },
  {
    itemId: 'voltrite_conductor',
    kind: 'time_reduction',
    effectValue: 0.2,
    maxStack: 3,
    stations: [],
    tiers: [],
    description:
      'Each coil cuts 20% off the craft time, up to three coils, before the sparks start cutting the crafter.',
  },
  {
    itemId: 'chrono_dust',
    kind: 'time_reduction',
    effectValue: 0.3,
    maxStack: 2,
    stations: [],
    tiers: [],
    description:
      'Each pinch cuts 30% off the craft time, up to two pinches, after which the hourglass stops cooperating.',
  },
  {
    itemId: 'aetherial_crest',
    kind: 'resource_efficiency',
    effectValue: 0.15,
    maxStack: 2,
    stations: [],
    tiers: [],
    description: 'Each crest hands back 15% of the materials after a successful craft, up to two crests per working.',
  },
  {
    itemId: 'living_essence',
    kind: 'resource_efficiency',
    effectValue: 0.2,
    maxStack: 1,
    stations: ['master_forge', 'dimensional_crucible'],
    tiers: [],
    description:
      'Hands back 20% of the materials after a successful craft, but only in the heat of the two great forges.',
  },
] as const satisfies readonly CatalystDef[];
