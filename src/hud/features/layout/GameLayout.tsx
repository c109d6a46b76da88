import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Dock, DockProvider } from '@/hud/components/ui/dock';
import { SidebarInset } from '@/hud/components/ui/sidebar';
import { SidebarProvider } from '@/hud/components/ui/sidebar-context';
import { GameErrorBoundary } from '@/hud/components/boundaries';
import { gamePageTitle } from '@/hud/game/page-catalog';
import { GamePageWrapper } from './GamePageWrapper';
import { InitializingOverlay } from './InitializingOverlay';
import { TopBar } from './TopBar';

export interface GameLayoutProps {
  /** The game sidebar, drawn inside the layout's SidebarProvider (hud/app passes features/sidebar's GameSidebar). */
  sidebar: ReactNode;
  /** The cloud-save status button, drawn in the top bar. */
  cloudStatus?: ReactNode;
  /** A notice across the top of the main area (the read-only banner of a second tab). */
  banner?: ReactNode;
  /** A one-line status under the top bar (hud/app passes hud/game's activity queue strip). */
  statusStrip?: ReactNode;
  /** Shows "Initializing Game / Creating your character..." over the game. */
  initializing?: boolean;
  initializingMessage?: string;
  /**
   * Dialogs and layers drawn above the page: the death recap, the tutorial, help... The activity chip and the help
   * button draw themselves into the dock at the bottom (ui/dock.tsx's InDock), so they never float over the page.
   */
  overlays?: ReactNode;
  /** Called by the game boundary's Restart Game. */
  onRestartGame?: () => void;
}

/** The signed-in game layout (spec 000 §2): sidebar, top bar, main area, and the dock across the bottom. */
export function GameLayout({
  sidebar,
  cloudStatus,
  banner,
  statusStrip,
  initializing = false,
  initializingMessage,
  overlays,
  onRestartGame,
}: GameLayoutProps) {
  const { pathname } = useLocation();
  return (
    <DockProvider>
      <SidebarProvider>
        {sidebar}
        <SidebarInset>
          <TopBar title={gamePageTitle(pathname)} cloudStatus={cloudStatus} />
          {statusStrip}
          {banner}
          <main className="flex-1" id="game-main">
            <GameErrorBoundary onRestart={onRestartGame}>
              <GamePageWrapper />
            </GameErrorBoundary>
          </main>
          <Dock />
        </SidebarInset>
        <InitializingOverlay open={initializing} message={initializingMessage} />
        {overlays}
      </SidebarProvider>
    </DockProvider>
  );
}
