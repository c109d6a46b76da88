import { formatCount } from '@/hud/lib/format';
import type { GameHelpFacts } from '@/runtime/view-models/game-help';
import type { TutorialStep } from './tutorial-steps';

/** The controls the steps point at; the game's pages carry these `data-tutorial` attributes. */
export const TUTORIAL_TARGETS = {
  startFight: '[data-tutorial="start-fight"]',
  firstSkill: '[data-tutorial="first-skill"]',
  inventoryLink: '[data-tutorial="inventory-link"]',
  /** The top bar's menu button: the way to the skills and the inventory while the sidebar is closed. */
  sidebarToggle: '[data-tutorial="sidebar-toggle"]',
} as const;

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The ten steps of spec 000 §2, in its order, written from the game's rules: every number comes
 * from `facts` (content tables and core constants), so the words follow the rules when they change.
 */
export function defaultTutorialSteps(facts: GameHelpFacts): TutorialStep[] {
  const ranks = facts.ranks.map((row) => row.rank);
  const firstRankUp = facts.ranks[1];
  const demo = facts.tiers.find((tier) => !tier.paid);
  const paidTiers = facts.tiers.filter((tier) => tier.paid).map((tier) => tier.name);
  const skillNames = facts.skills.map((skill) => skill.name);
  const { offline, death, potions, wraiths } = facts;
  return [
    {
      id: 'welcome',
      title: 'Welcome, Shadow Hunter',
      icon: 'sparkles',
      content:
        'The rifts are open and the Hunters’ Guild has taken you in. Fight through rifts and wild zones, ' +
        `train ${skillNames.length} skills, mine, craft, bond wraith companions and climb the hunter ranks from ` +
        `${ranks[0]} to ${ranks[ranks.length - 1]}. Your hunter keeps working while you are away. ` +
        'This short tour shows you how it all fits together.',
    },
    {
      id: 'death-penalty',
      title: 'Death Has a Price',
      icon: 'skull',
      important: true,
      content:
        `At rank ${death.graceRank} you are in a grace period: dying costs you nothing. From rank ` +
        `${death.penaltyFromRank}, dying in a fight drops all the gear you have equipped (potions and wraiths ` +
        'stay with you). Your first death while away is free; after that, a death while away from rank ' +
        `${death.penaltyFromRank} takes one random piece of equipped gear, and you wake with ` +
        `${death.offlineDeathHealth} HP. After every death, a recap shows where you fell, what killed you, ` +
        'how many enemies you defeated and what you lost.',
    },
    {
      id: 'hunter-rank',
      title: 'The Hunter Rank System',
      icon: 'award',
      important: true,
      content:
        `There are ${ranks.length} hunter ranks: ${ranks.join(', ')}. Each rank opens new areas and makes ` +
        'you tougher. To rise, clear the next rank’s flagship rift, bring ' +
        `${facts.rankSkills.required} of the combat skills (${listWords(facts.rankSkills.names)}) to its level, ` +
        'earn its total skill XP, then pass its rank trial.' +
        (firstRankUp
          ? ` Rank ${firstRankUp.rank} asks for ${firstRankUp.flagshipRiftName ?? 'its rift'}, level ` +
            `${firstRankUp.skillReqLevel} and ${formatCount(firstRankUp.totalXpReq)} skill XP.`
          : '') +
        ` The arena opens at rank ${facts.arenaRank}, raid rifts at rank ${facts.raidRank}. ` +
        'Tap your rank in the sidebar to see what the next one needs.',
    },
    {
      id: 'combat-basics',
      title: 'Combat Basics',
      icon: 'sword',
      highlight: TUTORIAL_TARGETS.startFight,
      action: { label: 'Go to Combat', target: '/game/combat' },
      content:
        'Pick an area on the combat page and press Start fight: your hunter fights on their own, one enemy ' +
        'after another, and each kill trains your weapon’s skill and Defense. Once enough foes fall, the ' +
        `area’s boss comes for you. Up to ${facts.abilitySlots} slotted abilities fire by themselves when ready, or ` +
        `switch to manual and cast them yourself. The potion belt’s ${potions.slots} slots drink a health ` +
        `potion below ${potions.healthBelowPercent}% health and a mana potion below ` +
        `${potions.manaBelowPercent}% mana; tap a slot to drink at once.`,
    },
    {
      id: 'wraith-companions',
      title: 'Wraith Companions',
      icon: 'users',
      content:
        'Wraith tokens drop in combat. Gather enough tokens of one kind to bond its wraith, then summon it ' +
        `into one of your ${wraiths.activeSlots} active slots. A summoned wraith fights at your side and ` +
        'grants its passive bonus. It grows with every kill it shares and every token you feed it, up to ' +
        `bond level ${wraiths.maxBondLevel}.`,
    },
    {
      id: 'skill-system',
      title: 'The Skill System',
      icon: 'trending-up',
      highlight: TUTORIAL_TARGETS.firstSkill,
      highlightFallback: TUTORIAL_TARGETS.sidebarToggle,
      action: { label: 'Open the skills', target: '/game/skills' },
      content:
        `Your hunter has ${skillNames.length} skills: ${listWords(skillNames)}. Train them on their skill ` +
        'pages; fighting trains the combat skills and mining trains Survival. Your level comes from your ' +
        'skills, and skill levels unlock new abilities.' +
        (demo ? ` Demo accounts train skills up to level ${demo.maxSkillLevel}.` : ''),
    },
    {
      id: 'core-loop',
      title: 'The Core Loop',
      icon: 'target',
      highlight: TUTORIAL_TARGETS.inventoryLink,
      highlightFallback: TUTORIAL_TARGETS.sidebarToggle,
      content:
        'Fight for gold, materials, gear and wraith tokens. Equip the best of it from your inventory, mine ' +
        'ore and craft what the rifts do not drop, and train your skills. Clear the flagship rift, pass the ' +
        'rank trial, and a harder band of areas opens, with better loot. Then do it again, one rank higher.',
    },
    {
      id: 'idle-progression',
      title: 'Progress While Away',
      icon: 'book-open',
      content:
        'Close the game and your hunter carries on with what they were doing. Time away counts once you ' +
        `have been gone at least ${offline.minMinutes} minute${offline.minMinutes === 1 ? '' : 's'}, up to ` +
        `${offline.capHours} hours at most, at x${offline.multiplier} speed. Away ` +
        `${offline.bonusAfterHours} hours or more, a x${offline.bonusMultiplier} catch-up bonus applies on top. ` +
        'When you return, a summary tells you what your hunter gained.',
    },
    {
      id: 'premium',
      title: 'Account Tiers',
      icon: 'gem',
      content:
        (demo
          ? `A ${demo.name} account trains skills to level ${demo.maxSkillLevel} and ranks up to ${demo.maxRank}. `
          : '') +
        `Redeeming an upgrade code on the Upgrade page raises your account to ${listWords(paidTiers)}: ` +
        'higher skill caps, bonus XP and gold, more inventory and bank room' +
        `${facts.raidsPaidOnly ? ', and raid rifts' : ''}. Nothing is bought with real money inside the game. ` +
        'The premium store’s looks change colours only: they add no stats.',
    },
    {
      id: 'pro-tips',
      title: 'Pro Tips',
      icon: 'info',
      content:
        'Only equipped gear drops when you die: spare pieces in your inventory or bank are safe. Fill both ' +
        'potion slots before a hard fight. Queue activities so your hunter moves on when one ends. Summon ' +
        'your wraiths before you leave: they keep fighting and growing while you are away. You can replay ' +
        'this tour at any time from Game Help, the round button at the bottom right.',
    },
  ];
}
