import { useState, type FormEvent } from 'react';
import { Check, Layers, Pencil, Trash2 } from 'lucide-react';
import { ConfirmButton } from '@/hud/components/ConfirmButton';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { cn } from '@/hud/lib/cn';
import {
  ABILITY_SLOT_COUNT,
  LOADOUT_NAME_MAX,
  MAX_LOADOUTS,
  type LoadoutView,
} from '@/runtime/view-models/abilities-page';

export interface LoadoutActions {
  switchTo: (name: string) => void;
  /** Resolves whether the core took it (the name is kept in the box on a refusal, to fix). */
  create: (name: string) => Promise<boolean>;
  rename: (name: string, newName: string) => Promise<boolean>;
  remove: (name: string) => void;
}

function RenameForm({
  loadout,
  actions,
  onDone,
}: {
  loadout: LoadoutView;
  actions: LoadoutActions;
  onDone: () => void;
}) {
  const [value, setValue] = useState(loadout.name);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === loadout.name) return onDone();
    if (await actions.rename(loadout.name, value)) onDone();
  };
  return (
    <form className="flex w-full flex-wrap items-center gap-2" onSubmit={(event) => void submit(event)}>
      <Input
        aria-label={`New name for ${loadout.name}`}
        value={value}
        maxLength={LOADOUT_NAME_MAX}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        className="h-11 min-w-0 flex-1"
      />
      <Button type="submit" className="h-11" disabled={value.trim() === ''}>
        Rename
      </Button>
      <Button type="button" variant="ghost" className="h-11" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

/** Named sets of the eight slots: the active one marked, switch, save the slots as new, rename, delete. */
export function LoadoutPanel({
  loadouts,
  canSave,
  actions,
}: {
  loadouts: LoadoutView[];
  canSave: boolean;
  actions: LoadoutActions;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (await actions.create(newName)) setNewName('');
  };
  return (
    <section
      aria-labelledby="loadouts-heading"
      data-testid="loadouts"
      className="flex flex-col gap-4 rounded-xl border border-shade bg-card/80 p-4 sm:p-5"
    >
      <header className="flex flex-col gap-1">
        <h2 id="loadouts-heading" className="flex items-center gap-2 text-lg font-semibold text-parchment">
          <Layers className="size-5 text-ember-bright" aria-hidden />
          Loadouts
        </h2>
        <p className="text-sm text-parchment-dim">
          Changes to the slots are kept in the active loadout. Switching fills the slots from another.
        </p>
      </header>
      <ul className="flex flex-col gap-2" aria-label="Loadouts">
        {loadouts.map((loadout) => (
          <li key={loadout.name} className="flex items-center gap-2">
            {renaming === loadout.name ? (
              <RenameForm loadout={loadout} actions={actions} onDone={() => setRenaming(null)} />
            ) : (
              <>
                <Button
                  variant="outline"
                  aria-current={loadout.isActive ? 'true' : undefined}
                  onClick={() => {
                    if (!loadout.isActive) actions.switchTo(loadout.name);
                  }}
                  className={cn(
                    'h-11 min-w-0 flex-1 justify-start',
                    loadout.isActive && 'border-ember/70 bg-ember/10 hover:bg-ember/10',
                  )}
                >
                  {loadout.isActive ? (
                    <Check className="text-ember-bright" aria-hidden />
                  ) : (
                    <span className="sr-only">Switch to</span>
                  )}{' '}
                  <span className="truncate">{loadout.name}</span>{' '}
                  <span className="ml-auto flex items-center gap-2 text-xs text-parchment-dim">
                    {loadout.filled} / {ABILITY_SLOT_COUNT}{' '}
                    {loadout.isActive && <span className="font-semibold text-ember-bright">Active</span>}
                  </span>
                </Button>
                {!loadout.isDefault && (
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-11"
                      aria-label={`Rename ${loadout.name}`}
                      onClick={() => setRenaming(loadout.name)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <ConfirmButton
                      variant="ghost"
                      label={`Delete ${loadout.name}`}
                      title={`Delete ${loadout.name}?`}
                      description={
                        loadout.isActive
                          ? 'Its slots are forgotten and the Default loadout takes over. The abilities stay learned.'
                          : 'Its slots are forgotten. The abilities stay learned.'
                      }
                      confirm="Delete"
                      onConfirm={() => actions.remove(loadout.name)}
                      className="w-11 px-0"
                    >
                      <Trash2 aria-hidden />
                    </ConfirmButton>
                  </>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <form className="flex flex-col gap-2" onSubmit={(event) => void create(event)}>
        <label htmlFor="new-loadout-name" className="text-sm text-parchment-dim">
          Save the current slots as a new loadout
        </label>
        <div className="flex gap-2">
          <Input
            id="new-loadout-name"
            value={newName}
            maxLength={LOADOUT_NAME_MAX}
            placeholder="Boss night"
            disabled={!canSave}
            onChange={(event) => setNewName(event.target.value)}
            className="h-11 min-w-0 flex-1"
          />
          <Button type="submit" className="h-11" disabled={!canSave || newName.trim() === ''}>
            Save as new
          </Button>
        </div>
        <p className="text-xs text-parchment-dim">
          {canSave
            ? `Up to ${LOADOUT_NAME_MAX} characters; ${MAX_LOADOUTS} loadouts at most.`
            : `${MAX_LOADOUTS} loadouts is the most you can keep: delete one to save another.`}
        </p>
      </form>
    </section>
  );
}
