import { ArrowDown, ArrowUp, Hand, ListOrdered } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { Switch } from '@/hud/components/ui/switch';
import {
  CONDITION_OPTIONS,
  isAbilityCondition,
  type AbilityCondition,
  type PriorityRowView,
} from '@/runtime/view-models/abilities-page';
import { AbilityGlyph } from './ability-style';

export interface PriorityActions {
  /** Sends the whole new order (the core keeps the priority list as given). */
  reorder: (abilityIds: string[]) => void;
  setCondition: (abilityId: string, condition: AbilityCondition) => void;
  setManualMode: (manualMode: boolean) => void;
}

/** The order with two neighbours swapped. */
function swapped(ids: readonly string[], index: number, other: number): string[] {
  const order = [...ids];
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order;
}

function PriorityRow({
  row,
  ids,
  index,
  actions,
}: {
  row: PriorityRowView;
  ids: readonly string[];
  index: number;
  actions: PriorityActions;
}) {
  const selectId = `condition-${row.abilityId}`;
  return (
    <li
      className="flex flex-wrap items-center gap-2 rounded-lg border border-shade bg-night/60 p-2"
      aria-label={`${row.position}. ${row.name}`}
      data-testid={`priority-${row.abilityId}`}
    >
      <span className="w-5 text-center text-sm font-bold tabular-nums text-parchment-dim" aria-hidden>
        {row.position}
      </span>
      <AbilityGlyph kind={row.kind} visual={row.visual} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-parchment">{row.name}</span>
        <span className="text-xs text-parchment-dim">Slot {row.slotNumber}</span>
      </div>
      <div className="flex items-center gap-1">
        <label htmlFor={selectId} className="sr-only">
          When {row.name} fires
        </label>
        <NativeSelect
          id={selectId}
          value={row.condition}
          onChange={(event) => {
            if (isAbilityCondition(event.target.value)) actions.setCondition(row.abilityId, event.target.value);
          }}
          className="w-44 sm:w-48"
          selectClassName="h-11"
        >
          {CONDITION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          aria-label={`Move ${row.name} up`}
          disabled={index === 0}
          onClick={() => actions.reorder(swapped(ids, index, index - 1))}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          aria-label={`Move ${row.name} down`}
          disabled={index === ids.length - 1}
          onClick={() => actions.reorder(swapped(ids, index, index + 1))}
        >
          <ArrowDown aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** Manual casting, and the equipped abilities in the order auto-use tries them, each with its condition. */
export function PriorityPanel({
  priorities,
  manualMode,
  actions,
}: {
  priorities: PriorityRowView[];
  manualMode: boolean;
  actions: PriorityActions;
}) {
  const ids = priorities.map((row) => row.abilityId);
  return (
    <section
      aria-labelledby="priority-heading"
      data-testid="firing-order"
      className="flex flex-col gap-4 rounded-xl border border-shade bg-card/80 p-4 sm:p-5"
    >
      <header className="flex flex-col gap-1">
        <h2 id="priority-heading" className="flex items-center gap-2 text-lg font-semibold text-parchment">
          <ListOrdered className="size-5 text-ember-bright" aria-hidden />
          Firing order
        </h2>
        <p className="text-sm text-parchment-dim">
          On each of your turns the first ability here that is ready, affordable and whose condition holds fires.
        </p>
      </header>

      <div className="flex items-start gap-3 rounded-lg border border-shade bg-abyss/50 p-3">
        <Hand className="mt-0.5 size-5 shrink-0 text-spectral" aria-hidden />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="manual-casting" className="text-sm font-medium text-parchment">
            Manual casting
          </label>
          <p id="manual-casting-help" className="text-xs text-parchment-dim">
            Abilities fire only when you cast them: keys 1-8 or the ability bar on the combat page.
          </p>
        </div>
        {/* The 24 px track gets a 44 px touch target from an invisible margin around it. */}
        <Switch
          id="manual-casting"
          checked={manualMode}
          aria-describedby="manual-casting-help"
          onCheckedChange={(checked) => actions.setManualMode(checked)}
          className="relative mt-2.5 mr-2.5 after:absolute after:-inset-2.5 after:content-['']"
        />
      </div>

      {manualMode && priorities.length > 0 && (
        <p className="text-xs text-gold" data-testid="manual-note">
          Manual casting is on: this order and these conditions wait until you turn it off.
        </p>
      )}

      {priorities.length === 0 ? (
        <p className="text-sm text-parchment-dim">Nothing equipped yet: slotted abilities line up here.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Firing order">
          {priorities.map((row, index) => (
            <PriorityRow key={row.abilityId} row={row} ids={ids} index={index} actions={actions} />
          ))}
        </ol>
      )}
    </section>
  );
}
