// The page's Absurdle panel in chromium, opened from the file system: the host's rows and the
// words left must be what `wordle absurdle` says for the same guesses.
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { ROOT, wordle } from './run.ts';

describe.skipIf(!haveBrowser)("the page's Absurdle panel", () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(`${ROOT}dist/web/index.html`).href);
    await page.click('#view-tabs button[data-view="absurdle"]');
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const guess = async (word: string) => {
    await page.fill('#absurdle-guess', word);
    await page.press('#absurdle-guess', 'Enter');
  };
  const rows = () =>
    page.$$eval('#absurdle-rows li', (items) =>
      items.map((item) =>
        [...item.querySelectorAll('span')]
          .map((tile) =>
            tile.classList.contains('green') ? 'g' : tile.classList.contains('yellow') ? 'y' : tile.classList.contains('grey') ? 'b' : '?',
          )
          .join(''),
      ),
    );

  test('each guess gets the tiles and the count `wordle absurdle --json` gives, and the win is said', async () => {
    const guesses = ['lidar', 'stony', 'becke', 'thump'];
    const cli = JSON.parse(wordle(['absurdle', '--json', ...guesses]).stdout) as { replies: { tiles: string; left: number }[] };
    for (const [i, word] of guesses.slice(0, 2).entries()) {
      await guess(word);
      expect(await page.textContent('#absurdle-status')).toBe(`${cli.replies[i]?.left} words left`);
    }
    await guess('zzzzz');
    expect(await page.textContent('#absurdle-error')).toBe("'zzzzz' is not in the word list");
    await guess('becke');
    await guess('thump');
    expect(await rows()).toEqual(cli.replies.map((reply) => reply.tiles));
    expect(await page.textContent('#absurdle-status')).toBe('Won in 4.');
    expect(errors).toEqual([]);
  });

  test('hard mode starts a new game and refuses a guess that drops a hint', async () => {
    await page.check('#absurdle-hard');
    expect(await rows()).toEqual([]);
    await guess('aeons');
    await guess('adorn');
    expect(await page.textContent('#absurdle-error')).toBe('hard mode: the guess must contain E');
    expect(await rows()).toHaveLength(1);
  });
});
