import { describe, expect, it } from 'vitest';
import { ErrorLog } from '@/platform/error-log/error-log';
import { RouteTimer } from './route-timing';

describe('RouteTimer', () => {
  it('measures from the location change to the page commit, once per navigation', () => {
    const log = new ErrorLog();
    let now = 120;
    const timer = new RouteTimer(log, () => now, '/');
    timer.rendered('/');
    timer.started('/game/bank');
    now = 2620;
    timer.rendered('/game/quests');
    timer.rendered('/game/bank');
    timer.rendered('/game/bank');
    expect(log.getRouteStatistics().map(({ route, loadCount, average }) => [route, loadCount, average])).toEqual([
      ['/', 1, 120],
      ['/game/bank', 1, 2500],
    ]);
    expect(log.getEntries().map((entry) => entry.message)).toEqual(['Slow navigation to /game/bank']);
  });

  it('runs the route sanity checks on every navigation', () => {
    const log = new ErrorLog();
    new RouteTimer(log, () => 0, '/').started('/game/skills/undefined');
    expect(log.getEntries().map((entry) => entry.message)).toEqual(['Suspicious route: path contains "undefined"']);
  });
});
