/**
 * The inventory scroll benchmark's page (bench/suites/inventory.ts): the real /game/inventory page
 * over the full-supporter world (500 unequipped stacks and a full satchel) on a real game session,
 * and a scroller that moves its grid from top to bottom a few pixels per frame while the Long
 * Animation Frames API counts frames over 50 ms.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import '@/index.css';
import { GameSessionContext } from '@/hud/game/game-session';
import { createTestSession } from '@/hud/game/testing/test-session';
import { InventoryPage } from '@/hud/features/inventory/InventoryPage';
import { createFullSupporterWorld } from '@/persistence/testing/full-supporter';
import { LongFrameCounter } from './frame-probes';

declare global {
  interface Window {
    __inventoryBench?: {
      ready: boolean;
      stacks: number;
      /** From rendering the page to the frame after its grid appeared (opening the inventory). */
      firstRenderMs: number;
      scroll: (
        pixelsPerFrame: number,
      ) => Promise<{ frames: number; longFrames: number; worstMs: number; p95Ms: number }>;
    };
  }
}

const world = createFullSupporterWorld();
const { session } = createTestSession(world);
const counter = new LongFrameCounter();

const renderStarted = performance.now();
createRoot(document.getElementById('root')!).render(
  <MemoryRouter initialEntries={['/game/inventory']}>
    <GameSessionContext.Provider value={session}>
      <main className="min-h-screen bg-background p-3 text-foreground">
        <InventoryPage />
      </main>
    </GameSessionContext.Provider>
  </MemoryRouter>,
);

function grid(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="inventory-grid"]');
}

async function scroll(pixelsPerFrame: number) {
  const element = grid();
  if (!element) throw new Error('No inventory grid on the page');
  element.scrollTop = 0;
  const intervals: number[] = [];
  counter.begin();
  await new Promise<void>((resolve) => {
    let last = 0;
    const frame = (now: number) => {
      if (last > 0) intervals.push(now - last);
      last = now;
      element.scrollTop += pixelsPerFrame;
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // One more frame so the last scroll's frame is reported.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  const report = counter.end();
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    frames: intervals.length,
    longFrames: report.count,
    worstMs: report.worstMs,
    p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
  };
}

const waitForGrid = () =>
  new Promise<void>((resolve) => {
    const poll = () => (grid() ? resolve() : setTimeout(poll, 50));
    poll();
  });

void waitForGrid().then(async () => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const firstRenderMs = performance.now() - renderStarted;
  window.__inventoryBench = {
    ready: true,
    firstRenderMs,
    stacks: world.inventory.items.filter((entry) => !entry.equipped).length,
    scroll,
  };
});
