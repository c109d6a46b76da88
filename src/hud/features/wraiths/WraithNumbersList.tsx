import type { WraithNumbers } from '@/runtime/view-models/wraiths-page';

/** What a wraith does at one level: its deed in a fight and its gift while summoned. */
export function WraithNumbersList({ title, numbers }: { title: string; numbers: WraithNumbers }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-shade/70 bg-night/50 px-3 py-2 text-sm">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-spectral/80">{title}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted-foreground">In a fight</dt>
        <dd className="text-parchment">{numbers.effect}</dd>
        <dt className="text-muted-foreground">While summoned</dt>
        <dd className="text-parchment">{numbers.passive}</dd>
      </dl>
    </div>
  );
}
