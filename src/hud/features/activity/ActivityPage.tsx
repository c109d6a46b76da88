import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { useActivityQueueView } from '@/hud/game/use-activity-queue-view';
import { AddActivityForm } from './AddActivityForm';
import { CurrentTasks } from './CurrentTasks';
import { LastAbsence } from './LastAbsence';
import { LeaveForecast } from './LeaveForecast';
import { QueueList } from './QueueList';
import { RecentEndings } from './RecentEndings';

/**
 * /game/activity: what runs now, the queue in full with its controls, the add form, the latest endings,
 * what leaving now would bring, and the last time away hour by hour.
 */
export function ActivityPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Activity session={session} />;
}

function Activity({ session }: { session: GameSession }) {
  const page = GAME_PAGES.activity;
  const view = useActivityQueueView(session);
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <CurrentTasks session={session} view={view} />
      <QueueList session={session} view={view} />
      <AddActivityForm session={session} canAdd={view.canAdd} limit={view.limit} />
      <RecentEndings ended={view.ended} />
      <LeaveForecast session={session} />
      <LastAbsence />
    </PageFrame>
  );
}
