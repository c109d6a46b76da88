import { describe, expect, it } from 'vitest';
import { ErrorLog } from './error-log';
import { ERROR_LOG_STORAGE_KEY } from './limits';
import { ManualClock } from '@/platform/clock';
import { MemoryStorage } from './test-support';
import type { ErrorLogEntry } from './types';

const HOUR = 60 * 60 * 1000;

function makeLog() {
  const clock = new ManualClock(Date.UTC(2025, 0, 1, 12));
  const storage = new MemoryStorage();
  const log = new ErrorLog({
    now: () => clock.now(),
    storage,
    userAgent: () => 'test-agent',
    currentUrl: () => 'http://localhost/game',
  });
  return { clock, storage, log };
}

const stored = (storage: MemoryStorage) =>
  JSON.parse(storage.getItem(ERROR_LOG_STORAGE_KEY) ?? '[]') as ErrorLogEntry[];

describe('ErrorLog entries', () => {
  it('fills in id, time, agent, url, user and the stack of the thrown error', () => {
    const { log, clock } = makeLog();
    log.setUserId('user-1');
    const entry = log.log({ type: 'combat', severity: 'high', message: 'boom', error: new Error('boom') });
    expect(entry).toMatchObject({
      timestamp: clock.now(),
      type: 'combat',
      severity: 'high',
      userAgent: 'test-agent',
      url: 'http://localhost/game',
      userId: 'user-1',
    });
    expect(entry.id).not.toBe('');
    expect(entry.stackTrace).toContain('boom');
  });

  it('keeps at most 1000 entries in memory, dropping the oldest', () => {
    const { log } = makeLog();
    for (let index = 0; index < 1005; index += 1)
      log.log({ type: 'javascript', severity: 'low', message: `error ${index}` });
    const entries = log.getEntries();
    expect(entries).toHaveLength(1000);
    expect(entries[0]?.message).toBe('error 5');
    expect(entries.at(-1)?.message).toBe('error 1004');
  });

  it('stores only the latest 100 entries, without the game state, and reads them back on start', () => {
    const { log, storage, clock } = makeLog();
    for (let index = 0; index < 150; index += 1)
      log.log({ type: 'gamestate', severity: 'medium', message: `error ${index}`, gameState: { big: index } });
    const saved = stored(storage);
    expect(saved).toHaveLength(100);
    expect(saved[0]?.message).toBe('error 50');
    expect(saved.every((entry) => entry.gameState === undefined)).toBe(true);
    const reopened = new ErrorLog({ now: () => clock.now(), storage });
    expect(reopened.getEntries().map((entry) => entry.message)).toEqual(saved.map((entry) => entry.message));
  });

  it('ignores a corrupt stored log', () => {
    const storage = new MemoryStorage();
    storage.setItem(ERROR_LOG_STORAGE_KEY, '{not json');
    expect(new ErrorLog({ storage }).getEntries()).toEqual([]);
  });

  it('redacts password, token and secret fields in details and context', () => {
    const { log, storage } = makeLog();
    const entry = log.log({
      type: 'api',
      severity: 'low',
      message: 'auth.token failed: HTTP 400',
      details: {
        email: 'a@b.c',
        password: 'hunter22',
        nested: { access_token: 'abc', refresh_token: 'def', client_secret: 'xyz' },
        list: [{ Token: 't' }],
      },
      context: { Authorization: 'Bearer abc', route: '/game' },
    });
    expect(entry.details).toEqual({
      email: 'a@b.c',
      password: '[REDACTED]',
      nested: { access_token: '[REDACTED]', refresh_token: '[REDACTED]', client_secret: '[REDACTED]' },
      list: [{ Token: '[REDACTED]' }],
    });
    expect(entry.context).toEqual({ Authorization: '[REDACTED]', route: '/game' });
    expect(storage.getItem(ERROR_LOG_STORAGE_KEY)).not.toMatch(/hunter22|Bearer abc|"abc"|xyz/);
  });

  it('clears memory and storage', () => {
    const { log, storage } = makeLog();
    log.log({ type: 'game', severity: 'low', message: 'x' });
    log.recordMetric({ metric: 'api_call', duration: 10 });
    log.clear();
    expect(log.getEntries()).toEqual([]);
    expect(log.getMetrics()).toEqual([]);
    expect(storage.getItem(ERROR_LOG_STORAGE_KEY)).toBeNull();
  });

  it('notifies subscribers on every change', () => {
    const { log } = makeLog();
    let calls = 0;
    const unsubscribe = log.subscribe(() => (calls += 1));
    log.log({ type: 'game', severity: 'low', message: 'x' });
    unsubscribe();
    log.log({ type: 'game', severity: 'low', message: 'y' });
    expect(calls).toBe(1);
  });
});

