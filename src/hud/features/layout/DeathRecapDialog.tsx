import { HeartPulse, MapPin, ShieldCheck, Skull, Swords, PackageX } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/hud/components/ui/dialog';
import { cn } from '@/hud/lib/cn';

export type DeathOutcome = { kind: 'grace' } | { kind: 'item-lost'; itemName: string; rarity: string };

/** What the core reports about a death, shaped for the recap. */
export interface DeathRecap {
  /** True for a death while the player was away: titled "You Died While Offline". */
  offline: boolean;
  location: string;
  killer: string;
  enemiesDefeated: number;
  outcome: DeathOutcome;
}

const RARITY_STYLES: Record<string, string> = {
  common: 'border-zinc-500/50 bg-zinc-500/10 text-zinc-200',
  uncommon: 'border-emerald-400/50 bg-emerald-400/10 text-emerald-300',
  rare: 'border-sky-400/50 bg-sky-400/10 text-sky-300',
  epic: 'border-violet-400/50 bg-violet-400/10 text-violet-300',
  legendary: 'border-amber-400/60 bg-amber-400/10 text-amber-300',
  mythic: 'border-rose-400/60 bg-rose-400/10 text-rose-300',
};

/** The death recap (spec 001 §2): open while `recap` is set; Continue calls `onContinue`. */
export function DeathRecapDialog({ recap, onContinue }: { recap: DeathRecap | null; onContinue: () => void }) {
  return (
    <Dialog open={recap !== null} onOpenChange={(open) => !open && onContinue()}>
      {recap && (
        <DialogContent className="max-w-md border-blood/40" showCloseButton={false}>
          <DialogHeader className="items-center pr-0 text-center">
            <div className="flex size-14 items-center justify-center rounded-full border border-blood/50 bg-blood/15">
              <Skull className="size-7 text-[#ff9b95]" aria-hidden />
            </div>
            <DialogTitle className="text-2xl">{recap.offline ? 'You Died While Offline' : 'You Have Fallen'}</DialogTitle>
            <DialogDescription>{recap.offline ? 'While you were away, the hunt went wrong.' : 'The rift claimed you this time.'}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            <div className="flex flex-col gap-1 rounded-md border border-shade bg-abyss/60 p-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <MapPin className="size-3.5" aria-hidden /> Location
              </dt>
              <dd className="font-medium text-parchment">{recap.location}</dd>
            </div>
            <div className="flex flex-col gap-1 rounded-md border border-shade bg-abyss/60 p-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Skull className="size-3.5" aria-hidden /> Killed by
              </dt>
              <dd className="font-medium text-parchment">{recap.killer}</dd>
            </div>
            <div className="flex flex-col gap-1 rounded-md border border-shade bg-abyss/60 p-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Swords className="size-3.5" aria-hidden /> Enemies defeated
              </dt>
              <dd className="font-medium tabular-nums text-parchment">{recap.enemiesDefeated}</dd>
            </div>
          </dl>
          {recap.outcome.kind === 'grace' ? (
            <div className="flex items-start gap-3 rounded-md border border-spectral/40 bg-spectral/10 p-3 text-sm">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-spectral" aria-hidden />
              <div>
                <p className="font-semibold text-spectral">Grace Period</p>
                <p className="text-parchment-dim">Your first death is forgiven: none of your gear was lost. Next time the rift will take its toll.</p>
              </div>
            </div>
          ) : (
            <div className="flex items-start gap-3 rounded-md border border-blood/40 bg-blood/10 p-3 text-sm">
              <PackageX className="mt-0.5 size-5 shrink-0 text-[#ff9b95]" aria-hidden />
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-[#ff9b95]">Item Lost</p>
                <p className="flex flex-wrap items-center gap-2 text-parchment">
                  {recap.outcome.itemName}
                  <Badge className={cn('capitalize', RARITY_STYLES[recap.outcome.rarity.toLowerCase()] ?? RARITY_STYLES.common)}>{recap.outcome.rarity}</Badge>
                </p>
              </div>
            </div>
          )}
          <p className="flex items-center justify-center gap-2 text-sm text-parchment-dim">
            <HeartPulse className="size-4 text-blood" aria-hidden /> You were resurrected with 5 HP.
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
