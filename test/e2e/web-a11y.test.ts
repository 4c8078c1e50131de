// The page's accessibility, in Chromium: axe-core's rules (zero serious or critical findings) and
// the contrast of every text and tile, computed here from the colours the browser computed
// (WCAG AA: 4.5:1 for text, 3:1 for large text, which the tile letters are), in light, dark and
// colour-blind modes and in the states a player meets (a row being entered, "why?" open, a
// message, solved, and each other view under way); and a keyboard reaches every control. Screenshots of each go to
// test/e2e/screenshots/.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { ROOT } from './run.ts';
import { typeOnScreen } from './web-page.ts';

const SHOTS = join(ROOT, 'test', 'e2e', 'screenshots');
const PAGE = pathToFileURL(join(ROOT, 'dist', 'web', 'index.html')).href;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

interface Measured {
  what: string;
  text: string;
  ratio: number;
  needed: number;
}

// Run in the page (a string: this project's TypeScript has no DOM types). Every element with
// text of its own that is shown, with its colour and the first opaque background behind it; a
// tile's or key's letter counts as large text when it is (at least 18.66 px bold, or 24 px).
const MEASURE = `(() => {
  const parse = (value) => { const m = /rgba?\\(([^)]+)\\)/.exec(value); if (!m) return undefined; const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return { r, g, b, a }; };
  const channel = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const luminance = ({ r, g, b }) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const ratio = (x, y) => { const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p); return (hi + 0.05) / (lo + 0.05); };
  const over = (top, bottom) => ({ r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a), b: top.b * top.a + bottom.b * (1 - top.a), a: 1 });
  const background = (element) => {
    const layers = [];
    for (let e = element; e; e = e.parentElement) {
      const colour = parse(getComputedStyle(e).backgroundColor);
      if (colour && colour.a > 0) { layers.push(colour); if (colour.a >= 1) break; }
    }
    let result = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const out = [];
  for (const element of document.querySelectorAll('body *')) {
    if (['SCRIPT', 'STYLE', 'OPTION'].includes(element.tagName)) continue;
    const own = [...element.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join('');
    const isField = ['INPUT', 'SELECT'].includes(element.tagName) && element.type !== 'checkbox' && element.type !== 'file';
    if (!own && !isField) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || element.closest('[hidden], .visually-hidden, [aria-hidden="true"] .empty')) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    const colour = parse(style.color);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const disabled = element.closest(':disabled') !== null;
    const name = element.id ? '#' + element.id : element.tagName.toLowerCase() + '.' + [...element.classList].join('.');
    out.push({ what: name, text: (own || element.value || '').slice(0, 30), ratio: +ratio(over(colour, background(element)), background(element)).toFixed(2), needed: disabled ? 0 : large ? 3 : 4.5 });
  }
  return out;
})()`;

