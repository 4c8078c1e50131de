// The broad english list on the page in chromium: "English, any length" in the word list setting,
// unpacked when chosen (web/broad-lists.ts). A seven-letter guess it has is then taken (the NYT list
// refuses it), and the counts and the suggestion are `wordle -f english`'s. It is not kept
// between visits (it is unpacked only when chosen).
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { ROOT, wordle } from './run.ts';

const cli = (args: string[]) => wordle(['-f', 'english', ...args]).stdout.trim();

describe.skipIf(!haveBrowser)('the english list on the page', () => {
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    expect(errors).toEqual([]);
  });

  const count = (page: Page) => page.locator('#count').textContent();
  const suggested = (page: Page) => page.locator('#suggestion').getAttribute('data-word');
  async function guess(page: Page, word: string): Promise<void> {
    await page.locator('#guess').fill(word);
    await page.locator('#guess').press('Enter');
  }

  test('chosen, it takes a seven-letter word and counts and suggests as `wordle -f english`', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`file://${ROOT}dist/web/index.html`);
    await page.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
    await guess(page, 'example');
    expect(await page.locator('#error').textContent()).toBe(
      'EXAMPLE is not in the word list (NYT guesses): Wordle would not take it as a guess.',
    );

    await page.locator('#guesses').selectOption('english');
    // No guess yet: five letters, as `wordle -f english -n 5 -c`.
    await expect.poll(() => count(page), { timeout: 30_000 }).toMatch(new RegExp(`^${cli(['-n', '5', '-c'])} possible matches`));
    await guess(page, 'example');
    expect(await page.locator('#error').isVisible()).toBe(false);
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(`${cli(['-c', 'example:???????'])} possible matches`);
    // Its tiles as bbybbyg: one click makes a tile grey, two yellow, three green.
    for (const [column, clicks] of [1, 1, 2, 1, 1, 2, 3].entries())
      for (let i = 0; i < clicks; i++) await page.locator(`button.tile[data-row="0"][data-column="${column}"]`).click();
    // The address follows the tap in the task after its frame is painted (web/main.ts setTile).
    await expect.poll(() => page.evaluate('location.hash')).toBe('#exAmpLE=');
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(`${cli(['-c', 'example:bbybbyg'])} possible matches`);
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(cli(['-s', 'example:bbybbyg']));

    // Not kept: the next visit starts with the NYT list.
    await page.reload();
    await page.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
    expect(await page.locator('#guesses').inputValue()).toBe('nyt');
    await context.close();
  }, 180_000);
});
