import { CheckCircle2, Lock } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import type { CombatAreaView } from '@/runtime/view-models/combat-page';
import { cn } from '@/hud/lib/cn';
import { formatSeconds } from '@/hud/lib/format';
import { TAP } from '@/hud/lib/tap';

const KIND_LABEL: Record<CombatAreaView['kind'], string> = { zone: 'Zone', rift: 'Rift', raid: 'Raid rift' };

const levelRange = ({ min, max }: CombatAreaView['enemyLevels']) => (min === max ? `${min}` : `${min}–${max}`);

/**
 * Every combat area as a list of tappable rows: rank band and kind, the boss, a cleared mark on rifts
 * already cleared, and for locked areas the reason (the rank needed, or the tier message of a paid-only
 * raid), always visible, never behind a hover.
 */
export function AreaPicker({
  areas,
  selected,
  fightingIn,
  onSelect,
}: {
  areas: CombatAreaView[];
  selected: string | null;
  fightingIn: string | null;
  onSelect: (areaId: string) => void;
}) {
  return (
    <section aria-label="Combat areas" className="flex min-h-0 flex-col gap-2">
      <h2 className="title-display text-sm font-semibold uppercase tracking-[0.18em] text-parchment-dim">Areas</h2>
      <div role="radiogroup" aria-label="Choose an area" className="flex flex-col gap-1.5">
        {areas.map((area) => {
          const isSelected = area.id === selected;
          return (
            <button
              key={area.id}
              type="button"
              role="radio"
              aria-checked={isSelected}
              aria-disabled={area.locked}
              disabled={area.locked}
              onClick={() => onSelect(area.id)}
              data-testid={`area-${area.id}`}
              className={cn(
                TAP,
                'flex w-full flex-col gap-1 rounded-lg border px-3 py-2 text-left transition-colors',
                isSelected ? 'border-ember/70 bg-ember/10' : 'border-shade bg-card/70 hover:border-ember/40',
                area.locked && 'cursor-not-allowed opacity-75 hover:border-shade',
              )}
            >
              <span className="flex flex-wrap items-center gap-1.5">
                {area.locked && <Lock className="size-3.5 text-parchment-dim" aria-hidden />}
                <span className="font-semibold text-parchment">{area.name}</span>
                <Badge variant="secondary">Rank {area.band}</Badge>
                <Badge variant={area.kind === 'raid' ? 'default' : area.kind === 'rift' ? 'arcane' : 'outline'}>
                  {KIND_LABEL[area.kind]}
                </Badge>
                {area.cleared && (
                  <Badge variant="spectral">
                    <CheckCircle2 aria-hidden /> Cleared
                  </Badge>
                )}
                {fightingIn === area.id && <Badge variant="gold">Fighting</Badge>}
              </span>
              <span className="text-xs text-parchment-dim">
                Enemies Lv {levelRange(area.enemyLevels)} · Boss: {area.bossName} ·{' '}
                {area.record ? `${area.waves - 1} waves, then the boss` : `after ${area.killsForBoss} kills`}
              </span>
              {area.record && area.record.attempts > 0 && (
                <span className="text-xs text-parchment-dim tabular-nums" data-testid={`area-record-${area.id}`}>
                  {area.record.attempts} {area.record.attempts === 1 ? 'run' : 'runs'} · {area.record.clears} cleared
                  {area.record.bestTimeMs !== null && ` · best ${formatSeconds(area.record.bestTimeMs)}`}
                </span>
              )}
              {area.locked && area.lockReason && (
                <span className="text-xs font-medium text-blood">{area.lockReason}</span>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
