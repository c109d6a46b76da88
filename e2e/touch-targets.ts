import type { Page } from '@playwright/test';

/**
 * Two checks a page must pass on a phone (issue 32): every control is a touch target of at least 44 x 44 CSS px, and
 * nothing floating (the activity chip, the help button, the toasts) lies over a control the player can see.
 *
 * Both run inside the page (one evaluate each), so a sweep of every page stays fast.
 */

/** WCAG 2.5.5's size, the game's minimum on the phone viewport (DESIGN.md, UI standards). */
export const MIN_TARGET_PX = 44;

export interface TargetOptions {
  /** What to measure: the page (top bar, main area, dock, toasts), the open sidebar sheet, or the open dialogs. */
  scope?: 'page' | 'sheet' | 'dialog';
}

/** What a control is, for a failure message: its role or tag, its name, its size. */
export interface Finding {
  control: string;
  width: number;
  height: number;
  /** What a tap meets instead, at the first point of the 44 px cross that misses the control (none: off its edge). */
  tapMeets?: string;
}

/**
 * Controls smaller than 44 x 44 whose tap area (the element, its label, or a hit area it draws around itself) does not
 * reach 44 px across and down through their centre either. Exceptions, each for a reason:
 * - a link inside a sentence, words after it (WCAG 2.5.8 exempts inline targets: a 44 px tap area would reach into the
 *   lines around it); a link standing alone or closing its note ("open Mining") is measured like a button;
 * - a control that is visually hidden (1 px, clipped: a native input behind its styled label) is reached through its
 *   label, which is measured instead;
 * - what lies in a dialog's portal is measured with the page it opened from only when the test opens that dialog.
 */
export async function smallTargets(page: Page, { scope = 'page' }: TargetOptions = {}): Promise<Finding[]> {
  return page.evaluate(
    ({ min, only }) => {
      const INTERACTIVE = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[role="checkbox"]',
        '[role="switch"]',
        '[role="radio"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[role="slider"]',
        '[role="combobox"]',
      ].join(',');
      const name = (element: Element): string => {
        const label =
          element.getAttribute('aria-label') ??
          (element instanceof HTMLElement ? element.innerText : element.textContent) ??
          '';
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        const text = label.replace(/\s+/g, ' ').trim().slice(0, 60);
        const testId = element.getAttribute('data-testid');
        return `${role} "${text}"${testId ? ` [${testId}]` : ''}`;
      };
      const roots: Element[] = (
        only === 'sheet'
          ? [document.querySelector('[data-slot="sidebar"][data-mobile="true"]')]
          : only === 'dialog'
            ? [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
            : [
                document.querySelector('[data-testid="top-bar"]'),
                document.querySelector('[data-testid="activity-queue-strip"]'),
                document.querySelector('#game-main'),
                document.querySelector('[data-testid="game-dock"]'),
                ...document.querySelectorAll('[data-sonner-toast]'),
              ]
      ).filter((root): root is Element => root !== null);

      /**
       * A link inside a sentence: inline, with words after it in the same block. A link that ends its block ("open
       * Mining" closing a note) is a call to act and is measured.
       */
      const inlineInText = (element: Element): boolean => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        if (!block) return false;
        const after = document.createRange();
        after.setStartAfter(element);
        after.setEndAfter(block.lastChild ?? block);
        return (
          (after
            .toString()
            .trim()
            .replace(/^[.,;:!?)]+/, '').length ?? 0) >= 3
        );
      };
      /** The element, or the label that stands for it. */
      const hits = (element: Element, x: number, y: number): boolean => {
        const hit = document.elementFromPoint(x, y);
        if (!hit) return false;
        if (element === hit || element.contains(hit)) return true;
        const labels = (element as HTMLInputElement).labels;
        return labels !== undefined && labels !== null && [...labels].some((label) => label.contains(hit));
      };
      /**
       * Whether a tap reaches the control 44 px across and 44 px down, through its centre: its own box, or the hit
       * area it draws around itself (a transparent ::after), or its label.
       */
      const tapAreaReaches = (element: Element): true | string => {
        element.scrollIntoView({ block: 'center', inline: 'center' });
        const box = element.getBoundingClientRect();
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const meets = (x: number, y: number) => {
          const hit = document.elementFromPoint(x, y);
          return hit ? `${name(hit)} at ${Math.round(x)},${Math.round(y)}` : 'nothing';
        };
        if (!hits(element, cx, cy)) return meets(cx, cy);
        const reach = (dx: number, dy: number): number => {
          let distance = 0;
          while (distance < min && hits(element, cx + dx * (distance + 1), cy + dy * (distance + 1))) distance += 1;
          return distance;
        };
        const [left, right, up, down] = [reach(-1, 0), reach(1, 0), reach(0, -1), reach(0, 1)];
        if (left + right + 1 >= min && up + down + 1 >= min) return true;
        return left + right + 1 < min
          ? meets(cx + (left < right ? -(left + 1) : right + 1), cy)
          : meets(cx, cy + (up < down ? -(up + 1) : down + 1));
      };

      const findings: { control: string; width: number; height: number; tapMeets?: string }[] = [];
      const seen = new Set<Element>();
      const scrollX = window.scrollX;
      const scrollY = window.scrollY;
      for (const root of roots) {
        for (const element of [root, ...root.querySelectorAll(INTERACTIVE)]) {
          if (!element.matches(INTERACTIVE) || seen.has(element)) continue;
          seen.add(element);
          if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          const box = element.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) continue;
          if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
          if (inlineInText(element)) continue;
          const reached = tapAreaReaches(element);
          if (reached === true) continue;
          findings.push({
            control: name(element),
            width: Math.round(box.width),
            height: Math.round(box.height),
            tapMeets: reached,
          });
        }
      }
      window.scrollTo(scrollX, scrollY);
      return findings;
    },
    { min: MIN_TARGET_PX, only: scope },
  );
}

