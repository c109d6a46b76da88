import { GAME_PAGES, type GamePageId, type GamePageInfo } from '@/hud/game/page-catalog';
import { formatCount } from '@/hud/lib/format';
import type { GameHelpFacts, HelpRankRow, HelpTierRow } from '@/runtime/view-models/game-help';

/** The tabs that hold help cards; Settings holds the audio panels instead. */
export const HELP_CARD_TABS = [
  { id: 'basics', label: 'Basics' },
  { id: 'combat', label: 'Combat' },
  { id: 'progression', label: 'Progression' },
  { id: 'systems', label: 'Systems' },
  { id: 'premium', label: 'Premium' },
] as const;
export type HelpCardTabId = (typeof HELP_CARD_TABS)[number]['id'];

export interface HelpCardData {
  id: string;
  title: string;
  text: string;
  important?: boolean;
  /** Facts shown as a list under the text (a rank and its requirements, a tier and its limits). */
  rows?: { label: string; value: string }[];
}

/** A page's own description and highlights (the page catalog), so help and page never disagree. */
function pageCard(id: GamePageId, pages: Record<GamePageId, GamePageInfo>): HelpCardData[] {
  const page = pages[id];
  if (page.restricted) return [];
  return [
    {
      id: `page-${id}`,
      title: page.title,
      text: page.description,
      rows: page.highlights.map((highlight) => ({ label: highlight.title, value: highlight.text })),
    },
  ];
}

