import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SidebarProvider } from '@/hud/components/ui/sidebar-context';
import { AuthContext } from '@/hud/game/auth-context';
import { ErrorLogProvider } from '@/hud/game/error-log-context';
import { GAME_PAGES, gamePageTitle, type GamePageInfo } from '@/hud/game/page-catalog';
import { SKILL_GROUPS, skillPath } from '@/hud/game/skill-catalog';
import { GameSidebar } from '@/hud/features/sidebar/GameSidebar';
import { sampleSidebarData, signedInAuth } from '@/hud/features/sidebar/test-fixtures';
import { ErrorLog } from '@/platform/error-log/error-log';
import { GAME_PAGE_ROUTES, gamePath } from './route-table';

// Issue 32: the sidebar leads to every page a player uses, read from the router's own table, so a page added to the
// router without a link fails here.

const restricted = (path: string) =>
  (GAME_PAGES as Record<string, GamePageInfo | undefined>)[path.split('/')[0] ?? '']?.restricted === true;

function renderSidebar() {
  render(
    <ErrorLogProvider log={new ErrorLog()}>
      <AuthContext.Provider value={signedInAuth()}>
        <MemoryRouter initialEntries={['/game']}>
          <SidebarProvider>
            <GameSidebar data={sampleSidebarData()} loading={false} />
          </SidebarProvider>
        </MemoryRouter>
      </AuthContext.Provider>
    </ErrorLogProvider>,
  );
  return [...document.querySelectorAll('a[href]')];
}

describe('the sidebar and the router', () => {
  it('links every page a player uses, named as the top bar names it', () => {
    const links = renderSidebar();
    const hrefs = links.map((link) => link.getAttribute('href'));
    const pages = GAME_PAGE_ROUTES.filter(({ path }) => !restricted(path) && !path.includes(':'));
    expect(pages.length).toBeGreaterThan(15);
    for (const { path } of pages) {
      const to = gamePath(path);
      expect(hrefs, to).toContain(to);
      // Its name says the page it opens, as the top bar names it ("View All achievements" for Achievements).
      const names = links
        .filter((link) => link.getAttribute('href') === to)
        .map((link) => (link.getAttribute('aria-label') ?? link.textContent ?? '').toLowerCase());
      expect(names, to).toContainEqual(expect.stringContaining(gamePageTitle(to).toLowerCase()));
    }
  });

  it('reaches every skill page through the skill groups, and leaves the admin pages to the footer', () => {
    expect(GAME_PAGE_ROUTES.some(({ path }) => path === 'skills/:skillName')).toBe(true);
    const hrefs = renderSidebar().map((link) => link.getAttribute('href'));
    // The Combat group is open at first; the others hold their skills behind their toggles.
    for (const skill of SKILL_GROUPS[0]!.skills) expect(hrefs).toContain(skillPath(skill.id));
    for (const group of SKILL_GROUPS)
      expect(screen.getByRole('button', { name: new RegExp(group.name) })).toBeVisible();
    // Not an admin: no admin or development page is offered.
    for (const { path } of GAME_PAGE_ROUTES.filter((route) => restricted(route.path)))
      expect(hrefs).not.toContain(gamePath(path));
  });
});
