import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { createTestSession } from '@/hud/game/testing/test-session';
import { HunterNameCard } from './HunterNameCard';

describe('renaming the hunter', () => {
  it('checks the rules while typing, then renames through the core', async () => {
    const world = createTestWorld();
    const test = createTestSession(world);
    const user = userEvent.setup();
    render(
      <>
        <HunterNameCard session={test.session} />
        <Toaster />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Hunter’s name' });
    const rename = screen.getByRole('button', { name: 'Rename' });
    expect(input).toHaveValue(world.player.username);
    expect(rename).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'ab');
    expect(screen.getByRole('alert')).toHaveTextContent("A hunter's name needs at least 3 characters");
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(rename).toBeDisabled();
    await user.type(input, '<');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Use only letters, digits, spaces, dots, hyphens and underscores',
    );

    await user.clear(input);
    await user.type(input, 'Night Warden');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(rename);
    await act(async () => {
      test.frames(100, 2);
      await Promise.resolve();
    });
    expect(world.player.username).toBe('Night Warden');
    expect(await screen.findByText('Your hunter is now called Night Warden')).toBeInTheDocument();
    expect(input).toHaveValue('Night Warden');
  });
});
