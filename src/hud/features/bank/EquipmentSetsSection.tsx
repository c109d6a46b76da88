import { useState, type FormEvent } from 'react';
import { Save, Shirt, Trash2 } from 'lucide-react';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import { EQUIPMENT_SET_LIMIT, EQUIPMENT_SET_NAME_MAX } from '@/runtime/view-models/bank-deposit';
import type { SetStatusView, WornPiece } from '@/runtime/view-models/bank-sets';
import { ConfirmButton } from '@/hud/components/ConfirmButton';
import { SECTION, TAP } from '@/hud/components/items/page-style';

interface EquipmentSetsSectionProps {
  session: GameSession;
  sets: readonly SetStatusView[];
  wearing: readonly WornPiece[];
}

/** Saved outfits with their pieces, Wear and Delete, and the form that saves what the hunter wears. */
export function EquipmentSetsSection({ session, sets, wearing }: EquipmentSetsSectionProps) {
  return (
    <section aria-labelledby="bank-sets-title" className={SECTION}>
      <div className="flex flex-col gap-1">
        <h2 id="bank-sets-title" className="title-display text-xl font-semibold text-parchment">
          Equipment sets
        </h2>
        <p className="text-sm text-parchment-dim">
          Wearing a set takes its pieces from your inventory first, then the bank; what comes off goes to your inventory
          (the bank when the inventory is full).
        </p>
      </div>
      {sets.length === 0 ? (
        <p className="rounded-lg border border-dashed border-shade p-4 text-sm text-parchment-dim">
          No sets saved yet.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Saved sets">
          {sets.map((set) => (
            <SetCard key={set.name} session={session} set={set} />
          ))}
        </ul>
      )}
      <SaveSetForm session={session} sets={sets} wearing={wearing} />
    </section>
  );
}

function SetCard({ session, set }: { session: GameSession; set: SetStatusView }) {
  const missing = set.missing.length > 0;
  return (
    <li
      aria-label={`Set ${set.name}`}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-dusk/60 p-3',
        set.wornNow ? 'border-ember/50' : 'border-shade',
      )}
    >
      <header className="flex items-center gap-2">
        <h3 className="title-display min-w-0 flex-1 truncate text-lg font-semibold text-parchment">{set.name}</h3>
        {set.wornNow && <Badge>Worn now</Badge>}
      </header>
      {set.pieces.length === 0 ? (
        <p className="text-sm text-parchment-dim">No gear: wearing it takes everything off.</p>
      ) : (
        <ul className="flex flex-wrap gap-x-3 gap-y-1.5 text-sm text-parchment-dim" aria-label={`${set.name} pieces`}>
          {set.pieces.map((piece) => (
            <li key={piece.slot} className="flex items-center gap-1.5">
              <span aria-hidden className="shrink-0">
                <ItemIcon itemId={piece.itemId} size={24} />
              </span>
              {piece.name}
            </li>
          ))}
        </ul>
      )}
      {missing && <p className="text-sm text-blood">Not in your inventory or bank: {set.missing.join(', ')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          className={TAP}
          disabled={set.wornNow || missing}
          aria-label={`Wear ${set.name}`}
          onClick={() => void sendWithToast(session, { type: 'equipEquipmentSet', name: set.name })}
        >
          <Shirt aria-hidden /> Wear
        </Button>
        <ConfirmButton
          variant="ghost"
          label={`Delete ${set.name}`}
          title={`Delete the set “${set.name}”?`}
          description="Only the saved list goes; the gear stays where it is."
          confirm="Delete set"
          onConfirm={() => void sendWithToast(session, { type: 'deleteEquipmentSet', name: set.name })}
        >
          <Trash2 aria-hidden /> Delete
        </ConfirmButton>
      </div>
    </li>
  );
}

function SaveSetForm({
  session,
  sets,
  wearing,
}: {
  session: GameSession;
  sets: readonly SetStatusView[];
  wearing: readonly WornPiece[];
}) {
  const [name, setName] = useState('');
  const clean = name.trim();
  const wornNames = wearing.map((piece) => piece.name).join(', ');
  const replaces = sets.some((set) => set.name === clean);
  const full = sets.length >= EQUIPMENT_SET_LIMIT && !replaces;
  const valid = clean.length >= 1 && clean.length <= EQUIPMENT_SET_NAME_MAX && !full;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const reply = await sendWithToast(session, { type: 'saveEquipmentSet', name: clean });
    if (reply?.ok) setName('');
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 rounded-lg border border-shade bg-abyss/40 p-3"
      aria-label="Save a set"
    >
      <Label htmlFor="bank-set-name">Save what I’m wearing as…</Label>
      <p className="text-xs text-muted-foreground">
        {wearing.length === 0 ? 'You wear no gear now.' : `Wearing: ${wornNames}.`} Up to {EQUIPMENT_SET_LIMIT} sets;
        saving under a name you already use replaces that set.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="bank-set-name"
          value={name}
          maxLength={EQUIPMENT_SET_NAME_MAX}
          placeholder="Set name"
          onChange={(event) => setName(event.target.value)}
          className="h-11 sm:max-w-xs"
        />
        <Button type="submit" className={TAP} disabled={!valid}>
          <Save aria-hidden /> {replaces ? `Replace “${clean}”` : 'Save set'}
        </Button>
      </div>
      {full && (
        <p className="text-sm text-blood">
          You have {EQUIPMENT_SET_LIMIT} sets: delete one, or reuse a name to replace it.
        </p>
      )}
    </form>
  );
}
