import {
  Award,
  BookOpen,
  Gem,
  Heart,
  Info,
  type LucideIcon,
  MapIcon,
  Shield,
  Skull,
  Sparkles,
  Sword,
  Target,
  TrendingUp,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { isTutorialIconName, type TutorialIconName } from './tutorial-steps';

const ICONS: Record<TutorialIconName, LucideIcon> = {
  sparkles: Sparkles,
  skull: Skull,
  award: Award,
  sword: Sword,
  users: Users,
  'trending-up': TrendingUp,
  target: Target,
  'book-open': BookOpen,
  gem: Gem,
  info: Info,
  shield: Shield,
  heart: Heart,
  map: MapIcon,
  'alert-triangle': TriangleAlert,
};

/** The icon a step names; an unknown name draws `info` (spec 000 §3). */
export function resolveStepIcon(name: string): { name: TutorialIconName; Icon: LucideIcon } {
  const known = isTutorialIconName(name) ? name : 'info';
  return { name: known, Icon: ICONS[known] };
}
