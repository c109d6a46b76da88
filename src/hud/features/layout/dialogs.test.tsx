import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeathRecapDialog, type DeathRecap } from './DeathRecapDialog';
import { InitializingOverlay } from './InitializingOverlay';

const offlineGrace: DeathRecap = { offline: true, location: 'Hollow Crypt', killer: 'Crypt Ghoul', enemiesDefeated: 37, outcome: { kind: 'grace' } };

describe('DeathRecapDialog', () => {
  it('is closed without a recap', () => {
    render(<DeathRecapDialog recap={null} onContinue={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('titles an offline death "You Died While Offline" with location, killer, kills, the grace notice and 5 HP', async () => {
    const onContinue = vi.fn();
    render(<DeathRecapDialog recap={offlineGrace} onContinue={onContinue} />);
    const dialog = screen.getByRole('dialog', { name: 'You Died While Offline' });
    expect(dialog).toHaveTextContent('Hollow Crypt');
    expect(dialog).toHaveTextContent('Crypt Ghoul');
    expect(dialog).toHaveTextContent('37');
    expect(dialog).toHaveTextContent('Grace Period');
    expect(dialog).toHaveTextContent('You were resurrected with 5 HP.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('names the lost item and its rarity', () => {
    render(<DeathRecapDialog recap={{ ...offlineGrace, offline: false, outcome: { kind: 'item-lost', itemName: 'Shadowsteel Blade', rarity: 'Epic' } }} onContinue={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'You Have Fallen' });
    expect(dialog).toHaveTextContent('Item Lost');
    expect(dialog).toHaveTextContent('Shadowsteel Blade');
    expect(dialog).toHaveTextContent('Epic');
    expect(dialog).not.toHaveTextContent('Grace Period');
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
