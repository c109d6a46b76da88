/** A small valid save for unit tests (the shape of a fresh demo character, spec 000 §9). */
import type { SaveState } from '@/persistence/save-shape';

export interface SampleSaveOptions {
  playerId?: string;
  lastSaved?: number;
}

export function createSampleSave(options: SampleSaveOptions = {}): SaveState {
  const playerId = options.playerId ?? 'user-1';
  const lastSaved = options.lastSaved ?? 1_700_000_000_000;
  const state = {
    version: 1,
    playerId,
    timestamp: lastSaved,
    createdAt: Math.max(0, lastSaved - 60_000),
    lastSaved,
    player: {
      id: playerId,
      username: 'hunter12345',
      level: 1,
      experience: 0,
      health: 100,
      maxHealth: 100,
      mana: 50,
      maxMana: 50,
      attack: 10,
      defense: 10,
      critChance: 0.05,
      critDamage: 1.5,
      hunterRank: 'E',
      accountTier: 'demo',
      unlockedTitles: [],
      firstOfflineDeathOccurred: false,
    },
    resources: { gold: 100, materials: {}, mana: { current: 50, max: 50 }, energy: { current: 100, max: 100 }, comboPoints: { current: 0, max: 5 } },
    inventory: {
      items: [
        { id: 'item-sword', playerId, itemId: 'basic_sword', quantity: 1, equipped: true, slot: 'weapon' },
        { id: 'item-armor', playerId, itemId: 'cloth_armor', quantity: 1, equipped: true, slot: 'chest' },
        { id: 'item-hp', playerId, itemId: 'health_potion_small', quantity: 5, equipped: false },
        { id: 'item-mp', playerId, itemId: 'mana_potion_small', quantity: 3, equipped: false },
      ],
      maxSlots: 50,
    },
    skills: Object.fromEntries(
      ['bladework', 'marksmanship', 'defense', 'athleticism', 'survival', 'alchemy', 'smithing', 'artifice', 'witchcraft', 'command'].map((id) => [id, { level: 1, experience: 0, isTraining: false }]),
    ),
    combat: { currentAreaId: null, currentEnemyId: null, combatStartTime: null, enemyHealth: null, clearedRifts: [], discoveredAreas: ['shadow_outskirts'] },
    stats: { totalPlaytime: 0, enemiesKilled: 0, deaths: 0, pvpWins: 0, pvpLosses: 0 },
    quests: { active: [], completed: [], abandoned: [], statistics: { totalCompleted: 0, totalAbandoned: 0, totalFailed: 0, perfectCompletions: 0 } },
    achievements: { list: [], totalPoints: 0 },
    tutorial: { completed: false, completedAt: null },
  };
  return state as SaveState;
}
