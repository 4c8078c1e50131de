// Fibble on the page, in chromium: the "Lies a row" setting reads the rows as `wordle --lies K`
// reads them (the count, the likely answers and the suggestion are the CLI's, for one and two lies
// a row, on the page's thread and from the worker), says lib's refusal where lies cannot go
// (best, hard mode) in the count's place with no list left from before, travels in the address
// (`&lies=1`, as `wordle --web-url --lies 1` prints it) and is kept between visits; under lies the
// keys are not coloured, no letter is stated, a new row is not filled in, a row is left out until
// each of its tiles is set, the board has Fibble's nine rows (and a solved game Fibble's share
// grid), and the board is not reviewed as if its tiles were true. On a phone nothing is wider than
// the screen.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { haveBrowser } from './browser.ts';
import { wordle } from './run.ts';
import { openView, PAGE, PHONE, scrollWidth, sharedBrowser, unstyledControls } from './web-page.ts';

/** What `wordle ARGS` says on stderr: its count line and its suggestion (or its refusal). */
function cli(args: readonly string[]) {
  const run = wordle(args);
  const [count = '', suggestion = ''] = run.stderr.split('\n');
  const likely = wordle(['-a', '-q', ...args])
    .stdout.split('\n')
    .filter(Boolean);
  return { status: run.status, count, suggestion: suggestion.replace('guess for next word: ', ''), likely };
}

const count = (page: Page) => page.locator('#count').textContent();
const suggested = (page: Page) => page.locator('#suggestion').getAttribute('data-word');
const likelyShown = async (page: Page) => ((await page.locator('#answers').textContent()) ?? '').split(' ').filter(Boolean);
const settled = (page: Page) => page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached', timeout: 60_000 });

/** The page says what `wordle ARGS PATTERNS` says: the count line, the likely answers, the suggestion. */
async function sameAsCli(page: Page, args: readonly string[], patterns: readonly string[]): Promise<void> {
  const expected = cli([...args, ...patterns]);
  expect(expected.status).toBe(0);
  await expect.poll(() => count(page), { timeout: 60_000 }).toBe(expected.count);
  await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(expected.suggestion);
  expect(await likelyShown(page)).toEqual(expected.likely);
}

const POSITION = ['soare:gbgbb', 'glint:bbbby'];

