import { Link } from 'react-router-dom';
import { ArrowRight, ScrollText } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/hud/components/ui/card';
import type { GameSession } from '@/hud/game/game-session';
import { TAP } from '@/hud/lib/tap';
import { cn } from '@/hud/lib/cn';
import { useQuestsView } from '@/hud/game/use-quests-view';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/**
 * The hall's pointer to the quest board (issue 32): how many quests the hunter can accept, those
 * already done (accepting completes them), the quest under way with its count, and the way there.
 */
export function QuestBoardCard({ session }: { session: GameSession }) {
  const view = useQuestsView(session);
  const running = view.active.filter((quest) => quest.status === 'in_progress');
  const ready = view.available.filter((quest) => quest.doneAlready).length;
  const first = running[0];
  const open = view.available.length;
  return (
    <Card className="gap-3 py-5" role="region" aria-label="Quest board at a glance">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <ScrollText className={cn('size-4', open > 0 ? 'text-gold' : 'text-muted-foreground')} aria-hidden />
          {open > 0 ? count(open, 'quest you can accept', 'quests you can accept') : 'The quest board'}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-5 text-sm text-parchment-dim">
        {ready > 0 && (
          <p className="text-spectral" data-testid="quests-ready">
            {ready === 1
              ? 'One asks for what you have already done: accept it to collect its reward.'
              : `${ready} ask for what you have already done: accept them to collect their rewards.`}
          </p>
        )}
        {first ? (
          <p>
            Under way: <span className="text-parchment">{first.title}</span>{' '}
            <span className="tabular-nums">
              ({first.progress} / {first.maxProgress})
            </span>
            {running.length > 1 ? ` and ${count(running.length - 1, 'other', 'others')}` : ''}.
          </p>
        ) : (
          <p>The Hunters’ Guild pays gold, experience and items for work in the rifts.</p>
        )}
        <Button asChild variant={open > 0 && !first ? 'default' : 'outline'} className={cn(TAP, 'self-start')}>
          <Link to="/game/quests">
            Open the quest board <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
