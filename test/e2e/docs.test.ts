// The documentation checked against the program. Every ```console block of README.md and
// docs/*.md is run, and must show what the program prints:
// - a line `$ COMMAND` is a command, run by sh (a `wordle` there is this checkout's bin/wordle:
//   pipes to head, grep or sort and `printf ... |` input are plain shell); the lines after it, up to
//   the next `$ ` line or the block's end, are what it shows;
// - it runs as a user's terminal shows it: in a pseudo-terminal of 80 columns (util-linux
//   `script`), stdout and stderr interleaved as written, colours and the progress line's erasing
//   applied as a terminal would, stdin /dev/null unless the command pipes into it; in the fixed
//   environment and the fresh directory of the golden corpus (test/golden/run.mjs: no NO_COLOR,
//   no NODE_EXTRA_CA_CERTS, an empty home and cache, its small word files);
// - compared line by line with trailing spaces and trailing empty lines dropped; a line `...`
//   stands for any lines (none included); a wall time (`time 1.43 s`, `on 2 worker threads`,
//   `0.62 ms a game`, a line `(1.5 s)`) matches any, and the checkout's path is /path/to/wordle.
// Commands that cannot be so checked (long runs, timings, servers, a game typed at a terminal) go
// in ```sh or ```text blocks. Also here: the MCP tools' reference in docs/mcp.md is the one the
// tool table makes, the README stays a front door, the pages' links lead somewhere, and the
// pages speak of the project as it is.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { withReference } from '../../scripts/mcp-reference.ts';
import { makeWorkdir } from '../golden/run.mjs';
import { ROOT } from './run.ts';

const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (page: string) => readFileSync(join(ROOT, page), 'utf8');

interface Example {
  readonly page: string;
  /** The command's line in the page (1-based). */
  readonly line: number;
  readonly command: string;
  readonly expected: readonly string[];
}

/** The commands of a page's console blocks, each with the lines it shows. */
function consoleExamples(page: string, text: string): Example[] {
  const examples: { page: string; line: number; command: string; expected: string[] }[] = [];
  let inBlock = false;
  let fence = '';
  text.split('\n').forEach((line, k) => {
    if (!inBlock) {
      const open = /^(`{3,})console\s*$/.exec(line);
      if (open) {
        inBlock = true;
        fence = open[1] ?? '```';
      }
      return;
    }
    if (line.trimEnd() === fence) {
      inBlock = false;
      return;
    }
    if (line.startsWith('$ ')) examples.push({ page, line: k + 1, command: line.slice(2), expected: [] });
    else {
      const current = examples.at(-1);
      if (current === undefined) throw new Error(`${page}:${k + 1}: a console block must begin with a $ line`);
      current.expected.push(line);
    }
  });
  return examples;
}

/** What a terminal shows of raw pty output: \r\n as \n, a carriage return overwriting, \x1b[K erasing, other escapes dropped. */
function screen(raw: string): string {
  return raw
    .replaceAll('\r\n', '\n')
    .split('\n')
    .map((line) => {
      let shown: string[] = [];
      let cursor = 0;
      for (const token of line.split(/(\r|\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07)/u)) {
        if (token === '\r') cursor = 0;
        else if (token === '\x1b[K' || token === '\x1b[0K') shown = shown.slice(0, cursor);
        else if (token.startsWith('\x1b')) continue;
        else
          for (const char of token) {
            shown[cursor] = char;
            cursor++;
          }
      }
      return shown.join('');
    })
    .join('\n');
}

const CHECKOUT = ROOT.replace(/\/$/, '');

/** Both sides alike: wall times and the checkout's path, trailing spaces and empty lines. */
function comparable(lines: readonly string[]): string[] {
  const out = lines.map((line) =>
    line
      .replaceAll(CHECKOUT, '/path/to/wordle')
      .replace(/\btime \d+(?:\.\d+)? (?:m?s)(?: on \d+ worker threads?)?/g, 'time <wall time>')
      .replace(/\b\d+(?:\.\d+)? ms a game\b/g, '<ms> ms a game')
      .replace(/^\(\d+(?:\.\d+)? s\)$/, '(<wall time>)')
      .trimEnd(),
  );
  while (out.length > 0 && out.at(-1) === '') out.pop();
  return out;
}

/** Whether `actual` is `expected`, where a line `...` of expected stands for any lines. */
function matches(expected: readonly string[], actual: readonly string[]): boolean {
  const at = (e: number, a: number): boolean => {
    if (e === expected.length) return a === actual.length;
    if (expected[e] === '...') {
      for (let skip = a; skip <= actual.length; skip++) if (at(e + 1, skip)) return true;
      return false;
    }
    return a < actual.length && expected[e] === actual[a] && at(e + 1, a + 1);
  };
  return at(0, 0);
}

