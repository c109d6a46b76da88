import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { AddToQueue } from './AddToQueue';
import { createTestSession } from './testing/test-session';

function renderButton(world: ReturnType<typeof createTestWorld>, props: Partial<Parameters<typeof AddToQueue>[0]>) {
  const test = createTestSession(world);
  const user = userEvent.setup();
  render(
    <>
      <AddToQueue
        session={test.session}
        activityType="mining"
        targetId="rift_edge_mana_seep"
        name="Rift-Edge Mana Seep"
        {...props}
      />
      <Toaster />
    </>,
  );
  /** Clicks, then runs a tick so the command is answered. */
  const clickAndTick = async (name: string) => {
    const clicked = user.click(screen.getByRole('button', { name }));
    await act(async () => {
      await clicked;
      test.frames(100, 2);
      await Promise.resolve();
    });
  };
  return { ...test, user, clickAndTick };
}

describe('the Queue button', () => {
  it('queues a number of harvests; an idle queue starts them at once', async () => {
    const world = createTestWorld();
    const { user, clickAndTick } = renderButton(world, {});
    await user.click(screen.getByRole('button', { name: 'Add Rift-Edge Mana Seep to the queue' }));
    const count = screen.getByLabelText('How many harvests (1 to 999)');
    await user.clear(count);
    await user.type(count, '3');
    await clickAndTick('Add to queue');
    expect(world.activity.queue).toMatchObject([{ type: 'mining', targetId: 'rift_edge_mana_seep', count: 3 }]);
    expect(world.mining.currentActivity).toMatchObject({ nodeId: 'rift_edge_mana_seep', remaining: 2 });
    expect(await screen.findByText('Mine Rift-Edge Mana Seep ×3 starts now.')).toBeInTheDocument();
  });

  it('adds a craft behind mining started by hand, closes, and says when it starts (issue 32)', async () => {
    const world = createTestWorld();
    const { user, clickAndTick, session, frames } = renderButton(world, {
      activityType: 'crafting',
      targetId: 'sew_cloth_armor',
      name: 'Sewn Cloth Armor',
    });
    const started = session.send({ type: 'startMining', nodeId: 'rift_edge_mana_seep' });
    await act(async () => {
      frames(100, 1);
      await Promise.resolve();
    });
    expect(await started).toEqual({ ok: true });
    await user.click(screen.getByRole('button', { name: 'Add Sewn Cloth Armor to the queue' }));
    expect(screen.getByTestId('queue-outlook')).toHaveTextContent('It starts when your mining ends.');
    const count = screen.getByLabelText('How many crafts (1 to 999)');
    await user.clear(count);
    await user.type(count, '2');
    await clickAndTick('Add to queue');
    expect(world.activity.queue).toMatchObject([{ type: 'crafting', targetId: 'sew_cloth_armor', count: 2 }]);
    expect(world.crafting.currentCraft).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Added to the queue')).toBeInTheDocument();
    expect(screen.getByText(/Craft .+ ×2 starts when your mining ends\./)).toBeInTheDocument();
    expect(screen.queryByText('Stop mining before you start crafting')).toBeNull();
  });

  it('asks a fight for kills or minutes, and shows the core refusal without closing', async () => {
    const world = createTestWorld();
    world.activity.paused = true;
    const { user, clickAndTick } = renderButton(world, {
      activityType: 'combat',
      targetId: 'tutorial_rift',
      name: 'Tutorial Rift',
    });
    await user.click(screen.getByRole('button', { name: 'Add Tutorial Rift to the queue' }));
    await user.click(screen.getByRole('radio', { name: 'A number of minutes' }));
    const count = screen.getByLabelText('How many minutes (1 to 999)');
    await user.clear(count);
    await user.type(count, '30');
    await clickAndTick('Add to queue');
    // Paused: it waits in the queue instead of starting.
    expect(world.activity.queue).toMatchObject([{ type: 'combat', count: null, minutes: 30 }]);
    expect(world.combat.currentAreaId).toBeNull();

    world.activity.queue.push(
      ...[1, 2, 3, 4].map((index) => ({ id: `q${index}`, type: 'mining' as const, targetId: 'x', count: 1 })),
    );
    await user.click(screen.getByRole('button', { name: 'Add Tutorial Rift to the queue' }));
    await clickAndTick('Add to queue');
    expect(await screen.findByText(/The queue holds 5 activities/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('will not send a count outside 1 to 999, and lets mining run until the node stops', async () => {
    const world = createTestWorld();
    const { user, clickAndTick } = renderButton(world, {});
    await user.click(screen.getByRole('button', { name: 'Add Rift-Edge Mana Seep to the queue' }));
    const count = screen.getByLabelText('How many harvests (1 to 999)');
    await user.clear(count);
    await user.type(count, '1000');
    expect(screen.getByRole('button', { name: 'Add to queue' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Until the node stops' }));
    await clickAndTick('Add to queue');
    expect(world.activity.queue).toMatchObject([{ type: 'mining', count: null }]);
  });
});