describe.skipIf(!haveBrowser)('Fibble on the page', () => {
  const browser = sharedBrowser();

  test.each([
    [1, 'coverage'],
    [2, 'coverage'],
    [1, 'entropy'],
    [2, 'minimax'],
  ])(
    'a link with lies=%i (%s): the count, likely answers and suggestion are `wordle --lies`',
    async (lies, strategy) => {
      const args = ['--lies', String(lies), '--strategy', strategy];
      const url = wordle([...args, '--web-url', ...POSITION]).stdout.trim();
      expect(url).toContain(`lies=${lies}`);
      const opened = await openView(browser(), { hash: url.slice(url.indexOf('#')) });
      const { page } = opened;
      expect(await page.locator('#lies').inputValue()).toBe(String(lies));
      await sameAsCli(page, args, POSITION);
      // (No true tile: the keys are not coloured, the panel says why instead of stating letters.)
      expect(await page.locator('#keyboard .key[data-state]:not([data-state="unknown"])').count()).toBe(0);
      expect(await page.locator('#letters-lies').isVisible()).toBe(true);
      expect(await page.locator('#letters-panel table').count()).toBe(0);
      expect(await page.locator('#position-command').textContent()).toBe(`wordle --lies ${lies}`);
      expect(opened.errors).toEqual([]);
      await opened.close();
    },
    180_000,
  );

  test('the setting: counts as --lies, in the address, kept; a new row is left out until whole and not filled in', async () => {
    const context = await browser().newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${PAGE}#S=oA=re,glinT`);
    await settled(page);
    await sameAsCli(page, [], POSITION);
    // Wordle: the greens and greys are known, and said.
    expect(await page.locator('#keyboard .key[data-key="s"]').getAttribute('data-state')).toBe('green');
    expect(await page.locator('#hint-lies').isHidden()).toBe(true);
    expect(await page.locator('#board .row').count()).toBe(6);

    await page.locator('#lies').selectOption('1');
    await sameAsCli(page, ['--lies', '1'], POSITION);
    await expect.poll(() => page.evaluate('location.hash')).toBe('#S=oA=re,glinT&lies=1');
    expect(await page.locator('#keyboard .key[data-key="s"]').getAttribute('data-state')).toBe('unknown');
    expect(await page.locator('#hint-lies').isVisible()).toBe(true);
    // Fibble's nine rows.
    expect(await page.locator('#board .row').count()).toBe(9);

    // SHAPE added: nothing filled in (its S was shown green, maybe a lie); until each tile is set the row is left out.
    await page.locator('#guess').fill('shape');
    await page.locator('#guess').press('Enter');
    expect(await page.locator('button.tile.unknown[data-row="2"]').count()).toBe(5);
    await expect.poll(() => page.locator('#status-text').textContent()).toContain('that row is left out');
    await sameAsCli(page, ['--lies', '1'], POSITION);
    // Each tile tapped once (grey): the row counts.
    for (let column = 0; column < 5; column++) await page.locator(`button.tile[data-row="2"][data-column="${column}"]`).click();
    await sameAsCli(page, ['--lies', '1'], [...POSITION, 'shape:bbbbb']);
    await expect.poll(() => page.evaluate('location.hash')).toBe('#S=oA=re,glinT,shape&lies=1');

    // The board's rows lie: the review reads them so, as `wordle review --lies 1`.
    await page.locator('#view-tabs button[data-view="review"]').click();
    await page.locator('#review-board').click();
    await page.locator('#review-table').waitFor({ timeout: 120_000 });
    expect(await page.locator('#review-summary').textContent()).toContain('Not solved in 3 (entropy, 1 lie a row).');
    expect(await page.locator('#review-error').isHidden()).toBe(true);
    await page.locator('#view-tabs button[data-view="solve"]').click();

    // Kept: the next visit without an address has one lie a row.
    await page.goto(PAGE);
    await settled(page);
    expect(await page.locator('#lies').inputValue()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  test("solved under lies: the answer known, the share grid is Fibble's, of nine rows", async () => {
    const solved = [...POSITION, 'shape:ggggg'];
    expect(wordle(['--lies', '1', '-c', ...solved]).stdout.trim()).toBe('1');
    const opened = await openView(browser(), { hash: '#S=oA=re,glinT,S=H=A=P=E=&lies=1' });
    const { page } = opened;
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe('Solved in 3 guesses: SHAPE');
    expect(await page.locator('#share-title').textContent()).toBe('Fibble 3/9');
    expect(await page.locator('#letters-answer').textContent()).toBe('The answer is SHAPE: every letter is known.');
    expect(await page.locator('#letters-lies').count()).toBe(0);
    expect(opened.errors).toEqual([]);
    await opened.close();
  }, 120_000);

  test('lies with best or hard mode: lib refusal in the count, no list from before; back to a turn when undone', async () => {
    const opened = await openView(browser(), { hash: '#S=oA=re,glinT&lies=1' });
    const { page } = opened;
    await sameAsCli(page, ['--lies', '1'], POSITION);
    for (const [control, args] of [
      [() => page.locator('#strategy').selectOption('best'), ['--strategy', 'best']],
      [() => page.locator('#hard').check(), ['--hard']],
    ] as const) {
      await control();
      const refused = wordle(['--lies', '1', ...args, ...POSITION]);
      expect(refused.status).toBe(2);
      const message = refused.stderr.trim().replace(/^wordle: /, '');
      expect(message).toMatch(/^--lies cannot go with/);
      await expect.poll(() => count(page), { timeout: 30_000 }).toBe(message);
      await settled(page);
      expect(await page.locator('#words').isHidden()).toBe(true);
      expect(await suggested(page)).toBeNull();
      expect(await page.locator('#alternatives li').count()).toBe(0);
      expect(await page.locator('#letters-panel').isHidden()).toBe(true);
      // Undone: the turn again.
      if (args[0] === '--strategy') await page.locator('#strategy').selectOption('coverage');
      else await page.locator('#hard').uncheck();
      await sameAsCli(page, ['--lies', '1'], POSITION);
    }
    expect(opened.errors).toEqual([]);
    await opened.close();
  }, 180_000);

  test('on a phone: the setting is styled and nothing is wider than the screen', async () => {
    const opened = await openView(browser(), { hash: '#S=oA=re,glinT&lies=2', size: PHONE });
    const { page } = opened;
    await sameAsCli(page, ['--lies', '2'], POSITION);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.locator('#lies').scrollIntoViewIfNeeded();
    const field = await page.locator('#lies').boundingBox();
    expect(field).not.toBeNull();
    expect((field?.x ?? 0) + (field?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    const wider = await page.evaluate<string[]>(
      `[...document.querySelectorAll('#view-solve *')].filter((element) => element.getBoundingClientRect().right > ${PHONE.width} + 0.5).map((element) => element.id || element.className || element.tagName)`,
    );
    expect(wider).toEqual([]);
    expect(await page.evaluate<string[]>(unstyledControls('solve'))).toEqual([]);
    expect(opened.errors).toEqual([]);
    await opened.close();
  }, 180_000);
});
