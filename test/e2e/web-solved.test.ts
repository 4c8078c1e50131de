// The Solve view once the last row is all green, in chromium at 1280 and 375 px: no row waits for
// a guess, the letter panel says what is known (the answer, each letter exactly), no card is left
// empty, and the share grid is there with a button that copies it: lib's shareGrid, the grid
// `wordle play` prints for the same game (colour-blind squares in colour-blind mode, as
// --high-contrast; a * in hard mode).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { haveBrowser } from './browser.ts';
import { wordle } from './run.ts';
import { openView, PHONE, scrollWidth, sharedBrowser, WIDE } from './web-page.ts';

const SOLVED = '#cranE=,pilOt,gHOS=t,H=O=U=S=E=';

/** The share grid `wordle play` prints after these guesses at this word (its last lines). */
function played(word: string, guesses: readonly string[], options: readonly string[] = []): string {
  const run = wordle(['play', '--word', word, '--color=never', ...options], { input: `${guesses.join('\n')}\n` });
  expect(run.status).toBe(0);
  const out = `${run.stdout}${run.stderr}`;
  const start = out.lastIndexOf('Wordle ');
  return `${out
    .slice(start)
    .split('\n')
    .slice(0, 2 + guesses.length)
    .join('\n')}\n`;
}

/** The visible cards of the Solve view whose content ends well above their bottom (an empty space: more than a margin). */
const EMPTY_CARDS = `[...document.querySelectorAll('#view-solve .card')].filter((card) => card.getBoundingClientRect().height > 0).map((card) => {
  const shown = [...card.children].filter((child) => child.getBoundingClientRect().height > 0);
  const end = Math.max(...shown.map((child) => child.getBoundingClientRect().bottom));
  const padding = parseFloat(getComputedStyle(card).paddingBottom);
  return { id: card.id, empty: card.getBoundingClientRect().bottom - padding - end };
}).filter((card) => card.empty > 12)`;

describe.skipIf(!haveBrowser)('the solved state', () => {
  const browser = sharedBrowser();

  const rows = (page: Page) =>
    page.locator('#letters-panel tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));

  for (const size of [WIDE, PHONE])
    test(`at ${size.width} px: no next row, the answer in the letter panel, no empty card, the share grid`, async () => {
      const { page, errors, close } = await openView(browser(), { hash: SOLVED, size });
      await page.locator('#result[data-state="solved"]').waitFor();
      expect(await page.locator('#count').textContent()).toBe('Solved in 4 guesses: HOUSE');
      // No row waits for a guess: the rows played, and no entry.
      expect(
        await page.locator('#board .row').evaluateAll((all) => all.filter((row) => row.getBoundingClientRect().height > 0).length),
      ).toBe(4);
      expect(await page.locator('#guess-form').isVisible()).toBe(false);
      // The letter panel: the answer, each of its letters exactly once, at its place.
      expect(await page.locator('#letters-answer').textContent()).toBe('The answer is HOUSE: every letter is known.');
      expect(await rows(page)).toEqual([
        ['E', 'exactly 1', '5'],
        ['H', 'exactly 1', '1'],
        ['O', 'exactly 1', '2'],
        ['S', 'exactly 1', '4'],
        ['U', 'exactly 1', '3'],
      ]);
      expect(await page.locator('#letters-absent').textContent()).toBe('Not in the word: A C G I L N P R T');
      expect(await page.evaluate(EMPTY_CARDS)).toEqual([]);
      // The share grid: four rows of five squares, in the tiles' colours, and its title.
      expect(await page.locator('#share .share-row').count()).toBe(4);
      const squares = await page
        .locator('#share .share-row:first-child .share-square')
        .evaluateAll((each) => each.map((square) => square.className.split(' ').at(-1)));
      expect(squares).toEqual(['grey', 'grey', 'grey', 'grey', 'green']);
      expect(await page.locator('#share-title').textContent()).toBe('Wordle 4/6');
      expect(await page.locator('#share-copy').isVisible()).toBe(true);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);
      expect(errors).toEqual([]);
      await close();
    });

  test("Copy puts lib's share grid on the clipboard: what `wordle play` prints, colour-blind and hard mode too", async () => {
    // (A game hard mode allows: each guess keeps the greens and uses the letters shown.)
    const guesses = ['crane', 'those', 'house'];
    const { page, close } = await openView(browser(), { hash: '#cranE=,tHOS=E=,H=O=U=S=E=' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copied = async () => {
      await page.locator('#share-copy').click();
      await expect.poll(() => page.locator('#share-copy').textContent()).toBe('Copied');
      return page.evaluate<string>('navigator.clipboard.readText()');
    };
    expect(await copied()).toBe(played('house', guesses));
    await page.locator('#colour-blind').check();
    expect(await copied()).toBe(played('house', guesses, ['--high-contrast']));
    await page.locator('#colour-blind').uncheck();
    await page.locator('#hard').check();
    await page.locator('#share-copy').waitFor();
    expect(await copied()).toBe(played('house', guesses, ['--hard']));
    await close();
  });
});
