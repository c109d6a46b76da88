import { CheckCircle2, Crown, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AccountTier } from '@/content/ids';
import { Badge } from '@/hud/components/ui/badge';
import { useAccountTier } from '@/hud/game/beyond-tier';
import { useGameSession, useHud } from '@/hud/game/game-session';
import type { CombatAreaView } from '@/runtime/view-models/combat-page';
import { canTierReach } from '@/runtime/view-models/tier-reach';
import { cn } from '@/hud/lib/cn';
import { formatSeconds } from '@/hud/lib/format';
import { TAP } from '@/hud/lib/tap';

const KIND_LABEL: Record<CombatAreaView['kind'], string> = { zone: 'Zone', rift: 'Rift', raid: 'Raid rift' };

const levelRange = ({ min, max }: CombatAreaView['enemyLevels']) => (min === max ? `${min}` : `${min}–${max}`);

/** An area the account tier can never enter: above its highest rank, or paid-only on an unpaid tier. */
export function beyondTier(area: CombatAreaView, tier: AccountTier): boolean {
  return (
    !canTierReach(tier, { kind: 'rank', rank: area.band }) || (area.paidOnly && !canTierReach(tier, { kind: 'paid' }))
  );
}

/** A lock that passes with the hunter's own progress: the rank the area asks for. */
const RANK_LOCK = /^Requires Hunter Rank /;

/**
 * Every combat area as a list of tappable rows: rank band and kind, the boss, a cleared mark on rifts
 * already cleared. A locked area says why in quiet words, always visible, never behind a hover (the
 * rank it needs). The areas the account tier can never enter come last, as one quiet group under a
 * single note with one Upgrade link, instead of each repeating the tier's message.
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
  const session = useGameSession();
  const tier = useAccountTier(session);
  const ceiling = useHud(session, (snapshot) => ({ name: snapshot.tier.name, maxRank: snapshot.tier.maxRank }));
  const within = areas.filter((area) => !beyondTier(area, tier));
  const beyond = areas.filter((area) => beyondTier(area, tier));
  // A reason every open area shares (too wounded to fight) is said once, above the list.
  const shared = sharedReason(within);
  const row = (area: CombatAreaView) => (
    <AreaRow
      key={area.id}
      area={area}
      selected={area.id === selected}
      fighting={fightingIn === area.id}
      onSelect={onSelect}
      quiet={beyond.includes(area)}
      showReason={area.lockReason !== shared}
    />
  );
  return (
    <section aria-label="Combat areas" className="flex min-h-0 flex-col gap-2">
      <h2 className="title-display text-sm font-semibold uppercase tracking-[0.18em] text-parchment-dim">Areas</h2>
      {shared && (
        <p role="note" className="text-sm text-parchment-dim" data-testid="areas-shared-reason">
          {shared}
        </p>
      )}
      <div role="radiogroup" aria-label="Choose an area" className="flex flex-col gap-1.5">
        {within.map(row)}
      </div>
      {beyond.length > 0 && (
        <>
          <p
            role="note"
            data-testid="areas-beyond-tier"
            className={cn(
              'mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-shade bg-abyss/50 px-3 py-1',
              'text-sm text-parchment-dim',
            )}
          >
            <span>
              {ceiling.name} hunters stop at Hunter Rank {ceiling.maxRank}: the {beyond.length} areas below open on a
              paid account.
            </span>
            <Link
              to="/upgrade"
              className={cn(
                TAP,
                'inline-flex items-center gap-1 rounded-sm font-semibold text-gold underline underline-offset-4',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold/60',
              )}
            >
              <Crown className="size-4" aria-hidden />
              Upgrade
            </Link>
          </p>
          <div role="radiogroup" aria-label="Areas on a paid account" className="flex flex-col gap-1.5">
            {beyond.map(row)}
          </div>
        </>
      )}
    </section>
  );
}

/** The lock reason every open-by-rank area has (a wound), when more than one area has it; else null. */
function sharedReason(areas: CombatAreaView[]): string | null {
  const reasons = areas
    .map((area) => area.lockReason)
    .filter((reason): reason is string => reason !== null && !RANK_LOCK.test(reason));
  if (reasons.length < 2 || reasons.some((reason) => reason !== reasons[0])) return null;
  return reasons[0]!;
}

function AreaRow({
  area,
  selected,
  fighting,
  onSelect,
  quiet,
  showReason,
}: {
  area: CombatAreaView;
  selected: boolean;
  fighting: boolean;
  onSelect: (areaId: string) => void;
  /** Beyond the account tier: said once above the group, the row itself compact and without reason. */
  quiet: boolean;
  showReason: boolean;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-disabled={area.locked}
      disabled={area.locked}
      onClick={() => onSelect(area.id)}
      data-testid={`area-${area.id}`}
      data-beyond-tier={quiet || undefined}
      className={cn(
        TAP,
        'flex w-full flex-col gap-1 rounded-lg border px-3 py-2 text-left transition-colors',
        selected ? 'border-ember/70 bg-ember/10' : 'border-shade bg-card/70 hover:border-ember/40',
        area.locked && 'cursor-not-allowed opacity-75 hover:border-shade',
        quiet && 'justify-center border-dashed bg-transparent py-1.5',
      )}
    >
      <span className="flex flex-wrap items-center gap-1.5">
        {area.locked && <Lock className="size-3.5 text-parchment-dim" aria-hidden />}
        <span className={cn('font-semibold', quiet ? 'text-parchment-dim' : 'text-parchment')}>{area.name}</span>
        <Badge variant="secondary">Rank {area.band}</Badge>
        <Badge variant={area.kind === 'raid' ? 'default' : area.kind === 'rift' ? 'arcane' : 'outline'}>
          {KIND_LABEL[area.kind]}
        </Badge>
        {area.cleared && (
          <Badge variant="spectral">
            <CheckCircle2 aria-hidden /> Cleared
          </Badge>
        )}
        {fighting && <Badge variant="gold">Fighting</Badge>}
      </span>
      {!quiet && (
        <span className="text-xs text-parchment-dim">
          Enemies Lv {levelRange(area.enemyLevels)} · Boss: {area.bossName} ·{' '}
          {area.record ? `${area.waves - 1} waves, then the boss` : `after ${area.killsForBoss} kills`}
        </span>
      )}
      {area.record && area.record.attempts > 0 && (
        <span className="text-xs text-parchment-dim tabular-nums" data-testid={`area-record-${area.id}`}>
          {area.record.attempts} {area.record.attempts === 1 ? 'run' : 'runs'} · {area.record.clears} cleared
          {area.record.bestTimeMs !== null && ` · best ${formatSeconds(area.record.bestTimeMs)}`}
        </span>
      )}
      {!quiet && showReason && area.locked && area.lockReason && (
        <span className="text-xs text-parchment-dim">{area.lockReason}</span>
      )}
    </button>
  );
}
