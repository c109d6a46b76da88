import { BookOpen } from 'lucide-react';
import { rarityLabel } from '@/hud/components/item-icon/glyphs';
import { TAP } from '@/hud/components/items/page-style';
import { RARITY_TEXT } from '@/hud/components/items/rarity';
import { Button } from '@/hud/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/hud/components/ui/dialog';
import { WraithPortrait } from '@/hud/components/wraith-portrait/WraithPortrait';
import { cn } from '@/hud/lib/cn';
import { WRAITH_GROWTH, type WraithKindView } from '@/runtime/view-models/wraiths-page';
import { WraithNumbersList } from './WraithNumbersList';

/** A wraith's story, what it does now and at its next level, and how it grows. */
export function WraithDetails({ kind }: { kind: WraithKindView }) {
  const bond = kind.bond;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" className={cn(TAP, 'w-full text-parchment-dim')}>
          <BookOpen aria-hidden />
          <span>
            Lore and growth <span className="sr-only">of {kind.name}</span>
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader className="flex-row items-center gap-3">
          <WraithPortrait wraithId={kind.wraithId} size={80} dormant={!bond} />
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className={RARITY_TEXT[kind.rarity]}>{kind.name}</DialogTitle>
            <DialogDescription>
              {kind.rankLabel} · {rarityLabel(kind.rarity)} ·{' '}
              {bond ? `bond level ${bond.level} of ${bond.maxLevel}` : 'not bonded'}
            </DialogDescription>
          </div>
        </DialogHeader>
        <p className="text-sm leading-relaxed text-parchment-dim">{kind.lore}</p>
        <div className="flex flex-col gap-2">
          {kind.current && <WraithNumbersList title={`Now, at level ${kind.current.level}`} numbers={kind.current} />}
          {kind.next ? (
            <WraithNumbersList
              title={bond ? `At level ${kind.next.level}` : 'Once bonded, at level 1'}
              numbers={kind.next}
            />
          ) : (
            <p className="text-sm text-parchment-dim">Level {bond?.maxLevel}: it has grown all it can.</p>
          )}
        </div>
        <p className="text-sm text-parchment">{WRAITH_GROWTH}</p>
        <p className="text-xs text-muted-foreground">{kind.dropsFrom}</p>
      </DialogContent>
    </Dialog>
  );
}
