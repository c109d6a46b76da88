import type { ReactNode } from 'react';
import { Clock3, Download, Play, Save } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/hud/components/ui/alert-dialog';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import { formatPlaytime, formatSavedAt } from './format';
import type { SlotView } from '@/runtime/saves/slot-controls';

interface SaveSlotCardProps {
  slot: SlotView;
  activeSlot: number | null;
  disabled: boolean;
  onLoad: () => void;
  onSaveHere: () => void;
}

/**
 * One save slot: its hunter (name, level, rank, playtime, last saved), whether it is played, and what can be done
 * with it.
 */
export function SaveSlotCard({ slot, activeSlot, disabled, onLoad, onSaveHere }: SaveSlotCardProps) {
  const { save } = slot;
  return (
    <article
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-card/80 p-5',
        slot.active ? 'border-ember/60 shadow-[0_0_28px_-12px_rgb(224_103_58/0.7)]' : 'border-shade',
      )}
      data-testid={`save-slot-${slot.slotNumber}`}
      aria-label={`Slot ${slot.slotNumber}`}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">
            Slot {slot.slotNumber}
          </span>
          <h3 className="title-display truncate text-lg font-semibold text-parchment">
            {save ? save.slotName : 'Empty slot'}
          </h3>
        </div>
        {slot.active && <Badge>Active</Badge>}
      </header>
      {save ? (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Level</dt>
            <dd className="font-semibold tabular-nums text-parchment">{save.level}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Rank</dt>
            <dd className="font-semibold text-parchment">{save.hunterRank}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Playtime</dt>
            <dd className="text-parchment">{formatPlaytime(save.playtime)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Last saved</dt>
            <dd className="flex items-center gap-1 text-parchment">
              <Clock3 className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
              <time dateTime={new Date(save.lastModified).toISOString()}>{formatSavedAt(save.lastModified)}</time>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="flex-1 text-sm text-parchment-dim">
          Nothing saved here yet. Keep a copy of your current hunter here, or import a save file into it.
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {slot.active ? (
          <p className="flex items-center gap-1.5 text-sm text-ember-bright">
            <Play className="size-4" aria-hidden /> Playing now · auto-saved every 30 s
          </p>
        ) : (
          <>
            {save && (
              <ConfirmButton
                label="Load"
                icon={<Download aria-hidden />}
                disabled={disabled}
                title={`Load slot ${slot.slotNumber}?`}
                description={
                  `Your current game is saved to slot ${activeSlot ?? 1} first. Then you play ${save.slotName} ` +
                  `(level ${save.level}, rank ${save.hunterRank}), and auto-saves go to slot ${slot.slotNumber}.`
                }
                confirm="Load"
                onConfirm={onLoad}
              />
            )}
            <ConfirmButton
              label="Save here"
              icon={<Save aria-hidden />}
              variant="outline"
              disabled={disabled}
              title={save ? `Replace the save in slot ${slot.slotNumber}?` : `Save a copy to slot ${slot.slotNumber}?`}
              description={
                save
                  ? `${save.slotName} (level ${save.level}, rank ${save.hunterRank}) is replaced by a copy of your ` +
                    'current game. The slot keeps its previous version until the next save.'
                  : 'A copy of your current game is kept here. You keep playing in your active slot.'
              }
              confirm={save ? 'Replace' : 'Save'}
              onConfirm={onSaveHere}
            />
          </>
        )}
      </div>
    </article>
  );
}

interface ConfirmButtonProps {
  label: string;
  icon: ReactNode;
  variant?: 'default' | 'outline';
  disabled: boolean;
  title: string;
  description: string;
  confirm: string;
  onConfirm: () => void;
}

function ConfirmButton({
  label,
  icon,
  variant = 'default',
  disabled,
  title,
  description,
  confirm,
  onConfirm,
}: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant={variant} disabled={disabled}>
          {icon} {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
