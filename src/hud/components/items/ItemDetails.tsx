import type { ReactNode } from 'react';
import { Coins } from 'lucide-react';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { rarityLabel } from '@/hud/components/item-icon/glyphs';
import { cn } from '@/hud/lib/cn';
import type { ItemInfo, StatDelta } from '@/runtime/view-models/item-views';
import { RARITY_TEXT } from './rarity';

interface ItemDetailsProps {
  info: ItemInfo;
  quantity?: number;
  /** Stat changes against what is worn in the slot it would go in. */
  deltas?: readonly StatDelta[];
  /** What the deltas compare against ("Basic Sword", or null for an empty slot). */
  comparedWith?: string | null;
  /** A refusal to show (level too low), in the spec's words. */
  warning?: string | null;
  /** Buttons (equip, sell, lock, deposit...). */
  actions?: ReactNode;
  className?: string;
}

function Origins({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="text-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      <ul className="mt-1 flex flex-col gap-0.5 text-parchment-dim">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** An item's card: icon, name in its rarity colour, type and level, the description, stats, value. */
export function ItemDetails({ info, quantity, deltas, comparedWith, warning, actions, className }: ItemDetailsProps) {
  return (
    <section
      aria-label={`${info.name} details`}
      className={cn('flex flex-col gap-3 rounded-xl border border-shade bg-card/90 p-4', className)}
    >
      <header className="flex items-start gap-3">
        <ItemIcon itemId={info.itemId} size={56} />
        <div className="min-w-0 flex-1">
          <h2 className={cn('title-display text-lg font-semibold leading-tight', RARITY_TEXT[info.rarity])}>
            {info.name}
          </h2>
          <p className="text-xs text-muted-foreground">
            {rarityLabel(info.rarity)} {info.typeLabel.toLowerCase()}
            {info.levelRequirement > 1 && ` · level ${info.levelRequirement}`}
            {quantity !== undefined && quantity > 1 && ` · ×${quantity.toLocaleString('en-US')}`}
          </p>
        </div>
      </header>
      <p className="text-sm italic leading-relaxed text-parchment-dim">{info.description}</p>
      {info.effect && <p className="text-sm text-spectral">{info.effect}</p>}
      {info.stats.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {info.stats.map((stat) => (
            <div key={stat.key} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{stat.label}</dt>
              <dd className="tabular-nums text-parchment">{stat.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {info.setName && <p className="text-xs text-arcane">Part of the {info.setName} set</p>}
      <Origins title="Where it comes from" lines={info.sources} />
      <Origins title="What it is for" lines={info.uses} />
      {deltas && (
        <div className="text-sm">
          <p className="text-xs text-muted-foreground">
            {comparedWith ? `Compared with ${comparedWith}` : 'Nothing worn in that slot'}
          </p>
          {deltas.length === 0 ? (
            <p className="text-muted-foreground">No change</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1" aria-label="Stat changes">
              {deltas.map((delta) => (
                <li key={delta.key} className={cn('tabular-nums', delta.delta > 0 ? 'text-emerald-300' : 'text-blood')}>
                  {delta.text} {delta.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {warning && <p className="text-sm text-blood">{warning}</p>}
      <p className="flex items-center gap-1 text-sm text-gold">
        <Coins className="size-4" aria-hidden /> Sells for {info.value.toLocaleString('en-US')} gold
        {quantity !== undefined && quantity > 1 && ` each`}
      </p>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
