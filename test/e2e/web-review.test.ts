// The page's review view in chromium (the page opened from the file system, as `wordle
// --web-url` gives it): a share pasted with its words, and the board's guesses, reviewed as
// `wordle review --json` reviews them with the page's settings (coverage, the 2023 answers).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { ROOT, wordle } from './run.ts';

const SHOTS = join(ROOT, 'test', 'e2e', 'screenshots');
const PAGE = `file://${ROOT}dist/web/index.html`;
const SHARE = 'Wordle 1,234 4/6*\n\n⬛⬛⬛⬛🟩\n⬛⬛⬛🟨⬛\n⬛🟨🟨🟩⬛\n🟩🟩🟩🟩🟩\n';
const GAME = ['crane:bbbbg', 'pilot:bbbyb', 'ghost:byygb', 'house:ggggg'];

interface CliGuess {
  guess: string;
  before: number;
  after: number;
  expected: number;
  bestGuess: string;
  bestExpected: number;
  luck: number;
  skill: number;
}

/** The rows as the CLI's --json would show them on the page. */
function cliRows(args: readonly string[]) {
  const run = wordle(['review', '--json', '--strategy', 'coverage', ...args]);
  expect(run.status).toBe(0);
  const short = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
  const reviewed = JSON.parse(run.stdout) as { guesses: CliGuess[]; summary: { skill: number; luck: number } };
  return {
    rows: reviewed.guesses.map((item, i) => [
      String(i + 1),
      item.guess.toUpperCase(),
      String(item.before),
      String(item.after),
      short(item.expected),
      item.bestGuess === item.guess ? 'same' : `${item.bestGuess} ${short(item.bestExpected)}`,
      String(item.luck),
      String(item.skill),
    ]),
    summary: reviewed.summary,
  };
}

const pageRows = (page: Page) =>
  page
    .locator('#review-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as unknown as { cells: { textContent: string }[] }).cells].map((cell) => cell.textContent.trim())),
    );

describe.skipIf(!haveBrowser)('the review view in chromium', () => {
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 60_000);
  afterAll(() => browser?.close());

  async function open(hash = ''): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1100, height: 1400 } });
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${PAGE}${hash}`);
    await page.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
    await page.click('#view-tabs button[data-view="review"]');
    return page;
  }

  test('a pasted share (hard mode) and its words: the CLI review, row by row', async () => {
    const page = await open();
    await page.locator('#review-share').fill(SHARE);
    await page.locator('#review-words').fill('crane pilot ghost house');
    await page.locator('#review-run').click();
    await page.locator('#review-table').waitFor({ timeout: 60_000 });
    const cli = cliRows(['--hard', ...GAME]);
    // (The tiles cell reads as its letters.)
    expect(await pageRows(page)).toEqual(cli.rows);
    const summary = await page.locator('#review-summary').textContent();
    expect(summary).toContain('Solved in 4 (coverage, hard mode)');
    expect(summary).toContain(`Skill ${cli.summary.skill}, luck ${cli.summary.luck}.`);
    expect(await page.locator('.review-hard').first().textContent()).toBe('Guess 2 broke hard mode: letter 5 must be E.');
    // The tiles in the page's colours.
    const colours = await page
      .locator('#review-table tbody tr:first-child .review-tile')
      .evaluateAll((tiles) => tiles.map((tile) => (tile as unknown as { className: string }).className.split(' ').at(-1)));
    expect(colours).toEqual(['grey', 'grey', 'grey', 'grey', 'green']);
    await page.locator('.review-section').screenshot({ path: join(SHOTS, 'review.png') });
    expect(errors).toEqual([]);
  });

  test('the board reviewed: the guesses on it, as the CLI reviews them', async () => {
    const page = await open('#cranE=,pilOt,gHOS=t,H=O=U=S=E=');
    await page.locator('#review-board').click();
    await page.locator('#review-table').waitFor({ timeout: 60_000 });
    expect(await pageRows(page)).toEqual(cliRows(GAME).rows);
  });

  test('a share that disagrees with its words: the message, no table', async () => {
    const page = await open();
    await page.locator('#review-share').fill(SHARE);
    await page.locator('#review-words').fill('crane slate ghost house');
    await page.locator('#review-run').click();
    await expect.poll(() => page.locator('#review-error').textContent()).toContain('row 2 does not agree with its word');
    expect(await page.locator('#review-table').count()).toBe(0);
  });
});
