// `wordle web` in a real browser: Debian's chromium driven by playwright-core, against the page
// served by bin/wordle on loopback and opened from the file system. The page must say what the
// CLI says for the same patterns. Screenshots go to test/e2e/screenshots/ for a person to see.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_TIME_LIMIT_S } from '../../lib/index.ts';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { wordleLater } from './once.ts';
import { BIN, ROOT, wordle } from './run.ts';

const SHOTS = join(ROOT, 'test', 'e2e', 'screenshots');

/**
 * What the CLI says for the patterns: the matches, the likely ones, the count line and the
 * suggestion. Its runs start at the first call (a test starts them before it drives the page).
 */
async function cli(patterns: readonly string[], options: readonly string[] = []) {
  const [all, likely] = await Promise.all([wordleLater([...options, ...patterns]), wordleLater(['-a', '-q', ...options, ...patterns])]);
  const [count, suggestion] = all.stderr.split('\n').filter((line) => !line.startsWith('wordle: '));
  return {
    matches: all.stdout.split('\n').filter(Boolean),
    likely: likely.stdout.split('\n').filter(Boolean),
    count,
    suggestion: suggestion?.replace('guess for next word: ', ''),
    stderr: all.stderr,
  };
}

function words(text: string | null): string[] {
  return (text ?? '').split(' ').filter(Boolean);
}

