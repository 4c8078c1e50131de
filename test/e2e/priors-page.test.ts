// The page's priors controls in chromium: "Familiar words only" and alpha change the suggestion
// and the likely answers' order as `wordle --familiar` and `wordle --alpha` do.
import { type ChildProcess, spawn } from 'node:child_process';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, FLAGS, haveBrowser } from './browser.ts';
import { BIN, wordle } from './run.ts';

const suggestion = (args: string[]) => wordle(['-s', ...args]).stdout.trim();
const likely = (args: string[]) =>
  wordle(['-a', '-1', ...args])
    .stdout.split('\n')
    .filter(Boolean);

describe.skipIf(!haveBrowser)('the priors on the page', () => {
  let server: ChildProcess;
  let base = '';
  let browser: Browser;

  beforeAll(async () => {
    server = spawn(BIN, ['web'], { stdio: ['ignore', 'pipe', 'pipe'] });
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n')[0];
        if (out.includes('\n') && line) resolve(line.replace(/#.*/, ''));
      });
      server.on('exit', (code) => reject(new Error(`wordle web exited with ${code}`)));
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      server.kill('SIGINT');
      await exited;
    }
  });

  const suggested = (page: Page) => page.locator('#suggestion').getAttribute('data-word');

  test('familiar words only and alpha 1, as --familiar and --alpha 1', async () => {
    const context = await browser.newContext();
    await context.addInitScript('try { localStorage.clear(); } catch {}');
    const page = await context.newPage();
    await page.goto(`${base}#tA=rsE`);
    await page.waitForFunction('document.documentElement.dataset.interactiveMs !== undefined');
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(suggestion(['tA=rsE']));
    expect(suggestion(['tA=rsE'])).toBe('pwned');
    await page.locator('#familiar').check();
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(suggestion(['--familiar', 'tA=rsE']));
    await page.locator('#familiar').uncheck();
    await page.locator('#alpha').fill('1');
    await page.locator('#alpha').press('Enter');
    await page.locator('#alpha').blur();
    await expect.poll(() => suggested(page), { timeout: 60_000 }).toBe(suggestion(['--alpha', '1', 'tA=rsE']));
    const shown = (await page.locator('#answers').textContent())?.split(/\s+/).filter(Boolean) ?? [];
    expect(shown.slice(0, 5)).toEqual(likely(['--alpha', '1', 'tA=rsE']).slice(0, 5));
    expect(shown[0]).toBe('named');
    await context.close();
  }, 180_000);
});
