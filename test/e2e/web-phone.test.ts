// The Solve view on a phone in chromium (375 x 667, an iPhone SE's screen): what to play next is on
// the first screen with no scroll, above the on-screen keyboard, which is on that screen too (it
// stays at the bottom of the screen as the game's does, when what is above it is long); from the first turn to the sixth, and while a row's tiles are being
// set. At 1280 px the suggestion is on the first screen too.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { haveBrowser } from './browser.ts';
import { openView, PHONE, scrollWidth, sharedBrowser, WIDE } from './web-page.ts';

interface Box {
  readonly top: number;
  readonly bottom: number;
}

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom } = (element as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect();
      return { top, bottom };
    });

// A game whose answer is eight, one row more each time (the fifth leaves one word).
const GAME = ['cranE', 'sloTH', 'pudGy', 'wrEck', 'bI=G=H=T='];
const POSITIONS = [0, 1, 3, 5].map((rows) => `#${GAME.slice(0, rows).join(',')}`);

describe.skipIf(!haveBrowser)('what to play next, on the first screen', () => {
  const browser = sharedBrowser();

  /** The suggestion is in sight with no scroll: below the top, above the keyboard, which is at the bottom of the screen. */
  async function inSight(page: Page, size: { width: number; height: number }) {
    await page.locator('#suggestion[data-word]').waitFor({ timeout: 60_000 });
    // (Once the turn is drawn and its play button laid out: a busy machine may measure between.)
    await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator('#suggestion [data-play]').waitFor({ state: 'visible', timeout: 60_000 });
    expect(await page.evaluate('window.scrollY')).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);
    const play = await box(page, '#suggestion [data-play]');
    const keyboard = await box(page, '#keyboard');
    expect(play.top).toBeGreaterThanOrEqual(0);
    expect(play.bottom).toBeLessThanOrEqual(size.height);
    if (size === PHONE) {
      expect(play.bottom).toBeLessThanOrEqual(keyboard.top);
      // (At the bottom of the screen, or higher when what is above it is short: on screen whole.)
      expect(keyboard.bottom).toBeLessThanOrEqual(size.height + 1);
    }
    const count = await box(page, '#count');
    expect(count.top).toBeGreaterThanOrEqual(0);
    expect(count.bottom).toBeLessThanOrEqual(play.top);
  }

  const cases = [PHONE, WIDE].flatMap((size) => POSITIONS.map((hash) => ({ size, width: size.width, hash })));

  test.each(cases)('at $width px, $hash: the count and the suggestion in sight', async ({ size, hash }) => {
    const { page, errors, close } = await openView(browser(), { hash, size });
    await inSight(page, size);
    expect(errors).toEqual([]);
    await close();
  });

  test('at 375 px, while a new row is being set: its tiles, the status and the suggestion in sight, then the keyboard', async () => {
    const { page, close } = await openView(browser(), { hash: `#${GAME.slice(0, 2).join(',')}`, size: PHONE });
    await page.locator('#guess').fill('pudgy');
    await page.locator('#guess').press('Enter');
    await page.locator('#status[data-kind="unset"]').waitFor();
    await inSight(page, PHONE);
    const row = await box(page, 'button.tile[data-row="2"]');
    expect(row.top).toBeGreaterThanOrEqual(0);
    expect((await box(page, '#status')).bottom).toBeLessThanOrEqual((await box(page, '#result')).top);
    await close();
  });
});
