// The page's review view in chromium (the page opened from the file system, as `wordle
// --web-url` gives it): a share pasted with its words, and the board's guesses, reviewed as
// `wordle review --json` reviews them: its default strategy (best, at the CLI's time limit; with
// lies entropy) unless another is chosen, which the view says; a Fibble board or share read as
// its rows lie.

import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_REVIEW_STRATEGY } from '../../lib/index.ts';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { wordle } from './run.ts';
import { type Opened, openView, PHONE, scrollWidth, WIDE } from './web-page.ts';

const SHARE = 'Wordle 1,234 4/6*\n\n⬛⬛⬛⬛🟩\n⬛⬛⬛🟨⬛\n⬛🟨🟨🟩⬛\n🟩🟩🟩🟩🟩\n';
const GAME = ['crane:bbbbg', 'pilot:bbbyb', 'ghost:byygb', 'house:ggggg'];
const BOARD = '#cranE=,pilOt,gHOS=t,H=O=U=S=E=';

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
  const run = wordle(['review', '--json', ...args]);
  expect(run.status).toBe(0);
  const short = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
  const reviewed = JSON.parse(run.stdout) as { strategy: string; guesses: CliGuess[]; summary: { skill: number; luck: number } };
  return {
    strategy: reviewed.strategy,
    rows: reviewed.guesses.map((item, i) => [
      String(i + 1),
      item.guess,
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
  const opened: Opened[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 60_000);
  afterAll(async () => {
    for (const each of opened) expect(each.errors).toEqual([]);
    await browser?.close();
  });

  async function open(hash = '', size: { width: number; height: number } = WIDE): Promise<Page> {
    const view = await openView(browser, { view: 'review', hash, size });
    opened.push(view);
    return view.page;
  }

  test("the board's game: the numbers of `wordle review --json` (best, the CLI's default), and the strategy said", async () => {
    expect(DEFAULT_REVIEW_STRATEGY).toBe('best');
    const page = await open(BOARD);
    expect(await page.locator('#review-strategy').inputValue()).toBe(DEFAULT_REVIEW_STRATEGY);
    await page.locator('#review-board').click();
    await page.locator('#review-table').waitFor({ timeout: 120_000 });
    const cli = cliRows(GAME);
    expect(cli.strategy).toBe('best');
    expect(await pageRows(page)).toEqual(cli.rows);
    const summary = await page.locator('#review-summary').textContent();
    expect(summary).toContain('Solved in 4 (best;');
    expect(summary).toContain(`Skill ${cli.summary.skill}, luck ${cli.summary.luck}.`);
    expect(await page.locator('#review-verdict').textContent()).toBe(`Skill ${cli.summary.skill} · luck ${cli.summary.luck}`);
    expect(await page.locator('#review-strategy-used').textContent()).toContain("compared with best's pick");
    expect(await page.locator('#review-table th').allTextContents()).toContain("best's pick");
  }, 180_000);

  test('a pasted share (hard mode) and its words, with coverage chosen: the CLI review, row by row', async () => {
    const page = await open();
    await page.locator('#review-share').fill(SHARE);
    await page.locator('#review-words').fill('crane pilot ghost house');
    await page.locator('#review-strategy').selectOption('coverage');
    await page.locator('#review-run').click();
    await page.locator('#review-table').waitFor({ timeout: 120_000 });
    const cli = cliRows(['--strategy', 'coverage', '--hard', ...GAME]);
    // (The tiles cell reads as its letters.)
    expect(await pageRows(page)).toEqual(cli.rows);
    const summary = await page.locator('#review-summary').textContent();
    expect(summary).toContain('Solved in 4 (coverage, hard mode)');
    expect(summary).toContain(`Skill ${cli.summary.skill}, luck ${cli.summary.luck}.`);
    expect(await page.locator('.review-hard').first().textContent()).toBe('Guess 2 broke hard mode: letter 5 must be E.');
    // The tiles in the page's colours.
    const colours = await page
      .locator('#review-table tbody tr:first-child .tile')
      .evaluateAll((tiles) => tiles.map((tile) => (tile as unknown as { className: string }).className.split(' ').at(-1)));
    expect(colours).toEqual(['grey', 'grey', 'grey', 'grey', 'green']);
  }, 180_000);

  test('a Fibble board (lies=1 in the address): `wordle review --lies 1`, compared with entropy, the rows read as they lie', async () => {
    const fibble = ['sateR=', 'RoIlY=', 'DI=neR=', 'GRece', 'C=I=G=A=R='];
    const page = await open(`#${fibble.join(',')}&lies=1`);
    await page.locator('#review-board').click();
    await page.locator('#review-table').waitFor({ timeout: 120_000 });
    const cli = cliRows(['--lies', '1', ...fibble]);
    expect(cli.strategy).toBe('entropy');
    expect(await page.locator('#review-strategy').inputValue()).toBe('entropy');
    expect(await pageRows(page)).toEqual(cli.rows);
    expect(await page.locator('#review-summary').textContent()).toContain('Solved in 5 (entropy, 1 lie a row).');
    expect(await page.locator('#review-lies').textContent()).toContain('Rows read as they lie');
  }, 180_000);

  test('a Fibble share pasted (its title says its lies): `wordle review --grid`, and a strategy chosen is kept', async () => {
    const page = await open();
    await page.locator('#review-share').fill('Fibble 5/9\n\n⬛⬛⬛⬛🟩\n🟨⬛🟨⬛🟩\n🟨🟩⬛⬛🟩\n🟨🟨⬛⬛⬛\n🟩🟩🟩🟩🟩\n');
    await page.locator('#review-words').fill('sater roily diner grece cigar');
    await page.locator('#review-strategy').selectOption('minimax');
    await page.locator('#review-run').click();
    await page.locator('#review-table').waitFor({ timeout: 120_000 });
    expect(await pageRows(page)).toEqual(
      cliRows(['--strategy', 'minimax', '--lies', '1', 'sateR=', 'RoIlY=', 'DI=neR=', 'GRece', 'C=I=G=A=R=']).rows,
    );
    expect(await page.locator('#review-summary').textContent()).toContain('(minimax, 1 lie a row)');
  }, 180_000);

  test('a share that disagrees with its words: the message, no table', async () => {
    const page = await open();
    await page.locator('#review-share').fill(SHARE);
    await page.locator('#review-words').fill('crane slate ghost house');
    await page.locator('#review-run').click();
    await expect.poll(() => page.locator('#review-error').textContent()).toContain('row 2 does not agree with its word');
    expect(await page.locator('#review-table').count()).toBe(0);
  });

  test('on a 375 px phone the review fits the screen: no sideways scroll, every number in sight', async () => {
    const page = await open(BOARD, PHONE);
    await page.locator('#review-board').click();
    await page.locator('#review-table').waitFor({ timeout: 120_000 });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const right = await page
      .locator('#review-table td')
      .evaluateAll((cells) =>
        Math.max(...cells.map((cell) => (cell as unknown as { getBoundingClientRect(): { right: number } }).getBoundingClientRect().right)),
      );
    expect(right).toBeLessThanOrEqual(PHONE.width);
  }, 180_000);
});
