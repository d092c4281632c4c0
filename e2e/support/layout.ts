/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The narrowest phone the product supports: nothing may scroll sideways at this width. */
export const NARROWEST_WIDTH = 320;

/**
 * No input, button, select or text area ends up under the chat launcher when it is scrolled into
 * view (as focus does): each is brought into view in turn and its box compared with the
 * launcher's, and where they meet the launcher must not be what is on top. The scroll position is
 * put back afterwards.
 */
export async function expectNothingUnderLauncher(page: Page): Promise<void> {
  const covered = await page.evaluate(() => {
    const launcher = document.querySelector('#chat-dock button');
    if (!launcher) return [];
    const { scrollX, scrollY } = window;
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('input, button, select, textarea');
    for (const control of Array.from(controls)) {
      if (control.closest('aside[aria-label="Chat"]')) continue;
      if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
      if (control.getClientRects().length === 0) continue;
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      const dock = launcher.getBoundingClientRect();
      const overlaps =
        box.left < dock.right &&
        dock.left < box.right &&
        box.top < dock.bottom &&
        dock.top < box.bottom;
      // Covered only where the launcher is on top: a modal dialog above it covers the launcher.
      const x = (Math.max(box.left, dock.left) + Math.min(box.right, dock.right)) / 2;
      const y = (Math.max(box.top, dock.top) + Math.min(box.bottom, dock.bottom)) / 2;
      const dockElement = launcher.closest('#chat-dock');
      const onTop = overlaps ? document.elementFromPoint(x, y) : null;
      if (overlaps && onTop && dockElement?.contains(onTop)) {
        const name =
          control.getAttribute('aria-label') ??
          (control.id ? document.querySelector(`label[for="${control.id}"]`)?.textContent : null) ??
          control.textContent ??
          '';
        found.push(`${control.tagName.toLowerCase()} ${name.trim().slice(0, 60)}`);
      }
    }
    window.scrollTo(scrollX, scrollY);
    return found;
  });
  expect(covered, 'controls under the chat launcher').toEqual([]);
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .filter((element) => !element.closest('[hidden], .sr-only'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 100));
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
  expect(
    overflow.scrollWidth,
    `wider than the window: ${overflow.wide.join(' | ')}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
}

/** The registration and application screens, which issue 30 holds to 320 px. */
const NARROWEST_SCREENS = /\/account\/heloc\/(register|[0-9a-f]{8}-[0-9a-f]{4}-)/i;

/**
 * Both layout rules at the window's width, then no sideways scroll at 320 px: on a registration
 * or application screen, or wherever `narrowest` asks.
 */
export async function expectLayoutHolds(
  page: Page,
  narrowest = NARROWEST_SCREENS.test(new URL(page.url()).pathname),
): Promise<void> {
  await expectNothingUnderLauncher(page);
  await expectNoSidewaysScroll(page);
  const before = page.viewportSize();
  if (!narrowest || !before || before.width <= NARROWEST_WIDTH) return;
  await page.setViewportSize({ width: NARROWEST_WIDTH, height: before.height });
  try {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expectNoSidewaysScroll(page);
    await expectNothingUnderLauncher(page);
  } finally {
    await page.setViewportSize(before);
  }
}
