// The browser the page's tests drive: Debian's chromium, with the flags this machine needs (no
// sandbox as root, no background network). CI installs it (.ci/run), and there its tests never skip.
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env['WORDLE_CHROMIUM'] ?? '/usr/bin/chromium';
export const haveBrowser = existsSync(CHROMIUM);

if (!haveBrowser) {
  if (process.env['CI'] === 'true') throw new Error(`browser tests: no chromium at ${CHROMIUM} under CI`);
  console.warn(`\n*** SKIPPING the browser tests (the page, parity): no chromium at ${CHROMIUM} (apt-get install -y chromium) ***\n`);
}

export const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
