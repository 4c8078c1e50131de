// The page's Several boards view in a real browser (chromium, the built page from the file
// system): a guess typed on the on-screen keyboard goes on every board with its tiles not set yet
// (`?`, as on the Solve view's board), the status line says how many are left to tap, and each
// board's counts and the suggestion are what `wordle --json crane:g1,g2` says, `?` included.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { haveBrowser } from './browser.ts';
import { wordle } from './run.ts';
import { type Opened, openView, PHONE, section, sharedBrowser, typeOnScreen, WIDE } from './web-page.ts';

interface BoardsJson {
  boards: { count: number; likelyAnswers: number; solvedAt: number | null }[];
  suggestion: string | null;
}

const tileAt = (page: Page, board: number, row: number, index: number) =>
  page.locator(`#boards-grid .boards-tile[data-board="${board}"][data-row="${row}"][data-index="${index}"]`);

/** What the page shows: each board's count line, and the suggestion. */
async function shown(page: Page) {
  return {
    counts: await page.locator('#boards-grid .boards-count').allTextContents(),
    suggestion: await page.locator('#boards-suggestion').getAttribute('data-word'),
  };
}

/** What the CLI says for the patterns, as the page words it; with a tile not set, the page's guess waits (none). */
function cli(patterns: readonly string[]) {
  const json = JSON.parse(wordle(['--json', ...patterns]).stdout) as BoardsJson;
  const waits = patterns.some((pattern) => pattern.includes('?'));
  return {
    counts: json.boards.map((board) => `${board.count} possible, ${board.likelyAnswers} likely`),
    suggestion: waits ? null : json.suggestion,
  };
}

describe.skipIf(!haveBrowser)('the page with several boards', () => {
  const browser = sharedBrowser();

  /** The boards view with a game of `boards`, its first turn drawn. */
  async function dordle(size: { width: number; height: number }, boards = '2'): Promise<Opened> {
    const opened = await openView(browser(), { view: 'boards', size });
    await opened.page.selectOption('#boards-count', boards);
    await expect.poll(() => opened.page.locator('#boards-status').textContent(), { timeout: 60_000 }).toContain('0 of 7 guesses played');
    return opened;
  }

  /** Taps board b's tile i of row r until it shows `name`. */
  async function tap(page: Page, board: number, index: number, name: 'grey' | 'yellow' | 'green', row = 0) {
    const tile = tileAt(page, board, row, index);
    for (let taps = 0; taps < 4 && !((await tile.getAttribute('class')) ?? '').split(' ').includes(name); taps++) await tile.click();
    expect((await tile.getAttribute('class'))?.split(' ')).toContain(name);
  }

  for (const size of [WIDE, PHONE])
    test(`at ${size.width} px: a new guess's tiles are not set yet, the status says to tap them, and the lists take them as not known`, async () => {
      const { page, errors, close } = await dordle(size);
      await typeOnScreen(page, 'boards', 'crane');
      // Every tile of both boards waits for a tap: none is taken as grey.
      const labels = await page
        .locator('#boards-grid .boards-tile')
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')));
      expect(labels).toHaveLength(10);
      for (const label of labels) expect(label).toMatch(/, not set yet$/);
      expect(await page.locator('#boards-grid .boards-tile.unknown').count()).toBe(10);
      await expect
        .poll(() => page.locator('#boards-unset').textContent())
        .toContain("10 tiles not set yet: tap each until it has that board's colour");
      await expect.poll(() => shown(page), { timeout: 60_000 }).toEqual(cli(['crane:?????,?????']));
      expect(await page.locator('#boards-suggestion').textContent()).toBe('The next guess comes once every tile is set.');
      // crane against human: bbyyb; against inlet: bbbyy. Each tap narrows its board.
      await tap(page, 0, 2, 'yellow');
      await tap(page, 0, 3, 'yellow');
      await expect.poll(() => shown(page), { timeout: 60_000 }).toEqual(cli(['crane:??yy?,?????']));
      await page.locator('#boards-rest-grey').click();
      await tap(page, 1, 3, 'yellow');
      await tap(page, 1, 4, 'yellow');
      expect(await page.locator('#boards-unset').isVisible()).toBe(false);
      await expect.poll(() => shown(page), { timeout: 60_000 }).toEqual(cli(['crane:bbyyb,bbbyy']));
      expect(await page.locator('#boards-status').textContent()).toContain('1 of 7 guesses played, 0 of 2 boards solved');
      expect(errors).toEqual([]);
      await close();
    }, 180_000);

  test('the next row starts with what each board already says; a board solved takes no tiles after', async () => {
    const { page, errors, close } = await dordle(WIDE);
    // The boards' words: slant and inlet. crane shows bbggb on the first, bbbyy on the second.
    await typeOnScreen(page, 'boards', 'crane');
    await tap(page, 0, 2, 'green');
    await tap(page, 0, 3, 'green');
    await tap(page, 1, 3, 'yellow');
    await tap(page, 1, 4, 'yellow');
    await page.locator('#boards-rest-grey').click();
    // slant: on the first board its a and n are green (crane's were, there); on the second its a is grey (absent there), n not known.
    await typeOnScreen(page, 'boards', 'slant');
    const tiles = (board: number, row: number) =>
      page
        .locator(`#boards-grid .boards-tile[data-board="${board}"][data-row="${row}"]`)
        .evaluateAll((each) => each.map((tile) => tile.className.split(' ').at(-1)));
    expect(await tiles(0, 1)).toEqual(['unknown', 'unknown', 'green', 'green', 'unknown']);
    expect(await tiles(1, 1)).toEqual(['unknown', 'unknown', 'grey', 'unknown', 'unknown']);
    for (const index of [0, 1, 4]) await tap(page, 0, index, 'green', 1);
    await page.locator('#boards-rest-grey').click();
    // The first board is solved by guess 2: the next guess has tiles on the second board only.
    await typeOnScreen(page, 'boards', 'inlet');
    expect(await tiles(0, 2)).toEqual([]);
    expect(await tiles(1, 2)).toHaveLength(5);
    await expect.poll(() => page.locator('.boards-result[data-board="0"] .boards-count').textContent()).toBe('Solved by guess 2: SLANT');
    await expect
      .poll(() => page.locator('.boards-result[data-board="1"] .boards-count').textContent(), { timeout: 60_000 })
      .toBe(cli(['crane:bbggb,bbbyy', 'slant:ggggg,bbbbb', 'inlet:-,?????']).counts[1]);
    // A word the game would not take is refused, with the reason.
    await typeOnScreen(page, 'boards', 'zzzzz');
    expect(await page.locator('#boards-error').textContent()).toContain('ZZZZZ is not in the word list');
    expect(errors).toEqual([]);
    await close();
  }, 180_000);

  test("letters typed anywhere in the view go to its guess (not the Solve view's), and the suggestion plays", async () => {
    const { page, close } = await dordle(WIDE);
    await page.keyboard.type('crane');
    expect(await page.locator('#boards-guess').inputValue()).toBe('crane');
    expect(await page.locator('#guess').inputValue()).toBe('');
    await page.keyboard.press('Enter');
    expect(await page.locator('#boards-grid .boards-tile[data-row="0"]').count()).toBe(10);
    // Once every tile is set, the guess for both boards comes; playing it is a new row.
    await page.locator('#boards-rest-grey').click();
    const word = await page.locator(`${section('boards')} #boards-suggestion[data-word]`).getAttribute('data-word');
    await page.locator('#boards-suggestion [data-play]').click();
    expect(await tileAt(page, 0, 1, 0).textContent()).toBe(word?.[0]);
    await close();
  }, 120_000);
});
