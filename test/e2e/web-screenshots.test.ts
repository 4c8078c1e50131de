// Screenshots of every view of the page for the docs, in chromium: Solve, Several boards,
// Absurdle, Review and a solved game, each in light, dark and colour-blind modes, at 1280 px (the
// whole page) and at 375 px (a phone's first screen, 375 x 667, where the keyboard stays at the
// bottom), into docs/screenshots/VIEW-MODE-WIDTH.png; and the pictures the README shows
// (page-*.png, but page.png). Each is taken once the view has settled, with no sideways scroll.
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { haveBrowser } from './browser.ts';
import { ROOT } from './run.ts';
import { openView, PHONE, scrollWidth, sharedBrowser, typeOnScreen, type View, WIDE } from './web-page.ts';

const DOCS = join(ROOT, 'docs', 'screenshots');

/** Until the Solve view's turn and its ranking are drawn. */
async function settled(page: Page): Promise<void> {
  await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
  await page.locator('#alternatives:not([aria-busy="true"])').waitFor({ state: 'attached', timeout: 60_000 });
}

/** The shots: a view, the address it opens, and what a player does there first. */
const SHOTS: { name: string; view: View; hash: string; act: (page: Page) => Promise<void> }[] = [
  { name: 'solve', view: 'solve', hash: '#staR=e,chOR=d', act: settled },
  {
    name: 'boards',
    view: 'boards',
    hash: '',
    act: async (page) => {
      await page.selectOption('#boards-count', '4');
      await typeOnScreen(page, 'boards', 'crane');
      // Quordle's words: human, inlet, ghost, sloth (crane shows bbyyb, bbbyy, bbbbb, bbbbb); the last row left for taps.
      const taps: [number, number, number][] = [
        [0, 2, 2],
        [0, 3, 2],
        [1, 3, 2],
        [1, 4, 2],
      ];
      for (const [board, index, count] of taps)
        for (let i = 0; i < count; i++)
          await page.locator(`#boards-grid .boards-tile[data-board="${board}"][data-row="0"][data-index="${index}"]`).click();
      await page.locator('#boards-rest-grey').click();
      await page.locator('#boards-suggestion[data-word]').waitFor({ timeout: 120_000 });
      await typeOnScreen(page, 'boards', 'sloth');
      await page.locator('#boards-unset').waitFor();
    },
  },
  {
    name: 'absurdle',
    view: 'absurdle',
    hash: '',
    act: async (page) => {
      for (const word of ['lidar', 'stony']) await typeOnScreen(page, 'absurdle', word);
      for (const key of 'bec') await page.locator(`#absurdle .keyboard button[data-key="${key}"]`).click();
    },
  },
  {
    name: 'review',
    view: 'review',
    hash: '#cranE=,pilOt,gHOS=t,H=O=U=S=E=',
    act: async (page) => {
      await page.locator('#review-board').click();
      await page.locator('#review-table').waitFor({ timeout: 120_000 });
    },
  },
  { name: 'solved', view: 'solve', hash: '#cranE=,pilOt,gHOS=t,H=O=U=S=E=', act: settled },
];
const MODES = [
  { mode: 'light', dark: false, colourBlind: false },
  { mode: 'dark', dark: true, colourBlind: false },
  { mode: 'colour-blind', dark: false, colourBlind: true },
];

describe.skipIf(!haveBrowser)('screenshots of every view, for the docs', () => {
  const browser = sharedBrowser();
  mkdirSync(DOCS, { recursive: true });

  const cases = SHOTS.flatMap((shot) =>
    MODES.flatMap((mode) => [WIDE, PHONE].map((size) => ({ ...shot, ...mode, size, file: `${shot.name}-${mode.mode}-${size.width}.png` }))),
  );

  test.each(cases)(
    '$file',
    async ({ view, hash, act, dark, colourBlind, size, file }) => {
      const { page, errors, close } = await openView(browser(), { view, hash, size, dark, colourBlind });
      await act(page);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);
      // (The phone's first screen, as a person sees it; the whole page at 1280.)
      await page.screenshot({ path: join(DOCS, file), fullPage: size === WIDE });
      expect(statSync(join(DOCS, file)).size).toBeGreaterThan(10_000);
      expect(errors).toEqual([]);
      await close();
    },
    180_000,
  );

  test("the README's pictures: a row being entered, why LORRY in dark mode, colour-blind tiles, a phone", async () => {
    const readme = { width: 1100, height: 900 };
    const shots: {
      file: string;
      hash: string;
      size: { width: number; height: number };
      dark?: boolean;
      colourBlind?: boolean;
      act?: (page: Page) => Promise<void>;
    }[] = [
      {
        file: 'page-entering.png',
        hash: '#staR=e',
        size: readme,
        act: async (page) => {
          await settled(page);
          await page.locator('#guess').fill('chord');
          await page.locator('#guess').press('Enter');
          await settled(page);
        },
      },
      {
        file: 'page-why-dark.png',
        hash: '#staR=e,chOR=d',
        size: readme,
        dark: true,
        act: async (page) => {
          await settled(page);
          await page.locator('#suggestion [data-why]').click();
          await page.locator('#why[data-word]').waitFor();
        },
      },
      { file: 'page-colour-blind.png', hash: '#staR=e,chOR=d', size: readme, colourBlind: true, act: settled },
      { file: 'page-phone.png', hash: '#staR=e,chOR=d', size: PHONE, act: settled },
    ];
    for (const shot of shots) {
      const { page, close } = await openView(browser(), shot);
      await shot.act?.(page);
      await page.screenshot({ path: join(DOCS, shot.file), fullPage: shot.size !== PHONE });
      await close();
    }
  }, 180_000);
});