/** "Clear The Tutorial Rift · 2 combat skills at level 10 · 5,000 total skill XP · Pass ...". */
export function rankRequirementText(row: HelpRankRow, facts: GameHelpFacts): string {
  if (row.flagshipRiftName === null && row.trialName === null) return 'Where every hunter starts.';
  const parts = [
    row.flagshipRiftName ? `Clear ${row.flagshipRiftName}` : null,
    `${facts.rankSkills.required} combat skills at level ${row.skillReqLevel}`,
    `${formatCount(row.totalXpReq)} total skill XP`,
    row.trialName ? `Pass ${row.trialName}` : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

export function tierText(tier: HelpTierRow): string {
  return [
    `Skills to level ${tier.maxSkillLevel}`,
    `ranks up to ${tier.maxRank}`,
    `XP x${tier.xpMultiplier}, gold x${tier.goldMultiplier}`,
    `inventory ${tier.start.inventorySlots} slots (up to ${tier.inventorySlotsCap})`,
    `bank ${tier.start.bankSlots} slots (up to ${tier.bankSlotsCap})`,
    `new hunters start at level ${tier.start.level} with ${formatCount(tier.start.gold)} gold`,
  ].join(' · ');
}

function basics(facts: GameHelpFacts): HelpCardData[] {
  const { death, offline } = facts;
  const ranks = facts.ranks.map((row) => row.rank);
  return [
    {
      id: 'welcome',
      title: 'The Hunt',
      text:
        `Fight through ${facts.areaCount} rifts and zones, train ${facts.skills.length} skills, mine, craft, bond ` +
        `wraiths and climb ${ranks.length} hunter ranks, ${ranks[0]} to ${ranks[ranks.length - 1]}. Your level ` +
        'comes from your skills; the sidebar shows your hunter, your skills and where to go next.',
    },
    {
      id: 'death',
      title: 'Death Penalty',
      important: true,
      text:
        `At rank ${death.graceRank} a grace period protects you: dying costs nothing. From rank ` +
        `${death.penaltyFromRank}, a death in a fight drops all of your equipped gear; potions and wraiths stay, ` +
        'and gear in your inventory or bank is safe. You come back with half your health.',
      rows: [
        { label: 'First death while away', value: 'Free: nothing is lost.' },
        {
          label: 'Later deaths while away',
          value:
            `From rank ${death.penaltyFromRank}, one random piece of equipped gear is lost; ` +
            `you wake with ${death.offlineDeathHealth} HP.`,
        },
        { label: 'Death recap', value: 'Where you fell, what killed you, the enemies you defeated and what you lost.' },
      ],
    },
    {
      id: 'offline',
      title: 'Progress While Away',
      important: true,
      text:
        'Close the game and your hunter carries on with the current activity and the queue. A summary of what ' +
        'you gained greets you when you return.',
      rows: [
        {
          label: 'Counts from',
          value: `${offline.minMinutes} minute${offline.minMinutes === 1 ? '' : 's'} away`,
        },
        { label: 'Counted at most', value: `${offline.capHours} hours` },
        { label: 'Speed while away', value: `x${offline.multiplier}` },
        {
          label: 'Catch-up bonus',
          value: `x${offline.bonusMultiplier} on top when away ${offline.bonusAfterHours} hours or more`,
        },
      ],
    },
    {
      id: 'saving',
      title: 'Saving',
      text:
        'Your progress is saved on this device as you play and backed up to the cloud. The cloud button in the ' +
        'top bar shows the last sync and syncs on demand; Settings holds your save slots.',
    },
  ];
}

function combat(facts: GameHelpFacts): HelpCardData[] {
  const { potions, wraiths } = facts;
  return [
    ...pageCard('combat', GAME_PAGES),
    {
      id: 'auto-fight',
      title: 'Fighting on Its Own',
      text:
        'Press Start fight and your hunter fights enemy after enemy until you stop, they fall, or the goal you ' +
        'set is met. Each kill trains the skill of your weapon and Defense.',
    },
    {
      id: 'abilities',
      title: 'Abilities',
      text:
        `Abilities unlock as your skills grow. Slot up to ${facts.abilitySlots}: in a fight they fire by ` +
        'themselves whenever one is ready, in the order of your priorities, or switch to manual mode and cast ' +
        'them yourself. Loadouts keep several sets at hand.',
    },
    {
      id: 'potions',
      title: 'Potion Belt',
      text:
        `Equip potions in the belt’s ${potions.slots} slots. In a fight a health potion is drunk below ` +
        `${potions.healthBelowPercent}% health and a mana potion below ${potions.manaBelowPercent}% mana; tap a ` +
        `slot to drink at once. Potions share a ${potions.cooldownSeconds}-second cooldown.`,
    },
    {
      id: 'wraiths',
      title: 'Wraith Companions',
      text:
        `${wraiths.kinds} kinds of wraith leave tokens in combat. Enough tokens of one kind bond it; summon up to ` +
        `${wraiths.activeSlots} at once. A summoned wraith fights beside you and grants its passive bonus.`,
      rows: [
        { label: 'Active slots', value: String(wraiths.activeSlots) },
        {
          label: 'Growth',
          value: `${wraiths.bondXpPerKill} bond XP per kill, ${wraiths.bondXpPerToken} per token fed`,
        },
        { label: 'Highest bond level', value: String(wraiths.maxBondLevel) },
      ],
    },
    ...pageCard('raid-rifts', GAME_PAGES),
    ...pageCard('arena', GAME_PAGES),
  ];
}

function progression(facts: GameHelpFacts): HelpCardData[] {
  return [
    {
      id: 'ranks',
      title: 'Hunter Ranks',
      important: true,
      text:
        `${facts.ranks.length} ranks, each asking for the rank’s flagship rift cleared, ` +
        `${facts.rankSkills.required} of the combat skills (${facts.rankSkills.names.join(', ')}) at its level, ` +
        'its total skill XP, and then its rank trial. Tap your rank in the sidebar to see where you stand.',
      rows: facts.ranks.map((row) => ({ label: `${row.emoji} ${row.rank}`, value: rankRequirementText(row, facts) })),
    },
    {
      id: 'rank-benefits',
      title: 'What Each Rank Opens',
      text: `PvP duels in the arena open at rank ${facts.arenaRank}; raid bosses wait from rank ${facts.raidRank}.`,
      rows: facts.ranks.map((row) => ({ label: `${row.emoji} ${row.rank}`, value: row.benefits.join('. ') })),
    },
    {
      id: 'skills',
      title: `The ${facts.skills.length} Skills`,
      text:
        'Train a skill on its page; fighting trains the combat skills and mining trains Survival. ' +
        'Skill levels unlock abilities and raise your player level.',
      rows: facts.skills.map((skill) => ({ label: skill.name, value: `${skill.group}. ${skill.description}` })),
    },
    ...pageCard('quests', GAME_PAGES),
    ...pageCard('achievements', GAME_PAGES),
  ];
}

const SYSTEM_PAGES: GamePageId[] = [
  'mining',
  'crafting',
  'inventory',
  'equipment',
  'bank',
  'abilities',
  'wraiths',
  'store',
  'events',
  'activity',
  'combat-stats',
];

function systems(): HelpCardData[] {
  return SYSTEM_PAGES.flatMap((id) => pageCard(id, GAME_PAGES));
}

function premium(facts: GameHelpFacts): HelpCardData[] {
  return [
    {
      id: 'tiers',
      title: 'Account Tiers',
      text:
        'Your tier sets your skill cap, highest rank, XP and gold bonus and storage. A tier is raised by ' +
        'redeeming an upgrade code on the Upgrade page; nothing is bought with real money inside the game.',
      rows: facts.tiers.map((tier) => ({ label: tier.name, value: tierText(tier) })),
    },
    ...pageCard('premium-store', GAME_PAGES),
  ];
}

/** Every card tab's cards, written from the tables so the numbers follow the rules. */
export function buildHelpSections(facts: GameHelpFacts): Record<HelpCardTabId, HelpCardData[]> {
  return {
    basics: basics(facts),
    combat: combat(facts),
    progression: progression(facts),
    systems: systems(),
    premium: premium(facts),
  };
}
