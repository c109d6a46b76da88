import { ListPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  QUEUE_LIMIT,
  MAX_GOAL_COUNT,
  queueRequestLabel,
  type QueueKind,
  type QueueRequest,
} from '@/runtime/view-models/activity-queue';
import { Button } from '@/hud/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/hud/components/ui/dialog';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import { cn } from '@/hud/lib/cn';
import type { GameSession } from './game-session';
import { sendWithToast } from './send-with-toast';
import { useActivityQueueView } from './use-activity-queue-view';
import { TAP } from '@/hud/lib/tap';

/** What a goal counts for each kind of activity, and whether it may run "as long as it can". */
const GOAL: Record<QueueKind, { unit: string; open: string | null; start: number }> = {
  training: { unit: 'sessions', open: null, start: 10 },
  mining: { unit: 'harvests', open: 'Until the node stops', start: 10 },
  crafting: { unit: 'crafts', open: 'All the materials allow', start: 10 },
  combat: { unit: 'kills', open: null, start: 25 },
};

export interface AddToQueueProps {
  session: GameSession;
  activityType: QueueKind;
  targetId: string;
  /** The activity's name, for the button's label and the dialog's title. */
  name: string;
  className?: string;
}

/**
 * "Queue": adds this activity to the activity queue with a goal (a number of sessions, harvests,
 * crafts or kills; minutes of fighting; or, for mining and crafting, as long as it can go on). An idle
 * queue starts it at once; one the player's own activity holds waits behind it (the dialog says which,
 * before and after); the core's refusal is toasted with its own words and keeps the dialog open.
 */
export function AddToQueue({ session, activityType, targetId, name, className }: AddToQueueProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className={cn(TAP, className)}
        aria-label={`Add ${name} to the queue`}
        onClick={() => setOpen(true)}
      >
        <ListPlus aria-hidden />
        Queue
      </Button>
      {open && (
        <QueueGoalDialog
          session={session}
          activityType={activityType}
          targetId={targetId}
          name={name}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function QueueGoalDialog({
  session,
  activityType,
  targetId,
  name,
  onClose,
}: Omit<AddToQueueProps, 'className'> & { onClose: () => void }) {
  const goal = GOAL[activityType];
  const [count, setCount] = useState(String(goal.start));
  const [openEnded, setOpenEnded] = useState(false);
  const [byMinutes, setByMinutes] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const outlook = useActivityQueueView(session).outlook[activityType];
  const number = Number(count);
  const valid = openEnded || (Number.isInteger(number) && number >= 1 && number <= MAX_GOAL_COUNT);
  const request: QueueRequest = {
    activityType,
    targetId,
    count: openEnded || byMinutes ? null : number,
    ...(byMinutes ? { minutes: number } : {}),
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    const reply = await sendWithToast(session, { type: 'queueActivity', ...request });
    setBusy(false);
    if (!reply?.ok) return;
    toast.success(outlook.startsNow ? 'Started from the queue' : 'Added to the queue', {
      description: `${queueRequestLabel(request)} ${outlook.clause}.`,
    });
    onClose();
  };
  const unit = byMinutes ? 'minutes' : goal.unit;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-sm">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Queue {name}</DialogTitle>
            <DialogDescription>
              Up to {QUEUE_LIMIT} activities run one after another, while you play and while you are away.{' '}
              <span data-testid="queue-outlook">{outlook.text}</span>
            </DialogDescription>
          </DialogHeader>
          {activityType === 'combat' && (
            <div role="radiogroup" aria-label="Fight for" className="flex gap-2">
              {(['kills', 'minutes'] as const).map((mode) => (
                <Button
                  key={mode}
                  type="button"
                  role="radio"
                  aria-checked={(mode === 'minutes') === byMinutes}
                  variant={(mode === 'minutes') === byMinutes ? 'default' : 'outline'}
                  className={cn(TAP, 'flex-1')}
                  onClick={() => setByMinutes(mode === 'minutes')}
                >
                  {mode === 'kills' ? 'A number of kills' : 'A number of minutes'}
                </Button>
              ))}
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor={inputId}>
              How many {unit} (1 to {MAX_GOAL_COUNT})
            </Label>
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_GOAL_COUNT}
              value={count}
              disabled={openEnded}
              className={TAP}
              onChange={(event) => setCount(event.target.value)}
            />
            {goal.open && (
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={openEnded}
                  onChange={(event) => setOpenEnded(event.target.checked)}
                />
                {goal.open}
              </label>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" className={TAP} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" className={TAP} disabled={!valid || busy}>
              <ListPlus aria-hidden />
              Add to queue
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
