// The page's Absurdle view in chromium, opened from the file system: the host's rows and the
// words left must be what `wordle absurdle` says for the same guesses, typed on the view's
// on-screen keyboard as on the Solve view's; the tab names the view (no disclosure repeats it).
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { wordle } from './run.ts';
import { type Opened, openView, PHONE, section, typeOnScreen } from './web-page.ts';

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

  const setTarget = async (word: string) => {
    await page.fill('#absurdle-target', word);
    await page.press('#absurdle-target', 'Enter');
  };

  test("a target is the challenge mode: each count says it is held, the rows are `wordle absurdle --target`'s, the win names it", async () => {
    if (await page.locator('#absurdle-hard').isChecked()) await page.locator('label[for="absurdle-hard"]').click();
    await setTarget('thump');
    expect(await rows()).toEqual([]);
    expect(await page.textContent('#absurdle-status')).toBe('2,315 words left, THUMP among them');
    const guesses = ['lidar', 'stony', 'becke', 'thump'];
    const cli = JSON.parse(wordle(['absurdle', '--json', '--target', 'thump', ...guesses]).stdout) as {
      replies: { tiles: string; left: number }[];
    };
    await guess('lidar');
    expect(await page.textContent('#absurdle-status')).toBe(`${cli.replies[0]?.left} words left, THUMP among them`);
    for (const word of guesses.slice(1)) await guess(word);
    expect(await rows()).toEqual(cli.replies.map((reply) => reply.tiles));
    expect(await page.textContent('#absurdle-status')).toBe('Won in 4: the host ended on THUMP.');
    expect(opened.errors).toEqual([]);
  });

  test('the host letting the target go loses the game: said, and no more guesses', async () => {
    await setTarget('cigar');
    await guess('lidar');
    expect(await page.textContent('#absurdle-status')).toBe('Lost: after guess 1 the host no longer holds CIGAR.');
    expect(await page.locator(section('absurdle')).getAttribute('data-state')).toBe('lost');
    expect(await page.locator('#absurdle-guess').isVisible()).toBe(false);
    // New game: the same target, nothing played.
    await page.locator('#absurdle-restart').click();
    expect(await page.textContent('#absurdle-status')).toBe('2,315 words left, CIGAR among them');
  });

  test("a target not among the host's words is said as the CLI says it; an empty field is Absurdle without one", async () => {
    await setTarget('xyzzy');
    expect(`wordle: ${await page.textContent('#absurdle-error')}\n`).toBe(wordle(['absurdle', '--target', 'xyzzy', 'lidar']).stderr);
    expect(await page.locator('#absurdle-target').getAttribute('aria-invalid')).toBe('true');
    await setTarget('');
    expect(await page.locator('#absurdle-error').isVisible()).toBe(false);
    expect(await page.textContent('#absurdle-status')).toBe('2,315 words left');
  });

  test('on a 375 px phone the target field fits beside its label, the page no wider than the screen', async () => {
    const phone = await openView(browser, { view: 'absurdle', size: PHONE });
    const field = await phone.page.locator('#absurdle-target').boundingBox();
    const label = await phone.page.locator('label[for="absurdle-target"]').boundingBox();
    expect(field && label).toBeTruthy();
    if (!field || !label) return;
    expect(field.x + field.width).toBeLessThanOrEqual(PHONE.width);
    expect(field.width).toBeGreaterThan(100);
    // One line: the label and the field side by side.
    expect(Math.abs(field.y + field.height / 2 - (label.y + label.height / 2))).toBeLessThan(4);
    expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    expect(phone.errors).toEqual([]);
    await phone.close();
  });
});
