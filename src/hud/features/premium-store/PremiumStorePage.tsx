import { useMemo, useState } from 'react';
import { Check, Lock, Scale } from 'lucide-react';
import type { CosmeticKind } from '@/content/types';
import type { ReadonlyWorld } from '@/core/readonly';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { Notice } from '@/hud/components/Notice';
import { PageFrame } from '@/hud/components/PageFrame';
import { RedeemCodeCard } from '@/hud/components/redeem/RedeemCodeCard';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { useHud, useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { useWorldView } from '@/hud/game/use-world-view';
import { cn } from '@/hud/lib/cn';
import {
  selectPremiumStorePage,
  type CosmeticGroupView,
  type CosmeticView,
} from '@/runtime/view-models/premium-store-page';
import { LookSwatch } from './LookSwatch';
import { TierCards } from './TierCards';

/** A copy: the world's cosmetics object changes in place, and the view must see a new one to re-render. */
const wornLooks = (world: ReadonlyWorld): Record<CosmeticKind, string | null> => ({ ...world.cosmetics });
/** The achievements behind the earned looks (Ascension), as one string so the view compares by value. */
const earnedKey = (world: ReadonlyWorld): string => Object.keys(world.achievements.unlocked).sort().join(',');

function LookCard({
  look,
  busy,
  onChoose,
}: {
  look: CosmeticView;
  busy: boolean;
  onChoose: (look: CosmeticView, wear: boolean) => void;
}) {
  return (
    <article
      aria-label={look.name}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-card/85 p-2.5 sm:gap-2.5 sm:p-3',
        look.worn ? 'border-spectral/70' : 'border-shade',
      )}
    >
      <LookSwatch kind={look.kind} color={look.color} accent={look.accent} />
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h4 className="text-sm font-semibold leading-tight text-parchment sm:text-base">{look.name}</h4>
        <Badge variant={look.tier === 'supporter' ? 'gold' : 'secondary'}>{look.tierName}</Badge>
      </div>
      <p className="text-xs leading-relaxed text-parchment-dim">{look.description}</p>
      <div className="mt-auto flex flex-col gap-1.5 pt-1">
        {look.worn ? (
          <>
            <span className="flex items-center gap-1 text-sm text-spectral">
              <Check className="size-4" aria-hidden /> Wearing
            </span>
            <Button
              variant="outline"
              className="h-11 w-full"
              disabled={busy}
              aria-label={`Take off ${look.name}`}
              onClick={() => onChoose(look, false)}
            >
              Take off
            </Button>
          </>
        ) : look.lockedReason ? (
          <Button
            variant="secondary"
            className="h-auto min-h-11 w-full whitespace-normal py-2"
            disabled
            aria-label={`Wear ${look.name}, locked: ${look.lockedReason}`}
          >
            <Lock aria-hidden /> {look.lockedReason}
          </Button>
        ) : (
          <Button
            className="h-11 w-full"
            disabled={busy}
            aria-label={`Wear ${look.name}`}
            onClick={() => onChoose(look, true)}
          >
            Wear
          </Button>
        )}
      </div>
    </article>
  );
}

function LookGroup({
  group,
  busy,
  onChoose,
}: {
  group: CosmeticGroupView;
  busy: boolean;
  onChoose: (look: CosmeticView, wear: boolean) => void;
}) {
  return (
    <section aria-label={group.label} className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        <h3 className="title-display text-lg font-semibold text-parchment">{group.label}</h3>
        <p className="text-sm text-parchment-dim">{group.note}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4">
        {group.items.map((look) => (
          <LookCard key={look.id} look={look} busy={busy} onChoose={onChoose} />
        ))}
      </div>
    </section>
  );
}

function Store({ session }: { session: GameSession }) {
  const tier = useHud(session, (snapshot) => snapshot.tier.tier);
  const worn = useWorldView(session, wornLooks);
  const earned = useWorldView(session, earnedKey);
  const view = useMemo(
    () => selectPremiumStorePage(tier, worn, new Set(earned ? earned.split(',') : [])),
    [tier, worn, earned],
  );
  const [busy, setBusy] = useState(false);
  const choose = async (look: CosmeticView, wear: boolean) => {
    setBusy(true);
    try {
      await sendWithToast(session, { type: 'selectCosmetic', kind: look.kind, cosmeticId: wear ? look.id : null });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Notice
        icon={Scale}
        tone="gold"
        headline="No premium currency, no pay-for-power."
        detail={
          'The looks here are colour only and never change a stat. Tiers come as one-use upgrade codes and raise ' +
          'the caps and multipliers listed below.'
        }
        testId="fair-play"
      />
      <section aria-label="Account tiers" className="flex flex-col gap-3">
        <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">Account tiers</h2>
        <TierCards tiers={view.tiers} />
        <p className="text-xs text-muted-foreground">
          <span className="sm:hidden">Swipe for every tier. </span>
          Slots read “at the start → the most you can buy with gold”. A tier also wears the looks of every tier below
          it.
        </p>
      </section>
      <div className="mx-auto w-full max-w-xl">
        <RedeemCodeCard />
      </div>
      <section aria-label="Looks" className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">Looks</h2>
          {view.paidOnlyMessage && (
            <Notice
              icon={Lock}
              tone="arcane"
              headline={view.paidOnlyMessage}
              detail="Redeem an upgrade code above, then come back to wear these looks."
              testId="paid-only"
            />
          )}
        </div>
        {view.groups.map((group) => (
          <LookGroup key={group.kind} group={group} busy={busy} onChoose={(look, wear) => void choose(look, wear)} />
        ))}
      </section>
    </>
  );
}

/** /game/premium-store: the tiers, the upgrade-code field, and the looks (cloaks, frames, borders, backdrops). */
export function PremiumStorePage() {
  const session = useOptionalGameSession();
  const page = GAME_PAGES['premium-store'];
  return (
    <PageFrame
      icon={page.icon}
      title={page.title}
      description={page.description}
      className="max-w-6xl"
      actions={session ? <CurrentTier session={session} /> : undefined}
    >
      {session ? <Store session={session} /> : <LoadingScreen variant="inline" />}
    </PageFrame>
  );
}

function CurrentTier({ session }: { session: GameSession }) {
  const tier = useHud(session, (snapshot) => snapshot.tier);
  return <Badge variant={tier.paid ? 'gold' : 'secondary'}>Your tier: {tier.name}</Badge>;
}
