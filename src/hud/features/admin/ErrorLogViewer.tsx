import { Download, Timer, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/hud/components/ui/alert-dialog';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { useErrorLog } from '@/hud/game/error-log-context';
import { downloadJson, fileStamp } from '@/hud/lib/download';
import { SEVERITIES } from '@/platform/error-log/types';
import { ErrorEntriesTable, SEVERITY_BADGE } from './ErrorEntriesTable';
import { useErrorLogVersion } from './use-error-log-snapshot';

/**
 * The error-log viewer: statistics over 1/6/24 hours, the top 10 messages, the entries, route timings, export and
 * clear.
 */
export function ErrorLogViewer() {
  const log = useErrorLog();
  useErrorLogVersion(log);
  const stats = log.getStatistics();
  const routes = log.getRouteStatistics().sort((a, b) => b.average - a.average);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Errors and metrics recorded in this browser. Nothing here is sent to a server.
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => downloadJson(`shadow-hunter-error-log-${fileStamp()}.json`, log.exportJson())}
          >
            <Download /> Export JSON
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="destructive">
                <Trash2 /> Clear
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Clear the error log?</AlertDialogTitle>
                <AlertDialogDescription>
                  All errors, metrics and route timings kept in this browser are deleted. Export them first if you need
                  them.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() => {
                    log.clear();
                    toast.success('Error log cleared');
                  }}
                >
                  Clear log
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-3" aria-label="Error trends">
        {(
          [
            ['Last hour', stats.trends.lastHour],
            ['Last 6 hours', stats.trends.last6Hours],
            ['Last 24 hours', stats.trends.last24Hours],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="flex flex-col gap-1 rounded-xl border border-shade bg-card/80 p-4">
            <span className="text-xs uppercase tracking-[0.16em] text-muted-foreground">{label}</span>
            <span className="title-display text-3xl font-bold tabular-nums text-parchment">{count}</span>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {SEVERITIES.map((severity) => (
          <Badge key={severity} variant={SEVERITY_BADGE[severity]}>
            {severity}: {stats.bySeverity[severity]}
          </Badge>
        ))}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Top messages</CardTitle>
            <CardDescription>The 10 most frequent in the last 24 hours.</CardDescription>
          </CardHeader>
          <CardContent>
            {stats.topMessages.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing logged in the last 24 hours.</p>
            ) : (
              <ol className="flex flex-col gap-1.5 text-sm">
                {stats.topMessages.map(({ message, count }) => (
                  <li key={message} className="flex items-start gap-2">
                    <span className="w-8 shrink-0 text-right font-semibold tabular-nums text-ember-bright">
                      {count}
                    </span>
                    <span className="min-w-0 break-words text-parchment-dim">{message}</span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Timer className="size-4 text-ember-bright" aria-hidden /> Route timings
            </CardTitle>
            <CardDescription>Last 10 loads per route, slowest first.</CardDescription>
          </CardHeader>
          <CardContent>
            {routes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No page loads measured yet.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th className="pb-1 font-medium">Route</th>
                    <th className="pb-1 text-right font-medium">Loads</th>
                    <th className="pb-1 text-right font-medium">Avg</th>
                    <th className="pb-1 text-right font-medium">Best</th>
                    <th className="pb-1 text-right font-medium">Worst</th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {routes.slice(0, 12).map((route) => (
                    <tr key={route.route} className="border-t border-shade">
                      <td className="max-w-40 truncate py-1 font-mono text-xs">{route.route}</td>
                      <td className="py-1 text-right">{route.loadCount}</td>
                      <td className="py-1 text-right">{Math.round(route.average)} ms</td>
                      <td className="py-1 text-right">{Math.round(route.fastest)}</td>
                      <td className="py-1 text-right">{Math.round(route.slowest)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Entries</CardTitle>
        </CardHeader>
        <CardContent>
          <ErrorEntriesTable entries={log.getEntries()} />
        </CardContent>
      </Card>
    </div>
  );
}
