import { describe, expect, test, vi } from 'vitest';
import { CommandDroppedError, CommandQueue } from './commands';

describe('CommandQueue', () => {
  test('drains commands in arrival order and routes each reply to its sender', async () => {
    const queue = new CommandQueue<string, string>();
    const first = queue.enqueue('attack');
    const onReply = vi.fn();
    queue.send('potion', onReply);
    const third = queue.enqueue('flee');
    expect(queue.size).toBe(3);

    const batch = queue.drain();
    expect([...batch]).toEqual(['attack', 'potion', 'flee']);
    expect(queue.size).toBe(0);
    queue.settle(['ok:attack', 'No potion equipped', 'ok:flee']);

    await expect(first).resolves.toBe('ok:attack');
    await expect(third).resolves.toBe('ok:flee');
    expect(onReply).toHaveBeenCalledWith('No potion equipped');
  });

  test('commands sent while a tick runs wait for the next tick', async () => {
    const queue = new CommandQueue<number, number>();
    const first = queue.enqueue(1);
    const batch = queue.drain();
    const second = queue.enqueue(2);
    expect([...batch]).toEqual([1]);
    queue.settle([10]);
    await expect(first).resolves.toBe(10);
    expect([...queue.drain()]).toEqual([2]);
    queue.settle([20]);
    await expect(second).resolves.toBe(20);
  });

  test('a command the simulation did not answer is rejected, not left pending', async () => {
    const queue = new CommandQueue<string, string>();
    const answered = queue.enqueue('a');
    const unanswered = queue.enqueue('b');
    queue.drain();
    queue.settle(['yes']);
    await expect(answered).resolves.toBe('yes');
    await expect(unanswered).rejects.toBeInstanceOf(CommandDroppedError);
  });

  test('close rejects waiting commands and refuses new ones; send never rejects', async () => {
    const queue = new CommandQueue<string, string>();
    const waiting = queue.enqueue('a');
    const onReply = vi.fn();
    queue.send('b', onReply);
    queue.close('The game has stopped.');
    await expect(waiting).rejects.toThrow('The game has stopped.');
    await expect(queue.enqueue('c')).rejects.toThrow('The game has stopped.');
    queue.send('d');
    expect(onReply).not.toHaveBeenCalled();
    expect(queue.size).toBe(0);
  });
});
