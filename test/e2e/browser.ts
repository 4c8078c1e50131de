// The browser the page's tests drive: Debian's chromium, with the flags this machine needs
// (test/e2e/chromium.mjs, which bench/page.mjs launches with too). CI installs it (.ci/run), and
// there its tests never skip.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, FLAGS } from './chromium.mjs';
import { BIN } from './run.ts';

export { CHROMIUM, FLAGS } from './chromium.mjs';
export const haveBrowser = existsSync(CHROMIUM);

if (!haveBrowser) {
  if (process.env['CI'] === 'true') throw new Error(`browser tests: no chromium at ${CHROMIUM} under CI`);
  console.warn(`\n*** SKIPPING the browser tests (the page, parity): no chromium at ${CHROMIUM} (apt-get install -y chromium) ***\n`);
}

/** `wordle web` started and chromium launched, for one file's tests: the page's address (without its #), the browser, and how to stop both. */
export async function servedPage(): Promise<{ base: string; browser: Browser; stop: () => Promise<void> }> {
  const server = spawn(BIN, ['web'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(line.replace(/#.*/, ''));
    });
    server.on('exit', (code) => reject(new Error(`wordle web exited with ${code}`)));
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  return {
    base,
    browser,
    async stop() {
      await browser.close();
      if (server.exitCode === null) {
        const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
        server.kill('SIGINT');
        await exited;
      }
    },
  };
}
