/**
 * The smart strategy's rules (spec 000 §4), tried in order at every field where server and client
 * differ; a field no rule claims is walked into (objects), merged by id (arrays of entries with ids),
 * or settled for the server ("anything else: server wins").
 */
import { isJsonObject, type AccountTier, type JsonObject, type JsonValue } from '@/persistence/save-shape';
import {
  isIdentifiedArray,
  isPrimitiveArray,
  jsonEqual,
  mergeById,
  unionOfValues,
} from '@/persistence/cloud/json-merge';
import {
  fieldName,
  type FieldChange,
  type NodeContext,
  type NodeRule,
  type ResolvedNode,
} from '@/persistence/cloud/reconcile-types';

/** Premium purchase, achievements, hunter rank, total deaths: the server's word is final. */
const SERVER_AUTHORITATIVE_FIELDS = [
  'player.accountTier',
  'player.hunterRank',
  'stats.deaths',
  'deathPenalty.statistics.totalDeaths',
];
const PREMIUM_KEY = /premium|purchase/i;

/** Level, total kills: the higher number wins (quest progress is handled under `quests`). */
const HIGHER_WINS_FIELDS = ['player.level', 'stats.enemiesKilled'];

/** Areas discovered (and rifts cleared): a discovery is never undone, so both lists are joined. */
const UNION_FIELDS = ['combat.discoveredAreas', 'combat.clearedRifts'];

const CURRENT_COMBAT_KEYS = ['currentAreaId', 'currentEnemyId', 'combatStartTime', 'enemyHealth'];

const TIMESTAMP_KEY = /^(timestamp|lastSaved|lastUpdated)$|At$|^last[A-Z]\w*Time$/;

export const DEFAULT_MAX_HEALTH = 100;
export const DEFAULT_MAX_MANA = 50;
export const EXPERIENCE_PER_LEVEL_CAP = 1000;

/** Skill level caps per tier (DESIGN ruling 2). */
const SKILL_LEVEL_CAP: Record<AccountTier, number> = {
  demo: 15,
  base: 99,
  expansion_1: 100,
  expansion_2: 100,
  supporter: 100,
};

const serverWins = (context: NodeContext): ResolvedNode => ({ value: context.server, resolution: 'server-wins' });

function numberAt(root: JsonObject, path: readonly string[]): number | undefined {
  let node: JsonValue | undefined = root;
  for (const key of path) node = isJsonObject(node) ? node[key] : undefined;
  return typeof node === 'number' && Number.isFinite(node) ? node : undefined;
}

