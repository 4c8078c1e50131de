// What the page's browser tests share: opening the built page (from the file system, as
// `wordle --web-url` gives it) in a view, at a width, in a mode; and checks run in the page that
// every view must pass, whatever it shows. (Scripts as strings: this project's TypeScript has no
// DOM types, and the page's CSP forbids the eval a polled function would need.)
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, FLAGS } from './browser.ts';
import { ROOT } from './run.ts';

export const PAGE = pathToFileURL(join(ROOT, 'dist', 'web', 'index.html')).href;

/** A phone (the narrowest the page is made for, an iPhone SE's screen) and a laptop. */
export const PHONE = { width: 375, height: 667 } as const;
export const WIDE = { width: 1280, height: 900 } as const;

export const VIEWS = ['solve', 'boards', 'absurdle', 'review'] as const;
export type View = (typeof VIEWS)[number];

/** Chromium for one file's tests (launched before them, closed after): call in its describe. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 60_000);
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('chromium did not start');
    return browser;
  };
}

export interface Opened {
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

/** The page at `hash` in `view`, in a context of its own (no stored preferences), dark or light, colour-blind or not. */
export async function openView(
  browser: Browser,
  options: { view?: View; hash?: string; size?: { width: number; height: number }; dark?: boolean; colourBlind?: boolean } = {},
): Promise<Opened> {
  const context = await browser.newContext({ viewport: options.size ?? WIDE });
  await context.addInitScript('try { localStorage.clear(); } catch {}');
  if (options.colourBlind) await context.addInitScript("try { localStorage.setItem('wordle.colourBlind', 'true'); } catch {}");
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.emulateMedia({ colorScheme: options.dark ? 'dark' : 'light', reducedMotion: 'reduce' });
  await page.goto(`${PAGE}${options.hash ?? ''}`);
  await page.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
  await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
  if (options.view && options.view !== 'solve') await page.locator(`#view-tabs button[data-view="${options.view}"]`).click();
  return { page, errors, close: () => context.close() };
}

/** The view's section, by its name. */
export const section = (view: View) => `main > section.view[data-view="${view}"]`;

/**
 * The view's controls that look as the browser draws them, not as the page does: each visible
 * button, field and list is compared with one the page's sheet does not reach (in a shadow
 * root); one with the browser's background, border and corners is unstyled.
 */
export const unstyledControls = (view: View) => `(() => {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const look = (element) => { const style = getComputedStyle(element); return [style.backgroundColor, style.borderTopStyle, style.borderTopWidth, style.borderTopLeftRadius].join(' '); };
  const bare = (element) => {
    const made = document.createElement(element.tagName);
    if (element.type && element.tagName === 'INPUT') made.type = element.type;
    shadow.append(made);
    const seen = look(made);
    made.remove();
    return seen;
  };
  const controls = [...document.querySelectorAll(${JSON.stringify(section(view))} + ' :is(button, input, select, textarea)')];
  const unstyled = controls.filter((element) => element.getBoundingClientRect().width > 0 && look(element) === bare(element)).map((element) => element.outerHTML.slice(0, 90));
  host.remove();
  return unstyled;
})()`;

/** The view's scrolled word lists that show part of a line (each must show whole lines). */
export const cutLists = (view: View) => `[...document.querySelectorAll(${JSON.stringify(section(view))} + ' .words')]
  .filter((list) => list.getBoundingClientRect().height > 0 && list.scrollHeight > list.clientHeight + 1)
  .map((list) => ({ lines: list.clientHeight / parseFloat(getComputedStyle(list).lineHeight), text: list.textContent.slice(0, 40) }))
  .filter((list) => Math.abs(list.lines - Math.round(list.lines)) > 0.05)`;

/** The colour a tile of this kind has in the view (its background), or null when the view shows none. */
export const tileColour = (view: View, kind: 'grey' | 'yellow' | 'green') =>
  `(() => { const tile = document.querySelector(${JSON.stringify(`${section(view)} .tile.${kind}`)}); return tile && getComputedStyle(tile).backgroundColor; })()`;

/** The page's own colour for a kind of tile (its custom property, as the Solve view's tiles have it). */
export const paletteColour = (kind: 'grey' | 'yellow' | 'green') => `(() => {
  const probe = document.createElement('span');
  probe.style.backgroundColor = 'var(--${kind})';
  document.body.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
})()`;

/** How wide the page is laid out: more than the window is a sideways scroll. */
export const scrollWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** Presses keys of the view's on-screen keyboard: the letters of `word`, then Enter. */
export async function typeOnScreen(page: Page, view: View, word: string): Promise<void> {
  for (const key of [...word, 'Enter']) await page.locator(`${section(view)} .keyboard button[data-key="${key}"]`).click();
}
