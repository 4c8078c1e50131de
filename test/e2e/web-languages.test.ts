// Spanish and French on the page, in chromium at a laptop's and a phone's width: the language
// setting chooses the list (unpacked when chosen, web/broad-lists.ts), the on-screen keyboard has
// ñ after l in Spanish and types it, a guess typed with accents is folded as `wordle -f es` folds
// it, and the counts and the suggestion are `wordle -f es`'s. The language is kept between
// visits and carried in the address as the list's name (`&guesses=es`), as `wordle --web-url -f
// fr` prints it; the Several boards view folds and has ñ too, and the review view folds a share's
// words.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { haveBrowser } from './browser.ts';
import { wordle } from './run.ts';
import { openView, PAGE, PHONE, section, sharedBrowser, typeOnScreen, WIDE } from './web-page.ts';

const cli = (args: string[]) => {
  const run = wordle(args);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
};
const count = (page: Page) => page.locator('#count').textContent();
const suggested = (page: Page) => page.locator('#suggestion').getAttribute('data-word');
/** The letters of the on-screen keyboard's rows, in order. */
const keyRows = (page: Page, view: 'solve' | 'boards') =>
  page.evaluate<string[]>(
    `[...document.querySelectorAll(${JSON.stringify(`${section(view)} .keyboard .keys`)})].map((row) => [...row.querySelectorAll('button.key:not(.wide)')].map((key) => key.dataset.key).join(''))`,
  );
/** Taps each tile of a row that many times (one grey, two yellow, three green). */
async function tap(page: Page, row: number, clicks: readonly number[]): Promise<void> {
  for (const [column, times] of clicks.entries())
    for (let i = 0; i < times; i++) await page.locator(`button.tile[data-row="${row}"][data-column="${column}"]`).click();
}

