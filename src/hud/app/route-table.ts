import type * as Pages from './lazy-pages';

/**
 * The /game child routes, as data: routes.tsx builds the router from it, the sidebar's test checks that every page a
 * player uses has a link, and the end-to-end sweep (e2e/accessibility.spec.ts) visits every page from it. No JSX and
 * no page code here (the pages are named, and loaded on demand by lazy-pages.ts), so a test in Node can read it.
 */
export interface GamePageRoute {
  /** The path under /game: '' for /game itself; `:name` marks a parameter. */
  path: string;
  /** The lazy page drawn there (lazy-pages.ts). */
  page: keyof typeof Pages;
}

export const GAME_PAGE_ROUTES: readonly GamePageRoute[] = [
  { path: '', page: 'GameHomePage' },
  { path: 'admin', page: 'AdminPage' },
  { path: 'mining', page: 'MiningPage' },
  { path: 'crafting', page: 'CraftingPage' },
  { path: 'raid-rifts', page: 'RaidRiftsPage' },
  { path: 'arena', page: 'ArenaPage' },
  { path: 'store', page: 'StorePage' },
  { path: 'premium-store', page: 'PremiumStorePage' },
  { path: 'skills/:skillName', page: 'SkillRoute' },
  { path: 'abilities', page: 'AbilitiesPage' },
  { path: 'combat', page: 'CombatPage' },
  { path: 'combat-stats', page: 'CombatStatsPage' },
  { path: 'bank', page: 'BankPage' },
  { path: 'quests', page: 'QuestsPage' },
  { path: 'inventory', page: 'InventoryPage' },
  { path: 'equipment', page: 'EquipmentPage' },
  { path: 'wraiths', page: 'WraithsPage' },
  { path: 'achievements', page: 'AchievementsPage' },
  { path: 'events', page: 'EventsPage' },
  { path: 'audio-settings', page: 'AudioSettingsPage' },
  { path: 'settings', page: 'SettingsPage' },
  { path: 'debug-activity', page: 'DebugActivityPage' },
  { path: 'debug-balance', page: 'DebugBalancePage' },
  { path: 'activity', page: 'ActivityPage' },
  { path: 'templates', page: 'TemplatesPage' },
];

/** /game/skills alone opens the first skill's page. */
export const SKILLS_INDEX_REDIRECT = '/game/skills/bladework';

/** The full path of a /game child route ('' is /game). */
export const gamePath = (path: string): string => (path === '' ? '/game' : `/game/${path}`);
