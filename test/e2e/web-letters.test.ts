// The page's letter panel in chromium: for each letter the tiles show, the copies at least/at most,
// where it is, where it cannot be and where it may still be; the letters not in the word on a line.
// The page is opened from the file system (dist/web/index.html), as `wordle --web-url` gives it.
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { ROOT } from './run.ts';

// What the functions run in the page use of it (the tests are type-checked without the DOM's types;
// functions, not strings: the page's CSP forbids eval, with which a string would be polled).
interface PageElement {
  readonly hidden: boolean;
  readonly textContent: string | null;
  readonly children: ArrayLike<PageElement>;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
declare const document: {
  readonly documentElement: { readonly dataset: Record<string, string | undefined> };
  getElementById(id: string): PageElement | null;
  querySelector(selector: string): PageElement | null;
};

describe.skipIf(!haveBrowser)('the letter panel', () => {
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    expect(errors).toEqual([]);
  });

  async function open(hash: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`file://${ROOT}dist/web/index.html${hash}`);
    await page.waitForFunction(() => document.documentElement.dataset['interactiveMs'] !== undefined);
    return page;
  }

  /** The panel's rows as [letter, copies, at, not at, may be at], and its line of absent letters. */
  async function panel(page: Page): Promise<{ hidden: boolean; rows: string[][]; absent: string }> {
    return page.evaluate(() => {
      const element = document.getElementById('letters-panel');
      const rows = Array.from(element?.querySelectorAll('tbody tr') ?? [], (tr) =>
        Array.from(tr.children, (cell) => cell.textContent ?? ''),
      );
      return { hidden: element?.hidden ?? true, rows, absent: document.getElementById('letters-absent')?.textContent ?? '' };
    });
  }

  test('after geese:bybbg: exactly two e, at 5, not at 2 or 3, maybe at 1 or 4; g and s not in the word', async () => {
    const page = await open('#gEesE=');
    await page.waitForFunction(() => document.getElementById('letters-panel')?.hidden === false);
    expect(await panel(page)).toEqual({ hidden: false, rows: [['E', 'exactly 2', '5', '2, 3', '1, 4']], absent: 'Not in the word: G S' });
    expect(await page.locator('#letters-panel h3').textContent()).toBe('Letters');
    await page.context().close();
  });

  test('two guesses together, and a tap on a tile redraws it', async () => {
    // crane:bybbg and rover:ybbgb (three fits them): two greens of e; one r (a grey copy caps it), not at 1, 2 or 5.
    const page = await open('#cRanE=,RovE=r');
    await page.waitForFunction(() => document.getElementById('letters-panel')?.hidden === false);
    expect(await panel(page)).toEqual({
      hidden: false,
      rows: [
        ['E', 'at least 2', '4, 5', '–', '1, 2, 3'],
        ['R', 'exactly 1', '–', '1, 2, 5', '3'],
      ],
      absent: 'Not in the word: A C N O V',
    });
    // rover's o (guess 2, letter 2): grey -> yellow, so o is in the word, not at 2.
    await page.locator('button.tile[data-row="1"][data-column="1"]').click();
    await page.waitForFunction(() => document.querySelector('#letters-panel tr[data-letter="o"]') !== null);
    const { rows, absent } = await panel(page);
    expect(rows.find((row) => row[0] === 'O')).toEqual(['O', 'at least 1', '–', '2', '1, 3']);
    expect(absent).toBe('Not in the word: A C N V');
    await page.context().close();
  });

  test('hidden with no guess, and when the tiles clash', async () => {
    const page = await open('');
    expect((await panel(page)).hidden).toBe(true);
    await page.context().close();
    // An e green at 1 in one guess and grey everywhere in another: no word has both.
    const clash = await open('#E=arth,geese');
    await clash.waitForFunction(() => document.getElementById('clash')?.hidden === false);
    expect((await panel(clash)).hidden).toBe(true);
    await clash.context().close();
  });
});