function inRange(value: JsonValue, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function clientIfPlausible(context: NodeContext, plausible: boolean): ResolvedNode {
  return plausible
    ? { value: context.client, resolution: 'client-wins' }
    : { value: context.server, resolution: 'client-implausible' };
}

/** Health 0..maxHealth (default 100), mana 0..maxMana (default 50), experience 0..level x 1000. */
function plausiblePlayerValue(key: string, value: JsonValue, clientRoot: JsonObject): boolean {
  const positive = (n: number | undefined): number | undefined => (n !== undefined && n > 0 ? n : undefined);
  switch (key) {
    case 'health':
      return inRange(value, 0, positive(numberAt(clientRoot, ['player', 'maxHealth'])) ?? DEFAULT_MAX_HEALTH);
    case 'mana':
      return inRange(value, 0, positive(numberAt(clientRoot, ['player', 'maxMana'])) ?? DEFAULT_MAX_MANA);
    default:
      return inRange(value, 0, (positive(numberAt(clientRoot, ['player', 'level'])) ?? 1) * EXPERIENCE_PER_LEVEL_CAP);
  }
}

/** Every item has its own non-empty id and a whole, non-negative quantity. */
export function plausibleInventoryItems(value: JsonValue): boolean {
  if (!Array.isArray(value)) return false;
  const ids = new Set<string>();
  for (const item of value) {
    if (!isJsonObject(item) || typeof item.id !== 'string' || item.id === '' || ids.has(item.id)) return false;
    if (typeof item.quantity !== 'number' || !Number.isInteger(item.quantity) || item.quantity < 0) return false;
    ids.add(item.id);
  }
  return true;
}

/** A skill within the tier's level cap, with non-negative experience and a training flag. */
export function plausibleSkill(value: JsonValue, tier: JsonValue | undefined): boolean {
  if (!isJsonObject(value)) return false;
  const cap = typeof tier === 'string' && tier in SKILL_LEVEL_CAP ? SKILL_LEVEL_CAP[tier as AccountTier] : 100;
  const { level, experience, isTraining } = value;
  return (
    typeof level === 'number' &&
    Number.isInteger(level) &&
    level >= 1 &&
    level <= cap &&
    inRange(experience ?? -1, 0, Number.MAX_SAFE_INTEGER) &&
    typeof isTraining === 'boolean'
  );
}

/** Current combat: ids are strings or null, the start time not after the client's save, enemy health >= 0. */
export function plausibleCurrentCombat(combat: JsonObject, clientRoot: JsonObject): boolean {
  const optionalId = (value: JsonValue | undefined): boolean =>
    value === undefined || value === null || typeof value === 'string';
  const lastSaved = numberAt(clientRoot, ['lastSaved']) ?? Number.MAX_SAFE_INTEGER;
  const start = combat.combatStartTime;
  const health = combat.enemyHealth;
  return (
    optionalId(combat.currentAreaId) &&
    optionalId(combat.currentEnemyId) &&
    (start === undefined || start === null || inRange(start, 0, lastSaved)) &&
    (health === undefined || health === null || inRange(health, 0, Number.MAX_VALUE))
  );
}

function resolveCurrentCombat(context: NodeContext): ResolvedNode {
  const server = context.server as JsonObject;
  const client = context.client as JsonObject;
  const value = context.resolveChildren(CURRENT_COMBAT_KEYS);
  const plausible = plausibleCurrentCombat(client, context.clientRoot);
  const changes: FieldChange[] = [];
  for (const key of CURRENT_COMBAT_KEYS) {
    const chosen = plausible ? client[key] : server[key];
    const fallback = plausible ? server[key] : client[key];
    const kept = chosen === undefined ? fallback : chosen;
    if (kept !== undefined) value[key] = kept;
    if (server[key] !== undefined && client[key] !== undefined && !jsonEqual(server[key], client[key])) {
      changes.push({
        field: fieldName([...context.path, key]),
        resolution: plausible ? 'client-wins' : 'client-implausible',
      });
    }
  }
  return { value, changes };
}

/**
 * A skill: the client's when plausible (tier cap, spec 000 §4) and not behind the server's cumulative
 * XP. Skill XP never goes down in play, so a lower value is another device's progress not seen yet;
 * taking it would undo that progress (and the server's save guard refuses XP going backwards).
 */
function resolveSkill(context: NodeContext): ResolvedNode {
  const { server, client, serverRoot } = context;
  const tier = isJsonObject(serverRoot.player) ? serverRoot.player.accountTier : undefined;
  if (!plausibleSkill(client, tier)) return { value: server, resolution: 'client-implausible' };
  const serverXp = isJsonObject(server) && typeof server.experience === 'number' ? server.experience : -Infinity;
  const clientXp = isJsonObject(client) && typeof client.experience === 'number' ? client.experience : -Infinity;
  if (serverXp > clientXp) return { value: server, resolution: 'higher-wins' };
  return { value: client, resolution: 'client-wins' };
}

function higher(context: NodeContext): ResolvedNode {
  const { server, client } = context;
  return {
    value: typeof client === 'number' && typeof server === 'number' && client > server ? client : server,
    resolution: 'higher-wins',
  };
}

function later(context: NodeContext): ResolvedNode | undefined {
  const { server, client } = context;
  if (typeof server === 'number' && typeof client === 'number')
    return { value: Math.max(server, client), resolution: 'later-wins' };
  if (
    typeof server === 'string' &&
    typeof client === 'string' &&
    !Number.isNaN(Date.parse(server)) &&
    !Number.isNaN(Date.parse(client))
  ) {
    return { value: Date.parse(client) > Date.parse(server) ? client : server, resolution: 'later-wins' };
  }
  return undefined;
}

/** Quest progress: counters take the higher value, quest lists merge by quest with the higher progress. */
function resolveQuests(context: NodeContext): ResolvedNode | undefined {
  const { server, client } = context;
  if (typeof server === 'number' && typeof client === 'number') return higher(context);
  if (!Array.isArray(server) || !Array.isArray(client)) return undefined;
  const idKeys = ['questId', 'id'];
  const identified = (list: JsonValue[]): boolean => list.length === 0 || isIdentifiedArray(list, idKeys);
  if (identified(server) && identified(client)) {
    const progress = (entry: JsonObject): number => (typeof entry.progress === 'number' ? entry.progress : -Infinity);
    return {
      value: mergeById(
        server as JsonObject[],
        client as JsonObject[],
        (a, b) => (progress(b) > progress(a) ? b : a),
        idKeys,
      ),
      resolution: 'higher-wins',
    };
  }
  if (isPrimitiveArray(server) && isPrimitiveArray(client))
    return { value: unionOfValues(server, client), resolution: 'union' };
  return undefined;
}

export const smartRule: NodeRule = (context) => {
  const { path, server, client } = context;
  const field = fieldName(path);
  const key = path[path.length - 1] ?? '';

  if (
    SERVER_AUTHORITATIVE_FIELDS.includes(field) ||
    path.includes('achievements') ||
    path.some((segment) => PREMIUM_KEY.test(segment))
  )
    return serverWins(context);

  if (field === 'player.health' || field === 'player.mana' || field === 'player.experience')
    return clientIfPlausible(context, plausiblePlayerValue(key, client, context.clientRoot));
  if (field === 'inventory.items') return clientIfPlausible(context, plausibleInventoryItems(client));
  if (path.length === 2 && path[0] === 'skills') return resolveSkill(context);
  if (field === 'combat' && isJsonObject(server) && isJsonObject(client)) return resolveCurrentCombat(context);

  if (HIGHER_WINS_FIELDS.includes(field)) return higher(context);
  if (path[0] === 'quests' && path.length > 1) {
    const quest = resolveQuests(context);
    if (quest) return quest;
  }
  if (UNION_FIELDS.includes(field) && Array.isArray(server) && Array.isArray(client))
    return { value: unionOfValues(server, client), resolution: 'union' };

  if (TIMESTAMP_KEY.test(key)) return later(context);
  // Identified entries merge by id in the walker; anything else is the server's.
  return undefined;
};
