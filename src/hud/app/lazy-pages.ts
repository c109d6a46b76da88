import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export. */
function lazyNamed<Module extends Record<string, unknown>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Everything behind /game (and the pages a signed-out visitor rarely opens) loads on demand:
// the homepage's bundle stays small, and Pixi comes only with /game.
export const GameShell = lazyNamed(() => import('./GameShell'), 'GameShell');
export const UpgradePage = lazyNamed(() => import('./UpgradeRoute'), 'UpgradeRoute');
export const AdminLoginPage = lazyNamed(() => import('@/hud/features/auth/AdminLoginPage'), 'AdminLoginPage');
export const AdminPage = lazyNamed(() => import('@/hud/features/admin/AdminPage'), 'AdminPage');
export const GameHomePage = lazyNamed(() => import('@/hud/features/game-home/GameHomePage'), 'GameHomePage');
export const SkillRoute = lazyNamed(() => import('./SkillRoute'), 'SkillRoute');
export const SettingsPage = lazyNamed(() => import('@/hud/features/settings/SettingsPage'), 'SettingsPage');
export const NotFoundPage = lazyNamed(() => import('@/hud/components/NotFoundPage'), 'NotFoundPage');
export const CombatPage = lazyNamed(() => import('@/hud/features/combat/CombatPage'), 'CombatPage');
export const MiningPage = lazyNamed(() => import('@/hud/features/mining/MiningPage'), 'MiningPage');
export const CraftingPage = lazyNamed(() => import('@/hud/features/crafting/CraftingPage'), 'CraftingPage');
export const RaidRiftsPage = lazyNamed(() => import('@/hud/features/raid-rifts/RaidRiftsPage'), 'RaidRiftsPage');
export const ArenaPage = lazyNamed(() => import('@/hud/features/arena/ArenaPage'), 'ArenaPage');
export const QuestsPage = lazyNamed(() => import('@/hud/features/quests/QuestsPage'), 'QuestsPage');
export const InventoryPage = lazyNamed(() => import('@/hud/features/inventory/InventoryPage'), 'InventoryPage');
export const EquipmentPage = lazyNamed(() => import('@/hud/features/equipment/EquipmentPage'), 'EquipmentPage');
export const BankPage = lazyNamed(() => import('@/hud/features/bank/BankPage'), 'BankPage');
export const WraithsPage = lazyNamed(() => import('@/hud/features/wraiths/WraithsPage'), 'WraithsPage');
export const AbilitiesPage = lazyNamed(() => import('@/hud/features/abilities/AbilitiesPage'), 'AbilitiesPage');
export const AchievementsPage = lazyNamed(
  () => import('@/hud/features/achievements/AchievementsPage'),
  'AchievementsPage',
);
export const StorePage = lazyNamed(() => import('@/hud/features/store/StorePage'), 'StorePage');
export const PremiumStorePage = lazyNamed(
  () => import('@/hud/features/premium-store/PremiumStorePage'),
  'PremiumStorePage',
);
export const EventsPage = lazyNamed(() => import('@/hud/features/events/EventsPage'), 'EventsPage');
export const ActivityPage = lazyNamed(() => import('@/hud/features/activity/ActivityPage'), 'ActivityPage');
export const CombatStatsPage = lazyNamed(
  () => import('@/hud/features/combat-stats/CombatStatsPage'),
  'CombatStatsPage',
);
export const AudioSettingsPage = lazyNamed(
  () => import('@/hud/features/audio-settings/AudioSettingsPage'),
  'AudioSettingsPage',
);
export const DebugActivityPage = lazyNamed(
  () => import('@/hud/features/debug-activity/DebugActivityPage'),
  'DebugActivityPage',
);
export const DebugBalancePage = lazyNamed(
  () => import('@/hud/features/debug-balance/DebugBalancePage'),
  'DebugBalancePage',
);
export const TemplatesPage = lazyNamed(() => import('./SandboxRoute'), 'SandboxRoute');
