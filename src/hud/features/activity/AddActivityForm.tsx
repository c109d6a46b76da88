import { useId, useState, type FormEvent } from 'react';
import { Loader2, Plus } from 'lucide-react';
import type { Command } from '@/core/commands';
import { SECTION, TAP } from '@/hud/components/items/page-style';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import { NativeSelect } from '@/hud/components/ui/native-select';
import type { GameSession } from '@/hud/game/game-session';
import { QUEUE_KIND_ICONS } from '@/hud/game/queue-kinds';
import { useActivityQueueView } from '@/hud/game/use-activity-queue-view';
import { cn } from '@/hud/lib/cn';
import {
  QUEUE_KIND_LABELS,
  QUEUE_KINDS,
  MAX_GOAL_COUNT,
  QUEUE_TARGETS,
  type QueueKind,
} from '@/runtime/view-models/activity-queue';
import { send } from './queue-actions';

/** How a goal is counted: units (sessions, harvests, crafts, kills), minutes, or as long as it can go on. */
type GoalMode = 'count' | 'minutes' | 'open';

interface GoalChoice {
  mode: GoalMode;
  label: string;
}

/** The goals each kind allows (the core's checkQueueRequest), the first one chosen by default. */
const GOALS: Record<QueueKind, readonly GoalChoice[]> = {
  training: [{ mode: 'count', label: 'Sessions' }],
  mining: [
    { mode: 'count', label: 'Harvests' },
    { mode: 'open', label: 'Until it stops' },
  ],
  crafting: [
    { mode: 'count', label: 'Crafts' },
    { mode: 'open', label: 'All you can' },
  ],
  combat: [
    { mode: 'count', label: 'Kills' },
    { mode: 'minutes', label: 'Minutes' },
  ],
};

const TARGET_LABELS: Record<QueueKind, string> = {
  training: 'Training activity',
  mining: 'Mining node',
  crafting: 'Recipe',
  combat: 'Area',
};

const firstTarget = (kind: QueueKind) => QUEUE_TARGETS[kind][0]?.options[0]?.id ?? '';

/** The command for the form's choices; the number goes as typed, so the core's refusal names a bad one. */
function queueCommand(kind: QueueKind, targetId: string, mode: GoalMode, amount: string): Command {
  const number = amount.trim() === '' ? Number.NaN : Number(amount);
  const goal = mode === 'open' ? { count: null } : mode === 'minutes' ? { minutes: number } : { count: number };
  return { type: 'queueActivity', activityType: kind, targetId, ...goal };
}

/**
 * Adds an activity to the queue: its kind, what it works on (with what that asks of the hunter; the
 * core checks it when the entry starts) and its goal, with what adding it now does (starts at once,
 * or waits behind the queue or the player's own activity). Full at the queue's limit; a refusal is
 * toasted with the core's reason.
 */
export function AddActivityForm({ session, canAdd, limit }: { session: GameSession; canAdd: boolean; limit: number }) {
  const titleId = useId();
  const fieldId = useId();
  const [kind, setKind] = useState<QueueKind>('training');
  const [targets, setTargets] = useState<Record<QueueKind, string>>(() => ({
    training: firstTarget('training'),
    mining: firstTarget('mining'),
    crafting: firstTarget('crafting'),
    combat: firstTarget('combat'),
  }));
  const [modes, setModes] = useState<Record<QueueKind, GoalMode>>({
    training: 'count',
    mining: 'count',
    crafting: 'count',
    combat: 'count',
  });
  const [amount, setAmount] = useState('10');
  const [sending, setSending] = useState(false);
  const mode = modes[kind];
  const outlook = useActivityQueueView(session).outlook[kind];
  const goal = GOALS[kind].find((choice) => choice.mode === mode) ?? GOALS[kind][0]!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    await send(
      session,
      queueCommand(kind, targets[kind], mode, amount),
      outlook.startsNow ? 'Started from the queue' : 'Added to the queue',
    );
    setSending(false);
  };

  return (
    <section aria-labelledby={titleId} className={SECTION}>
      <h2 id={titleId} className="title-display text-xl font-semibold text-parchment">
        Add an activity
      </h2>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Choices
          label="Activity"
          value={kind}
          choices={QUEUE_KINDS.map((option) => ({
            value: option,
            label: QUEUE_KIND_LABELS[option],
            icon: QUEUE_KIND_ICONS[option],
          }))}
          onChange={setKind}
          columns="grid-cols-4"
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${fieldId}-target`}>{TARGET_LABELS[kind]}</Label>
          <NativeSelect
            id={`${fieldId}-target`}
            className="min-w-0 [&>select]:h-11"
            value={targets[kind]}
            onChange={(event) => setTargets((current) => ({ ...current, [kind]: event.target.value }))}
          >
            {QUEUE_TARGETS[kind].map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name} ({option.requirement})
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </div>
        {GOALS[kind].length > 1 && (
          <Choices
            label="Goal"
            value={mode}
            choices={GOALS[kind].map((choice) => ({ value: choice.mode, label: choice.label }))}
            onChange={(next) => setModes((current) => ({ ...current, [kind]: next }))}
            columns="grid-cols-2"
          />
        )}
        {mode !== 'open' && (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${fieldId}-amount`}>{goal.label}</Label>
            <Input
              id={`${fieldId}-amount`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_GOAL_COUNT}
              step={1}
              className="h-11 sm:max-w-40"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <p className="text-xs text-muted-foreground">From 1 to {MAX_GOAL_COUNT}.</p>
          </div>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" className={cn(TAP, 'sm:w-auto')} disabled={sending || !canAdd}>
            {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
            Add to queue
          </Button>
          <p className="text-sm text-parchment-dim" data-testid="add-note">
            {!canAdd ? `The queue is full at ${limit} activities: remove one to add another.` : outlook.text}
          </p>
        </div>
      </form>
    </section>
  );
}

interface Choice<Value extends string> {
  value: Value;
  label: string;
  icon?: (typeof QUEUE_KIND_ICONS)[QueueKind];
}

/** A row of 44 px options, one chosen (the platform radio is too small to tap). */
function Choices<Value extends string>({
  label,
  value,
  choices,
  onChange,
  columns,
}: {
  label: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
  columns: string;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium leading-none text-parchment">
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={cn('grid gap-1 rounded-lg border border-shade bg-abyss/60 p-1 sm:max-w-md', columns)}
      >
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={value === choice.value}
            onClick={() => onChange(choice.value)}
            className={cn(
              'flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium',
              value === choice.value ? 'bg-ember text-primary-foreground' : 'text-parchment-dim hover:bg-accent',
            )}
          >
            {choice.icon && <choice.icon className="size-4 shrink-0" aria-hidden />}
            <span className="truncate">{choice.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
