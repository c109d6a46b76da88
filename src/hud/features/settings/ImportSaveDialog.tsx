import { useState } from 'react';
import { AlertTriangle, FileCheck2, Loader2 } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/hud/components/ui/dialog';
import { Label } from '@/hud/components/ui/label';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { cn } from '@/hud/lib/cn';
import type { ImportPreview } from '@/persistence/save-file';
import type { SlotNumber } from '@/persistence/slots';
import { formatPlaytime, formatSavedAt } from './format';
import type { SlotView } from '@/runtime/saves/slot-controls';

interface ImportSaveDialogProps {
  preview: ImportPreview | null;
  slots: SlotView[];
  busy: boolean;
  onCancel: () => void;
  /** Imports into the slot; `confirmOverwrite` is true once the player agreed to replace an occupied slot. */
  onImport: (slotNumber: SlotNumber, confirmOverwrite: boolean) => void;
}

function defaultTarget(slots: SlotView[]): SlotNumber {
  return (slots.find((slot) => !slot.save) ?? slots.find((slot) => slot.active) ?? slots[0])?.slotNumber ?? 1;
}

/** The verified file, the slot to put it in, and, for an occupied slot, a second step that confirms the overwrite. */
export function ImportSaveDialog({ preview, slots, busy, onCancel, onImport }: ImportSaveDialogProps) {
  const [target, setTarget] = useState<SlotNumber | null>(null);
  const [confirming, setConfirming] = useState(false);
  const slotNumber = target ?? defaultTarget(slots);
  const occupant = slots.find((slot) => slot.slotNumber === slotNumber)?.save ?? null;
  const close = () => {
    setTarget(null);
    setConfirming(false);
    onCancel();
  };
  const summary = preview?.summary;
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => !open && close()}>
      {preview && summary && (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{confirming ? `Overwrite slot ${slotNumber}?` : 'Import save'}</DialogTitle>
            <DialogDescription>
              {confirming
                ? 'The save in this slot is backed up first, then replaced by the imported hunter.'
                : 'The file checked out. This is the hunter it holds.'}
            </DialogDescription>
          </DialogHeader>
          <div
            className="flex items-start gap-3 rounded-md border border-spectral/40 bg-spectral/10 p-3 text-sm"
            data-testid="import-preview"
          >
            <FileCheck2 className="mt-0.5 size-5 shrink-0 text-spectral" aria-hidden />
            <dl className="grid flex-1 grid-cols-2 gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Hunter</dt>
              <dd className="truncate font-medium text-parchment">{preview.state.player.username}</dd>
              <dt className="text-muted-foreground">Level · Rank</dt>
              <dd className="font-medium text-parchment">
                {summary.level} · {summary.hunterRank}
              </dd>
              <dt className="text-muted-foreground">Playtime</dt>
              <dd className="text-parchment">{formatPlaytime(summary.playtime)}</dd>
              <dt className="text-muted-foreground">Exported</dt>
              <dd className="text-parchment">{formatSavedAt(Date.parse(preview.exportedAt))}</dd>
            </dl>
          </div>
          {confirming && occupant ? (
            <p
              className={cn(
                'flex items-start gap-2 rounded-md border border-blood/40 bg-blood/10 p-3',
                'text-sm text-parchment',
              )}
              role="alert"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-blood" aria-hidden />
              <span>
                Slot {slotNumber} holds <strong>{occupant.slotName}</strong> (level {occupant.level}, rank{' '}
                {occupant.hunterRank}, saved {formatSavedAt(occupant.lastModified)}).
              </span>
            </p>
          ) : (
            <div className="flex flex-col gap-2">
              <Label htmlFor="import-slot">Import into</Label>
              <NativeSelect
                id="import-slot"
                value={slotNumber}
                onChange={(event) => setTarget(Number(event.target.value) as SlotNumber)}
              >
                {slots.map((slot) => (
                  <option key={slot.slotNumber} value={slot.slotNumber}>
                    {`Slot ${slot.slotNumber}: ` +
                      (slot.save ? `${slot.save.slotName} (level ${slot.save.level})` : 'empty') +
                      (slot.active ? ' · active' : '')}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={confirming ? () => setConfirming(false) : close} disabled={busy}>
              {confirming ? 'Back' : 'Cancel'}
            </Button>
            <Button
              key={confirming ? 'overwrite' : 'import'}
              variant={confirming ? 'destructive' : 'default'}
              disabled={busy}
              onClick={() => {
                if (occupant && !confirming) setConfirming(true);
                else onImport(slotNumber, confirming);
              }}
            >
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              {confirming ? 'Overwrite and import' : 'Import'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
