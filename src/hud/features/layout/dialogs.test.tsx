import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeathRecap } from './death-recap';
import { DeathRecapDialog, OFFLINE_RESURRECTION_TEXT } from './DeathRecapDialog';
import { InitializingOverlay } from './InitializingOverlay';

const offlineFree: DeathRecap = {
  offline: true,
  location: 'Hollow Crypt',
  killer: 'Crypt Ghoul',
  enemiesDefeated: 37,
  outcome: { kind: 'first-offline-free' },
  healthAfter: 5,
};

describe('DeathRecapDialog', () => {
  it('is closed without a recap', () => {
    render(<DeathRecapDialog recap={null} onContinue={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  const offlineDeath =
    'titles an offline death "You Died While Offline" with location, killer, kills, the free first death and 5 HP';
  it(offlineDeath, async () => {
    const onContinue = vi.fn();
    render(<DeathRecapDialog recap={offlineFree} onContinue={onContinue} />);
    const dialog = screen.getByRole('dialog', { name: 'You Died While Offline' });
    expect(dialog).toHaveTextContent('Hollow Crypt');
    expect(dialog).toHaveTextContent('Crypt Ghoul');
    expect(dialog).toHaveTextContent('37');
    expect(dialog).toHaveTextContent('First Death Forgiven');
    expect(dialog).toHaveTextContent(OFFLINE_RESURRECTION_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('names each lost item with its rarity, and an online death restores half health', () => {
    const recap: DeathRecap = {
      ...offlineFree,
      offline: false,
      healthAfter: 60,
      outcome: {
        kind: 'items-lost',
        items: [
          { name: 'Shadowsteel Blade', rarity: 'epic' },
          { name: 'Bone Helm', rarity: 'common' },
        ],
      },
    };
    render(<DeathRecapDialog recap={recap} onContinue={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'You Have Fallen' });
    expect(dialog).toHaveTextContent('Items Lost');
    expect(dialog).toHaveTextContent('Shadowsteel Bladeepic');
    expect(dialog).toHaveTextContent('Bone Helmcommon');
    expect(dialog).toHaveTextContent('You were resurrected with half your health (60 HP).');
    expect(dialog).not.toHaveTextContent('Grace Period');
  });

  it('shows the rank E grace notice', () => {
    render(
      <DeathRecapDialog
        recap={{ ...offlineFree, offline: false, outcome: { kind: 'grace' } }}
        onContinue={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'You Have Fallen' })).toHaveTextContent('Grace Period');
  });
});

describe('InitializingOverlay', () => {
  it('reads "Initializing Game" and "Creating your character..." while open', () => {
    const { rerender } = render(<InitializingOverlay open />);
    expect(screen.getByRole('status')).toHaveTextContent('Initializing Game');
    expect(screen.getByRole('status')).toHaveTextContent('Creating your character...');
    rerender(<InitializingOverlay open={false} />);
    return vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
