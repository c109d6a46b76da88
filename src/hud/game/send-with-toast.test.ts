import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { sendWithToast } from './send-with-toast';
import { createTestSession } from './testing/test-session';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

afterEach(() => vi.mocked(toast.error).mockClear());

describe('sendWithToast', () => {
  it('resolves an accepted command with its reply and shows nothing', async () => {
    const { session, frames } = createTestSession(createTestWorld('base'));
    const sent = sendWithToast(session, { type: 'startTraining', skill: 'defense', activityId: 'shield_drills' });
    frames(100);
    expect(await sent).toMatchObject({ ok: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows a refusal in the core's own words and resolves the refusal", async () => {
    const { session, frames } = createTestSession(createTestWorld('base'));
    const sent = sendWithToast(session, { type: 'startTraining', skill: 'defense', activityId: 'no_such_activity' });
    frames(100);
    const reply = await sent;
    if (reply === null || reply.ok) throw new Error(`expected a refusal, got ${JSON.stringify(reply)}`);
    expect(reply.message).not.toBe('');
    expect(toast.error).toHaveBeenCalledWith(reply.message);
  });

  it('resolves null and shows why when the game stopped before the command ran', async () => {
    const { session, runtime } = createTestSession(createTestWorld('base'));
    const sent = sendWithToast(session, { type: 'stopTraining' });
    runtime.dispose();
    expect(await sent).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('The game has stopped.');
  });
});
