// The page's boards setting in a real browser (chromium, the built page from the file system):
// after a guess with each board's tiles tapped, each board's counts and the suggestion must be
// what `wordle --json crane:g1,g2` says.
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { ROOT, wordle } from './run.ts';

interface BoardsJson {
  boards: { count: number; likelyAnswers: number; solvedAt: number | null }[];
  suggestion: string | null;
}

describe.skipIf(!haveBrowser)('the page with several boards', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`file://${join(ROOT, 'dist', 'web', 'index.html')}`);
    await page.click('#view-tabs button[data-view="boards"]');
  }, 60_000);
  afterAll(() => browser?.close());

  /** Taps board b's tile i of row r until it shows `name`. */
  async function tap(board: number, index: number, name: 'yellow' | 'green') {
    const tile = page.locator(`#boards-grid .boards-tile[data-board="${board}"][data-row="0"][data-index="${index}"]`);
    for (let taps = 0; taps < 3 && !((await tile.getAttribute('class')) ?? '').includes(name); taps++) await tile.click();
    expect(await tile.getAttribute('class')).toContain(name);
  }

  test('Dordle: tiles tapped a board, the counts and the guess as the CLI has them', async () => {
    await page.selectOption('#boards-count', '2');
    await expect.poll(() => page.locator('#boards-status').textContent(), { timeout: 60_000 }).toContain('0 of 7 guesses played');
    await page.fill('#boards-guess', 'crane');
    await page.press('#boards-guess', 'Enter');
    // crane against human: bbyyb; against inlet: bbbyy.
    await tap(0, 2, 'yellow');
    await tap(0, 3, 'yellow');
    await tap(1, 3, 'yellow');
    await tap(1, 4, 'yellow');
    const cli = JSON.parse(wordle(['--json', 'crane:bbyyb,bbbyy']).stdout) as BoardsJson;
    await expect
      .poll(() => page.locator('#boards-suggestion').textContent(), { timeout: 60_000 })
      .toContain((cli.suggestion ?? '').toUpperCase());
    const results = await page.locator('.boards-result').allTextContents();
    expect(results).toEqual(
      cli.boards.map((board, b) => expect.stringContaining(`Board ${b + 1}: ${board.count} possible, ${board.likelyAnswers} likely`)),
    );
    expect(await page.locator('#boards-status').textContent()).toContain('1 of 7 guesses played, 0 of 2 boards solved');
    // A board solved takes no tiles after: its row stays, the next guess has tiles on the other board only.
    await page.fill('#boards-guess', 'human');
    await page.press('#boards-guess', 'Enter');
    for (const index of [0, 1, 2, 3, 4]) await tap(0, index, 'green');
    await page.fill('#boards-guess', 'inlet');
    await page.press('#boards-guess', 'Enter');
    expect(await page.locator('#boards-grid .boards-tile[data-board="0"][data-row="2"]').count()).toBe(0);
    expect(await page.locator('#boards-grid .boards-tile[data-board="1"][data-row="2"]').count()).toBe(5);
    expect(errors).toEqual([]);
  }, 180_000);
});
