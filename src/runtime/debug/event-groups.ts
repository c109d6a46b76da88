import type { Command } from '@/core/commands';
import type { GameEvent, GameEventType } from '@/core/events';

/** The families the debug activity page filters core events by. */
export const EVENT_GROUPS = [
  'combat',
  'hits',
  'training',
  'mining',
  'crafting',
  'loot',
  'quests',
  'progress',
  'wraiths',
  'queue',
  'system',
] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

export const EVENT_GROUP_LABELS: Record<EventGroup, string> = {
  combat: 'Combat',
  hits: 'Hits & spawns',
  training: 'Training',
  mining: 'Mining',
  crafting: 'Crafting',
  loot: 'Loot',
  quests: 'Quests',
  progress: 'Progress',
  wraiths: 'Wraiths',
  queue: 'Queue',
  system: 'System',
};

/** Every core event type in one group; a new event type fails the type check until it is placed. */
const GROUP_OF: Record<GameEventType, EventGroup> = {
  xpGained: 'progress',
  skillLevelUp: 'progress',
  playerLevelUp: 'progress',
  tierLimitReached: 'system',
  trainingStarted: 'training',
  trainingCompleted: 'training',
  trainingStopped: 'training',
  combatStarted: 'combat',
  combatStopped: 'combat',
  areaDiscovered: 'combat',
  enemySpawned: 'hits',
  attack: 'hits',
  abilityUsed: 'hits',
  effectDamage: 'hits',
  shieldAbsorbed: 'hits',
  loadoutSwitched: 'combat',
  wraithActed: 'hits',
  wraithBonded: 'wraiths',
  wraithLevelUp: 'wraiths',
  wraithSummoned: 'wraiths',
  wraithDismissed: 'wraiths',
  abilityUnlocked: 'progress',
  abilityRankUp: 'progress',
  enemyKilled: 'combat',
  lootDropped: 'loot',
  riftCleared: 'combat',
  riftRunStarted: 'combat',
  raidPhaseChanged: 'combat',
  raidBossEnraged: 'combat',
  raidChestOpened: 'loot',
  riftWaveStarted: 'combat',
  riftRunEnded: 'combat',
  potionUsed: 'combat',
  miningStarted: 'mining',
  harvestCompleted: 'mining',
  miningStopped: 'mining',
  stationUnlocked: 'crafting',
  queueEntryEnded: 'queue',
  craftStarted: 'crafting',
  craftCompleted: 'crafting',
  craftingStopped: 'crafting',
  playerDied: 'combat',
  respawned: 'combat',
  graceWarning: 'system',
  questAccepted: 'quests',
  questProgressed: 'quests',
  questCompleted: 'quests',
  questFailed: 'quests',
  questAbandoned: 'quests',
  dailyQuestsReset: 'quests',
  achievementUnlocked: 'progress',
  titleUnlocked: 'progress',
  itemEquipped: 'system',
  itemUnequipped: 'system',
  attributeAllocated: 'progress',
  rankChanged: 'progress',
  tierChanged: 'system',
  hunterRenamed: 'system',
  arenaDuelRecorded: 'system',
};

export function eventGroup(type: GameEventType): EventGroup {
  return GROUP_OF[type];
}

/**
 * Events that come many times a minute in a fight (each blow, each spawn, each XP grant): the log keeps
 * them apart, so a long fight does not push the rarer events out.
 */
export function isChatterEvent(event: GameEvent): boolean {
  return GROUP_OF[event.type] === 'hits' || event.type === 'xpGained';
}

const MAX_VALUE_CHARS = 80;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.length === 0) return '[]';
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    text = '[unreadable]';
  }
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/** The fields of an event or command but its type, as one line: "skill=bladework xp=12". */
export function payloadText(record: GameEvent | Command): string {
  return Object.entries(record)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}=${valueText(value)}`)
    .join(' ');
}
