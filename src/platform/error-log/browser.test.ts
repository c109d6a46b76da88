import { describe, expect, it, vi } from 'vitest';
import { createLoggedFetch, describeSupabaseRequest } from './api-logger';
import { ErrorLog } from './error-log';
import { validateAndLogGameState, validateGameState } from './gamestate-validation';
import { installGlobalErrorHandlers, startMemorySampling } from './global-handlers';
import { logCombatError, logNavigationError, logReactError, logServiceError, logUserActionError } from './log-helpers';
import { redactUrl } from './redact';

describe('global error handlers', () => {
  it('log uncaught errors and unhandled rejections as high-severity javascript errors', () => {
    const log = new ErrorLog();
    const target = new EventTarget() as unknown as Window;
    const uninstall = installGlobalErrorHandlers(log, target);
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('kaboom'), message: 'Uncaught Error: kaboom' }));
    target.dispatchEvent(new ErrorEvent('error', {}));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('lost');
    target.dispatchEvent(rejection);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { message: 'after uninstall' }));
    expect(log.getEntries().map((entry) => [entry.message, entry.type, entry.severity])).toEqual([
      ['kaboom', 'javascript', 'high'],
      ['Unknown JavaScript error', 'javascript', 'high'],
      ['Unhandled Promise Rejection: lost', 'javascript', 'high'],
    ]);
  });
});

describe('memory sampling', () => {
  it('samples every 30 s when performance.memory exists, and does nothing otherwise', () => {
    const log = new ErrorLog();
    let tick: (() => void) | undefined;
    let interval = 0;
    const stop = startMemorySampling(log, {
      performance: { memory: { usedJSHeapSize: 64 * 1024 * 1024 } },
      setInterval: (callback, ms) => {
        tick = callback;
        interval = ms;
        return 1;
      },
      clearInterval: () => (tick = undefined),
    });
    expect(interval).toBe(30_000);
    tick?.();
    expect(log.getMetrics()).toMatchObject([{ metric: 'memory_usage', value: 64 }]);
    stop();
    expect(tick).toBeUndefined();
    const schedule = vi.fn();
    startMemorySampling(log, { performance: {}, setInterval: schedule });
    expect(schedule).not.toHaveBeenCalled();
  });
});

describe('message helpers', () => {
  it('use the spec formats and severities', () => {
    const log = new ErrorLog();
    logReactError(log, 'GameSidebar', new Error('x'), 'medium');
    logCombatError(log, 'damage', new Error('NaN damage'));
    logServiceError(log, 'saveService', 'saveGameState', new Error('quota'));
    logNavigationError(log, '/game', '/game/bank', new Error('chunk failed'));
    logUserActionError(log, 'equip', 'basic_sword', 'slot taken');
    expect(log.getEntries().map((entry) => `${entry.type}|${entry.severity}|${entry.message}`)).toEqual([
      'react|medium|React component error in GameSidebar',
      'combat|high|Combat error in damage: NaN damage',
      'api|medium|saveService.saveGameState failed: quota',
      'navigation|medium|Navigation error from /game to /game/bank: chunk failed',
      "user_action|medium|User action 'equip' on 'basic_sword' failed: slot taken",
    ]);
  });
});

describe('game state validation', () => {
  it('accepts a complete state', () => {
    const state = {
      player: { level: 1, stats: {} },
      abilities: { equipped: [], unlocked: {} },
      resources: { mana: {}, energy: {}, comboPoints: {} },
      inventory: { items: [] },
    };
    expect(validateGameState(state)).toEqual({ valid: true, issues: [], severity: 'medium' });
  });

  it('is critical when the state or player is missing, else medium', () => {
    expect(validateGameState(null).severity).toBe('critical');
    expect(validateGameState({}).issues.map((issue) => issue.path)).toEqual([
      'player',
      'abilities',
      'resources',
      'inventory.items',
    ]);
    const minor = validateGameState({
      player: { level: 0 },
      abilities: { equipped: [], unlocked: {} },
      resources: { mana: {} },
      inventory: { items: [] },
    });
    expect(minor.severity).toBe('medium');
    expect(minor.issues.map((issue) => issue.level)).toEqual(['error', 'warning', 'warning']);
  });

  it('logs "GameState validation failed with {n} errors" with the severity', () => {
    const log = new ErrorLog();
    const { entry } = validateAndLogGameState(log, {});
    expect(entry).toMatchObject({
      type: 'gamestate',
      severity: 'critical',
      message: 'GameState validation failed with 4 errors',
    });
  });
});

describe('API call logging', () => {
  it('names supabase requests', () => {
    expect(describeSupabaseRequest('http://127.0.0.1:54321/auth/v1/token?grant_type=password')).toEqual({
      service: 'auth',
      operation: 'token',
    });
    expect(describeSupabaseRequest('http://x/rest/v1/rpc/redeem_upgrade_code')).toEqual({
      service: 'rpc',
      operation: 'redeem_upgrade_code',
    });
    expect(describeSupabaseRequest('http://x/rest/v1/user_profiles?select=account_tier')).toEqual({
      service: 'rest',
      operation: 'user_profiles',
    });
    expect(describeSupabaseRequest('http://x/functions/v1/signup-with-tos')).toEqual({
      service: 'functions',
      operation: 'signup-with-tos',
    });
  });

  it('records every call as a metric and failures as api errors without passwords or tokens', async () => {
    const log = new ErrorLog();
    let clock = 0;
    const responses = [
      new Response('{}', { status: 200 }),
      new Response('{"msg":"Invalid login credentials"}', { status: 400 }),
    ];
    const fetchStub: typeof fetch = async () => {
      clock += 25;
      return responses.shift()!;
    };
    const logged = createLoggedFetch(
      fetchStub,
      () => log,
      () => clock,
    );
    await logged('http://x/rest/v1/user_profiles?select=account_tier', { method: 'GET' });
    await logged('http://x/auth/v1/token?grant_type=password&access_token=abc', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.c', password: 'hunter22' }),
    });
    expect(log.getMetrics().map((metric) => [metric.metric, metric.duration, metric.details?.status])).toEqual([
      ['api_call', 25, 200],
      ['api_call', 25, 400],
    ]);
    const [entry] = log.getEntries();
    expect(log.getEntries()).toHaveLength(1);
    expect(entry).toMatchObject({ type: 'api', message: 'auth.token failed: HTTP 400' });
    const serialized = JSON.stringify(entry);
    expect(serialized).not.toContain('hunter22');
    expect(serialized).not.toContain('access_token=abc');
    expect(serialized).toContain('a@b.c');
  });

  it('logs network failures as high severity and rethrows', async () => {
    const log = new ErrorLog();
    const logged = createLoggedFetch(
      async () => Promise.reject(new TypeError('Failed to fetch')),
      () => log,
    );
    await expect(logged('http://x/auth/v1/user')).rejects.toThrow('Failed to fetch');
    expect(log.getEntries()[0]).toMatchObject({
      severity: 'high',
      message: 'auth.user failed: network error: Failed to fetch',
    });
  });

  it('redacts sensitive query parameters', () => {
    expect(redactUrl('http://x/?a=1&refresh_token=zz')).toBe('http://x/?a=1&refresh_token=%5BREDACTED%5D');
  });
});
