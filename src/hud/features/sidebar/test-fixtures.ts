import type { SidebarData } from '@/hud/game/sidebar-data';

/** A mid-game hunter for sidebar tests. */
export function sampleSidebarData(overrides: Partial<SidebarData> = {}): SidebarData {
  return {
    player: { username: 'nightblade12345', level: 12, rank: 'E', accountTier: 'demo' },
    character: {
      health: 80,
      maxHealth: 100,
      mana: 30,
      maxMana: 50,
      strength: 14,
      agility: 11,
      vitality: 9,
      intelligence: 7,
      perception: 6,
    },
    skills: [
      { id: 'bladework', level: 11, progress: 0.5, isTraining: true },
      { id: 'defense', level: 10, progress: 0.25 },
      { id: 'smithing', level: 4, progress: 0.1 },
    ],
    achievements: [
      {
        id: 'a1',
        name: 'First Blood',
        description: 'Defeat your first enemy.',
        category: 'Combat',
        current: 1,
        target: 1,
        unlocked: true,
        reward: '50 gold',
      },
      {
        id: 'a2',
        name: 'Rift Walker',
        description: 'Clear 10 rifts.',
        category: 'Exploration',
        current: 3,
        target: 10,
        unlocked: false,
      },
      {
        id: 'a3',
        name: 'Apprentice Smith',
        description: 'Forge 5 items.',
        category: 'Crafting',
        current: 2,
        target: 5,
        unlocked: false,
      },
      {
        id: 'a4',
        name: 'Deep Pockets',
        description: 'Hold 1,000 gold.',
        category: 'Wealth',
        current: 400,
        target: 1000,
        unlocked: false,
      },
      {
        id: 'a5',
        name: 'Hidden Fifth',
        description: 'Not shown in the panel.',
        category: 'Combat',
        current: 0,
        target: 1,
        unlocked: false,
      },
    ],
    rank: {
      benefits: [],
      trialInProgress: false,
      nextAttemptAt: null,
      next: {
        rank: 'D',
        flagshipRiftName: 'The Tutorial Rift',
        riftCleared: true,
        skillLevelRequired: 10,
        combatSkills: [
          { id: 'bladework', level: 11 },
          { id: 'defense', level: 10 },
        ],
        skillsRequirementMet: true,
        totalXp: 6000,
        requiredXp: 5000,
        trialCompleted: false,
        canStartTrial: true,
        tierMessage: null,
      },
    },
    ...overrides,
  };
}

export { signedInAuth } from '@/hud/game/testing/auth-value';
