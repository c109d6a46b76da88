import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AREAS } from '@/content/areas';
import { rankIndex } from '@/content/ids';
import { TIER_MESSAGES } from '@/content/tiers';
import { createTestWorld } from '@/core/testing/fixtures';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { selectCombatAreas } from '@/runtime/view-models/combat-page';
import { AreaPicker } from './AreaPicker';

type World = ReturnType<typeof createTestWorld>;

function renderPicker(world: World) {
  return renderGamePage(
    world,
    <AreaPicker areas={selectCombatAreas(world)} selected={null} fightingIn={null} onSelect={() => {}} />,
    '/game/combat',
  );
}

/** The areas a demo hunter can never enter: above rank D, or paid-only. */
const beyondDemo = AREAS.filter(
  (area) => rankIndex(area.band) > rankIndex('D') || ('paidOnly' in area && area.paidOnly === true),
);

describe('the area picker', () => {
  it('says once, calmly, with one Upgrade link, that a demo account never opens the areas past rank D', () => {
    renderPicker(createTestWorld('demo'));
    expect(beyondDemo.length).toBeGreaterThan(10);
    const notes = screen.getAllByTestId('areas-beyond-tier');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent(
      `Demo hunters stop at Hunter Rank D: the ${beyondDemo.length} areas below open on a paid account.`,
    );
    expect(within(notes[0]!).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    expect(screen.getAllByRole('link', { name: /Upgrade/ })).toHaveLength(1);
    // The tier's upsell is never repeated on the rows; they are disabled and quiet.
    const group = screen.getByRole('radiogroup', { name: 'Areas on a paid account' });
    const rows = within(group).getAllByRole('radio');
    expect(rows.map((row) => row.dataset.testid)).toEqual(beyondDemo.map((area) => `area-${area.id}`));
    for (const row of rows) {
      expect(row).toBeDisabled();
      expect(row).not.toHaveTextContent(TIER_MESSAGES.demoRankCap);
      expect(row).not.toHaveTextContent(TIER_MESSAGES.paidContent);
    }
    expect(document.body).not.toHaveTextContent('Upgrade to unlock');
    // A rank the hunter will reach stays a plain, quiet "not yet".
    const marsh = screen.getByTestId('area-rotting_marsh');
    expect(within(screen.getByRole('radiogroup', { name: 'Choose an area' })).getByTestId('area-rotting_marsh')).toBe(
      marsh,
    );
    expect(marsh).toHaveTextContent('Requires Hunter Rank D');
    expect(marsh).toBeDisabled();
  });

  it('keeps every area in one list on a paid tier, each locked one with the rank it needs', () => {
    renderPicker(createTestWorld('base'));
    expect(screen.queryByTestId('areas-beyond-tier')).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Areas on a paid account' })).toBeNull();
    expect(within(screen.getByRole('radiogroup', { name: 'Choose an area' })).getAllByRole('radio')).toHaveLength(
      AREAS.length,
    );
    const higher = AREAS.find((area) => area.band === 'C')!;
    expect(screen.getByTestId(`area-${higher.id}`)).toHaveTextContent('Requires Hunter Rank C');
  });

  it('says a wound once above the list instead of on every open area', () => {
    const world = createTestWorld('base');
    world.player.health = 0;
    renderPicker(world);
    expect(screen.getByTestId('areas-shared-reason')).toHaveTextContent('You are too wounded to fight');
    expect(screen.getAllByText('You are too wounded to fight')).toHaveLength(1);
    expect(screen.getByTestId('area-tutorial_rift')).toBeDisabled();
  });
});
