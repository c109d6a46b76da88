import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { RARITY_TEXT } from '@/hud/components/items/rarity';
import { cn } from '@/hud/lib/cn';
import type { NodeLootView } from '@/runtime/view-models/mining-page';
import { chancePercent, quantityRange } from './mining-text';

/** A node's loot table: each line's item, how many it gives and the chance a harvest rolls it. */
export function NodeLoot({ nodeName, loot }: { nodeName: string; loot: NodeLootView[] }) {
  return (
    <ul className="flex flex-col gap-1.5" aria-label={`${nodeName} loot`}>
      {loot.map((line) => (
        <li key={line.itemId} className="flex items-center gap-2 text-sm">
          <span aria-hidden className="shrink-0">
            <ItemIcon itemId={line.itemId} size={28} />
          </span>
          <span className={cn('min-w-0 flex-1 truncate', RARITY_TEXT[line.rarity])}>{line.name}</span>
          <span className="tabular-nums text-parchment-dim" title="Quantity">
            ×{quantityRange(line.min, line.max)}
          </span>
          <span className="w-14 text-right tabular-nums text-parchment" title="Chance per harvest">
            {chancePercent(line.chance)}
          </span>
        </li>
      ))}
    </ul>
  );
}
