import { useId } from 'react';
import { CalendarClock, Sparkles, Zap } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { Badge } from '@/hud/components/ui/badge';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { SimCountdown } from '@/hud/game/SimCountdown';
import { cn } from '@/hud/lib/cn';
import type { EventWindowView, RunningEventView } from '@/runtime/view-models/events-page';
import { useEventsView } from './use-events-view';

/** /game/events: the timed events running now and the coming week's windows, in local time. */
export function EventsPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Events session={session} />;
}

function Events({ session }: { session: GameSession }) {
  const page = GAME_PAGES.events;
  const view = useEventsView(session);
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <section aria-labelledby="events-now-heading" className="flex flex-col gap-3">
        <h2 id="events-now-heading" className="title-display text-xl font-bold text-parchment">
          Running now
        </h2>
        {view.running.length === 0 ? (
          <p className="text-sm text-parchment-dim">No event is running right now. The next one is listed below.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {view.running.map((event) => (
              <RunningCard key={event.eventId} session={session} event={event} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="events-week-heading" className="flex flex-col gap-3">
        <h2 id="events-week-heading" className="title-display text-xl font-bold text-parchment">
          The coming week
        </h2>
        <p className="text-sm text-parchment-dim">Times are in your local time.</p>
        <ul className="flex flex-col gap-2">
          {view.upcoming.map((window) => (
            <WindowRow key={`${window.eventId}-${window.startsAt}`} session={session} window={window} />
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}

function Effects({ effects }: { effects: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Effects">
      {effects.map((effect) => (
        <li key={effect}>
          <Badge variant="spectral" className="whitespace-normal text-left">
            <Zap aria-hidden /> {effect}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function RunningCard({ session, event }: { session: GameSession; event: RunningEventView }) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      data-testid="running-event"
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-gold/50 bg-gold/5 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="title-display flex items-center gap-2 text-lg font-semibold text-parchment">
          <Sparkles className="size-4 shrink-0 text-gold" aria-hidden /> {event.name}
        </h3>
        <Badge variant="gold">Live</Badge>
      </div>
      <Effects effects={event.effects} />
      <p className="text-sm text-parchment-dim">{event.description}</p>
      <p className="text-sm text-gold" data-testid="event-ends">
        Ends in <SimCountdown session={session} at={event.endsAt} className="font-semibold tabular-nums" />
        <span className="text-parchment-dim"> · {event.schedule}</span>
      </p>
    </li>
  );
}

function WindowRow({ session, window }: { session: GameSession; window: EventWindowView }) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      data-testid="upcoming-event"
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-xl border border-shade bg-card/80 p-3',
        'sm:flex-row sm:items-start sm:gap-4',
      )}
    >
      <div className="flex shrink-0 flex-col gap-0.5 sm:w-48">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-parchment">
          <CalendarClock className="size-4 shrink-0 text-ember-bright" aria-hidden /> {window.when}
        </p>
        <p className="text-xs text-parchment-dim">
          Starts in <SimCountdown session={session} at={window.startsAt} className="tabular-nums text-parchment" />
        </p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={headingId} className="font-semibold text-parchment">
          {window.name}
        </h3>
        <Effects effects={window.effects} />
        <p className="text-sm text-parchment-dim">{window.description}</p>
      </div>
    </li>
  );
}
