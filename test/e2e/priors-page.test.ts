// The page's priors controls in chromium: "Familiar words only" and alpha change the suggestion
// and the likely answers' order as `wordle --familiar` and `wordle --alpha` do.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { haveBrowser, servedPage } from './browser.ts';
import { wordle } from './run.ts';

const suggestion = (args: string[]) => wordle(['-s', ...args]).stdout.trim();
const likely = (args: string[]) =>
  wordle(['-a', '-1', ...args])
    .stdout.split('\n')
    .filter(Boolean);

describe.skipIf(!haveBrowser)('the priors on the page', () => {
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

  test('familiar words only and alpha 1, as --familiar and --alpha 1', async () => {
    const context = await site().browser.newContext();
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    const page = await context.newPage();
    await page.goto(`${site().base}#tA=rsE`);
    await page.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(suggestion(['tA=rsE']));
    expect(suggestion(['tA=rsE'])).toBe('pwned');
    await page.locator('#familiar').check();
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(suggestion(['--familiar', 'tA=rsE']));
    await page.locator('#familiar').uncheck();
    await page.locator('#alpha').fill('1');
    await page.locator('#alpha').press('Enter');
    await page.locator('#alpha').blur();
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(suggestion(['--alpha', '1', 'tA=rsE']));
    const shown = (await page.locator('#answers').textContent())?.split(/\s+/).filter(Boolean) ?? [];
    expect(shown.slice(0, 5)).toEqual(likely(['--alpha', '1', 'tA=rsE']).slice(0, 5));
    expect(shown[0]).toBe('named');
    await context.close();
  }, 180_000);
});
