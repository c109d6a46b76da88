import {
  BadgeCheck,
  BookOpen,
  Castle,
  Coins,
  Compass,
  Crosshair,
  Crown,
  DoorOpen,
  Droplets,
  Dumbbell,
  Flame,
  Footprints,
  Gem,
  Ghost,
  GraduationCap,
  Hammer,
  HeartCrack,
  Hourglass,
  Layers,
  Link,
  Map as MapIcon,
  Medal,
  Mountain,
  Pickaxe,
  ScrollText,
  Shield,
  Skull,
  Snowflake,
  Sparkles,
  Star,
  Sword,
  Swords,
  Target,
  Timer,
  Trophy,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { AchievementTier } from '@/content/types';

/** The lucide icons the achievements table names (`icon`); any other name falls back to Trophy. */
const ICONS: Record<string, LucideIcon> = {
  BadgeCheck,
  BookOpen,
  Castle,
  Coins,
  Compass,
  Crosshair,
  Crown,
  DoorOpen,
  Droplets,
  Dumbbell,
  Flame,
  Footprints,
  Gem,
  Ghost,
  GraduationCap,
  Hammer,
  HeartCrack,
  Hourglass,
  Layers,
  Link,
  Map: MapIcon,
  Medal,
  Mountain,
  Pickaxe,
  ScrollText,
  Shield,
  Skull,
  Snowflake,
  Sparkles,
  Star,
  Sword,
  Swords,
  Target,
  Timer,
  Trophy,
  Zap,
};

export function achievementIcon(name: string | null): LucideIcon {
  return (name !== null ? ICONS[name] : undefined) ?? Trophy;
}

/** Tier colours: text, border and a faint fill for the badge; the ring of an unlocked card. */
export const TIER_STYLE: Record<AchievementTier, { badge: string; ring: string; icon: string }> = {
  bronze: {
    badge: 'border-[#c07a45]/50 bg-[#c07a45]/15 text-[#e0a577]',
    ring: 'border-[#c07a45]/60',
    icon: 'text-[#e0a577]',
  },
  silver: {
    badge: 'border-[#c9d1dc]/40 bg-[#c9d1dc]/10 text-[#dde3ec]',
    ring: 'border-[#c9d1dc]/50',
    icon: 'text-[#dde3ec]',
  },
  gold: { badge: 'border-gold/50 bg-gold/10 text-gold', ring: 'border-gold/60', icon: 'text-gold' },
  platinum: {
    badge: 'border-spectral/50 bg-spectral/10 text-spectral',
    ring: 'border-spectral/60',
    icon: 'text-spectral',
  },
  diamond: {
    badge: 'border-arcane/60 bg-arcane/15 text-[#c4b5ff]',
    ring: 'border-arcane/70',
    icon: 'text-[#c4b5ff]',
  },
};

/** "12 Mar 2025" in the player's locale. */
export function unlockedDate(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
