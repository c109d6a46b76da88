import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/hud/game/auth-context';
import { SKILL_GROUPS } from '@/hud/game/skill-catalog';
import { GameHomePage } from './GameHomePage';
import { signedInAuth } from '@/hud/game/testing/auth-value';

const signedOutAuth = signedInAuth();

function renderHub() {
  render(
    <AuthContext.Provider value={signedOutAuth}>
      <MemoryRouter>
        <GameHomePage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

// Each test renders the whole hub; a loaded machine needs more than the default 5 s.
describe('game home', () => {
  it('marks no place as coming in an update once its system is built', { timeout: 20_000 }, () => {
    renderHub();
    const card = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });
    for (const name of ['Quests', 'Achievements', 'Events', 'Bank', 'Battle', 'Combat Statistics'])
      expect(card(name)).not.toHaveTextContent('Coming update');
    expect(screen.queryByText('Coming update')).toBeNull();
  });

  it('gives every skill chip its own icon', { timeout: 20_000 }, () => {
    render(
      <AuthContext.Provider value={signedOutAuth}>
        <MemoryRouter>
          <GameHomePage />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    const skills = SKILL_GROUPS.flatMap((group) => group.skills);
    const icons = skills.map((skill) => {
      const chip = screen.getByRole('link', { name: skill.name });
      // lucide names its icon in the class list (lucide-sword, lucide-crosshair, ...).
      const svg = within(chip).getByText((_, element) => element?.tagName.toLowerCase() === 'svg');
      return [...svg.classList].find((name) => name.startsWith('lucide-'));
    });
    expect(icons.every((icon) => icon !== undefined)).toBe(true);
    expect(new Set(icons).size).toBe(skills.length);
  });
});