/** A floating thing lying over a control: what floats, what it covers. */
export interface Overlap {
  floating: string;
  control: string;
}

/**
 * Floating things (the activity chip, the help button, any toast) over a control the player can see, at the page's
 * present scroll. A page control counts where it shows: between the sticky top bar and the dock at the bottom, both
 * opaque, so a control scrolled beneath either is out of sight, not covered. The dock must be opaque for that to hold,
 * so its background is checked too.
 */
export async function floatingOverlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const INTERACTIVE =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], ' +
      '[role="checkbox"], [role="switch"], [role="slider"], [role="combobox"]';
    const FLOATING = '[data-testid="activity-overlay"], button[aria-label="Game Help"], [data-sonner-toast]';
    const name = (element: Element): string => {
      const label =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLElement ? element.innerText : element.textContent) ??
        '';
      return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    };
    type Box = { left: number; top: number; right: number; bottom: number };
    const boxOf = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    };
    const clip = (box: Box, to: Box): Box | null => {
      const clipped = {
        left: Math.max(box.left, to.left),
        top: Math.max(box.top, to.top),
        right: Math.min(box.right, to.right),
        bottom: Math.min(box.bottom, to.bottom),
      };
      return clipped.right - clipped.left > 0.5 && clipped.bottom - clipped.top > 0.5 ? clipped : null;
    };
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getBoundingClientRect().width > 1;

    const results: { floating: string; control: string }[] = [];
    const topBar = document.querySelector('[data-testid="top-bar"]');
    const dock = document.querySelector('[data-testid="game-dock"]');
    if (dock) {
      const background = getComputedStyle(dock).backgroundColor;
      const alpha = /rgba?\([^)]*,\s*([\d.]+)\)$/.exec(background)?.[1];
      if (background === 'transparent' || (alpha !== undefined && Number(alpha) < 0.9))
        results.push({ floating: 'the dock', control: `its background is see-through (${background})` });
    }
    const viewport: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    // What the page shows between the docked bars.
    const content: Box = {
      ...viewport,
      top: topBar ? Math.max(0, topBar.getBoundingClientRect().bottom) : 0,
      bottom: dock ? Math.min(window.innerHeight, dock.getBoundingClientRect().top) : window.innerHeight,
    };
    const floating = [...document.querySelectorAll(FLOATING)].filter(
      (element) => visible(element) && element.getAttribute('data-removed') !== 'true',
    );
    const controls = [...document.querySelectorAll(INTERACTIVE)].filter(visible);
    for (const float of floating) {
      const floatBox = clip(boxOf(float), viewport);
      if (!floatBox) continue;
      for (const control of controls) {
        if (float.contains(control) || control.contains(float)) continue;
        // Toasts stack over one another by design; the chip and the help button are the dock's own.
        if (control.closest('[data-sonner-toast]') && float.matches('[data-sonner-toast]')) continue;
        const inBars = (topBar?.contains(control) ?? false) || (dock?.contains(control) ?? false);
        const inSidebar = control.closest('[data-slot="sidebar"]') !== null;
        const shown = clip(boxOf(control), inBars || inSidebar ? viewport : content);
        if (!shown) continue;
        if (clip(shown, floatBox)) results.push({ floating: name(float), control: name(control) });
      }
    }
    return results;
  });
}