describe('ErrorLog metrics', () => {
  it('keeps at most 500 metrics', () => {
    const { log } = makeLog();
    for (let index = 0; index < 520; index += 1)
      log.recordMetric({ metric: 'component_render', duration: 1, componentName: `c${index}` });
    expect(log.getMetrics()).toHaveLength(500);
    expect(log.getMetrics()[0]?.componentName).toBe('c20');
  });

  it('logs "Slow performance detected" only above 1000 ms', () => {
    const { log } = makeLog();
    log.recordMetric({ metric: 'api_call', duration: 1000 });
    expect(log.getEntries()).toHaveLength(0);
    log.recordMetric({ metric: 'component_render', duration: 1200, componentName: 'Sidebar' });
    expect(log.getEntries()).toHaveLength(1);
    expect(log.getEntries()[0]).toMatchObject({
      type: 'performance',
      message: 'Slow performance detected: component_render of Sidebar took 1200 ms',
    });
  });

  it('flags memory above 150 MB', () => {
    const { log } = makeLog();
    log.recordMetric({ metric: 'memory_usage', value: 120 });
    log.recordMetric({ metric: 'memory_usage', value: 180 });
    expect(log.getEntries().map((entry) => entry.message)).toEqual([
      'Slow performance detected: memory usage 180 MB is above 150 MB',
    ]);
  });
});

describe('ErrorLog route timing', () => {
  it('keeps the last 10 load times per route with average, fastest and slowest', () => {
    const { log } = makeLog();
    for (let index = 1; index <= 12; index += 1) log.recordNavigation('/game/bank', index * 10);
    log.recordNavigation('/game', 50);
    const bank = log.getRouteStatistics().find((route) => route.route === '/game/bank');
    expect(bank).toEqual({
      route: '/game/bank',
      loadCount: 12,
      average: 75,
      fastest: 30,
      slowest: 120,
      lastLoadTimes: [30, 40, 50, 60, 70, 80, 90, 100, 110, 120],
    });
    expect(log.getRouteStatistics().find((route) => route.route === '/game')?.loadCount).toBe(1);
  });

  it('logs slow navigation as low above 2000 ms and medium above 5000 ms', () => {
    const { log } = makeLog();
    log.recordNavigation('/game/a', 2000);
    log.recordNavigation('/game/b', 2001);
    log.recordNavigation('/game/c', 5000);
    log.recordNavigation('/game/d', 5001);
    expect(log.getEntries().map((entry) => [entry.message, entry.severity, entry.type])).toEqual([
      ['Slow navigation to /game/b', 'low', 'navigation'],
      ['Slow navigation to /game/c', 'low', 'navigation'],
      ['Slow navigation to /game/d', 'medium', 'navigation'],
    ]);
  });

  it('logs route sanity problems', () => {
    const { log } = makeLog();
    expect(log.checkRoute('/game/skills/bladework')).toBe(true);
    expect(log.checkRoute('')).toBe(false);
    expect(log.checkRoute('/game/skills/undefined')).toBe(false);
    expect(log.checkRoute('/game/null')).toBe(false);
    expect(log.checkRoute(`/game/${'x'.repeat(200)}`)).toBe(false);
    expect(log.getEntries().map((entry) => entry.message)).toEqual([
      'Suspicious route: empty path',
      'Suspicious route: path contains "undefined"',
      'Suspicious route: path contains "null"',
      'Suspicious route: path longer than 200 characters',
    ]);
  });
});

describe('ErrorLog statistics', () => {
  it('counts the last 24 hours with 1, 6 and 24 hour trends', () => {
    const { log, clock } = makeLog();
    const start = clock.now();
    const at = (hoursAgo: number, message: string, severity: 'low' | 'high' = 'low') => {
      clock.set(start - hoursAgo * HOUR);
      log.log({ type: 'api', severity, message });
    };
    at(30, 'too old');
    at(23.5, 'a');
    at(5, 'b', 'high');
    at(0.5, 'a');
    at(0, 'a');
    clock.set(start);
    const stats = log.getStatistics();
    expect(stats.total).toBe(4);
    expect(stats.trends).toEqual({ lastHour: 2, last6Hours: 3, last24Hours: 4 });
    expect(stats.bySeverity).toMatchObject({ low: 3, high: 1, medium: 0, critical: 0 });
    expect(stats.byType.api).toBe(4);
    expect(stats.topMessages).toEqual([
      { message: 'a', count: 3 },
      { message: 'b', count: 1 },
    ]);
  });

  it('lists at most 10 top messages', () => {
    const { log } = makeLog();
    for (let index = 0; index < 15; index += 1) log.log({ type: 'game', severity: 'low', message: `m${index}` });
    expect(log.getStatistics().topMessages).toHaveLength(10);
  });

  it('exports everything as JSON', () => {
    const { log } = makeLog();
    log.log({ type: 'game', severity: 'critical', message: 'x' });
    log.recordNavigation('/game', 20);
    const exported = JSON.parse(log.exportJson()) as {
      errors: unknown[];
      metrics: unknown[];
      routes: unknown[];
      statistics: { total: number };
      exportedAt: string;
    };
    expect(exported.errors).toHaveLength(1);
    expect(exported.metrics).toHaveLength(1);
    expect(exported.routes).toHaveLength(1);
    expect(exported.statistics.total).toBe(1);
    expect(exported.exportedAt).toBe('2025-01-01T12:00:00.000Z');
  });
});
