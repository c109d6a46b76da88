import type { TitleDef } from './types';

/**
 * Titles earned by achievements (spec 001 §9), one row per title an achievement in achievements.ts
 * rewards, each rewarded by exactly one. A hunter shows one chosen title beside the name; the skill
 * titles ("Adept of Bladework") come from LEVEL_TITLES in skills.ts instead.
 */
export const ACHIEVEMENT_TITLES = [
  {
    id: 'title_rift_reaper',
    name: 'the Rift Reaper',
    description: 'Earned by slaying 5,000 foes (Rift Reaper).',
  },
  {
    id: 'title_harbinger',
    name: 'the Harbinger of Ruin',
    description: 'Earned by slaying 50,000 foes (Harbinger of Ruin).',
  },
  {
    id: 'title_stormhand',
    name: 'Stormhand',
    description: 'Earned by using 6 different abilities in one fight (Six-Fold Storm).',
  },
  {
    id: 'title_boss_hunter',
    name: 'the Boss Hunter',
    description: 'Earned by slaying 10 bosses (Boss Hunter).',
  },
  {
    id: 'title_exterminator',
    name: 'the Exterminator',
    description: 'Earned by slaying all 16 boss types (Boss Exterminator).',
  },
  {
    id: 'title_abyss_crowned',
    name: 'the Abyss-Crowned',
    description: 'Earned by reaching rank SSS (Crowned in the Abyss).',
  },
  {
    id: 'title_cartographer',
    name: 'the Cartographer',
    description: 'Earned by setting foot in 12 different areas (Cartographer).',
  },
  {
    id: 'title_riftkeeper',
    name: 'Riftkeeper',
    description: 'Earned by clearing all 8 flagship rifts (Rift Keeper).',
  },
  {
    id: 'title_master_of_all_trades',
    name: 'Master of All Trades',
    description: 'Earned by raising every skill to level 50 (Master of All Trades).',
  },
  {
    id: 'title_unsurpassed',
    name: 'the Unsurpassed',
    description: 'Earned by reaching level 100 in any skill (Grandmaster).',
  },
  {
    id: 'title_warden_of_the_restless',
    name: 'Warden of the Restless',
    description: 'Earned by bonding all 8 wraiths (Host of the Restless).',
  },
] as const satisfies readonly TitleDef[];
