import { useState } from 'react';
import { Ghost, Loader2, LogOut, Shirt } from 'lucide-react';
import type { EquipmentSlot, Rarity } from '@/content/ids';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { ItemDetails } from '@/hud/components/items/ItemDetails';
import { RARITY_TEXT } from '@/hud/components/items/rarity';
import { Notice } from '@/hud/components/Notice';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import type { SlotCandidateView } from '@/runtime/view-models/equipment-page';
import { SLOT_LABELS, type EquipmentScreenView } from '@/runtime/view-models/equipment-page-view';
import { itemInfo } from '@/runtime/view-models/item-views';

const isWraithSlot = (slot: EquipmentSlot) => slot.startsWith('wraith_');

function Candidate({
  candidate,
  busy,
  onEquip,
}: {
  candidate: SlotCandidateView;
  busy: boolean;
  onEquip: (candidate: SlotCandidateView) => void;
}) {
  const effect = candidate.deltas.length === 0 ? itemInfo(candidate.itemId).effect : null;
  return (
    <li
      aria-label={candidate.name}
      className="flex flex-col gap-2 rounded-lg border border-shade bg-dusk/60 p-3"
      data-candidate={candidate.itemId}
    >
      <div className="flex items-start gap-3">
        <ItemIcon itemId={candidate.itemId} size={44} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className={cn('font-semibold leading-tight', RARITY_TEXT[candidate.rarity as Rarity])}>{candidate.name}</p>
          <p className="text-xs text-muted-foreground">Level {candidate.levelRequirement}</p>
          {candidate.deltas.length > 0 ? (
            <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm" aria-label="Stat changes">
              {candidate.deltas.map((delta) => (
                <li key={delta.key} className={cn('tabular-nums', delta.delta > 0 ? 'text-emerald-300' : 'text-blood')}>
                  {delta.text} {delta.label}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-parchment-dim">{effect ?? 'No stat change'}</p>
          )}
        </div>
        <Button
          size="sm"
          className="h-11 min-w-20 touch:min-w-20"
          disabled={busy || candidate.refusal !== null}
          aria-label={`Equip ${candidate.name}`}
          onClick={() => onEquip(candidate)}
        >
          Equip
        </Button>
      </div>
      {candidate.refusal && <p className="text-sm text-blood">{candidate.refusal}</p>}
    </li>
  );
}

/** One slot: what is worn there (with Unequip) and the inventory's items that fit it, each with Equip. */
export function SlotPanel({
  session,
  view,
  slot,
  headless = false,
}: {
  session: GameSession;
  view: EquipmentScreenView;
  slot: EquipmentSlot;
  /** In the phone's sheet, whose own title names the slot. */
  headless?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const worn = view.slots[slot];
  const candidates = view.candidates[slot];
  const label = SLOT_LABELS[slot];

  const send = async (command: Parameters<typeof sendWithToast>[1]) => {
    setBusy(true);
    try {
      await sendWithToast(session, command);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={`${label} slot`} className="flex flex-col gap-4" data-testid="slot-panel">
      {!headless && <h2 className="title-display text-xl font-semibold text-parchment">{label}</h2>}
      {isWraithSlot(slot) ? (
        <Notice
          icon={Ghost}
          tone="arcane"
          headline="Wraiths come with bonding."
          detail="No wraith can be bonded yet, so the three wraith slots stay empty for now."
        />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">Worn</h3>
            {worn ? (
              <ItemDetails
                info={itemInfo(worn.itemId)}
                quantity={worn.quantity}
                actions={
                  <Button
                    variant="outline"
                    className="h-11"
                    disabled={busy}
                    onClick={() => void send({ type: 'unequip', slot })}
                  >
                    {busy ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
                    Unequip
                  </Button>
                }
              />
            ) : (
              <p
                className={cn(
                  'flex items-center gap-2 rounded-lg border border-dashed border-shade p-3',
                  'text-sm text-parchment-dim',
                )}
              >
                <Shirt className="size-4 shrink-0" aria-hidden /> Nothing worn in this slot.
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">
              Fits this slot
              {candidates.length > 0 && ` (${candidates.length.toLocaleString('en-US')})`}
            </h3>
            {candidates.length === 0 ? (
              <p className="text-sm text-parchment-dim">Nothing in your inventory fits this slot.</p>
            ) : (
              <>
                <p className="text-xs text-muted-foreground">
                  {worn ? `Stat changes against ${worn.name}.` : 'Nothing worn here: every stat is a gain.'}
                </p>
                <ul className="flex flex-col gap-2" aria-label={`Items for the ${label.toLowerCase()} slot`}>
                  {candidates.map((candidate) => (
                    <Candidate
                      key={candidate.inventoryItemId}
                      candidate={candidate}
                      busy={busy}
                      onEquip={(chosen) => void send({ type: 'equip', inventoryItemId: chosen.inventoryItemId, slot })}
                    />
                  ))}
                </ul>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