const work = makeWorkdir();
afterAll(() => work.remove());

/** Runs a command as a user's terminal would show it (see the top of this file). */
function runAtTerminal(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'script',
      ['-qec', `stty cols 80 rows 50; exec </dev/null; ${command}`, '/dev/null'],
      { cwd: work.dir, env: work.env, encoding: 'utf8', timeout: 60_000, maxBuffer: 1 << 24 },
      (error, stdout) => {
        // (script exits with the command's status: an example may end with 1.)
        if (error && typeof error.code !== 'number') reject(error);
        else resolve(screen(stdout));
      },
    );
  });
}

const EXAMPLES = PAGES.flatMap((page) => consoleExamples(page, read(page)));

describe('the console examples', () => {
  test('there are some on the front page, and each page parses', () => {
    expect(EXAMPLES.filter((example) => example.page === 'README.md').length).toBeGreaterThan(5);
  });

  test.concurrent.each(EXAMPLES.map((example) => [`${example.page}:${example.line}: $ ${example.command}`, example] as const))(
    '%s',
    async (_, example) => {
      const actual = comparable((await runAtTerminal(example.command)).split('\n'));
      const expected = comparable(example.expected);
      if (!matches(expected, actual))
        expect.fail(
          `${example.page}:${example.line}: $ ${example.command}\n--- the page shows:\n${expected.join('\n')}\n--- the program prints:\n${actual.join('\n')}`,
        );
    },
  );
});

describe('how the examples are read and compared', () => {
  test('a block: commands, their lines, ... for any lines', () => {
    const text = ['text', '```console', '$ wordle -c crAne', '42', '$ wordle x', '...', 'end', '```', '$ not a command'].join('\n');
    expect(consoleExamples('page.md', text)).toEqual([
      { page: 'page.md', line: 3, command: 'wordle -c crAne', expected: ['42'] },
      { page: 'page.md', line: 5, command: 'wordle x', expected: ['...', 'end'] },
    ]);
    expect(matches(['a', '...', 'd'], ['a', 'b', 'c', 'd'])).toBe(true);
    expect(matches(['a', '...', 'd'], ['a', 'd'])).toBe(true);
    expect(matches(['a', '...'], ['a', 'b'])).toBe(true);
    expect(matches(['a', 'c'], ['a', 'b'])).toBe(false);
    expect(matches(['a'], ['a', 'b'])).toBe(false);
  });

  test('what a terminal shows: a progress line erased, colours dropped', () => {
    expect(screen('\x1b[1mlorry\x1b[0m\r\nsearching 3 of 9\r\x1b[Kbest: lorry\r\n')).toBe('lorry\nbest: lorry\n');
  });

  test('an example whose text differs from the program fails', async () => {
    const actual = comparable((await runAtTerminal('wordle -c staR=e chOR=d')).split('\n'));
    expect(matches(['15'], actual)).toBe(true);
    expect(matches(['16'], actual)).toBe(false);
  });
});

describe('the pages', () => {
  test("docs/mcp.md's tool reference is what mcp/tools/*.ts declare (node scripts/mcp-doc.mjs remakes it)", () => {
    const page = read('docs/mcp.md');
    expect(withReference(page) === page, 'docs/mcp.md differs from the tool table: run node scripts/mcp-doc.mjs').toBe(true);
  });

  test('the README is a front door: at most 300 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(301);
  });

  test('they speak of the project as it is: no working sessions or issue numbers', () => {
    const diary =
      /\b(session [0-9]+|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[0-9]+(st|nd|rd|th)) session|issue #?[0-9]+)\b/i;
    const found = PAGES.flatMap((page) =>
      read(page)
        .split('\n')
        .flatMap((line, k) => (diary.test(line) ? [`${page}:${k + 1}: ${line}`] : [])),
    );
    expect(found).toEqual([]);
  });

  /** GitHub's anchor of a heading: lowercase, punctuation but - and _ dropped, spaces as -. */
  const anchor = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/`/g, '')
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replaceAll(' ', '-');
  const anchorsOf = (text: string) =>
    new Set(
      text
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line))
        .map((line) => anchor(line.replace(/^#+ /, ''))),
    );

  test('every relative link leads to a file, and to a heading of it when it names one', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      const text = read(page);
      const dir = page.includes('/') ? page.slice(0, page.lastIndexOf('/') + 1) : '';
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (target === undefined || /^[a-z]+:/.test(target)) continue;
        const [file = '', hash] = target.split('#');
        const path = file === '' ? page : join(dir, file);
        if (!existsSync(join(ROOT, path))) {
          broken.push(`${page}: ${target} (no such file)`);
          continue;
        }
        if (hash !== undefined && path.endsWith('.md') && !anchorsOf(read(path)).has(hash))
          broken.push(`${page}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
