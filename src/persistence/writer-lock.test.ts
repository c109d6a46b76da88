import { describe, expect, it } from 'vitest';
import { UpgradeChannel, type BroadcastChannelLike } from '@/persistence/upgrade-channel';
import { WriterLock, writerLockName, type WriterLockState } from '@/persistence/writer-lock';
import { silentLogger } from '@/persistence/testing/fake-db';
import { FakeLockManager } from '@/persistence/testing/fake-locks';
import { RecordingLogger, flushAsync } from '@/persistence/testing/fakes';

const USER = 'user-1';

function tab(
  locks: FakeLockManager | undefined,
  userId = USER,
): { lock: WriterLock; states: WriterLockState['reason'][] } {
  const lock = new WriterLock({ userId, locks, logger: silentLogger });
  const states: WriterLockState['reason'][] = [];
  lock.subscribe((state) => states.push(state.reason));
  return { lock, states };
}

describe('WriterLock', () => {
  it('the first tab writes, the second is read-only', async () => {
    const locks = new FakeLockManager();
    const first = tab(locks);
    const second = tab(locks);
    expect((await first.lock.start()).role).toBe('writer');
    expect((await second.lock.start()).role).toBe('reader');
    expect(first.lock.canWrite()).toBe(true);
    expect(second.lock.canWrite()).toBe(false);
    expect(locks.isHeld(writerLockName(USER))).toBe(true);
  });

  it('tabs of different users do not block each other', async () => {
    const locks = new FakeLockManager();
    expect((await tab(locks, 'a').lock.start()).role).toBe('writer');
    expect((await tab(locks, 'b').lock.start()).role).toBe('writer');
  });

  it('a reader takes over: the old writer becomes read-only at once', async () => {
    const locks = new FakeLockManager();
    const first = tab(locks);
    const second = tab(locks);
    await first.lock.start();
    await second.lock.start();
    await second.lock.takeOver();
    await flushAsync();
    expect(second.lock.state).toMatchObject({ role: 'writer', reason: 'took-over' });
    expect(first.lock.state).toMatchObject({ role: 'reader', reason: 'lost' });
    expect(first.states).toEqual(['initial', 'lost']);
  });

  it('a waiting reader is promoted when the writer tab goes away', async () => {
    const locks = new FakeLockManager();
    const first = tab(locks);
    const second = tab(locks);
    await first.lock.start();
    await second.lock.start();
    expect(locks.waiting(writerLockName(USER))).toBe(1);
    first.lock.stop();
    await flushAsync();
    expect(second.lock.state).toMatchObject({ role: 'writer', reason: 'promoted' });
    expect(first.lock.canWrite()).toBe(false);
  });

  it('a tab that lost the lock can win it back', async () => {
    const locks = new FakeLockManager();
    const first = tab(locks);
    const second = tab(locks);
    await first.lock.start();
    await second.lock.start();
    await second.lock.takeOver();
    await flushAsync();
    await first.lock.takeOver();
    await flushAsync();
    expect(first.lock.canWrite()).toBe(true);
    expect(second.lock.state).toMatchObject({ role: 'reader', reason: 'lost' });
    second.lock.stop();
    first.lock.stop();
    await flushAsync();
    expect(locks.isHeld(writerLockName(USER))).toBe(false);
    expect(locks.waiting(writerLockName(USER))).toBe(0);
  });

  it('without Web Locks assumes a single tab and says so in the log', async () => {
    const logger = new RecordingLogger();
    const lock = new WriterLock({ userId: USER, locks: undefined, logger });
    expect(await lock.start()).toMatchObject({ role: 'writer', reason: 'unsupported', supported: false });
    expect(logger.messages('warn')).toEqual(['Web Locks are not available; assuming this is the only tab']);
  });

  it('a failing lock request degrades to a single writer', async () => {
    const lock = new WriterLock({
      userId: USER,
      locks: { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) },
      logger: silentLogger,
    });
    expect(await lock.start()).toMatchObject({ role: 'writer', reason: 'unsupported' });
  });
});

/** Channels joined through a shared hub, delivering asynchronously like BroadcastChannel (never to the sender). */
function createHub(): (name: string) => BroadcastChannelLike {
  const members = new Set<{ listeners: Set<(event: MessageEvent) => void> }>();
  return () => {
    const self = { listeners: new Set<(event: MessageEvent) => void>() };
    members.add(self);
    return {
      postMessage: (message) => {
        for (const member of members)
          if (member !== self)
            for (const listener of member.listeners)
              setTimeout(() => listener(new MessageEvent('message', { data: message })), 0);
      },
      addEventListener: (_type, listener) => self.listeners.add(listener),
      removeEventListener: (_type, listener) => self.listeners.delete(listener),
      close: () => members.delete(self),
    };
  };
}

describe('UpgradeChannel', () => {
  it('a tab running a newer save format makes an older tab reload', async () => {
    const hub = createHub();
    const reloads: string[] = [];
    new UpgradeChannel({
      saveVersion: 1,
      onReloadRequired: (reason) => reloads.push(`old:${reason}`),
      createChannel: hub,
      logger: silentLogger,
    }).start();
    new UpgradeChannel({
      saveVersion: 2,
      onReloadRequired: (reason) => reloads.push(`new:${reason}`),
      createChannel: hub,
      logger: silentLogger,
    }).start();
    await flushAsync();
    expect(reloads).toEqual(['old:Another tab runs save format 2; this tab runs 1']);
  });

  it('an old tab opened after a new one learns it must reload', async () => {
    const hub = createHub();
    const reloads: number[] = [];
    new UpgradeChannel({
      saveVersion: 2,
      onReloadRequired: () => reloads.push(2),
      createChannel: hub,
      logger: silentLogger,
    }).start();
    await flushAsync();
    new UpgradeChannel({
      saveVersion: 1,
      onReloadRequired: () => reloads.push(1),
      createChannel: hub,
      logger: silentLogger,
    }).start();
    await flushAsync();
    expect(reloads).toEqual([1]);
  });

  it('tabs on the same format leave each other alone; reload is asked once', async () => {
    const hub = createHub();
    const reloads: string[] = [];
    const a = new UpgradeChannel({
      saveVersion: 1,
      onReloadRequired: (reason) => reloads.push(reason),
      createChannel: hub,
      logger: silentLogger,
    });
    a.start();
    new UpgradeChannel({
      saveVersion: 1,
      onReloadRequired: (reason) => reloads.push(reason),
      createChannel: hub,
      logger: silentLogger,
    }).start();
    await flushAsync();
    expect(reloads).toEqual([]);
    a.requestReload('database upgraded by another tab');
    a.requestReload('again');
    expect(reloads).toEqual(['database upgraded by another tab']);
  });

  it('works without BroadcastChannel', () => {
    const channel = new UpgradeChannel({
      saveVersion: 1,
      onReloadRequired: () => undefined,
      createChannel: undefined,
      logger: silentLogger,
    });
    expect(() => {
      channel.start();
      channel.announce();
      channel.stop();
    }).not.toThrow();
  });
});
