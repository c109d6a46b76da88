import { useId } from 'react';
import { Link2, MoonStar, Sparkles } from 'lucide-react';
import { rarityLabel } from '@/hud/components/item-icon/glyphs';
import { amount, TAP } from '@/hud/components/items/page-style';
import { RARITY_BORDER, RARITY_TEXT } from '@/hud/components/items/rarity';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Progress } from '@/hud/components/ui/progress';
import { WraithPortrait } from '@/hud/components/wraith-portrait/WraithPortrait';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import type { BondView, WraithKindView } from '@/runtime/view-models/wraiths-page';
import { bondWraith, dismissWraith, feedWraith, summonWraith } from './wraith-actions';
import { WraithDetails } from './WraithDetails';
import { WraithNumbersList } from './WraithNumbersList';

/** One wraith kind: not yet bonded (tokens toward its bond), or bonded (its level, deeds, feeding, summoning). */
export function WraithCard({ session, kind }: { session: GameSession; kind: WraithKindView }) {
  const headingId = useId();
  const bond = kind.bond;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="wraith-card"
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card/80 p-3 sm:p-4',
        bond ? RARITY_BORDER[kind.rarity] : 'border-shade',
      )}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="shrink-0">
          <WraithPortrait wraithId={kind.wraithId} size={64} dormant={!bond} />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <h3 id={headingId} className={cn('font-semibold leading-snug', RARITY_TEXT[kind.rarity])}>
              {kind.name}
            </h3>
            <p className="text-xs text-muted-foreground">
              {kind.rankLabel} · <span className={RARITY_TEXT[kind.rarity]}>{rarityLabel(kind.rarity)}</span>
            </p>
          </div>
          <StateBadge bond={bond} />
          <p className="text-sm text-parchment-dim">{kind.description}</p>
        </div>
      </div>
      {bond ? <Bonded session={session} kind={kind} bond={bond} /> : <Unbonded session={session} kind={kind} />}
      <WraithDetails kind={kind} />
    </li>
  );
}

function StateBadge({ bond }: { bond: BondView | null }) {
  if (!bond) return <Badge variant="secondary">Not bonded</Badge>;
  if (bond.slot === null)
    return (
      <Badge variant="outline">
        <MoonStar aria-hidden /> Resting
      </Badge>
    );
  return (
    <Badge variant="spectral">
      <Sparkles aria-hidden /> Summoned · Slot {bond.slot + 1}
    </Badge>
  );
}

function Unbonded({ session, kind }: { session: GameSession; kind: WraithKindView }) {
  const reasonId = useId();
  const share = Math.min(100, (kind.tokens / kind.tokensToBond) * 100);
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-parchment-dim">Tokens</span>
          <span className="font-semibold tabular-nums text-parchment" data-testid="bond-tokens">
            {amount(kind.tokens)} / {amount(kind.tokensToBond)}
          </span>
        </div>
        <Progress value={share} aria-label={`${kind.name} tokens toward its bond`} />
        <p className="text-xs text-muted-foreground">{kind.dropsFrom}</p>
        {kind.reach && <p className="text-xs text-gold">{kind.reach}</p>}
      </div>
      {kind.next && <WraithNumbersList title="Once bonded, at level 1" numbers={kind.next} />}
      <Button
        className={cn(TAP, 'w-full')}
        disabled={kind.bondBlockedBy !== null}
        aria-describedby={kind.bondBlockedBy ? reasonId : undefined}
        onClick={() => void bondWraith(session, kind.wraithId, kind.name)}
      >
        <Link2 aria-hidden />
        {/* One text run (a flex gap would split it); the name is heard, not shown: "Bond Ember Wisp · 10 tokens". */}
        <span>
          Bond <span className="sr-only">{kind.name}</span>
          {` · ${amount(kind.tokensToBond)} tokens`}
        </span>
      </Button>
      {kind.bondBlockedBy && (
        <p id={reasonId} className="-mt-1 text-sm text-blood">
          {kind.bondBlockedBy}
        </p>
      )}
    </>
  );
}

function Bonded({ session, kind, bond }: { session: GameSession; kind: WraithKindView; bond: BondView }) {
  const summonReasonId = useId();
  const xpShare = bond.atMax ? 100 : (bond.bondXp / bond.bondXpToNext) * 100;
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
          <span className="font-semibold text-parchment" data-testid="bond-level">
            Level {bond.level} / {bond.maxLevel}
          </span>
          <span className="tabular-nums text-parchment-dim">
            {bond.atMax ? 'Fully grown' : `${amount(bond.bondXp)} / ${amount(bond.bondXpToNext)} bond XP`}
          </span>
        </div>
        <Progress
          value={xpShare}
          aria-label={`${kind.name} bond XP`}
          indicatorClassName="from-spectral/60 via-spectral to-parchment"
        />
        <p className="text-xs text-muted-foreground">
          <span className="tabular-nums text-parchment-dim">{amount(bond.kills)}</span>{' '}
          {bond.kills === 1 ? 'kill' : 'kills'} beside you
        </p>
      </div>
      {kind.current && <WraithNumbersList title={`At level ${bond.level}`} numbers={kind.current} />}
      {bond.slot === null ? (
        <>
          <Button
            variant="arcane"
            className={cn(TAP, 'w-full')}
            disabled={bond.summonBlockedBy !== null}
            aria-describedby={bond.summonBlockedBy ? summonReasonId : undefined}
            onClick={() => void summonWraith(session, bond.bondedId, kind.name)}
          >
            <Sparkles aria-hidden />
            <span>
              Summon <span className="sr-only">{kind.name}</span>
            </span>
          </Button>
          {bond.summonBlockedBy && (
            <p id={summonReasonId} className="-mt-1 text-sm text-parchment-dim">
              {bond.summonBlockedBy}
            </p>
          )}
        </>
      ) : (
        <Button
          variant="outline"
          className={cn(TAP, 'w-full')}
          onClick={() => void dismissWraith(session, bond.slot ?? 0, kind.name)}
        >
          <MoonStar aria-hidden />
          <span>
            Dismiss <span className="sr-only">{kind.name}</span>
          </span>
        </Button>
      )}
      <FeedRow session={session} kind={kind} bond={bond} />
    </>
  );
}

function FeedRow({ session, kind, bond }: { session: GameSession; kind: WraithKindView; bond: BondView }) {
  const titleId = useId();
  if (bond.atMax) return <p className="text-sm text-parchment-dim">Fully grown: its tokens can feed it no further.</p>;
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2 border-t border-shade pt-3">
      <p id={titleId} className="text-sm text-parchment-dim">
        Feed it tokens · you hold <span className="tabular-nums text-parchment">{amount(kind.tokens)}</span>
      </p>
      <div className="grid grid-cols-3 gap-2">
        {bond.feed.map((option) => (
          <Button
            key={option.label}
            variant="outline"
            className="flex h-auto min-h-11 flex-col gap-0 whitespace-normal px-2 py-1.5 leading-tight"
            disabled={option.blockedBy !== null}
            onClick={() => void feedWraith(session, bond.bondedId, option.tokens, kind.name)}
          >
            <span className="font-semibold">{option.label}</span>{' '}
            <span className="text-xs font-normal text-muted-foreground">
              {option.blockedBy ?? `+${amount(option.bondXp)} bond XP`}
            </span>
            {option.blockedBy === null && option.reachesLevel > bond.level && (
              <>
                {' '}
                <span className="text-xs font-normal text-spectral">to level {option.reachesLevel}</span>
              </>
            )}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{kind.dropsFrom}</p>
    </div>
  );
}
