// Every view of the page in chromium, at 1280 and 375 px, as finished as the Solve view: its
// controls drawn by the page (none as the browser draws them), its tiles in the page's palette,
// an on-screen keyboard where a guess is typed, word lists cut between lines (never through
// one), and nothing wider than the screen.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { haveBrowser } from './browser.ts';
import {
  cutLists,
  openView,
  PHONE,
  paletteColour,
  scrollWidth,
  section,
  sharedBrowser,
  tileColour,
  typeOnScreen,
  unstyledControls,
  type View,
  WIDE,
} from './web-page.ts';

/** Each view in a state a player meets: a game under way (tiles of each colour), a review shown. */
const STATES: { view: View; hash: string; keyboard: boolean; act?: (page: Page) => Promise<void> }[] = [
  // (Enough likely answers left that the list scrolls.)
  { view: 'solve', hash: '#cRane', keyboard: true },
  {
    view: 'boards',
    hash: '',
    keyboard: true,
    act: async (page) => {
      await page.selectOption('#boards-count', '2');
      await typeOnScreen(page, 'boards', 'crane');
      const tile = (index: number) => page.locator(`#boards-grid .boards-tile[data-board="0"][data-row="0"][data-index="${index}"]`);
      await tile(2).click();
      await tile(2).click();
      await tile(4).click();
      await tile(4).click();
      await tile(4).click();
      await page.locator('#boards-rest-grey').click();
      await page.locator('#boards-suggestion[data-word]').waitFor({ timeout: 120_000 });
    },
  },
  {
    view: 'absurdle',
    hash: '',
    keyboard: true,
    act: async (page) => {
      for (const word of ['lidar', 'stony']) await typeOnScreen(page, 'absurdle', word);
    },
  },
  {
    view: 'review',
    hash: '#cranE=,pilOt,gHOS=t,H=O=U=S=E=',
    keyboard: false,
    act: async (page) => {
      await page.locator('#review-board').click();
      await page.locator('#review-table').waitFor({ timeout: 120_000 });
    },
  },
];

describe.skipIf(!haveBrowser)('every view as finished as the Solve view', () => {
  const browser = sharedBrowser();

  const cases = STATES.flatMap((state) => [WIDE, PHONE].map((size) => ({ ...state, size, width: size.width })));

  test.each(cases)(
    '$view at $width px: the page draws every control, its tiles in the palette, whole lines, no sideways scroll',
    async ({ view, hash, keyboard, act, size }) => {
      const { page, errors, close } = await openView(browser(), { view, hash, size });
      // (The keyboard first: a view without one cannot be played, and its steps would wait for keys that are not there.)
      expect(await page.locator(`${section(view)} .keyboard button.key`).count()).toBe(keyboard ? 28 : 0);
      await act?.(page);
      expect(await page.evaluate<string[]>(unstyledControls(view))).toEqual([]);
      // Each colour of tile the view shows (two at least) is the page's.
      let kinds = 0;
      for (const kind of ['grey', 'yellow', 'green'] as const) {
        const colour = await page.evaluate<string | null>(tileColour(view, kind));
        if (colour === null) continue;
        kinds++;
        expect(colour, kind).toBe(await page.evaluate<string>(paletteColour(kind)));
      }
      expect(kinds).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate(cutLists(view))).toEqual([]);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);
      expect(errors).toEqual([]);
      await close();
    },
    180_000,
  );
});