describe.skipIf(!haveBrowser)('the page is accessible (axe-core, contrast, keyboard)', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.addInitScript('try { localStorage.clear(); } catch {}');
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function open(hash: string): Promise<Page> {
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(`${PAGE}${hash}`);
    await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
    return page;
  }

  async function axe(page: Page): Promise<Finding[]> {
    // (Evaluated through the debugging protocol, which the page's CSP does not govern; once a page.)
    if (await page.evaluate('typeof axe === "undefined"')) await page.evaluate(AXE);
    const results = await page.evaluate<{
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }>('axe.run(document, { resultTypes: ["violations"] })');
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => node.target.join(' ')),
    }));
  }

  /** The states a player meets, each made on a fresh page. */
  interface State {
    name: string;
    hash: string;
    act?: (page: Page) => Promise<void>;
  }
  const STATES: State[] = [
    { name: 'first-turn', hash: '' },
    {
      name: 'why',
      hash: '#staR=e,chOR=d',
      act: async (page) => {
        await page.locator('#suggestion [data-why]').click();
        await page.locator('#why[data-word]').waitFor();
        await page.locator('#alternatives li').first().waitFor();
      },
    },
    {
      name: 'entering',
      hash: '#staR=e',
      act: async (page) => {
        await page.locator('#guess').fill('chord');
        await page.keyboard.press('Enter');
        await page.locator('#guess').fill('zzzzz');
        await page.keyboard.press('Enter');
        await page.locator('#error').waitFor();
      },
    },
    { name: 'solved', hash: '#cranE=,pilOt,gHOS=t,H=O=U=S=E=' },
    // Spanish (a link's language): the language field, the answers it offers, ñ on the keyboard.
    {
      name: 'spanish',
      hash: '#se%C3%B1Or&guesses=es',
      act: async (page) => {
        await page.locator('#keyboard button[data-key="ñ"][data-state="grey"]').waitFor();
        await page.locator('#alternatives li').first().waitFor({ timeout: 60_000 });
      },
    },
    { name: 'clash', hash: '#staR=e,chord' },
    // The other views, each in a state a player meets.
    {
      name: 'boards',
      hash: '',
      act: async (page) => {
        await page.locator('#view-tabs button[data-view="boards"]').click();
        await page.selectOption('#boards-count', '2');
        await typeOnScreen(page, 'boards', 'crane');
        await page.locator('#boards-grid .boards-tile[data-board="0"][data-row="0"][data-index="2"]').click();
        await page.locator('#boards-unset').waitFor();
        await page.locator('#boards-status').filter({ hasText: '1 of 7' }).waitFor({ timeout: 60_000 });
      },
    },
    {
      name: 'absurdle',
      hash: '',
      act: async (page) => {
        await page.locator('#view-tabs button[data-view="absurdle"]').click();
        for (const word of ['lidar', 'stony']) await typeOnScreen(page, 'absurdle', word);
      },
    },
    {
      name: 'review',
      hash: '#cranE=,pilOt,gHOS=t,H=O=U=S=E=',
      act: async (page) => {
        await page.locator('#view-tabs button[data-view="review"]').click();
        await page.locator('#review-board').click();
        await page.locator('#review-table').waitFor({ timeout: 120_000 });
      },
    },
  ];
  const MODES = [
    { mode: 'light', dark: false, colourBlind: false },
    { mode: 'dark', dark: true, colourBlind: false },
    { mode: 'colour-blind', dark: false, colourBlind: true },
    { mode: 'colour-blind-dark', dark: true, colourBlind: true },
  ];
  const cases = STATES.flatMap((state) => MODES.map((mode) => ({ ...mode, name: state.name, state })));

  // A state's page is made once and its four modes are switched on it: they are CSS alone (a
  // media query and a class on the root, web/views/display.ts), so the page in a mode is the one
  // opened in it. What it shows must not change with the theme (its texts, as first measured).
  // (The share grid's title says "high contrast" in colour-blind mode, as the game's does: so the
  // texts are compared within each setting of the switch.)
  let current: { state: State; page: Page; shown: Map<boolean, string[]> } | undefined;
  async function stateIn(state: State, mode: { dark: boolean; colourBlind: boolean }) {
    if (current?.state !== state) {
      await current?.page.close();
      const page = await open(state.hash);
      await state.act?.(page);
      current = { state, page, shown: new Map() };
    }
    await current.page.emulateMedia({ colorScheme: mode.dark ? 'dark' : 'light', reducedMotion: 'reduce' });
    // (The switch is among the Solve view's settings, hidden in the other views: set it as a click would.)
    await current.page.evaluate(
      `(() => { const box = document.getElementById('colour-blind'); if (box.checked !== ${mode.colourBlind}) box.click(); })()`,
    );
    return current;
  }

  test.each(cases)(
    '$mode, $name: no serious or critical axe finding, every text and tile at AA contrast',
    async ({ mode, dark, colourBlind, name, state }) => {
      const shown = await stateIn(state, { dark, colourBlind });
      const page = shown.page;
      await page.screenshot({ path: join(SHOTS, `a11y-${mode}-${name}.png`), fullPage: true });
      const findings = (await axe(page)).filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
      expect(findings, JSON.stringify(findings, null, 1)).toEqual([]);
      const measured = await page.evaluate<Measured[]>(MEASURE);
      // The board's tiles and the keys are among them, each kind of colour at least once.
      const tiles = measured.filter((m) => /^button\.tile\.(grey|yellow|green)/.test(m.what));
      if (name === 'why') expect(new Set(tiles.map((m) => m.what.split('.')[2]))).toEqual(new Set(['grey', 'yellow', 'green']));
      expect(measured.length).toBeGreaterThan(20);
      const low = measured.filter((m) => m.ratio < m.needed);
      expect(low, JSON.stringify(low, null, 1)).toEqual([]);
      const texts = measured.map((m) => `${m.what} ${m.text}`);
      const first = shown.shown.get(colourBlind) ?? texts;
      shown.shown.set(colourBlind, first);
      expect(texts).toEqual(first);
    },
  );

  test('the contrast check fails on a low-contrast tile (white on the game site yellow #c9b458)', async () => {
    const page = await open('#staR=e,chOR=d');
    await page.evaluate("document.documentElement.style.setProperty('--yellow', '#c9b458')");
    const measured = await page.evaluate<Measured[]>(MEASURE);
    const low = measured.filter((m) => m.ratio < m.needed).map((m) => `${m.what} ${m.text} ${m.ratio}`);
    expect(low).toContain('button.tile.yellow o 2.07');
    await page.close();
  });

  test('a keyboard reaches every control: Tab visits each one (the board is one stop, its tiles by arrows)', async () => {
    const page = await open('#staR=e,chOR=d');
    await page.locator('#alternatives li').first().waitFor();
    await page.locator('#others summary').click();
    // Every shown control, and every element in the tab order, except the tiles out of it (arrows reach them).
    const wanted = await page.evaluate<string[]>(`(() => {
      const all = [...document.querySelectorAll('button, input, select, summary, [tabindex]')];
      return all.filter((e, i) => {
        const box = e.getBoundingClientRect();
        if (box.width === 0 || e.closest('[hidden]') || e.disabled || (e.tabIndex < 0 && (e.classList.contains('tile') || e.id === 'why'))) return false;
        e.dataset.probe = String(i);
        return true;
      }).map((e) => e.dataset.probe);
    })()`);
    expect(wanted.length).toBeGreaterThan(40);
    const reached = new Set<string>();
    await page.locator('body').focus();
    for (let i = 0; i < wanted.length + 10; i++) {
      await page.keyboard.press('Tab');
      const probe = await page.evaluate<string | null>('document.activeElement?.dataset?.probe ?? null');
      if (probe) reached.add(probe);
    }
    const missed = await page.evaluate<string[]>(
      `${JSON.stringify(wanted.filter((probe) => !reached.has(probe)))}.map((p) => document.querySelector('[data-probe="' + p + '"]').outerHTML.slice(0, 80))`,
    );
    expect(missed).toEqual([]);
    await page.close();
  });
});
