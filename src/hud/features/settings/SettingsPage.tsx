import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Settings, Volume2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/hud/components/ui/button';
import { PageFrame } from '@/hud/components/PageFrame';
import { IMPORT_INVALID_MESSAGE, SaveFileError, type ImportPreview } from '@/persistence/save-file';
import type { SlotNumber } from '@/persistence/slots';
import { errorMessage } from '@/platform/errors';
import { useOptionalGameSession } from '@/hud/game/game-session';
import { HunterNameCard } from './HunterNameCard';
import { ImportSaveDialog } from './ImportSaveDialog';
import { SaveFilesCard } from './SaveFilesCard';
import { SaveSlotCard } from './SaveSlotCard';
import type { SlotListing } from '@/runtime/saves/slot-controls';
import { useSaveControls } from './save-controls';

/** /game/settings: the hunter's name, the save slots on this device, and save files to export and import. */
export function SettingsPage() {
  const controls = useSaveControls();
  const session = useOptionalGameSession();
  const [listing, setListing] = useState<SlotListing | null>(null);
  const [busy, setBusy] = useState<'export' | 'import' | 'slots' | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  const refresh = useCallback(() => {
    if (!controls) return;
    controls
      .listSlots()
      .then(setListing, (error: unknown) =>
        toast.error('Could not read your save slots', { description: errorMessage(error) }),
      );
  }, [controls]);

  useEffect(() => {
    refresh();
    return controls?.subscribe(refresh);
  }, [controls, refresh]);

  const run = async (kind: 'export' | 'import' | 'slots', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
      refresh();
    }
  };

  if (!controls) {
    return (
      <PageFrame icon={Settings} title="Settings" description="Your hunter is still being loaded.">
        <p className="text-sm text-parchment-dim">The save slots appear once the game has started.</p>
      </PageFrame>
    );
  }

  const readOnly = listing?.readOnly ?? false;
  const activeSlot = listing?.slots.find((slot) => slot.active)?.slotNumber ?? null;
  const slotAction = (action: () => Promise<void>, success: string) =>
    void run('slots', async () => {
      try {
        await action();
        toast.success(success);
      } catch (error) {
        toast.error('That did not work', { description: errorMessage(error) });
      }
    });

  return (
    <PageFrame
      icon={Settings}
      eyebrow="Hunter’s Hall"
      title="Settings"
      description={
        'Your saves on this device: three slots, the one you play in, and save files to keep a copy or bring a ' +
        'hunter over. The cloud backup follows the slot you play.'
      }
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/game/audio-settings">
            <Volume2 aria-hidden /> Audio settings
          </Link>
        </Button>
      }
    >
      {session && (
        <section className="flex flex-col gap-3" aria-labelledby="hunter-heading">
          <h2 id="hunter-heading" className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">
            Your hunter
          </h2>
          <HunterNameCard session={session} />
        </section>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="save-slots-heading">
        <h2 id="save-slots-heading" className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">
          Save slots
        </h2>
        {readOnly && (
          <p className="text-sm text-gold">
            This hunter is open in another tab: slots can be changed only in the tab that saves.
          </p>
        )}
        <div className="grid gap-3 md:grid-cols-3">
          {(listing?.slots ?? []).map((slot) => (
            <SaveSlotCard
              key={slot.slotNumber}
              slot={slot}
              activeSlot={activeSlot}
              disabled={readOnly || busy !== null}
              onLoad={() => slotAction(() => controls.loadSlot(slot.slotNumber), `Now playing slot ${slot.slotNumber}`)}
              onSaveHere={() =>
                slotAction(() => controls.saveToSlot(slot.slotNumber), `Saved a copy to slot ${slot.slotNumber}`)
              }
            />
          ))}
        </div>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="save-files-heading">
        <h2 id="save-files-heading" className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">
          Save files
        </h2>
        <SaveFilesCard
          busy={busy === 'export' || busy === 'import' ? busy : null}
          readOnly={readOnly}
          error={importError}
          onExport={() =>
            void run('export', async () => {
              try {
                await controls.exportSave();
                toast.success('Save exported');
              } catch (error) {
                toast.error('Export failed', { description: errorMessage(error) });
              }
            })
          }
          onFileChosen={(file) =>
            void run('import', async () => {
              setImportError(null);
              try {
                setPreview(await controls.prepareImport(file));
              } catch (error) {
                const message = error instanceof SaveFileError ? error.message : IMPORT_INVALID_MESSAGE;
                setImportError(message);
                toast.error(message);
              }
            })
          }
        />
      </section>
      <ImportSaveDialog
        key={preview ? `${preview.checksum}:${preview.exportedAt}` : 'none'}
        preview={preview}
        slots={listing?.slots ?? []}
        busy={busy === 'import'}
        onCancel={() => setPreview(null)}
        onImport={(slotNumber: SlotNumber, confirmOverwrite: boolean) => {
          if (!preview) return;
          void run('import', async () => {
            try {
              const result = await controls.importSave(preview, slotNumber, confirmOverwrite);
              if (result.status === 'imported') {
                setPreview(null);
                toast.success(`Save imported into slot ${slotNumber}`, {
                  description: result.target.existing ? 'The save it replaced was backed up first.' : undefined,
                });
              }
            } catch (error) {
              toast.error('Import failed', { description: errorMessage(error) });
            }
          });
        }}
      />
    </PageFrame>
  );
}
