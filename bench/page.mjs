// The page's speed, measured in the browser (headless Chromium through playwright-core): how soon
// after navigation the first result is on screen, served by `wordle web` and opened from the
// file system, and how soon a tap is painted. The page itself marks the moments (Performance API,
// web/main.ts); this script only drives it and reads them:
//
//   first result   'wordle:first-result-painted': a task queued from the animation frame after
//                  the first turn was drawn, i.e. after that frame's paint, in ms since navigation
//                  started (performance.timeOrigin). Each load is a new document (about:blank
//                  between), with the default settings.
//   tap            from the click event's timeStamp to after the next frame's paint
//                  ('wordle:tap-painted': the tile recoloured), and to after the frame that shows
//                  the new turn ('wordle:tap-result-painted': count, suggestion, likely answers);
//                  'wordle:tap-handled' is the click handler's own time.
//
// --baseline FILE also times another build of the page (an older dist/web/index.html, opened from
// the file system), interleaved with this one load by load so that a busy machine slows both
// alike. Its page has no marks, so for both the script watches from outside the page's code (an
// init script): the first suggestion ('#suggestion[data-word]') and the frame after it, and a
// tile's click (capture phase) to the frame after it.
//
// Prints medians, the 90th percentile and the maximum, and writes them to bench/data/page.json.
// Needs dist/ (node scripts/build.mjs) and chromium (WORDLE_CHROMIUM or /usr/bin/chromium).
//
// Usage: node bench/page.mjs [--loads N] [--taps N] [--baseline FILE]

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
// The same chromium and flags as the page's tests.
import { CHROMIUM, FLAGS } from '../test/e2e/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const loads = option('--loads', 15);
const taps = option('--taps', 40);
const baseline = args.includes('--baseline') ? args[args.indexOf('--baseline') + 1] : undefined;

// The watcher for --baseline (see above), the same for both pages.
const WATCH = `(() => {
  const painted = (name, start) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => performance.measure(name, { start, end: performance.now() });
    channel.port2.postMessage(null);
  });
  const seen = new MutationObserver(() => {
    const box = document.getElementById('suggestion');
    if (box && box.dataset.word) { seen.disconnect(); painted('watch:first-suggestion-painted', 0); }
  });
  seen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-word'] });
  document.addEventListener('click', (event) => { if (event.target.closest && event.target.closest('button.tile')) painted('watch:tap-painted', event.timeStamp); }, true);
})()`;
const sorted = (values) => [...values].sort((a, b) => a - b);
const quantile = (values, q) => sorted(values)[Math.min(values.length - 1, Math.floor(values.length * q))];
const summary = (values) => ({
  median: +quantile(values, 0.5).toFixed(1),
  p90: +quantile(values, 0.9).toFixed(1),
  max: +Math.max(...values).toFixed(1),
  n: values.length,
});

