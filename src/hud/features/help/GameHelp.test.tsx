import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RANK_CHECKPOINTS } from '@/content/ranks';
import { SKILLS } from '@/content/skills';
import { TIERS } from '@/content/tiers';
import { closeTutorialRequest, tutorialRequestStore } from '@/hud/game/tutorial-state';
import { selectGameHelpFacts } from '@/runtime/view-models/game-help';
import { GameHelp } from './GameHelp';

// The audio panels are another feature's work (and pull howler in): stand-ins show where they go.
vi.mock('@/hud/game/audio/AudioSettingsPanel', () => ({
  AudioSettingsPanel: () => <p>Audio settings panel</p>,
}));
vi.mock('@/hud/game/audio/CustomSoundsPanel', () => ({
  CustomSoundsPanel: () => <p>Custom sounds panel</p>,
}));

const TABS = ['Basics', 'Combat', 'Progression', 'Systems', 'Premium', 'Settings'];

async function openHelp() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/game']}>
      <GameHelp />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Game Help' }));
  const dialog = screen.getByRole('dialog', { name: 'Game Help' });
  const openTab = async (name: string) => {
    const tab = within(dialog).getByRole('tab', { name });
    await user.click(tab);
    // The panel the tab controls (Settings holds tab panels of its own).
    return document.getElementById(tab.getAttribute('aria-controls')!)!;
  };
  const card = (panel: HTMLElement, title: string) =>
    within(panel)
      .getAllByTestId('help-card')
      .find((element) => within(element).queryByRole('heading', { name: title }))!;
  return { user, dialog, openTab, card };
}

beforeEach(() => closeTutorialRequest());

describe('Game Help', () => {
  it('the floating button opens "Game Help" with the six tabs; every content tab shows cards', async () => {
    const { dialog, openTab } = await openHelp();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(TABS);
    for (const name of TABS.slice(0, 5)) {
      const panel = await openTab(name);
      expect(within(panel).getAllByTestId('help-card').length).toBeGreaterThan(0);
    }
    const basics = await openTab('Basics');
    expect(within(basics).getAllByText('Important').length).toBeGreaterThan(0);
  });

  it('Progression shows every rank’s requirements as the rank checkpoint rows give them', async () => {
    const { openTab, card } = await openHelp();
    const ranks = card(await openTab('Progression'), 'Hunter Ranks');
    const rows = within(ranks).getAllByRole('term');
    expect(rows.map((row) => row.textContent)).toEqual(RANK_CHECKPOINTS.map((row) => `${row.emoji} ${row.rank}`));
    for (const [index, row] of RANK_CHECKPOINTS.entries()) {
      const requirement = rows[index]!.nextElementSibling!;
      if (row.flagshipRiftId === null) {
        expect(requirement).toHaveTextContent('Where every hunter starts.');
        continue;
      }
      expect(requirement).toHaveTextContent(`combat skills at level ${row.skillReqLevel}`);
      expect(requirement).toHaveTextContent(`${row.totalXpReq.toLocaleString('en-US')} total skill XP`);
    }
    // Rank D, as ruling 3 reads the table today.
    expect(rows[1]!.nextElementSibling).toHaveTextContent(
      'Clear The Tutorial Rift · 2 combat skills at level 10 · 5,000 total skill XP',
    );
    const skills = card(await openTab('Progression'), `The ${SKILLS.length} Skills`);
    expect(
      within(skills)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([...SKILLS].sort((a, b) => a.sortOrder - b.sortOrder).map((skill) => skill.name));
    expect(await openTab('Progression')).toHaveTextContent('PvP duels in the arena open at rank A');
    expect(await openTab('Progression')).toHaveTextContent('raid bosses wait from rank S');
  });

  it('Premium shows each tier’s caps and start values from the tier table', async () => {
    const { openTab, card } = await openHelp();
    const tiers = card(await openTab('Premium'), 'Account Tiers');
    for (const tier of TIERS) {
      const value = within(tiers).getByText(tier.name).nextElementSibling!;
      expect(value).toHaveTextContent(`Skills to level ${tier.maxSkillLevel}`);
      expect(value).toHaveTextContent(`ranks up to ${tier.maxRank}`);
      expect(value).toHaveTextContent(`inventory ${tier.start.inventorySlots} slots (up to ${tier.inventorySlotsCap})`);
      expect(value).toHaveTextContent(`bank ${tier.start.bankSlots} slots (up to ${tier.bankSlotsCap})`);
    }
  });

  it('Basics: time away (12 h counted, x1.5 from 24 h) and the death penalty; Combat: 3 wraith slots', async () => {
    const facts = selectGameHelpFacts();
    const { openTab, card } = await openHelp();
    const away = card(await openTab('Basics'), 'Progress While Away');
    expect(away).toHaveTextContent(`Counted at most${facts.offline.capHours} hours`);
    expect(away).toHaveTextContent('Counted at most12 hours');
    expect(away).toHaveTextContent('Catch-up bonusx1.5 on top when away 24 hours or more');
    expect(away).toHaveTextContent('Counts from1 minute away');
    const death = card(await openTab('Basics'), 'Death Penalty');
    expect(death).toHaveTextContent('At rank E a grace period protects you');
    expect(death).toHaveTextContent('From rank D, a death in a fight drops all of your equipped gear');
    expect(death).toHaveTextContent('First death while awayFree');
    const wraiths = card(await openTab('Combat'), 'Wraith Companions');
    expect(wraiths).toHaveTextContent('Active slots3');
  });

  it('Settings holds the Settings and Custom Sounds subtabs with the audio panels', async () => {
    const { user, openTab } = await openHelp();
    const settings = await openTab('Settings');
    const subtabs = within(settings).getAllByRole('tab');
    expect(subtabs.map((tab) => tab.textContent)).toEqual(['Settings', 'Custom Sounds']);
    expect(await within(settings).findByText('Audio settings panel')).toBeInTheDocument();
    await user.click(within(settings).getByRole('tab', { name: 'Custom Sounds' }));
    expect(await within(settings).findByText('Custom sounds panel')).toBeInTheDocument();
  });

  it('Replay Tutorial closes help and asks for the tutorial', async () => {
    const { user, dialog } = await openHelp();
    expect(tutorialRequestStore.getState().requested).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /Replay Tutorial/ }));
    expect(screen.queryByRole('dialog', { name: 'Game Help' })).toBeNull();
    expect(tutorialRequestStore.getState().requested).toBe(true);
  });
});
