import { useContext, useState } from 'react';
import { Eraser, Pause, Play } from 'lucide-react';
import { DevBuildBanner, keeperEyebrow } from '@/hud/components/DevBuildBanner';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { RestrictedPage } from '@/hud/components/RestrictedPage';
import { Button } from '@/hud/components/ui/button';
import { useActivityLog } from '@/hud/game/activity-log-context';
import { useAuth } from '@/hud/game/auth-context';
import { ErrorLogContext } from '@/hud/game/error-log-context';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import type { ErrorLog } from '@/platform/error-log/error-log';
import type { ActivityLog } from '@/runtime/debug/activity-log';
import { CommandsSection } from './CommandsSection';
import { ErrorsSection } from './ErrorsSection';
import { EventLogSection } from './EventLogSection';
import { LiveStateSection } from './LiveStateSection';
import { usePolledLog } from './log-view';
import { Panel } from './Panel';

const PAGE = GAME_PAGES['debug-activity'];

/** /game/debug-activity: keepers and development builds only (ruling 9). */
export function DebugActivityPage() {
  const { isAdmin } = useAuth();
  const session = useOptionalGameSession();
  const log = useActivityLog();
  const errorLog = useContext(ErrorLogContext);
  if (!isAdmin && !import.meta.env.DEV) return <RestrictedPage />;
  if (!session) return <LoadingScreen variant="inline" />;
  return <DebugActivityView session={session} log={log} errorLog={errorLog} />;
}

/** The page itself: the live state, the session's event and command log, the error log's figures. */
export function DebugActivityView({
  session,
  log,
  errorLog,
}: {
  session: GameSession;
  log: ActivityLog | null;
  errorLog: ErrorLog | null;
}) {
  return (
    <PageFrame
      icon={PAGE.icon}
      eyebrow={keeperEyebrow()}
      title={PAGE.title}
      description={PAGE.description}
      className="max-w-6xl"
    >
      <DevBuildBanner />
      <LiveStateSection session={session} />
      {log ? (
        <LogSections log={log} />
      ) : (
        <Panel title="Event log">
          <p className="text-sm text-parchment-dim">No activity log records this session.</p>
        </Panel>
      )}
      <ErrorsSection log={errorLog} />
    </PageFrame>
  );
}

function LogSections({ log }: { log: ActivityLog }) {
  const [paused, setPaused] = useState(false);
  const { view, refresh } = usePolledLog(log, paused);
  const clear = () => {
    log.clear();
    refresh();
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" className="h-11" onClick={() => setPaused((value) => !value)}>
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button type="button" variant="outline" className="h-11" onClick={clear}>
          <Eraser aria-hidden /> Clear log
        </Button>
        <p className="text-xs text-parchment-dim" role="status">
          {paused
            ? 'Paused: the lists hold still; the game keeps recording.'
            : 'Live: the lists follow the game four times a second.'}
        </p>
      </div>
      <EventLogSection events={view.events} total={view.counts.events} />
      <CommandsSection commands={view.commands} total={view.counts.commands} refused={view.counts.refused} />
    </>
  );
}
