// The page's Absurdle view in chromium, opened from the file system: the host's rows and the
// words left must be what `wordle absurdle` says for the same guesses, typed on the view's
// on-screen keyboard as on the Solve view's; the tab names the view (no disclosure repeats it).
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { wordle } from './run.ts';
import { type Opened, openView, section, typeOnScreen } from './web-page.ts';

describe.skipIf(!haveBrowser)("the page's Absurdle view", () => {
  let browser: Browser;
  let opened: Opened;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    opened = await openView(browser, { view: 'absurdle' });
    page = opened.page;
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
        [...item.querySelectorAll('.tile')]
          .map((tile) =>
            tile.classList.contains('green') ? 'g' : tile.classList.contains('yellow') ? 'y' : tile.classList.contains('grey') ? 'b' : '?',
          )
          .join(''),
      ),
    );

  test('each guess gets the tiles and the count `wordle absurdle --json` gives, and the win is said', async () => {
    const guesses = ['lidar', 'stony', 'becke', 'thump'];
    const cli = JSON.parse(wordle(['absurdle', '--json', ...guesses]).stdout) as { replies: { tiles: string; left: number }[] };
    expect(await page.textContent('#absurdle-status')).toBe('2,315 words left');
    // The first two on the view's own keyboard, the others in its field.
    for (const [i, word] of guesses.slice(0, 2).entries()) {
      await typeOnScreen(page, 'absurdle', word);
      expect(await page.textContent('#absurdle-status')).toBe(`${cli.replies[i]?.left} words left`);
    }
    // The keyboard is coloured by the host's tiles: lidar's l as the CLI's first reply has it.
    const named: Record<string, string> = { b: 'grey', y: 'yellow', g: 'green' };
    expect(await page.locator(`${section('absurdle')} .keyboard [data-key="l"]`).getAttribute('data-state')).toBe(
      named[cli.replies[0]?.tiles[0] ?? ''],
    );
    await guess('zzzzz');
    expect(await page.textContent('#absurdle-error')).toBe("'zzzzz' is not in the word list");
    await guess('becke');
    await guess('thump');
    expect(await rows()).toEqual(cli.replies.map((reply) => reply.tiles));
    expect(await page.textContent('#absurdle-status')).toBe('Won in 4.');
    // Won: no row waits for a guess.
    expect(await page.locator(`${section('absurdle')} .row.current`).isVisible()).toBe(false);
    expect(opened.errors).toEqual([]);
  });

  test('hard mode starts a new game and refuses a guess that drops a hint', async () => {
    await page.locator('label[for="absurdle-hard"]').click();
    expect(await page.locator('#absurdle-hard').isChecked()).toBe(true);
    expect(await rows()).toEqual([]);
    await guess('aeons');
    await guess('adorn');
    expect(await page.textContent('#absurdle-error')).toBe('hard mode: the guess must contain E');
    expect(await rows()).toHaveLength(1);
  });

  test('letters typed anywhere in the view are its guess, shown in the row being typed; no disclosure repeats the tab', async () => {
    await page.locator('#absurdle-restart').click();
    await page.locator('#view-tabs button[data-view="absurdle"]').focus();
    await page.keyboard.type('crane');
    expect(await page.locator('#absurdle-guess').inputValue()).toBe('crane');
    expect(await page.locator('#guess').inputValue()).toBe('');
    expect(await page.locator(`${section('absurdle')} .row.current .tile`).allTextContents()).toEqual(['c', 'r', 'a', 'n', 'e']);
    expect(await page.locator(`${section('absurdle')} :is(details, summary)`).count()).toBe(0);
    // (Its heading is for screen readers: the tab shows the name.)
    expect((await page.locator(`${section('absurdle')} h2`).boundingBox())?.height).toBeLessThanOrEqual(1);
  });
});
