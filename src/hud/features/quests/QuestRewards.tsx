import { Coins, Gift, Sparkles } from 'lucide-react';
import type { QuestRewardsView } from '@/runtime/view-models/quests-page';

const amount = (value: number) => value.toLocaleString('en-US');

/** XP to its skill, gold and the item rewards with their chance. */
export function QuestRewards({ rewards }: { rewards: QuestRewardsView }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-semibold uppercase tracking-[0.15em] text-muted-foreground">Rewards</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Rewards">
        <li className="flex items-center gap-1.5 text-spectral">
          <Sparkles className="size-3.5 shrink-0" aria-hidden />
          {amount(rewards.xp)} {rewards.skillName} XP
        </li>
        <li className="flex items-center gap-1.5 text-gold">
          <Coins className="size-3.5 shrink-0" aria-hidden />
          {amount(rewards.gold)} gold
        </li>
        {rewards.items.map((item) => (
          <li key={item.itemId} className="flex items-center gap-1.5 text-parchment">
            <Gift className="size-3.5 shrink-0 text-ember-bright" aria-hidden />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
