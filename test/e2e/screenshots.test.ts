// The documentation's screenshots (docs/screenshots/, shown by docs/web.md), taken of the page as
// it is: `wordle web` in chromium at the README's position, staR=e chOR=d, at desktop width and on
// a 375 px phone, a row being entered, "Why?" in dark mode, colour-blind tiles. Each run writes
// them anew when the page looks otherwise (not for a stray pixel of the rasteriser's: the tree
// stays clean), so `npm test` keeps them current; and each shot checks that no tile covers the
// text beside it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { haveBrowser, servedPage } from './browser.ts';
import { ROOT } from './run.ts';

const SHOTS = join(ROOT, 'docs', 'screenshots');
const POSITION = '#staR=e,chOR=d';

/**
 * Where a tile (of the board, the suggestion, a "Why?" outcome, ...) covers text drawn outside
 * it: each tile and the text whose line it overlaps by more than a pixel.
 */
async function tilesOverText(page: Page): Promise<string[]> {
  const found = (await page.evaluate(`(() => {
    const boxes = (element) => [...element.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const tiles = [...document.querySelectorAll('.tile')].filter((tile) => tile.getClientRects().length > 0);
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // (Text for screen readers only, in a box of a pixel, is not drawn.)
      const shown = (element) => { const box = element.getBoundingClientRect(); return box.width > 1 && box.height > 1; };
      if (!node.textContent.trim() || node.parentElement.closest('.tile, [hidden]') || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) texts.push({ r, text: node.textContent.trim().slice(0, 40) });
    }
    const out = [];
    for (const tile of tiles)
      for (const t of boxes(tile))
        for (const { r, text } of texts) {
          const w = Math.min(t.right, r.right) - Math.max(t.left, r.left);
          const h = Math.min(t.bottom, r.bottom) - Math.max(t.top, r.top);
          if (w > 1 && h > 1) out.push((tile.getAttribute('aria-label') || tile.textContent) + ' over "' + text + '"');
        }
    return out;
  })()`)) as string[];
  return found;
}

/** A PNG's pixels as chromium writes them (8-bit RGB or RGBA, not interlaced): its size and rows, unfiltered. */
function pixels(png: Buffer): { width: number; height: number; rows: Buffer[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (row[x - channels] as number) : 0;
      const up = previous[x] as number;
      const corner = x >= channels ? (previous[x - channels] as number) : 0;
      const guess = left + up - corner;
      const paeth =
        Math.abs(guess - left) <= Math.abs(guess - up) && Math.abs(guess - left) <= Math.abs(guess - corner)
          ? left
          : Math.abs(guess - up) <= Math.abs(guess - corner)
            ? up
            : corner;
      const add = [0, left, up, (left + up) >> 1, paeth][filter ?? 0] ?? 0;
      row[x] = ((row[x] as number) + add) & 255;
    }
    rows.push(row);
    previous = row;
  }
  return { width, height, rows };
}

/** How many pixels two PNGs differ in (Infinity when their sizes differ). */
function differingPixels(a: Buffer, b: Buffer): number {
  const first = pixels(a);
  const second = pixels(b);
  if (first.width !== second.width || first.height !== second.height) return Number.POSITIVE_INFINITY;
  const channels = (first.rows[0]?.length ?? 0) / first.width;
  let count = 0;
  first.rows.forEach((row, y) => {
    const other = second.rows[y] as Buffer;
    if (row.equals(other)) return;
    for (let x = 0; x < first.width; x++)
      if (row.compare(other, x * channels, (x + 1) * channels, x * channels, (x + 1) * channels) !== 0) count++;
  });
  return count;
}

/** The most pixels a shot may differ in from the file and still be the same picture (chromium's rasterising varies by a pixel or so). */
const NOISE = 16;

describe.skipIf(!haveBrowser)("the docs' screenshots of the page", () => {
  let served: Awaited<ReturnType<typeof servedPage>> | undefined;
  let browser: Browser;
  let base = '';

  beforeAll(async () => {
    served = await servedPage();
    browser = served.browser;
    base = served.base;
  }, 60_000);
  afterAll(async () => served?.stop());

  /**
   * A context with the default settings but the preferences given (as the page keeps them), and no
   * animation: a shot mid-transition, or after the page was scrolled to a control, would differ
   * from run to run.
   */
  async function context(options: Parameters<Browser['newContext']>[0] = {}, preferences = ''): Promise<BrowserContext> {
    const made = await browser.newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce', ...options });
    await made.addInitScript(`try { localStorage.clear(); ${preferences} } catch {}`);
    return made;
  }

  /** The page at `hash`, its turn drawn and the worker's ranking in. */
  async function open(made: BrowserContext, hash: string): Promise<Page> {
    const page = await made.newPage();
    await page.goto(`${base}${hash}`);
    await page.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
    await settled(page);
    return page;
  }

  async function settled(page: Page): Promise<void> {
    await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
    await page.locator('#suggestion[data-word]').waitFor();
    await expect.poll(() => page.locator('#alternatives').getAttribute('aria-busy')).not.toBe('true');
  }

  async function shoot(page: Page, name: string): Promise<void> {
    // No focus ring or hover on the control just used: the same shot every run.
    await page.evaluate('document.activeElement?.blur()');
    await page.mouse.move(0, 0);
    // (Written first: a failure's shot shows what is wrong.)
    const shot = await page.screenshot({ fullPage: true });
    const path = join(SHOTS, name);
    if (!existsSync(path) || differingPixels(readFileSync(path), shot) > NOISE) writeFileSync(path, shot);
    expect(await tilesOverText(page)).toEqual([]);
  }

  test('the README position at desktop width (page.png)', async () => {
    const made = await context();
    const page = await open(made, POSITION);
    expect(await page.locator('#count').textContent()).toBe('15 possible matches (4 likely answers)');
    expect(await page.locator('#suggestion').getAttribute('data-word')).toBe('lorry');
    await shoot(page, 'page.png');
    await made.close();
  });

  test('on a 375 px phone (page-phone.png)', async () => {
    const made = await context({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await open(made, POSITION);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await shoot(page, 'page-phone.png');
    await made.close();
  });

  test('a row being entered (page-entering.png)', async () => {
    const made = await context();
    const page = await open(made, '#staR=e');
    await page.locator('#guess').pressSequentially('chord');
    await page.locator('#guess').press('Enter');
    await expect
      .poll(() => page.locator('button.tile[data-row="1"][data-column="3"]').getAttribute('aria-label'))
      .toBe('guess 2, letter 4: R, green');
    await settled(page);
    await shoot(page, 'page-entering.png');
    await made.close();
  });

  test('"Why?" of the suggestion in dark mode (page-why-dark.png)', async () => {
    const made = await context({ colorScheme: 'dark' });
    const page = await open(made, POSITION);
    await page.locator('#suggestion [data-why]').click();
    await page.locator('#why').waitFor();
    await expect.poll(() => page.locator('#why .outcome').count()).toBeGreaterThan(0);
    await shoot(page, 'page-why-dark.png');
    await made.close();
  });

  test('colour-blind tiles (page-colour-blind.png)', async () => {
    const made = await context({}, "localStorage.setItem('wordle.colourBlind', 'true');");
    const page = await open(made, POSITION);
    expect(await page.locator('#colour-blind').isChecked()).toBe(true);
    await shoot(page, 'page-colour-blind.png');
    await made.close();
  });
});
