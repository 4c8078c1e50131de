// The page's positional weight in chromium: with the positional strategy chosen, its weight field
// gives the pick `wordle -s --strategy positional --positional-weight W` gives, in the solver and in
// the review view (compared with positional); a weight out of --positional-weight's range is refused (the field goes back,
// the pick stays).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { haveBrowser, servedPage } from './browser.ts';
import { wordle } from './run.ts';

const HISTORY = 'tA=rsE';
const suggestion = (weight: string[]) => wordle(['-s', '--strategy', 'positional', ...weight, HISTORY]).stdout.trim();

describe.skipIf(!haveBrowser)('the positional weight on the page', () => {
  let served: Awaited<ReturnType<typeof servedPage>> | undefined;
  const site = () => {
    if (!served) throw new Error('the page was not served');
    return served;
  };

  beforeAll(async () => {
    served = await servedPage();
  }, 60_000);

  afterAll(() => served?.stop());

  const suggested = (page: Page) => page.locator('#suggestion').getAttribute('data-word');
  const setWeight = async (page: Page, weight: string) => {
    const field = page.locator('#positional-weight');
    await field.fill(weight);
    await field.press('Enter');
    await field.blur();
  };

  test('each weight gives the CLI pick for it; a weight over 100 is refused', async () => {
    const context = await site().browser.newContext();
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    const page = await context.newPage();
    await page.goto(`${site().base}#${HISTORY}`);
    await page.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
    // Only the positional strategy has a weight.
    expect(await page.locator('#positional-weight').isVisible()).toBe(false);
    await page.locator('#strategy').selectOption('positional');
    expect(await page.locator('#positional-weight').isVisible()).toBe(true);
    expect(await page.locator('#positional-weight').inputValue()).toBe('0.5');
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(suggestion([]));
    // The three picks differ, so each weight is seen to reach the strategy.
    expect(new Set([suggestion([]), suggestion(['--positional-weight', '2']), suggestion(['--positional-weight', '10'])]).size).toBe(3);
    for (const weight of ['2', '10']) {
      await setWeight(page, weight);
      await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(suggestion(['--positional-weight', weight]));
    }
    await setWeight(page, '500');
    expect(await page.locator('#positional-weight').inputValue()).toBe('10');
    expect(await suggested(page)).toBe(suggestion(['--positional-weight', '10']));
    // The review view, compared with positional, reviews with the same weight: its pick for the first guess is the first turn's for weight 10.
    await page.click('#view-tabs button[data-view="review"]');
    await page.locator('#review-strategy').selectOption('positional');
    await page.locator('#review-board').click();
    await page.locator('#review-table').waitFor({ timeout: 60_000 });
    const pick = await page.locator('#review-table tbody tr').first().locator('td').nth(5).textContent();
    const firstTurn = wordle(['-s', '--strategy', 'positional', '--positional-weight', '10']).stdout.trim();
    expect(firstTurn).not.toBe(wordle(['-s', '--strategy', 'positional']).stdout.trim());
    expect(pick?.trim().split(' ')[0]).toBe(firstTurn);
    await context.close();
  }, 180_000);
});