/** `wordle web` on a free port: its address, and how to stop it. */
async function serve() {
  const child = spawn(`${root}bin/wordle`, ['web'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0].replace(/#.*/, ''));
    });
    child.on('exit', (code) => reject(new Error(`wordle web exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGINT') };
}

/** Waits until the expression is true in the page (polled from here: the page's CSP forbids the eval that waitForFunction's polling needs). */
async function until(page, expression) {
  while (!(await page.evaluate(expression))) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function firstResults(page, base, hash) {
  const times = [];
  for (let i = 0; i < loads; i++) {
    await page.goto('about:blank');
    await page.goto(`${base}${hash}`);
    await until(page, "performance.getEntriesByName('wordle:first-result-painted').length > 0");
    times.push(await page.evaluate("performance.getEntriesByName('wordle:first-result-painted')[0].startTime"));
  }
  return summary(times);
}

async function tapTimes(page, base) {
  await page.goto('about:blank');
  await page.goto(`${base}#crAne,sLAnt`);
  await page.locator('#result[aria-busy="false"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(500);
  for (let i = 0; i < taps; i++) {
    // Each tile of both rows in turn, one tap at a time, as a person taps (the turn drawn before the next).
    const row = i % 2;
    const column = Math.floor(i / 2) % 5;
    const before = await page.evaluate("performance.getEntriesByName('wordle:tap-result-painted').length");
    await page.locator(`button.tile[data-row="${row}"][data-column="${column}"]`).click();
    await until(page, `performance.getEntriesByName('wordle:tap-result-painted').length > ${before}`);
    await page.waitForTimeout(60);
  }
  const read = (name) => page.evaluate(`performance.getEntriesByName(${JSON.stringify(name)}).map((entry) => entry.duration)`);
  return {
    handled: summary(await read('wordle:tap-handled')),
    painted: summary(await read('wordle:tap-painted')),
    resultPainted: summary(await read('wordle:tap-result-painted')),
  };
}

/** This page and the baseline, load by load in turn: the watcher's first suggestion painted, and its taps. */
async function againstBaseline(context, file, other, hash) {
  const times = { this: [], baseline: [] };
  const page = await context.newPage();
  for (let i = 0; i < loads; i++)
    for (const [which, url] of [
      ['this', file],
      ['baseline', other],
    ]) {
      await page.goto('about:blank');
      await page.goto(`${url}${hash}`);
      await until(page, "performance.getEntriesByName('watch:first-suggestion-painted').length > 0");
      times[which].push(await page.evaluate("performance.getEntriesByName('watch:first-suggestion-painted')[0].duration"));
    }
  await page.close();
  return { this: summary(times.this), baseline: summary(times.baseline) };
}

async function baselineTaps(context, url) {
  const page = await context.newPage();
  await page.goto(`${url}#crAne,sLAnt`);
  await until(page, "performance.getEntriesByName('watch:first-suggestion-painted').length > 0");
  await page.waitForTimeout(500);
  for (let i = 0; i < taps; i++) {
    const before = await page.evaluate("performance.getEntriesByName('watch:tap-painted').length");
    await page.locator(`button.tile[data-row="${i % 2}"][data-column="${Math.floor(i / 2) % 5}"]`).click();
    await until(page, `performance.getEntriesByName('watch:tap-painted').length > ${before}`);
    await page.waitForTimeout(150);
  }
  const painted = summary(await page.evaluate("performance.getEntriesByName('watch:tap-painted').map((entry) => entry.duration)"));
  await page.close();
  return painted;
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const server = await serve();
const report = { date: new Date().toISOString(), loads, taps };
try {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  await context.addInitScript('try { localStorage.clear(); } catch {}');
  const page = await context.newPage();
  const file = pathToFileURL(`${root}dist/web/index.html`).href;
  report.firstResultMs = {
    'served, first turn': await firstResults(page, server.url, ''),
    'served, #staR=e,chOR=d': await firstResults(page, server.url, '#staR=e,chOR=d'),
    'file://, first turn': await firstResults(page, file, ''),
    'file://, #staR=e,chOR=d': await firstResults(page, file, '#staR=e,chOR=d'),
  };
  report.tapMs = await tapTimes(page, file);
  if (baseline) {
    const watched = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await watched.addInitScript('try { localStorage.clear(); } catch {}');
    await watched.addInitScript(WATCH);
    const other = pathToFileURL(baseline).href;
    report.baseline = {
      file: baseline,
      firstSuggestionMs: {
        'file://, first turn': await againstBaseline(watched, file, other, ''),
        'file://, #staR=e,chOR=d': await againstBaseline(watched, file, other, '#staR=e,chOR=d'),
      },
      tapPaintedMs: { this: await baselineTaps(watched, file), baseline: await baselineTaps(watched, other) },
    };
    await watched.close();
  }
} finally {
  server.stop();
  await browser.close();
}
mkdirSync(`${root}bench/data`, { recursive: true });
writeFileSync(`${root}bench/data/page.json`, `${JSON.stringify(report, null, 2)}\n`);
for (const [what, s] of Object.entries(report.firstResultMs))
  console.log(`first result painted, ${what}: median ${s.median} ms, p90 ${s.p90}, max ${s.max} (${s.n} loads; goal 300 ms)`);
for (const [what, s] of Object.entries(report.tapMs))
  console.log(`tap, ${what}: median ${s.median} ms, p90 ${s.p90}, max ${s.max} (${s.n} taps${what === 'painted' ? '; goal 16 ms' : ''})`);
if (report.baseline) {
  const line = (what, { this: a, baseline: b }, unit) =>
    console.log(
      `${what}: this page median ${a.median} ms (p90 ${a.p90}), baseline ${b.median} ms (p90 ${b.p90}), ${a.n} ${unit} each, interleaved`,
    );
  for (const [what, pair] of Object.entries(report.baseline.firstSuggestionMs))
    line(`first suggestion painted (watched), ${what}`, pair, 'loads');
  // (The taps: this page's, then the baseline's, on one tab each.)
  line('tap painted (watched)', report.baseline.tapPaintedMs, 'taps');
}
