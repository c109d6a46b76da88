import { useRef } from 'react';
import { FileDown, FileUp, Loader2 } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';

interface SaveFilesCardProps {
  busy: 'export' | 'import' | null;
  readOnly: boolean;
  error: string | null;
  onExport: () => void;
  onFileChosen: (file: File) => void;
}

/**
 * Export the current game to a file; pick a file to import (verified, previewed and confirmed before anything is
 * written).
 */
export function SaveFilesCard({ busy, readOnly, error, onExport, onFileChosen }: SaveFilesCardProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <section className="grid gap-3 sm:grid-cols-2" aria-label="Save files">
      <article className="flex flex-col gap-3 rounded-xl border border-shade bg-card/80 p-5">
        <h3 className="title-display text-lg font-semibold text-parchment">Export save</h3>
        <p className="flex-1 text-sm text-parchment-dim">
          Download your hunter as a file, sealed with a checksum, to keep a copy or move it to another browser.
        </p>
        <Button variant="outline" className="self-start" onClick={onExport} disabled={busy !== null}>
          {busy === 'export' ? <Loader2 className="animate-spin" aria-hidden /> : <FileDown aria-hidden />} Export save
        </Button>
      </article>
      <article className="flex flex-col gap-3 rounded-xl border border-shade bg-card/80 p-5">
        <h3 className="title-display text-lg font-semibold text-parchment">Import save</h3>
        <p className="flex-1 text-sm text-parchment-dim">
          Load a save file into a slot. You see the hunter it holds first; a slot in use is backed up before it is
          replaced.
        </p>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          aria-label="Save file to import"
          data-testid="import-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFileChosen(file);
          }}
        />
        <Button
          variant="outline"
          className="self-start"
          onClick={() => input.current?.click()}
          disabled={busy !== null || readOnly}
        >
          {busy === 'import' ? <Loader2 className="animate-spin" aria-hidden /> : <FileUp aria-hidden />} Import save
        </Button>
        {error && (
          <p className="text-sm text-[#ff9b95]" role="alert" data-testid="import-error">
            {error}
          </p>
        )}
      </article>
    </section>
  );
}
