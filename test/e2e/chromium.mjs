// How the page's tests (test/e2e/browser.ts) and its benchmark (bench/page.mjs) launch the
// browser: Debian's chromium (or WORDLE_CHROMIUM), with the flags this machine needs (no sandbox
// as root, no GPU, no background network). Plain JavaScript so that the benchmark runs with node alone.

export const CHROMIUM = process.env['WORDLE_CHROMIUM'] ?? '/usr/bin/chromium';

export const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
