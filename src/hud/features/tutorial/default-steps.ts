import { formatCount } from '@/hud/lib/format';
import type { GameHelpFacts } from '@/runtime/view-models/game-help';
import type { TutorialStep } from './tutorial-steps';

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "50%" for 0.5. */
function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/**
 * The ten steps (spec 000 §2's welcome, death penalty, hunter ranks, combat, skills, core loop, time
 * away and tips; wraiths and tiers are folded into the tips, Game Help keeps them whole). Five steps
 * ask the player to do something and wait until the game shows it done: take a quest, train, fight,
 * drink, equip. Every number comes from `facts` (content tables and core constants), so the words
 * follow the rules when they change.
 */
export function defaultTutorialSteps(facts: GameHelpFacts): TutorialStep[] {
  const ranks = facts.ranks.map((row) => row.rank);
  const firstRankUp = facts.ranks[1];
  const demo = facts.tiers.find((tier) => !tier.paid);
  const { offline, death, potions, wraiths } = facts;
  const bonusSpeed = offline.multiplier * offline.bonusMultiplier;
  return [
    {
      id: 'welcome',
      title: 'Welcome, Shadow Hunter',
      icon: 'sparkles',
      content:
        'The rifts are open and the Hunters’ Guild has taken you in. Train ' +
        `${facts.skills.length} skills, fight, mine, craft, bond wraith companions and climb the hunter ranks ` +
        `from ${ranks[0]} to ${ranks[ranks.length - 1]}. Learn the trade by doing it: five of these steps ask ` +
        'you to do something and wait until you have, and Skip step moves on without it.',
    },
    {
      id: 'take-quest',
      title: 'Take a Quest',
      icon: 'map',
      task: 'quest',
      content:
        'The guild’s quest board pays skill XP, gold and items for a hunter’s daily work. Open Quests and ' +
        'accept one; the Active list shows how far along it is.',
    },
    {
      id: 'skill-system',
      title: 'Train a Skill',
      icon: 'trending-up',
      task: 'training',
      content:
        `Your hunter has ${facts.skills.length} skills, and your level comes from them. Open Bladework and press ` +
        'Start on Sword Drills: a session repeats by itself while you do other things.' +
        (demo ? ` Demo accounts train skills up to level ${demo.maxSkillLevel}.` : ''),
    },
    {
      id: 'combat-basics',
      title: 'Start a Fight',
      icon: 'sword',
      task: 'fight',
      content:
        'Pick an area on the Battle page and press Start fight: your hunter fights on their own, one enemy ' +
        'after another, and training goes on beside it. Once enough foes fall, the area’s boss comes for you.',
    },
    {
      id: 'potion-belt',
      title: 'Drink a Potion',
      icon: 'heart',
      task: 'potion',
      content:
        `When a blow lands, tap the health potion on your belt. Below ${potions.healthBelowPercent}% health ` +
        `(${potions.manaBelowPercent}% mana) the belt drinks by itself; it refills from the potions in your ` +
        'pack, and the store sells more.',
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
      id: 'core-loop',
      title: 'Gear Up',
      icon: 'shield',
      task: 'equip',
      content:
        'Gear drops in fights and the store sells it for gold; only what you wear makes you stronger. Put on ' +
        'a new piece: tap it in your inventory and press Equip.',
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
      id: 'idle-progression',
      title: 'Progress While Away',
      icon: 'book-open',
      content:
        'Close the game and your hunter carries on with what they were doing, at ' +
        `${percent(offline.multiplier)} of the speed of play, once you have been gone ${offline.minMinutes} ` +
        `minute${offline.minMinutes === 1 ? '' : 's'}; no more than ${offline.capHours} hours of an absence ` +
        `count. Gone ${offline.bonusAfterHours} hours or more, a x${offline.bonusMultiplier} catch-up bonus ` +
        `runs those ${offline.capHours} hours at ${percent(bonusSpeed)} instead. When you return, a summary ` +
        'tells you what your hunter gained.',
    },
    {
      id: 'pro-tips',
      title: 'Pro Tips',
      icon: 'info',
      content:
        'Wraith tokens drop in fights: gather enough of one kind to bond its wraith, and summon up to ' +
        `${wraiths.activeSlots} to fight at your side. Queue activities so your hunter moves on when one ends. ` +
        'Only equipped gear drops when you die: spare pieces in your pack or bank are safe. ' +
        (demo
          ? `A ${demo.name} account ranks up to ${demo.maxRank}; an upgrade code on the Upgrade page raises ` +
            'skill caps, XP and gold, and nothing is bought with real money inside the game. '
          : '') +
        'Replay this tour at any time from Game Help (the round ? button).',
    },
  ];
}
