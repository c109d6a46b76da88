import { Navigate, type RouteObject } from 'react-router-dom';
import { AuthCard } from '@/hud/features/auth/AuthCard';
import { HomePage } from '@/hud/features/home/HomePage';
import { GameGate } from './GameGate';
import * as Pages from './lazy-pages';
import { RootLayout } from './RootLayout';

/**
 * Spec 000 §2's route table, plus ruling 7's unprefixed links and /game/inventory for the sidebar's Inventory
 * link.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage authCard={<AuthCard />} /> },
      { path: '/admin-login', element: <Pages.AdminLoginPage /> },
      { path: '/upgrade', element: <Pages.UpgradePage /> },
      { path: '/achievements', element: <Navigate to="/game/achievements" replace /> },
      { path: '/wraiths', element: <Navigate to="/game/wraiths" replace /> },
      { path: '/equipment', element: <Navigate to="/game/equipment" replace /> },
      {
        path: '/game',
        element: <GameGate />,
        children: [
          { index: true, element: <Pages.GameHomePage /> },
          { path: 'admin', element: <Pages.AdminPage /> },
          { path: 'mining', element: <Pages.MiningPage /> },
          { path: 'crafting', element: <Pages.CraftingPage /> },
          { path: 'raid-rifts', element: <Pages.RaidRiftsPage /> },
          { path: 'arena', element: <Pages.ArenaPage /> },
          { path: 'store', element: <Pages.StorePage /> },
          { path: 'premium-store', element: <Pages.PremiumStorePage /> },
          { path: 'skills', element: <Navigate to="/game/skills/bladework" replace /> },
          { path: 'skills/:skillName', element: <Pages.SkillRoute /> },
          { path: 'abilities', element: <Pages.AbilitiesPage /> },
          { path: 'combat', element: <Pages.CombatPage /> },
          { path: 'combat-stats', element: <Pages.CombatStatsPage /> },
          { path: 'bank', element: <Pages.BankPage /> },
          { path: 'quests', element: <Pages.QuestsPage /> },
          { path: 'inventory', element: <Pages.InventoryPage /> },
          { path: 'equipment', element: <Pages.EquipmentPage /> },
          { path: 'wraiths', element: <Pages.WraithsPage /> },
          { path: 'achievements', element: <Pages.AchievementsPage /> },
          { path: 'events', element: <Pages.EventsPage /> },
          { path: 'audio-settings', element: <Pages.AudioSettingsPage /> },
          { path: 'settings', element: <Pages.SettingsPage /> },
          { path: 'debug-activity', element: <Pages.DebugActivityPage /> },
          { path: 'debug-balance', element: <Pages.DebugBalancePage /> },
          { path: 'activity', element: <Pages.ActivityPage /> },
          { path: 'templates', element: <Pages.TemplatesPage /> },
          { path: '*', element: <Pages.NotFoundPage /> },
        ],
      },
      // Any other top-level path goes home, replacing the history entry.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
