/**
 * The premium store: the five account tiers with what each gives (caps, multipliers, start values,
 * its looks), and the looks by kind with whether this hunter may wear them. No premium currency:
 * tiers come as upgrade codes, looks with the tier.
 */
import { ACCOUNT_TIERS, COSMETIC_KINDS, type AccountTier } from '@/content/ids';
import { COSMETICS } from '@/content/cosmetics';
import { TIER_MESSAGES, TIERS } from '@/content/tiers';
import type { CosmeticDef, CosmeticKind, TierRulesDef } from '@/content/types';
import { ACHIEVEMENTS_BY_ID } from '@/core/systems/achievement-rules';

export interface CosmeticView {
  id: string;
  name: string;
  description: string;
  kind: CosmeticKind;
  tier: AccountTier;
  tierName: string;
  color: string;
  accent: string;
  worn: boolean;
  /** Why it can't be worn ("Needs Expansion I"), or null when the hunter's tier allows it. */
  lockedReason: string | null;
}

export interface TierCardView {
  tier: AccountTier;
  name: string;
  current: boolean;
  paid: boolean;
  maxSkillLevel: number;
  maxRank: string;
  xpMultiplier: number;
  goldMultiplier: number;
  inventory: { start: number; cap: number };
  bank: { start: number; cap: number };
  startGold: number;
  startLevel: number;
  startAttributePoints: number;
  /** The looks this tier adds (it also wears those of the tiers below). */
  newLooks: { id: string; name: string; color: string; accent: string }[];
  /** Looks it may wear in all. */
  looksInAll: number;
}

export interface CosmeticGroupView {
  kind: CosmeticKind;
  label: string;
  /** Where the look shows, as far as the game shows it today. */
  note: string;
  items: CosmeticView[];
}

export interface PremiumStoreView {
  tier: AccountTier;
  tierName: string;
  paid: boolean;
  /** The spec's paid-content message for demo accounts, or null. */
  paidOnlyMessage: string | null;
  tiers: TierCardView[];
  groups: CosmeticGroupView[];
}

export const COSMETIC_KIND_INFO: Record<CosmeticKind, { label: string; note: string }> = {
  cloak: { label: 'Cloaks', note: 'Colours your hunter’s cloak and hood.' },
  title_frame: { label: 'Title frames', note: 'A frame around your hunter title.' },
  portrait_border: { label: 'Portrait borders', note: 'A border around your hunter’s portrait.' },
  rift_backdrop: {
    label: 'Rift backdrops',
    note: 'Colours the sky and its lights whenever you fight in a rift.',
  },
};

const tierIndex = (tier: AccountTier) => ACCOUNT_TIERS.indexOf(tier);
const TIER_ROWS: readonly TierRulesDef[] = TIERS;
const LOOKS: readonly CosmeticDef[] = COSMETICS;

function rulesOf(tier: AccountTier): TierRulesDef {
  const rules = TIER_ROWS.find((row) => row.tier === tier);
  if (!rules) throw new Error(`No tier rules for ${tier}`);
  return rules;
}

export function tierName(tier: AccountTier): string {
  return rulesOf(tier).name;
}

/**
 * The reason a look is out of reach, in the store's words, or null: a tier's look needs the tier; an
 * earned look (Ascension) a paid tier and its achievement.
 */
export function cosmeticLock(
  cosmetic: Pick<CosmeticDef, 'tier' | 'achievementId'>,
  tier: AccountTier,
  earnedAchievements: ReadonlySet<string> = new Set(),
): string | null {
  if (!rulesOf(tier).paid || tierIndex(tier) < tierIndex(cosmetic.tier)) return `Needs ${tierName(cosmetic.tier)}`;
  if (cosmetic.achievementId && !earnedAchievements.has(cosmetic.achievementId))
    return `Earned with ${ACHIEVEMENTS_BY_ID[cosmetic.achievementId]?.name ?? cosmetic.achievementId}`;
  return null;
}

/** A tier's own looks (the earned ones belong to no tier). */
const TIER_LOOKS: readonly CosmeticDef[] = LOOKS.filter((look) => !look.achievementId);

function tierCard(rules: TierRulesDef, current: AccountTier): TierCardView {
  return {
    tier: rules.tier,
    name: rules.name,
    current: rules.tier === current,
    paid: rules.paid,
    maxSkillLevel: rules.maxSkillLevel,
    maxRank: rules.maxRank,
    xpMultiplier: rules.xpMultiplier,
    goldMultiplier: rules.goldMultiplier,
    inventory: { start: rules.start.inventorySlots, cap: rules.inventorySlotsCap },
    bank: { start: rules.start.bankSlots, cap: rules.bankSlotsCap },
    startGold: rules.start.gold,
    startLevel: rules.start.level,
    startAttributePoints: rules.start.attributePoints,
    newLooks: TIER_LOOKS.filter((look) => look.tier === rules.tier).map(({ id, name, color, accent }) => ({
      id,
      name,
      color,
      accent,
    })),
    looksInAll: rules.paid ? TIER_LOOKS.filter((look) => tierIndex(look.tier) <= tierIndex(rules.tier)).length : 0,
  };
}

/** The store for a hunter of `tier` wearing `worn` (world.cosmetics). */
export function selectPremiumStorePage(
  tier: AccountTier,
  worn: Readonly<Record<CosmeticKind, string | null>>,
  earnedAchievements: ReadonlySet<string> = new Set(),
): PremiumStoreView {
  const rules = rulesOf(tier);
  return {
    tier,
    tierName: rules.name,
    paid: rules.paid,
    paidOnlyMessage: rules.paid ? null : TIER_MESSAGES.paidContent,
    tiers: TIER_ROWS.map((row) => tierCard(row, tier)),
    groups: COSMETIC_KINDS.map((kind) => ({
      kind,
      ...COSMETIC_KIND_INFO[kind],
      items: LOOKS.filter((look) => look.kind === kind)
        .sort((a, b) => tierIndex(a.tier) - tierIndex(b.tier))
        .map((look) => ({
          id: look.id,
          name: look.name,
          description: look.description,
          kind: look.kind,
          tier: look.tier,
          tierName: look.achievementId ? 'Ascension' : tierName(look.tier),
          color: look.color,
          accent: look.accent,
          worn: worn[kind] === look.id,
          lockedReason: cosmeticLock(look, tier, earnedAchievements),
        })),
    })),
  };
}
