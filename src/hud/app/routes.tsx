import { Navigate, type RouteObject } from 'react-router-dom';
import { AuthCard } from '@/hud/features/auth/AuthCard';
import { HomePage } from '@/hud/features/home/HomePage';
import { GameGate } from './GameGate';
import * as Pages from './lazy-pages';
import { RootLayout } from './RootLayout';
import { GAME_PAGE_ROUTES, SKILLS_INDEX_REDIRECT } from './route-table';

/**
 * Spec 000 §2's route table, plus ruling 7's unprefixed links and /game/inventory for the sidebar's Inventory
 * link. The /game pages come from route-table.ts, the list the sidebar's test and the end-to-end sweep read.
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
          ...GAME_PAGE_ROUTES.map(({ path, page }): RouteObject => {
            const Page = Pages[page];
            return path === '' ? { index: true, element: <Page /> } : { path, element: <Page /> };
          }),
          { path: 'skills', element: <Navigate to={SKILLS_INDEX_REDIRECT} replace /> },
          { path: '*', element: <Pages.NotFoundPage /> },
        ],
      },
      // Any other top-level path goes home, replacing the history entry.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
