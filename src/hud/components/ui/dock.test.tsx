import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dock, DockProvider, DOCK_ROW_PX, InDock } from './dock';

afterEach(() => {
  document.querySelector('section[aria-label^="Notifications"]')?.remove();
});

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** Sonner's list as it stands with `count` toasts, the front one `front` px tall. */
function sonnerList(front: number, count: number): HTMLElement {
  const section = document.createElement('section');
  section.setAttribute('aria-label', 'Notifications alt+T');
  const list = document.createElement('ol');
  list.setAttribute('data-sonner-toaster', '');
  list.style.setProperty('--front-toast-height', `${front}px`);
  list.style.setProperty('--gap', '6px');
  for (let index = 0; index < count; index += 1) {
    const toast = document.createElement('li');
    toast.setAttribute('data-sonner-toast', '');
    list.append(toast);
  }
  section.append(list);
  document.body.append(section);
  return list;
}

describe('the dock', () => {
  it('draws what goes in a slot where it stands when there is no dock', () => {
    render(
      <InDock slot="help">
        <button type="button">Game Help</button>
      </InDock>,
    );
    expect(screen.getByRole('button', { name: 'Game Help' })).toBeInTheDocument();
  });

  it('draws the chip and the help button in its own slots, in the page’s flow', () => {
    render(
      <DockProvider>
        <main />
        <InDock slot="help">
          <button type="button">Game Help</button>
        </InDock>
        <InDock slot="activity">
          <a href="/game/combat">Fighting</a>
        </InDock>
        <Dock />
      </DockProvider>,
    );
    const dock = screen.getByTestId('game-dock');
    expect(dock.querySelector('[data-dock-slot="help"]')).toContainElement(
      screen.getByRole('button', { name: 'Game Help' }),
    );
    expect(dock.querySelector('[data-dock-slot="activity"]')).toContainElement(
      screen.getByRole('link', { name: 'Fighting' }),
    );
    // Sticky at the bottom of the layout, never fixed over the page.
    expect(dock.className).toContain('sticky');
    expect(dock.className).not.toMatch(/\bfixed\b/);
  });

  it('grows while the toasts on screen need more than its row, and shrinks back when they go', async () => {
    const list = sonnerList(44, 1);
    render(
      <DockProvider>
        <Dock />
      </DockProvider>,
    );
    await nextFrame();
    const dock = screen.getByTestId('game-dock');
    // One 44 px toast fits the row (44 + 8 above and below is less than 60).
    expect(dock.style.minHeight).toContain(`${DOCK_ROW_PX}px`);
    // Three toasts, the front one 70 px tall: 70 + 2 x 6 px of stacked edges, 8 px above and below.
    act(() => {
      list.style.setProperty('--front-toast-height', '70px');
      list.append(document.createElement('li'), document.createElement('li'));
      for (const item of list.querySelectorAll('li')) item.setAttribute('data-sonner-toast', '');
    });
    await nextFrame();
    expect(dock.style.minHeight).toContain('98px');
    act(() => {
      for (const item of list.querySelectorAll('li')) item.setAttribute('data-removed', 'true');
    });
    await nextFrame();
    expect(dock.style.minHeight).toContain(`${DOCK_ROW_PX}px`);
  });
});
