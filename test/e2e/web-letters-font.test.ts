// The letter panel's "Not in the word" line in chromium: the page's font, size and letter spacing,
// as the panel's table cells have them (it once was a monospace line, set apart from the panel).
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { ROOT } from './run.ts';

// What the function run in the page uses of it (the tests are type-checked without the DOM's types).
interface Style {
  readonly fontFamily: string;
  readonly fontSize: string;
  readonly letterSpacing: string;
}
declare const document: { querySelector(selector: string): unknown };
declare function getComputedStyle(element: unknown): Style;

describe.skipIf(!haveBrowser)("the letter panel's absent letters", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test('the line of letters not in the word has the font of the rest of the panel', async () => {
    const page = await browser.newPage();
    await page.goto(`file://${ROOT}dist/web/index.html#crane:bbyyb`);
    await page.locator('#letters-absent').waitFor();
    expect(await page.locator('#letters-absent').textContent()).toBe('Not in the word: C E R');
    const styles = await page.evaluate(() =>
      ['#letters-absent', '#letters-panel td', 'body'].map((selector) => {
        const { fontFamily, fontSize, letterSpacing } = getComputedStyle(document.querySelector(selector));
        return { fontFamily, fontSize, letterSpacing };
      }),
    );
    const [absent, cell, body] = styles;
    expect(absent).toEqual(cell);
    expect(absent?.fontFamily).toBe(body?.fontFamily);
    expect(absent?.fontFamily).not.toMatch(/mono/i);
    await page.close();
  }, 60_000);
});
