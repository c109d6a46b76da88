import { ChevronDown, Hourglass, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/hud/components/ui/collapsible';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { SimCountdown } from '@/hud/game/SimCountdown';
import { cn } from '@/hud/lib/cn';
import type { QuestsPageView } from '@/runtime/view-models/quests-page';
import { ActiveQuestCard } from './ActiveQuestCard';
import { AvailableQuestCard } from './AvailableQuestCard';
import { useQuestsView } from '@/hud/game/use-quests-view';

/** /game/quests: the quests taken, the board, what is still locked, the log and the daily reset. */
export function QuestsPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Quests session={session} />;
}

function Quests({ session }: { session: GameSession }) {
  const page = GAME_PAGES.quests;
  const view = useQuestsView(session);
  const running = view.active.filter((quest) => quest.status === 'in_progress').length;
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <DailyReset session={session} view={view} />
      <section aria-labelledby="quests-active-heading" className="flex flex-col gap-3">
        <h2 id="quests-active-heading" className="title-display text-xl font-bold text-parchment">
          Active <span className="text-base font-normal text-parchment-dim">({running})</span>
        </h2>
        <p className="text-sm text-parchment-dim">
          Kills, harvests, crafts and training count while you are away too; a named foe and a rift clear count only in
          a fight you watch.
        </p>
        {view.active.length === 0 ? (
          <p className="text-sm text-parchment-dim">No quest taken. Accept one from the board below.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {view.active.map((quest) => (
              <ActiveQuestCard key={quest.questId} session={session} quest={quest} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="quests-available-heading" className="flex flex-col gap-3">
        <h2 id="quests-available-heading" className="title-display text-xl font-bold text-parchment">
          Available <span className="text-base font-normal text-parchment-dim">({view.available.length})</span>
        </h2>
        <p className="text-sm text-parchment-dim">
          A one-off quest counts the sessions, harvests, crafts, kills anywhere, bosses and rift clears you have already
          done; daily and repeatable ones count from when you accept.
        </p>
        {view.available.length === 0 ? (
          <p className="text-sm text-parchment-dim">
            Nothing on the board for you right now. Higher levels and the daily reset bring more.
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {view.available.map((quest) => (
              <AvailableQuestCard key={quest.questId} session={session} quest={quest} />
            ))}
          </ul>
        )}
      </section>
      {view.locked.length > 0 && (
        <Fold title={`Locked (${view.locked.length})`} testId="quests-locked">
          <ul className="flex flex-col divide-y divide-shade">
            {view.locked.map((quest) => (
              <li key={quest.questId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-2">
                <span className="flex items-center gap-2 text-sm text-parchment">
                  <Lock className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                  {quest.title}
                </span>
                <span className="text-xs text-parchment-dim">{quest.reason}</span>
              </li>
            ))}
          </ul>
        </Fold>
      )}
      {(view.completed.length > 0 || view.abandoned.length > 0) && (
        <Fold
          title={`Completed and abandoned (${view.completed.length + view.abandoned.length})`}
          testId="quests-history"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <NameList heading="Completed" names={view.completed.map((quest) => quest.title)} />
            <NameList heading="Abandoned" names={view.abandoned.map((quest) => quest.title)} />
          </div>
        </Fold>
      )}
      <Statistics view={view} />
    </PageFrame>
  );
}

function DailyReset({ session, view }: { session: GameSession; view: QuestsPageView }) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-spectral/30 bg-spectral/5 px-3 py-2',
        'text-sm text-parchment-dim',
      )}
      data-testid="daily-reset"
    >
      <Hourglass className="size-4 shrink-0 text-spectral" aria-hidden />
      <span>
        Daily quests reset in{' '}
        <SimCountdown session={session} at={view.dailyResetAt} className="font-semibold tabular-nums text-parchment" />
      </span>
      <span className="text-xs">
        (local midnight · {view.dailyQuestsCompleted} daily {view.dailyQuestsCompleted === 1 ? 'quest' : 'quests'} done
        today)
      </span>
    </p>
  );
}

function Fold({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Collapsible className="rounded-xl border border-shade bg-card/60" data-testid={testId}>
      <CollapsibleTrigger
        className={cn(
          'group flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-2',
          'title-display text-left text-lg font-semibold text-parchment hover:bg-night/60',
        )}
      >
        {title}
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-4 pb-3">{children}</CollapsibleContent>
    </Collapsible>
  );
}

function NameList({ heading, names }: { heading: string; names: string[] }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold uppercase tracking-[0.15em] text-muted-foreground">{heading}</h3>
      {names.length === 0 ? (
        <p className="text-sm text-parchment-dim">None yet.</p>
      ) : (
        <ul className="flex flex-col gap-0.5 text-sm text-parchment">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Statistics({ view }: { view: QuestsPageView }) {
  const stats = view.statistics;
  const rows = [
    ['Completed', stats.totalCompleted],
    ['Without dying', stats.perfectCompletions],
    ['Abandoned', stats.totalAbandoned],
    ['Failed', stats.totalFailed],
  ] as const;
  return (
    <section aria-labelledby="quests-stats-heading" className="flex flex-col gap-3">
      <h2 id="quests-stats-heading" className="title-display text-xl font-bold text-parchment">
        Statistics
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 rounded-lg border border-shade bg-card/80 px-3 py-2">
            <dt className="text-xs text-parchment-dim">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-parchment">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
