/**
 * Mining (spec 001 §5: nodes, harvests, Survival XP). The saved state already holds a running harvest;
 * until the nodes and their commands arrive, this system completes a harvest whose end time passed
 * while the player was away.
 */
import { receiveItem } from '../inventory';
import { formatNumber } from '../offline-summary';
import type { GameEvent } from '../events';
import type { GameState } from '../state-types';
import { defineSystem } from '../system';
import { grantSkillXp, PROGRESSION_EVENTS } from './progression';

export interface OfflineMiningResult {
  nodeId: string;
  loot: { itemId: string; quantity: number }[];
  xp: number;
}

export function completeMining(world: GameState, endMs: number, events: GameEvent[]): OfflineMiningResult | null {
  const mining = world.mining.currentActivity;
  if (!mining || mining.endTime > endMs) return null;
  for (const loot of mining.expectedLoot) receiveItem(world, loot.itemId, loot.quantity);
  const xp = grantSkillXp(world, 'survival', mining.xp, 'mining', events);
  world.mining.totalHarvests += 1;
  const progress = world.mining.nodeProgress[mining.nodeId];
  if (progress) {
    progress.totalHarvests += 1;
    progress.lastMinedAt = mining.endTime;
  }
  world.mining.currentActivity = null;
  if (world.activity.current?.type === 'mining') world.activity.current = null;
  return { nodeId: mining.nodeId, loot: mining.expectedLoot.map((loot) => ({ ...loot })), xp };
}

export const miningSystem = defineSystem({
  id: 'mining',
  commands: {},
  emits: PROGRESSION_EVENTS,
  offline: (world, span) => {
    const mining = completeMining(world, span.startMs + span.countedMs, span.events);
    return {
      gains: { mining },
      summary: mining ? [`⛏️ Finished mining (+${formatNumber(mining.xp)} Survival XP).`] : [],
    };
  },
});
