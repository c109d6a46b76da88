import type { ReactNode } from 'react';
import { HeartPulse, MapPin, PackageCheck, PackageX, ShieldCheck, Skull, Swords } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/hud/components/ui/dialog';
import { cn } from '@/hud/lib/cn';
import type { DeathOutcome, DeathRecap } from './death-recap';

/** What a death stopped: the fight only, training carries on (docs/decisions.md, First hour). */
export const DEATH_RECAP_LEAD = {
  online: 'The rift claimed you this time: your fight has stopped, but any training carries on.',
  offline: 'While you were away the hunt went wrong: the fight stopped, but any training carried on.',
} as const;

/** Spec 001 §9: an offline death leaves 5 HP. */
export const OFFLINE_RESURRECTION_TEXT = 'You were resurrected with 5 HP.';

const RARITY_STYLES: Record<string, string> = {
  common: 'border-zinc-500/50 bg-zinc-500/10 text-zinc-200',
  uncommon: 'border-emerald-400/50 bg-emerald-400/10 text-emerald-300',
  rare: 'border-sky-400/50 bg-sky-400/10 text-sky-300',
  epic: 'border-violet-400/50 bg-violet-400/10 text-violet-300',
  legendary: 'border-amber-400/60 bg-amber-400/10 text-amber-300',
  mythic: 'border-rose-400/60 bg-rose-400/10 text-rose-300',
};

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'spectral' | 'blood';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-md border p-3 text-sm',
        tone === 'spectral' ? 'border-spectral/40 bg-spectral/10' : 'border-blood/40 bg-blood/10',
      )}
    >
      {icon}
      <div className="flex min-w-0 flex-col gap-1">
        <p className={cn('font-semibold', tone === 'spectral' ? 'text-spectral' : 'text-[#ff9b95]')}>{title}</p>
        {children}
      </div>
    </div>
  );
}

function OutcomeNotice({ outcome }: { outcome: DeathOutcome }) {
  const safe = <ShieldCheck className="mt-0.5 size-5 shrink-0 text-spectral" aria-hidden />;
  switch (outcome.kind) {
    case 'grace':
      return (
        <Notice tone="spectral" icon={safe} title="Grace Period">
          <p className="text-parchment-dim">
            Until Hunter Rank D your deaths are forgiven: none of your gear was lost.
          </p>
        </Notice>
      );
    case 'first-offline-free':
      return (
        <Notice tone="spectral" icon={safe} title="First Death Forgiven">
          <p className="text-parchment-dim">
            Your first death while away costs nothing. From rank D, a later one takes an equipped item.
          </p>
        </Notice>
      );
    case 'nothing-lost':
      return (
        <Notice
          tone="spectral"
          icon={<PackageCheck className="mt-0.5 size-5 shrink-0 text-spectral" aria-hidden />}
          title="Nothing Lost"
        >
          <p className="text-parchment-dim">You carried no gear for the rift to take.</p>
        </Notice>
      );
    case 'items-lost':
      return (
        <Notice
          tone="blood"
          icon={<PackageX className="mt-0.5 size-5 shrink-0 text-[#ff9b95]" aria-hidden />}
          title={outcome.items.length === 1 ? 'Item Lost' : 'Items Lost'}
        >
          <ul className="flex flex-col gap-1">
            {outcome.items.map((item, index) => (
              <li key={`${item.name}-${index}`} className="flex flex-wrap items-center gap-2 text-parchment">
                {item.name}
                <Badge className={cn('capitalize', RARITY_STYLES[item.rarity.toLowerCase()] ?? RARITY_STYLES.common)}>
                  {item.rarity}
                </Badge>
              </li>
            ))}
          </ul>
        </Notice>
      );
  }
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-md border border-shade bg-abyss/60 p-2.5 sm:p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {icon} {label}
      </dt>
      <dd className="break-words font-medium text-parchment">{children}</dd>
    </div>
  );
}

/** The death recap (spec 001 §2): open while `recap` is set; Continue calls `onContinue`. */
export function DeathRecapDialog({ recap, onContinue }: { recap: DeathRecap | null; onContinue: () => void }) {
  return (
    <Dialog open={recap !== null} onOpenChange={(open) => !open && onContinue()}>
      {recap && (
        <DialogContent
          className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto border-blood/40"
          showCloseButton={false}
        >
          <DialogHeader className="items-center pr-0 text-center">
            <div className="flex size-14 items-center justify-center rounded-full border border-blood/50 bg-blood/15">
              <Skull className="size-7 text-[#ff9b95]" aria-hidden />
            </div>
            <DialogTitle className="text-2xl">
              {recap.offline ? 'You Died While Offline' : 'You Have Fallen'}
            </DialogTitle>
            <DialogDescription>{recap.offline ? DEATH_RECAP_LEAD.offline : DEATH_RECAP_LEAD.online}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-3 gap-2 text-xs sm:text-sm">
            <Fact icon={<MapPin className="size-3.5" aria-hidden />} label="Location">
              {recap.location}
            </Fact>
            <Fact icon={<Skull className="size-3.5" aria-hidden />} label="Killed by">
              {recap.killer}
            </Fact>
            <Fact icon={<Swords className="size-3.5" aria-hidden />} label="Enemies defeated">
              <span className="tabular-nums">{recap.enemiesDefeated}</span>
            </Fact>
          </dl>
          {recap.cause && (
            <p data-testid="death-cause" className="text-center text-sm text-parchment">
              {recap.cause}
            </p>
          )}
          <OutcomeNotice outcome={recap.outcome} />
          <p className="text-center text-sm text-parchment-dim">
            <HeartPulse className="mr-1.5 inline size-4 align-[-3px] text-blood" aria-hidden />
            {recap.offline
              ? OFFLINE_RESURRECTION_TEXT
              : `You were resurrected with half your health (${recap.healthAfter} HP).`}
          </p>
          <DialogFooter>
            <Button size="lg" className="w-full" onClick={onContinue}>
              Continue
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
