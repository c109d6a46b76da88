import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { Toaster, TOAST_DURATION_MS, VISIBLE_TOASTS } from '@/hud/components/ui/sonner';
import type { GameSession } from '@/hud/game/game-session';
import { createTestSession } from '@/hud/game/testing/test-session';
import { useGameToasts, type GameToast } from './game-toasts';
import { planToastBurst } from './toast-burst';

const session = (xp: number): GameToast => ({
  kind: 'success',
  title: 'Sword Drills complete',
  description: `+${xp} Bladework XP · perfect`,
  routine: true,
});
const news = (title: string, description?: string): GameToast => ({ kind: 'success', title, description });

describe('a burst of toasts', () => {
  it('merges repeated sessions and puts a level-up in front of them', () => {
    const plan = planToastBurst(
      [session(9), session(9), news('Bladework reached level 2'), session(8), session(9)],
      3,
      4_000,
    );
    expect(plan).toEqual([
      { kind: 'success', title: 'Sword Drills complete ×4', routine: true, durationMs: 4_000 },
      { kind: 'success', title: 'Bladework reached level 2', durationMs: 4_000 },
    ]);
    // Repeats that all said the same keep it.
    expect(planToastBurst([session(9), session(9)], 3, 4_000)[0]!.description).toBe('+9 Bladework XP · perfect');
  });

  it('keeps every toast past the visible three until its turn in front comes', () => {
    const titles = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    const plan = planToastBurst(
      titles.map((title) => news(title)),
      3,
      4_000,
    );
    expect(plan.map((toast) => [toast.title, toast.durationMs])).toEqual([
      ['one', 12_000],
      ['two', 8_000],
      ['three', 8_000],
      ['four', 8_000],
      ['five', 4_000],
      ['six', 4_000],
      ['seven', 4_000],
    ]);
  });

  it('drops a description that repeats a title of the same burst (the tier cap message)', () => {
    const cap = 'You reached the cap';
    const plan = planToastBurst(
      [
        { kind: 'warning', title: cap },
        { kind: 'warning', title: 'Shield Drills stopped', description: cap },
      ],
      3,
      4_000,
    );
    expect(plan[1]).toEqual({ kind: 'warning', title: 'Shield Drills stopped', durationMs: 4_000 });
  });
});

function ToastHost({ session: game }: { session: GameSession }) {
  useGameToasts(game);
  return <Toaster />;
}

describe('game toasts after a hidden tab', () => {
  it('show the level-up that came among the sessions of the catch-up, in front', async () => {
    // The issue: Bladework 1 -> 2 came with no toast. A tab hidden for 50 s comes back to one burst of
    // six Sword Drills sessions with the level-up second; the toaster showed the newest three. Sessions
    // are no longer toasted, so the level-up (and the ability it unlocked) must not be buried.
    const world = createTestWorld('demo');
    // 88% of the way to level 2: the second session levels up.
    setSkillLevels(world, { bladework: 1 }, 0.88);
    const test = createTestSession(world);
    render(<ToastHost session={test.session} />);
    void test.session.send({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' });
    await act(async () => {
      test.frames(100, 1);
      await Promise.resolve();
    });
    const seen: string[] = [];
    test.runtime.bridge.onCatchUp(() => seen.push('catch-up'));
    await act(async () => {
      test.frames(50_000, 1);
      await Promise.resolve();
    });
    expect(seen).toEqual(['catch-up']);
    expect(test.runtime.world.skills.bladework.level).toBe(2);
    const levelUp = await screen.findByText('Bladework reached level 2');
    // The toaster adds each toast on its own timer: let the whole burst land before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(levelUp.closest('[data-sonner-toast]')).toHaveAttribute('data-visible', 'true');
    // The level brought Blade Strike: that news comes right after it and stands in front.
    const learned = await screen.findByText('New ability: Blade Strike');
    expect(learned.closest('[data-sonner-toast]')).toHaveAttribute('data-visible', 'true');
    expect(learned.closest('[data-sonner-toast]')).toHaveAttribute('data-front', 'true');
    // Finished sessions are not toasted at all: the level-up is the news of the catch-up.
    expect(screen.queryByText(/Sword Drills complete/)).not.toBeInTheDocument();
    const shown = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(shown.length).toBeLessThanOrEqual(VISIBLE_TOASTS);
    expect(TOAST_DURATION_MS).toBe(4_000);
  });
});