describe.skipIf(!haveBrowser)('Spanish and French on the page', () => {
  const browser = sharedBrowser();

  test.each([
    ['a laptop', WIDE],
    ['a phone', PHONE],
  ])(
    'on %s: Spanish counts, folds and suggests as `wordle -f es`; ñ is a key after l; kept on the next visit',
    async (_, size) => {
      // (A context of its own, storage kept between its visits: a new context starts with none.)
      const context = await browser().newContext({ viewport: size });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(PAGE);
      await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
      expect(await keyRows(page, 'solve')).toEqual(['qwertyuiop', 'asdfghjkl', 'zxcvbnm']);
      await page.locator('#language').selectOption('es');
      // No guess yet: every five-letter word, each a possible answer (every word is, as with -f es).
      await expect.poll(() => count(page), { timeout: 30_000 }).toBe(`${cli(['-f', 'es', '-n', '5', '-c'])} possible matches`);
      expect(await page.locator('#guesses-field').isHidden()).toBe(true);
      expect(await keyRows(page, 'solve')).toEqual(['qwertyuiop', 'asdfghjklñ', 'zxcvbnm']);

      // SEÑOR on the on-screen keyboard, all grey; then ÁRBOL typed with its accent, A yellow (its R and O are grey already).
      await typeOnScreen(page, 'solve', 'señor');
      expect(await page.locator('#error').isVisible()).toBe(false);
      await tap(page, 0, [1, 1, 1, 1, 1]);
      await page.locator('#guess').fill('ÁRBOL');
      await page.locator('#guess').press('Enter');
      expect(await page.locator('#error').isVisible()).toBe(false);
      await tap(page, 1, [2, 0, 1, 0, 1]);
      await expect.poll(() => page.evaluate('location.hash')).toBe('#se%C3%B1or,Arbol&guesses=es');
      const position = ['señor:bbbbb', 'arbol:ybbbb'];
      await expect.poll(() => count(page), { timeout: 30_000 }).toBe(`${cli(['-f', 'es', '-c', ...position])} possible matches`);
      await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(cli(['-f', 'es', '-s', ...position]));
      // A word the list lacks is named with the list.
      await page.locator('#guess').fill('xxxxx');
      await page.locator('#guess').press('Enter');
      expect(await page.locator('#error').textContent()).toBe(
        'XXXXX is not in the word list (Spanish): Wordle would not take it as a guess.',
      );

      // Kept: the next visit (without the address) is in Spanish.
      await page.goto(PAGE);
      await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
      expect(await page.locator('#language').inputValue()).toBe('es');
      await expect.poll(() => count(page), { timeout: 30_000 }).toBe(`${cli(['-f', 'es', '-n', '5', '-c'])} possible matches`);
      expect(await keyRows(page, 'solve')).toContain('asdfghjklñ');
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );

  test("French from `wordle --web-url -f fr --answers fr`'s address: the game's answers, counted and suggested as the CLI does", async () => {
    const address = cli(['--web-url', '-f', 'fr', '--answers', 'fr', 'aérer:bybyb', 'forêt:bbbyb']);
    expect(address).toMatch(/#aErEr,forEt&guesses=fr&answers=fr$/);
    const { page, errors, close } = await openView(browser(), { hash: address.slice(address.indexOf('#')) });
    expect(await page.locator('#language').inputValue()).toBe('fr');
    expect(await page.locator('#answers-list').inputValue()).toBe('fr');
    // (French folds every accent: its keyboard is a-z.)
    expect(await keyRows(page, 'solve')).toEqual(['qwertyuiop', 'asdfghjkl', 'zxcvbnm']);
    const offered = await page.evaluate<string[]>(
      `[...document.querySelectorAll('#answers-list option')].filter((o) => !o.hidden).map((o) => o.value)`,
    );
    expect(offered).toEqual(['all', 'fr']);
    const position = ['-f', 'fr', '--answers', 'fr', 'aerer:bybyb', 'foret:bbbyb'];
    const json = JSON.parse(cli([...position, '--json'])) as { count: number; likelyAnswers: number };
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(`${json.count} possible matches (${json.likelyAnswers} likely answers)`);
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(cli([...position, '-s']));
    // Back to English: the NYT lists, the answers' own default.
    await page.locator('#language').selectOption('en');
    await expect.poll(() => page.evaluate('location.hash')).toBe('#aErEr,forEt');
    expect(await page.locator('#answers-list').inputValue()).toBe('2023');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  test("Review a game in French: a share's words typed with accents and œ, reviewed as `wordle review -f fr`", async () => {
    const { page, errors, close } = await openView(browser(), { hash: '#&guesses=fr', view: 'review' });
    await page.locator('#review-share').fill('Wordle 2/6\n\n⬛🟨⬛⬛🟩\n🟩🟩🟩🟩🟩\n');
    await page.locator('#review-words').fill('aérer cœur');
    await page.locator('#review-strategy').selectOption('minimax');
    await page.locator('#review-run').click();
    await page.locator('#review-table').waitFor({ timeout: 120_000 });
    const rows = await page
      .locator('#review-table tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...(tr as unknown as { cells: { textContent: string }[] }).cells].slice(1, 4).map((cell) => cell.textContent.trim()),
        ),
      );
    const reviewed = JSON.parse(cli(['review', '-f', 'fr', '--strategy', 'minimax', '--json', 'aerer:bybbg', 'coeur:ggggg'])) as {
      guesses: { guess: string; before: number; after: number }[];
    };
    expect(rows).toEqual(reviewed.guesses.map((item) => [item.guess, String(item.before), String(item.after)]));
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  test('Several boards in Spanish: a guess typed with accents is folded, and the keyboard has ñ', async () => {
    const { page, errors, close } = await openView(browser());
    await page.locator('#language').selectOption('es');
    await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
    await page.locator('#view-tabs button[data-view="boards"]').click();
    await page.selectOption('#boards-count', '2');
    await expect.poll(() => keyRows(page, 'boards')).toEqual(['qwertyuiop', 'asdfghjklñ', 'zxcvbnm']);
    await page.locator('#boards-guess').fill('jabón');
    await page.locator('#boards-guess').press('Enter');
    expect(await page.locator('#boards-error').isVisible()).toBe(false);
    await expect.poll(() => page.locator('#boards-grid .boards-tile[data-board="0"]').allTextContents()).toEqual([...'jabon']);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