describe.skipIf(!haveBrowser)('wordle web in chromium', () => {
  let server: ChildProcess;
  let base = '';
  let browser: Browser;
  let context: BrowserContext;
  const requests: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = spawn(BIN, ['web'], { stdio: ['ignore', 'pipe', 'pipe'] });
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n')[0];
        if (out.includes('\n') && line) resolve(line);
      });
      server.on('exit', (code) => reject(new Error(`wordle web exited with ${code}`)));
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    // Each page starts with the default settings (the page keeps them in localStorage).
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    context.on('request', (request) => requests.push(request.url()));
    context.on('weberror', (error) => errors.push(error.error().message));
    // Starting chromium on a busy machine can take longer than vitest's default hook timeout.
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      server.kill('SIGINT');
      expect(await exited).toBe(0);
    }
  });

  async function open(hash = '', page?: Page): Promise<Page> {
    const tab = page ?? (await context.newPage());
    await tab.goto(`${base.replace(/#.*/, '')}${hash}`);
    await tab.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
    return tab;
  }

  /** Waits until the page has a suggestion (ranked ones come from the worker). */
  async function settled(page: Page): Promise<void> {
    // (A tap's turn is drawn in the task after the frame that shows the tap: busy until then.)
    await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
    await page.locator('#suggestion[data-word]').or(page.locator('#count:text("0 possible matches")')).first().waitFor();
  }

  /** Waits until the worker's ranking is drawn (the last one stays, dimmed, meanwhile). */
  async function ranked(page: Page): Promise<void> {
    await settled(page);
    await expect.poll(() => page.locator('#alternatives').getAttribute('aria-busy')).not.toBe('true');
  }

  /** The page's matches: likely answers first, then the others (opened on demand). */
  async function pageMatches(page: Page) {
    const likely = words(await page.locator('#answers').textContent());
    const details = page.locator('#others');
    if (await details.isVisible()) {
      if (!(await details.getAttribute('open'))) await page.locator('#others summary').click();
    }
    // The others are laid out by the details' toggle event, a task after the click.
    if (await details.isVisible()) {
      const count = Number(await details.getAttribute('data-count'));
      await expect.poll(async () => words(await page.locator('#other-words').textContent()).length).toBe(count);
    }
    const others = (await details.isVisible()) ? words(await page.locator('#other-words').textContent()) : [];
    return { likely, all: [...likely, ...others] };
  }

  // (Code run in the page is given as strings or casts: this project's TypeScript has no DOM types.)
  const style = (locator: Locator, property: string) =>
    locator.evaluate(
      (element, name) =>
        (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(element)[name] ?? '',
      property,
    );
  const tile = (page: Page, row: number, column: number) => page.locator(`button.tile[data-row="${row}"][data-column="${column}"]`);

  test('the README example, typed and tapped, says what the CLI says', async () => {
    const answer = cli(['staR=e', 'chOR=d']);
    const page = await open();
    await page.locator('#guess').fill('stare');
    await page.keyboard.press('Enter');
    // A new row's tiles are not set yet: the lists wait for them, and nothing clashes.
    expect(await tile(page, 0, 0).getAttribute('aria-label')).toBe('guess 1, letter 1: S, not set yet');
    expect(await page.locator('#status').getAttribute('data-kind')).toBe('unset');
    for (let i = 0; i < 3; i++) await tile(page, 0, 3).click(); // grey, yellow, green
    await page.locator('#rest-grey').click();
    await settled(page);
    expect(new URL(page.url()).hash).toBe('#staR=e');
    const first = await page.locator('#count').textContent();
    await page.locator('#guess').pressSequentially('chord');
    await page.locator('#guess').press('Enter');
    // chord's R is where stare's was green: it is filled in, the rest wait, the lists are kept.
    expect(await tile(page, 1, 3).getAttribute('aria-label')).toBe('guess 2, letter 4: R, green');
    expect(await tile(page, 1, 2).getAttribute('aria-label')).toBe('guess 2, letter 3: O, not set yet');
    expect(await page.locator('#clash').isVisible()).toBe(false);
    expect(await page.locator('#count').textContent()).toBe(first);
    await page.screenshot({ path: join(SHOTS, 'entering.png'), fullPage: true });
    await tile(page, 1, 2).click();
    await tile(page, 1, 2).click(); // grey, yellow
    expect(await page.locator('#clash').isVisible()).toBe(false);
    await page.locator('#rest-grey').click();
    await settled(page);
    expect(new URL(page.url()).hash).toBe('#staR=e,chOR=d');
    const expected = await answer;
    expect(expected.count).toBe('15 possible matches (4 likely answers)');
    expect(await page.locator('#count').textContent()).toBe(expected.count);
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe(expected.suggestion);
    const { likely, all } = await pageMatches(page);
    expect(likely).toEqual(expected.likely);
    expect([...all].sort()).toEqual([...expected.matches].sort());
    expect(await tile(page, 1, 2).getAttribute('aria-label')).toBe('guess 2, letter 3: O, yellow');
    expect(await tile(page, 1, 3).getAttribute('aria-label')).toBe('guess 2, letter 4: R, green');
    await page.screenshot({ path: join(SHOTS, 'readme-example.png'), fullPage: true });
    await page.close();
  });

  test('a new row starts with what is known: greens at their places, absent letters grey, the rest not set', async () => {
    const page = await open('#staR=e');
    await settled(page);
    await page.locator('#guess').fill('tarot');
    await page.keyboard.press('Enter');
    const labels = await page.locator('button.tile[data-row="1"]').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')));
    // t and a were grey in stare and nowhere else coloured: absent. r: green at 4 before, here at 3: not known. o: never played.
    expect(labels).toEqual([
      'guess 2, letter 1: T, grey',
      'guess 2, letter 2: A, grey',
      'guess 2, letter 3: R, not set yet',
      'guess 2, letter 4: O, not set yet',
      'guess 2, letter 5: T, grey',
    ]);
    // The focus is on the first tile to set.
    expect(await page.evaluate('document.activeElement.getAttribute("aria-label")')).toBe('guess 2, letter 3: R, not set yet');
    await page.close();
  });

  test('a tile not set yet is ? in the address and in the clue the engine gets, as wordle reads it', async () => {
    const [unset, yellow] = [cli(['staR=e', 'chord:???g?']), cli(['staR=e', 'chord:??y??'])];
    const page = await open('#staR=e');
    await settled(page);
    await page.locator('#guess').fill('chord');
    await page.keyboard.press('Enter');
    await settled(page);
    expect(new URL(page.url()).hash).toBe('#staR=e,chord:???g?');
    const expected = await unset;
    expect(await page.locator('#count').textContent()).toBe(expected.count);
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe(expected.suggestion);
    // Opened from that address, the tiles come back not set.
    await open('#staR=e,chord:??y??', page);
    await settled(page);
    expect(await tile(page, 1, 0).getAttribute('aria-label')).toBe('guess 2, letter 1: C, not set yet');
    expect(await tile(page, 1, 2).getAttribute('aria-label')).toBe('guess 2, letter 3: O, yellow');
    expect(await page.locator('#count').textContent()).toBe((await yellow).count);
    // A letter not remembered (_) has no place on the board: named, and left out.
    await open('#staR=e,ch_rd:bbbgb', page);
    expect(await page.locator('#error').textContent()).toBe(
      "The address was rewritten to #staR=e: 'ch_rd:bbbgb': a letter not remembered cannot be shown here, so that pattern is left out.",
    );
    await page.close();
  });

  test('while a row is entered the lists stay: a tile not set yet is not known (?), nothing empties or redraws', async () => {
    const humid = cli(['crAne', 'sLAnt', 'humid:b????']);
    const page = await open('#crAne,sLAnt');
    await ranked(page);
    const before = await page.locator('#alternatives li').count();
    expect(before).toBeGreaterThan(0);
    const count = await page.locator('#count').textContent();
    // Count every moment the ranked list was empty, and every change to the likely answers.
    await page.evaluate(`(() => {
      const list = document.getElementById('alternatives');
      window.emptied = 0; window.answersChanged = 0;
      new MutationObserver(() => { if (list.children.length === 0) window.emptied++; }).observe(list, { childList: true });
      new MutationObserver(() => { window.answersChanged++; }).observe(document.getElementById('answers'), { childList: true, characterData: true, subtree: true });
    })()`);
    await page.locator('#guess').fill('humid');
    await page.keyboard.press('Enter');
    // Its tiles are ? in the clue (lib's tile not remembered): the same words fit, so nothing is redrawn.
    await ranked(page);
    expect(new URL(page.url()).hash).toBe('#crAne,sLAnt,humid:?????');
    expect(await page.locator('#count').textContent()).toBe(count);
    expect(await page.evaluate('window.answersChanged')).toBe(0);
    expect(await page.locator('#clash').isVisible()).toBe(false);
    expect(await page.locator('#alternatives li').count()).toBe(before);
    // Each tile set narrows the lists, in place: the ranked list never empties meanwhile.
    await tile(page, 2, 0).click();
    await ranked(page);
    expect(new URL(page.url()).hash).toBe('#crAne,sLAnt,humid:b????');
    expect(await page.locator('#count').textContent()).toBe((await humid).count);
    await page.locator('#rest-grey').click();
    await ranked(page);
    expect(new URL(page.url()).hash).toBe('#crAne,sLAnt,humid');
    await tile(page, 0, 0).click();
    await ranked(page);
    expect(await page.evaluate('window.emptied')).toBe(0);
    await page.close();
  });

  test("the worker's ranking of the word already suggested keeps its button (and a keyboard user's focus on it)", async () => {
    const page = await context.newPage();
    // Every play button put in the suggestion, from the page's first script on.
    await page.addInitScript(`window.playsDrawn = 0;
      new MutationObserver((records) => { for (const record of records) for (const node of record.addedNodes)
        if (node.parentElement?.id === 'suggestion' && node.matches?.('[data-play]')) window.playsDrawn++; })
        .observe(document, { childList: true, subtree: true });`);
    // One word fits: the quick suggestion is the one the ranking puts first.
    await open('#cranE,sloTH,pudGy', page);
    await ranked(page);
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe('eight');
    expect(await page.locator('#alternatives').getAttribute('aria-busy')).toBe('false');
    expect(await page.evaluate('window.playsDrawn')).toBe(1);
    await page.close();
  });

  test('solved: all green says so, with no suggestion and no count of one match', async () => {
    const page = await open('#C=R=A=N=E=');
    await page.locator('#result[data-state="solved"]').waitFor();
    expect(await page.locator('#count').textContent()).toBe('Solved in 1 guess: CRANE');
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBeNull();
    expect(await page.locator('#alternatives li').count()).toBe(0);
    expect(await page.locator('#words').isVisible()).toBe(false);
    expect(await page.locator('#guess').isDisabled()).toBe(true);
    expect(await page.locator('#status').getAttribute('data-kind')).toBe('solved');
    await page.screenshot({ path: join(SHOTS, 'solved.png'), fullPage: true });
    // Three guesses to solve it.
    await open('#staR=e,chOR=d,L=O=R=R=Y=', page);
    await expect.poll(() => page.locator('#count').textContent()).toBe('Solved in 3 guesses: LORRY');
    await page.close();
  });

  test('clear words: a non-word, a hard-mode breach, a full board, a bad address', async () => {
    const page = await open('#staR=e');
    await settled(page);
    await page.locator('#guess').fill('zzzzz');
    await page.keyboard.press('Enter');
    expect(await page.locator('#error').textContent()).toBe(
      'ZZZZZ is not in the word list (NYT guesses): Wordle would not take it as a guess.',
    );
    expect(await page.locator('button.tile[data-row="1"]').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'not-a-word.png'), fullPage: true });
    // Typing again clears the message.
    await page.locator('#guess').fill('');
    await page.locator('#guess').pressSequentially('c');
    expect(await page.locator('#error').isVisible()).toBe(false);

    await open('#tA=rsE&hard', page);
    await settled(page);
    await page.locator('#guess').fill('dumpy');
    await page.keyboard.press('Enter');
    expect(await page.locator('#error').textContent()).toBe('DUMPY breaks hard mode: letter 2 must be A. Wordle would not take it.');
    await page.locator('#guess').fill('bagel');
    await page.keyboard.press('Enter');
    expect(await page.locator('#error').isVisible()).toBe(false);
    expect(await page.locator('button.tile[data-row="1"]').count()).toBe(5);
    await open('#tA=rsE&hard', page);
    await settled(page);
    await page.locator('#guess').fill('pagan');
    await page.keyboard.press('Enter');
    expect(await page.locator('#error').textContent()).toBe('PAGAN breaks hard mode: the guess must contain E. Wordle would not take it.');
    await page.screenshot({ path: join(SHOTS, 'hard-mode-breach.png'), fullPage: true });

    await open('#crane,sloth,dumpy,fight,wreck,bulge', page);
    await page.locator('#status[data-kind="full"]').waitFor();
    expect(await page.locator('#status-text').textContent()).toBe(
      'All 6 rows are played: Wordle gives no seventh guess. Remove a row (✕) to change one.',
    );
    expect(await page.locator('#guess').isDisabled()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'board-full.png'), fullPage: true });

    await open('#st@re,xyz', page);
    expect(await page.locator('#error').textContent()).toBe(
      "The address was rewritten to #xyz: bad pattern 'st@re': '@' is not a letter, so that pattern is left out.",
    );
    expect(new URL(page.url()).hash).toBe('#xyz');
    await page.screenshot({ path: join(SHOTS, 'bad-address.png'), fullPage: true });
    await page.close();
  });

  test('the on-screen keyboard: coloured by the clues, and it types', async () => {
    const page = await open('#staR=e,chOR=d');
    await settled(page);
    const key = (letter: string) => page.locator(`#keyboard [data-key="${letter}"]`);
    const states = await page
      .locator('#keyboard .key:not(.wide)')
      .evaluateAll((keys) => Object.fromEntries(keys.map((k) => [k.getAttribute('data-key'), k.getAttribute('data-state')])));
    expect(states).toMatchObject({
      r: 'green',
      o: 'yellow',
      s: 'grey',
      t: 'grey',
      a: 'grey',
      e: 'grey',
      c: 'grey',
      h: 'grey',
      d: 'grey',
      l: 'unknown',
      q: 'unknown',
    });
    expect(await style(key('r'), 'backgroundColor')).toBe(await style(tile(page, 0, 3), 'backgroundColor'));
    expect(await style(key('o'), 'backgroundColor')).toBe(await style(tile(page, 1, 2), 'backgroundColor'));
    expect(await style(key('s'), 'backgroundColor')).toBe(await style(tile(page, 0, 0), 'backgroundColor'));
    expect(await key('o').getAttribute('aria-label')).toBe('O, in the word, place not known');
    for (const letter of 'lorry') await key(letter).click();
    await key('Backspace').click();
    await key('y').click();
    expect(await page.locator('#guess').inputValue()).toBe('lorry');
    await key('Enter').click();
    expect(await page.locator('button.tile[data-row="2"]').count()).toBe(5);
    // The r at the place both rows had it green is filled in.
    expect(await tile(page, 2, 3).getAttribute('aria-label')).toBe('guess 3, letter 4: R, green');
    await page.screenshot({ path: join(SHOTS, 'keyboard.png'), fullPage: true });
    await page.close();
  });

  const positions: { patterns: string[]; options?: string[]; settings?: { strategy?: string; hard?: boolean; answers?: string } }[] = [
    { patterns: [] },
    { patterns: ['staR=e', 'chOR=d'] },
    { patterns: ['BoB=bY='] },
    { patterns: ['lEvEl'] },
    { patterns: ['geese:bybbg'] },
    { patterns: ['crane:bbybb', 'slant:byybb'] },
    // No match is a likely answer: every match counts.
    { patterns: ['Z=O=P=P=a'] },
    { patterns: ['lEvEl'], options: ['--strategy', 'entropy'], settings: { strategy: 'entropy' } },
    { patterns: ['geese:bybbg'], options: ['--strategy', 'minimax', '--hard'], settings: { strategy: 'minimax', hard: true } },
    { patterns: ['crane:bbybb', 'slant:byybb'], options: ['--answers', 'original'], settings: { answers: 'original' } },
    { patterns: ['staR=e', 'chOR=d'], options: ['--strategy', 'best'], settings: { strategy: 'best' } },
    // Hard mode's guard falls back on the book where it cannot decide .
    { patterns: ['tA=rsE'], options: ['--hard'], settings: { hard: true } },
    // One likely answer left: only it is offered .
    { patterns: ['tArSe', 'plAnC='], options: ['--strategy', 'entropy'], settings: { strategy: 'entropy' } },
  ];

  test.each(positions)('list, count and suggestion as the CLI: $patterns $options', async ({ patterns, options = [], settings = {} }) => {
    const answer = cli(patterns, options);
    // The alternatives are the CLI's --top 5 (best ranks one).
    const ranksFive = patterns.length > 0 && settings.strategy !== 'best';
    const ranking = ranksFive ? wordleLater(['--top', '5', ...options, ...patterns]) : undefined;
    const page = await open(patterns.length ? `#${patterns.join(',')}` : '');
    if (settings.strategy) await page.locator('#strategy').selectOption(settings.strategy);
    if (settings.hard) await page.locator('#hard').check();
    if (settings.answers) await page.locator('#answers-list').selectOption(settings.answers);
    await settled(page);
    const expected = await answer;
    expect(await page.locator('#count').textContent()).toBe(expected.count);
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe(expected.suggestion);
    expect(await page.locator('#fell-back').isVisible()).toBe(expected.stderr.includes('no match is on the answers list'));
    const { likely, all } = await pageMatches(page);
    expect(likely).toEqual(expected.likely.length ? expected.likely : expected.matches);
    expect([...all].sort()).toEqual([...expected.matches].sort());
    if (ranking) {
      const top = (await ranking).stdout
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(/\s+/)[1]);
      // A single guess is the suggestion alone; the others follow it, each shown once.
      await ranked(page);
      const shown = await page.locator('#alternatives [data-play]').allTextContents();
      expect(shown).toEqual(top.slice(1));
      expect(top[0]).toBe(expected.suggestion);
    }
    await page.close();
  });

  test('the URL round trip: the page writes the position, the CLI reads it back, and prints it', async () => {
    // (The CLI's runs for the position the page should write, and the one pasted, start now.)
    void cli(['crAne', 'sLAnT']);
    const bobby = cli(['BoB=bY=']);
    const page = await open('#crane:bbybb,slant:byybb');
    await settled(page);
    // Normalised to the stA=rE notation on the way in.
    const hash = new URL(page.url()).hash;
    expect(hash).toBe('#crAne,sLAnt');
    await tile(page, 1, 4).click(); // t: grey -> yellow
    await settled(page);
    const shared = new URL(page.url()).hash;
    expect(shared).toBe('#crAne,sLAnT');
    const patterns = shared.slice(1).split(',');
    expect(await page.locator('#count').textContent()).toBe((await cli(patterns)).count);
    // Pasted into a new tab, the same position comes back.
    const again = await open(shared);
    expect(await again.locator('#count').textContent()).toBe((await cli(patterns)).count);
    expect(await tile(again, 1, 4).getAttribute('aria-label')).toBe('guess 2, letter 5: T, yellow');
    // A position pasted into the address of an open page replaces the board.
    await again.evaluate('location.hash = "#BoB=bY="');
    await expect.poll(() => again.locator('#count').textContent()).toBe((await bobby).count);
    expect(await again.locator('button.tile').count()).toBe(5);
    // The CLI prints the page's address for the position; opened from the file system it works too.
    const printed = wordle(['--web-url', ...patterns]);
    expect(printed.status).toBe(0);
    expect(printed.stdout.trim()).toMatch(/^file:\/\/.*\/dist\/web\/index\.html#crAne,sLAnT$/);
    const fromFile = await context.newPage();
    await fromFile.goto(printed.stdout.trim());
    await settled(fromFile);
    expect(await fromFile.locator('#count').textContent()).toBe((await cli(patterns)).count);
    await fromFile.screenshot({ path: join(SHOTS, 'from-file.png'), fullPage: true });
    await Promise.all([page.close(), again.close(), fromFile.close()]);
  });

  test('the address carries the settings: a link sets them, a change writes them, a new tab reads them back', async () => {
    const options = ['--strategy', 'entropy', '--hard', '--answers', 'original'];
    const answer = cli(['staR=e', 'chOR=d'], options);
    const minimaxAnswer = cli(
      ['staR=e', 'chOR=d'],
      ['--strategy', 'minimax', '-f', join(ROOT, 'data', 'guesses-2022.txt'), '--answers', 'original'],
    );
    const bobby = cli(['BoB=bY=']);
    const page = await open('#staR=e,chOR=d&strategy=entropy&hard&answers=original');
    await settled(page);
    expect(await page.locator('#strategy').inputValue()).toBe('entropy');
    expect(await page.locator('#hard').isChecked()).toBe(true);
    expect(await page.locator('#answers-list').inputValue()).toBe('original');
    expect(await page.locator('#guesses').inputValue()).toBe('nyt');
    const expected = await answer;
    expect(await page.locator('#count').textContent()).toBe(expected.count);
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe(expected.suggestion);
    // The note shows the position as wordle reads it, without the settings.
    expect(await page.locator('#position').textContent()).toBe('#staR=e,chOR=d');
    // A change of settings is written into the address, in lib's order; the defaults are left out.
    await page.locator('#strategy').selectOption('minimax');
    await page.locator('#guesses').selectOption('original');
    await page.locator('#hard').uncheck();
    await settled(page);
    expect(new URL(page.url()).hash).toBe('#staR=e,chOR=d&strategy=minimax&guesses=original&answers=original');
    await page.locator('#time-limit').fill('10');
    await page.locator('#time-limit').press('Tab');
    expect(new URL(page.url()).hash).toBe('#staR=e,chOR=d&strategy=minimax&guesses=original&answers=original&time-limit=10');
    // Opened in another browser whose stored preferences say otherwise, the address gives the same page;
    // with no address at all, the preferences hold.
    const link = new URL(page.url()).hash;
    await page.close();
    const own = await browser.newContext();
    const again = await own.newPage();
    await open('', again);
    await again.locator('#strategy').selectOption('entropy');
    await again.locator('#hard').check();
    expect(new URL(again.url()).hash).toBe('#&strategy=entropy&hard');
    await again.goto('about:blank');
    await open(link, again);
    await settled(again);
    expect(await again.locator('#strategy').inputValue()).toBe('minimax');
    expect(await again.locator('#hard').isChecked()).toBe(false);
    expect(await again.locator('#guesses').inputValue()).toBe('original');
    expect(await again.locator('#answers-list').inputValue()).toBe('original');
    expect(await again.locator('#time-limit').inputValue()).toBe('10');
    const minimax = await minimaxAnswer;
    expect(await again.locator('#count').textContent()).toBe(minimax.count);
    expect(await again.locator('#suggestion').getAttribute('data-word')).toBe(minimax.suggestion);
    // A link pasted into the address of an open page sets its settings too; one without them, the defaults.
    await again.evaluate('location.hash = "#BoB=bY=&strategy=entropy"');
    await expect.poll(() => again.locator('#strategy').inputValue()).toBe('entropy');
    expect(await again.locator('#guesses').inputValue()).toBe('nyt');
    await again.evaluate('location.hash = "#BoB=bY="');
    await expect.poll(() => again.locator('#strategy').inputValue()).toBe('coverage');
    await settled(again);
    expect(await again.locator('#suggestion').getAttribute('data-word')).toBe((await bobby).suggestion);
    // A link's settings are not kept as preferences: the bare page has those the user chose.
    await again.goto('about:blank');
    await open('', again);
    expect(await again.locator('#strategy').inputValue()).toBe('entropy');
    expect(await again.locator('#hard').isChecked()).toBe(true);
    expect(new URL(again.url()).hash).toBe('#&strategy=entropy&hard');
    await own.close();
  });

  /** The explanation the panel draws: its word, and each outcome's pattern and count. */
  async function drawnWhy(page: Page, word: string) {
    await page.locator(`#why[data-word="${word}"]`).waitFor();
    const outcomes = await page
      .locator('#why .outcome')
      .evaluateAll((items) => items.map((item) => `${item.getAttribute('data-pattern')} ${item.getAttribute('data-count')}`));
    const letters = await page.locator('#why .why-letter').evaluateAll((items) => items.map((item) => item.getAttribute('data-letter')));
    return { outcomes, letters, text: (await page.locator('#why p').allTextContents()).join(' ') };
  }

  /** The same from `wordle --why`'s lines: `  ⬛🟨🟩🟩⬛ lOR=R=y    leaves 1 word`, `New letters: l (in 25%), ...`. */
  async function cliWhy(args: string[]) {
    const text = (await wordleLater(['--why', ...args])).stdout;
    const outcomes = [...text.matchAll(/^ {2}\S+ (\S+) +leaves (\d+) words?$/gmu)].map(([, pattern, count]) => `${pattern} ${count}`);
    const letters = [...(/^New letters: (.*) of the possible answers\.$/m.exec(text)?.[1] ?? '').matchAll(/(\p{L}) \(in/gu)].map(
      ([, letter]) => letter,
    );
    return { outcomes, letters, text };
  }

  test('"why?" draws the --why explanation with tiles, for best too', async () => {
    const [lorryWhy, burlyWhy] = [cliWhy(['lorry', 'staR=e', 'chOR=d']), cliWhy(['burly', 'staR=e', 'chOR=d'])];
    const bestAnswer = cli(['staR=e', 'chOR=d'], ['--strategy', 'best']);
    const page = await open('#staR=e,chOR=d');
    await settled(page);
    await page.locator('#suggestion [data-why]').click();
    const lorry = await lorryWhy;
    const drawn = await drawnWhy(page, 'lorry');
    expect(drawn.outcomes).toEqual(lorry.outcomes);
    expect(drawn.letters).toEqual(lorry.letters);
    expect(drawn.text).toContain(
      'Against the 4 possible answers it can show 4 different outcomes: on average 1.0 would be left, at worst 1.',
    );
    expect(drawn.text).toContain('It is a possible answer: it wins now with a chance of 1 in 4.');
    // Tiles, not text: no emoji and no <pre> in the panel.
    expect(await page.locator('#why pre').count()).toBe(0);
    expect(drawn.text).not.toMatch(/[⬛🟨🟩]/u);
    expect(await page.locator('#why .outcome').first().locator('.tile.green').count()).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'why.png'), fullPage: true });
    await page.locator('#alternatives [data-why="burly"]').click();
    expect((await drawnWhy(page, 'burly')).outcomes).toEqual((await burlyWhy).outcomes);
    // Close hides it.
    await page.locator('#why .close').click();
    expect(await page.locator('#why').isVisible()).toBe(false);
    // With best, the suggestion and its explanation are searches in the worker.
    await page.locator('#strategy').selectOption('best');
    await settled(page);
    const word = (await bestAnswer).suggestion ?? '';
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe(word);
    await page.locator('#suggestion [data-why]').click();
    const best = await cliWhy([word, '--strategy', 'best', 'staR=e', 'chOR=d']);
    const drawnBest = await drawnWhy(page, word);
    expect(drawnBest.outcomes).toEqual(best.outcomes);
    expect(drawnBest.text).toContain(best.text.split('\n')[0]?.replace(/^\S+: /, '') ?? '');
    await page.close();
  });

  test('clashing clues get the clash message', async () => {
    const answer = cli(['staR=e', 'chord']);
    const page = await open('#staR=e,chord');
    await settled(page);
    const expected = await answer;
    const message = expected.stderr.split('\n')[0]?.replace('wordle: ', '');
    expect(message).toContain('no word can match');
    await expect.poll(() => page.locator('#clash').isVisible()).toBe(true);
    expect(await page.locator('#clash').textContent()).toContain(message);
    expect(await page.locator('#count').textContent()).toBe('0 possible matches');
    await page.screenshot({ path: join(SHOTS, 'clash.png'), fullPage: true });
    await page.close();
  });

  test('a bad pattern in the address is named', async () => {
    const page = await open('#st@re');
    expect(await page.locator('#error').textContent()).toContain("bad pattern 'st@re'");
    await page.close();
  });

  test('colour-blind tiles are orange and blue; dark mode follows the system', async () => {
    const page = await open('#staR=e,chOR=d');
    // Colours change with a short transition, unless motion is reduced.
    expect(await style(tile(page, 0, 0), 'transitionDuration')).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await style(tile(page, 0, 0), 'transitionDuration')).toBe('0s');
    const colour = (row: number, column: number) => style(tile(page, row, column), 'backgroundColor');
    expect(await colour(0, 3)).toBe('rgb(74, 140, 69)');
    // (No mark on a tile but in colour-blind mode.)
    const mark = (row: number, column: number) =>
      tile(page, row, column).evaluate(
        (element) =>
          (globalThis as unknown as { getComputedStyle(e: unknown, p: string): { content: string } }).getComputedStyle(element, '::after')
            .content,
      );
    expect(await mark(0, 3)).toBe('none');
    await page.locator('#colour-blind').check();
    expect(await colour(0, 3)).toBe('rgb(201, 80, 28)');
    expect(await colour(1, 2)).toBe('rgb(47, 115, 184)');
    // The second cue: a mark on right-place and elsewhere tiles and keys, none on grey ones.
    expect(await mark(0, 3)).toBe('""');
    expect(await mark(1, 2)).toBe('""');
    expect(await mark(0, 0)).toBe('none');
    const clipOf = (locator: Locator) =>
      locator.evaluate(
        (element) =>
          (
            globalThis as unknown as { getComputedStyle(e: unknown, p: string): { clipPath: string; borderRadius: string } }
          ).getComputedStyle(element, '::after').clipPath,
      );
    expect(await clipOf(tile(page, 0, 3))).toMatch(/^polygon/);
    expect(await clipOf(page.locator('#keyboard [data-key="r"]'))).toMatch(/^polygon/);
    expect(await clipOf(page.locator('#keyboard [data-key="o"]'))).toBe('none');
    await page.screenshot({ path: join(SHOTS, 'colour-blind.png'), fullPage: true });
    await page.locator('#colour-blind').uncheck();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await style(page.locator('body'), 'backgroundColor')).toBe('rgb(17, 18, 20)');
    await page.screenshot({ path: join(SHOTS, 'dark.png'), fullPage: true });
    await page.locator('#theme').selectOption('light');
    expect(await style(page.locator('body'), 'backgroundColor')).toBe('rgb(247, 246, 242)');
    expect(await colour(0, 0)).toBe('rgb(110, 114, 118)');
    await page.close();
  });

  test('keyboard only: type, Enter, digits, arrows and Space, Enter back to typing', async () => {
    const answer = cli(['crAne', 'sLAnt']);
    const page = await open();
    await page.keyboard.type('crane');
    await page.keyboard.press('Enter');
    // The focus is on the row's first tile: 0 1 2 set grey, yellow, green; Space steps through them.
    await page.keyboard.press('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space'); // a: grey
    await page.keyboard.press('Space'); // a: yellow
    expect(await page.evaluate('document.activeElement.getAttribute("aria-label")')).toBe('guess 1, letter 3: A, yellow');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('0');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement.id')).toBe('guess');
    await page.keyboard.type('slant');
    await page.keyboard.press('Enter');
    // n was grey in crane, and nowhere else coloured: slant's starts grey. The focus is on s.
    expect(await tile(page, 1, 3).getAttribute('aria-label')).toBe('guess 2, letter 4: N, grey');
    await page.keyboard.press('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('1'); // l: yellow
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('1'); // a: yellow
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('0'); // t
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('2'); // n of crane: green, by its digit
    await page.keyboard.press('0'); // and back to grey
    // Backspace makes a tile unknown again: the row leaves the lists until it is set.
    await page.keyboard.press('Backspace');
    expect(await page.evaluate('document.activeElement.getAttribute("aria-label")')).toBe('guess 1, letter 4: N, not set yet');
    await page.keyboard.press('0');
    await settled(page);
    expect(new URL(page.url()).hash).toBe('#crAne,sLAnt');
    const expected = await answer;
    expect(await page.locator('#count').textContent()).toBe(expected.count);
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe(expected.suggestion);
    // Tab reaches the board as one stop, and the suggestion, which Enter plays.
    await page.locator('#guess').focus();
    // (Shift+Tab passes the rows' remove buttons, then the one tile in the tab order.)
    for (let i = 0; i < 3 && !/tile/.test(String(await page.evaluate('document.activeElement.className'))); i++)
      await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate('document.activeElement.className')).toMatch(/tile/);
    // (Once the ranking is drawn, so that the button focused is the one that stays.)
    await ranked(page);
    await page.locator('#suggestion [data-play]').focus();
    expect(await page.evaluate('document.activeElement.dataset.play')).toBe(expected.suggestion);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('button.tile[data-row="2"]').count(), { timeout: 30_000 }).toBe(5);
    await page.close();
  });

  test('the page on a 375 px phone: nothing wider than the screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`${base.replace(/#.*/, '')}#staR=e,chOR=d`);
    await settled(page);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    const box = await tile(page, 0, 4).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await tile(page, 0, 0).tap();
    expect(await tile(page, 0, 0).getAttribute('aria-label')).toBe('guess 1, letter 1: S, yellow');
    await tile(page, 0, 0).tap();
    await tile(page, 0, 0).tap();
    await page.screenshot({ path: join(SHOTS, 'phone-375.png'), fullPage: true });
    await phone.close();
  });

  test('a word file of your own, as wordle -f', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-web-'));
    const file = join(dir, 'mine.txt');
    writeFileSync(file, '\uFEFFBURRO\nlorry\nworry\nmourn\nstare\nabbey\n  zorro \nnot-a-word\n');
    const answer = cli(['staR=e', 'chOR=d'], ['-f', file]);
    const page = await open('#staR=e,chOR=d');
    await page.locator('#file').setInputFiles(file);
    const expected = await answer;
    await expect.poll(() => page.locator('#count').textContent()).toBe(expected.count);
    expect(await page.locator('#guesses').inputValue()).toBe('file');
    const { all } = await pageMatches(page);
    expect(all).toEqual(expected.matches);
    await page.close();
  });

  test("best stops at lib's time limit, with a progress line while it searches", async () => {
    // Searched to the end, best takes minutes after fuzzy; every front end stops it at DEFAULT_TIME_LIMIT_S.
    const page = await open('#fuzzy&strategy=best');
    await expect
      .poll(() => page.locator('#search-progress').textContent())
      .toMatch(/^best: (searching|\d+\/\d+ candidate guesses searched.*), \d+\.\d s$/);
    expect(await page.locator('#cancel').isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'best-progress.png'), fullPage: true });
    await page.locator('#suggestion[data-word]').waitFor({ timeout: 60_000 });
    expect(await page.locator('#search').isVisible()).toBe(false);
    expect(await page.locator('#search-note').textContent()).toMatch(
      new RegExp(`^best stopped at its time limit \\(${DEFAULT_TIME_LIMIT_S} s\\).*: this is the best guess found so far$`),
    );
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe(
      (await cli(['fuzzy'], ['--strategy', 'best', '--time-limit', String(DEFAULT_TIME_LIMIT_S)])).suggestion,
    );
    await page.screenshot({ path: join(SHOTS, 'best-stopped.png'), fullPage: true });
    await page.close();
  });

  test("Cancel stops best's search and keeps the best guess it found so far", async () => {
    const entropy = cli(['crane'], ['--strategy', 'entropy']);
    // With no time limit, best searches all 30 candidate guesses after crane (seconds).
    const page = await open('#crane&strategy=best&time-limit=0');
    await expect.poll(() => page.locator('#search-progress').textContent(), { timeout: 60_000 }).toMatch(/best so far [a-z]+/);
    await page.locator('#cancel').click();
    expect(await page.locator('#search').isVisible()).toBe(false);
    const note = (await page.locator('#search-note').textContent()) ?? '';
    const [, searched, total] =
      /^best stopped \(Cancel\) after searching (\d+) of (\d+) candidate guesses to the end: this is the best guess found so far$/.exec(
        note,
      ) ?? [];
    expect(Number(searched)).toBeGreaterThan(0);
    expect(Number(searched)).toBeLessThan(Number(total));
    const word = await page.locator('#suggestion').getAttribute('data-word');
    expect(word).toMatch(/^[a-z]{5}$/);
    await page.screenshot({ path: join(SHOTS, 'best-cancelled.png'), fullPage: true });
    // The stopped search sends nothing more, and the page goes on.
    await page.locator('#strategy').selectOption('entropy');
    await settled(page);
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe((await entropy).suggestion);
    await page.close();
  });

  test('best searches in a worker: the page answers taps meanwhile', async () => {
    const page = await open('#crAne');
    await page.locator('#strategy').selectOption('best');
    // The search for this position takes a while; the page must stay responsive.
    const started = Date.now();
    await tile(page, 0, 0).click();
    expect(await tile(page, 0, 0).getAttribute('aria-label')).toBe('guess 1, letter 1: C, yellow');
    expect(Date.now() - started).toBeLessThan(5000);
    await page.locator('#strategy').selectOption('coverage');
    await page.close();
  });

  test('nothing was fetched from elsewhere, and no script error happened', () => {
    const origin = new URL(base).origin;
    const foreign = requests.filter(
      (url) => !url.startsWith(`${origin}/`) && !url.startsWith('blob:') && !url.startsWith('data:') && !url.startsWith('file://'),
    );
    expect(foreign, foreign.join(' ')).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('wordle web and --web-url, without a browser', () => {
  /** Starts `wordle web ARGS`, returns its first stdout line and the process. */
  async function serve(args: string[], env: NodeJS.ProcessEnv = {}) {
    const child = spawn(BIN, ['web', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
    });
    const stop = async () => {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGINT');
      return exited;
    };
    return { url, child, stop, stderr: () => stderr };
  }

  test('serves the page on loopback only, to this host only, and stops on Ctrl-C with 0', async () => {
    const { url, stop, stderr } = await serve(['staR=e', 'chord:bbygb']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#staR=e,chOR=d$/);
    const base = url.replace(/#.*/, '');
    const page = await fetch(base);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('<title>wordle');
    expect((await fetch(`${base}nope`)).status).toBe(404);
    expect((await fetch(base, { method: 'POST' })).status).toBe(405);
    expect((await fetch(base.replace('127.0.0.1', 'localhost'))).status).toBe(200);
    expect(stderr()).toContain('Ctrl-C');
    expect(await stop()).toBe(0);
  });

  test('a port in use, a bad port, a bad pattern: one line, status 2', async () => {
    const { url, stop } = await serve([]);
    const port = new URL(url).port;
    const taken = wordle(['web', '--port', port]);
    expect(taken.status).toBe(2);
    expect(taken.stderr).toBe(`wordle: cannot serve on port ${port}: it is in use\n`);
    expect(await stop()).toBe(0);
    expect(wordle(['web', '--port', '70000']).stderr).toBe('wordle: --port needs a number from 1 to 65535\n');
    const bad = wordle(['web', 'st@re']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe("wordle: bad pattern 'st@re': '@' is not a letter\n");
  });

  test('--open hands the address to $BROWSER', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wordle-open-'));
    const browserScript = join(dir, 'browser');
    writeFileSync(browserScript, `#!/bin/sh\necho "$1" > ${dir}/opened\n`, { mode: 0o755 });
    const { url, stop } = await serve(['--open', 'crAne'], { BROWSER: browserScript });
    await expect.poll(() => (existsSync(join(dir, 'opened')) ? readFileSync(join(dir, 'opened'), 'utf8').trim() : '')).toBe(url);
    expect(await stop()).toBe(0);
  });

  test('--web-url prints the built page with the position; bad patterns are errors', () => {
    const run = wordle(['--web-url', 'stare:bbbgb', 'chOR=d']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`file://${ROOT}dist/web/index.html#staR=e,chOR=d\n`);
    expect(wordle(['--web-url']).stdout).toBe(`file://${ROOT}dist/web/index.html\n`);
    expect(wordle(['--web-url', '--count', 'crAne']).status).toBe(2);
    expect(wordle(['--web-url', 'cr@ne']).status).toBe(2);
  });
});
