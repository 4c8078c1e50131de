// The browser the page's tests drive: Debian's chromium, with the flags this machine needs
// (test/e2e/chromium.mjs, which bench/page.mjs launches with too). CI installs it (.ci/run), and
// there its tests never skip.
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.mjs';

export { CHROMIUM, FLAGS } from './chromium.mjs';
export const haveBrowser = existsSync(CHROMIUM);

if (!haveBrowser) {
  if (process.env['CI'] === 'true') throw new Error(`browser tests: no chromium at ${CHROMIUM} under CI`);
  console.warn(`\n*** SKIPPING the browser tests (the page, parity): no chromium at ${CHROMIUM} (apt-get install -y chromium) ***\n`);
}
