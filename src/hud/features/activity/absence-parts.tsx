import type { ReactNode } from 'react';
import { amount } from '@/hud/components/items/page-style';
import type { GainsView } from '@/runtime/view-models/absence-page';

/** One labelled number: "Gold +1,240". */
export function Stat({
  label,
  value,
  testId,
  indent = false,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  /** Drawn under the row before it (a skill's share of the XP): a dl's group may not sit in another div. */
  indent?: boolean;
}) {
  return (
    <div className={`flex min-w-0 items-baseline justify-between gap-2 text-sm${indent ? ' pl-3' : ''}`}>
      <dt className="shrink-0 text-parchment-dim">{label}</dt>
      <dd data-testid={testId} className="min-w-0 break-words text-right font-semibold tabular-nums text-parchment">
        {value}
      </dd>
    </div>
  );
}

export const signed = (value: number) => `${value >= 0 ? '+' : '−'}${amount(Math.abs(value))}`;

/**
 * XP by skill, levels, gold, kills, items, wraith tokens and the drops that found no room (waiting in
 * the loot pouch, or lost) of one absence or forecast; test ids start with `prefix`. Self-contained:
 * the activity page and the welcome back both show it.
 */
export function GainsList({ gains, prefix }: { gains: GainsView; prefix: string }) {
  return (
    <dl className="flex flex-col gap-1.5">
      <Stat label="Gold" value={signed(gains.gold)} testId={`${prefix}-gold`} />
      <Stat label="Kills" value={amount(gains.kills)} testId={`${prefix}-kills`} />
      <Stat label="XP" value={signed(gains.totalXp)} testId={`${prefix}-xp`} />
      {gains.xp.map((row) => (
        <Stat
          key={row.skill}
          indent
          label={row.name}
          value={`+${amount(row.amount)}`}
          testId={`${prefix}-xp-${row.skill}`}
        />
      ))}
      <Stat
        label="Level"
        value={
          gains.playerLevel.to > gains.playerLevel.from
            ? `${gains.playerLevel.from} → ${gains.playerLevel.to}`
            : `${gains.playerLevel.from}`
        }
        testId={`${prefix}-level`}
      />
      {gains.levelUps.length > 0 && (
        <Stat label="Skills up" value={gains.levelUps.join(', ')} testId={`${prefix}-levelups`} />
      )}
      <Stat
        label="Items"
        value={
          gains.items.length === 0
            ? 'none'
            : gains.items.map((row) => `${row.name} ×${amount(row.quantity)}`).join(', ')
        }
        testId={`${prefix}-items`}
      />
      {gains.tokens.length > 0 && (
        <Stat
          label="Wraith tokens"
          value={gains.tokens.map((row) => `${row.name} ×${amount(row.quantity)}`).join(', ')}
          testId={`${prefix}-tokens`}
        />
      )}
      {gains.pouched.length > 0 && (
        <Stat
          label="No room: in the loot pouch"
          value={gains.pouched.map((row) => `${row.name} ×${amount(row.quantity)}`).join(', ')}
          testId={`${prefix}-pouched`}
        />
      )}
      {gains.lost > 0 && (
        <Stat label="Lost: the loot pouch was full" value={amount(gains.lost)} testId={`${prefix}-lost`} />
      )}
      {gains.spent.length > 0 && (
        <Stat
          label="Used or lost"
          value={gains.spent.map((row) => `${row.name} ×${amount(row.quantity)}`).join(', ')}
          testId={`${prefix}-spent`}
        />
      )}
    </dl>
  );
}
