// Builds dist/: the CLI as CommonJS bundles (a few files to read and compile instead of dozens
// of ES modules), their V8 code caches, which bin/wordle's loader uses, and the bundled list's index.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildWasm } from './build-wasm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

rmSync(`${root}dist`, { recursive: true, force: true });
mkdirSync(`${root}dist`);
// The WebAssembly kernels' modules, which the bundles import (scripts/build-wasm.mjs).
await buildWasm();

// import.meta.url (yargs, the MCP SDK) becomes a file URL made by a banner, which only the
// bundles that use it get: node:url costs a turn about half a millisecond.
const URL_BANNER = 'const __wordleUrl = require("node:url").pathToFileURL(__filename).href;\n';
const DEFINE = { 'import.meta.url': '__wordleUrl', 'import.meta.dirname': '__dirname', WORDLE_VERSION: JSON.stringify(version) };
const bundle = async (entry, outfile, options = {}) => {
  const built = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    legalComments: 'none',
    logLevel: 'warning',
    alias: { 'string-width': `${root}scripts/string-width-shim.js` },
    define: DEFINE,
    ...options,
  });
  const [output] = built.outputFiles;
  writeFileSync(`${root}dist/${outfile}`, output.text.includes('__wordleUrl') ? URL_BANNER + output.text : output.text);
};

// Every CommonJS bundle of dist/, declared once: its entry; whether bin/wordle's loader runs it
// (`loader`: vm.Script with a V8 code cache, the bundles a command line may load) or Node requires
// it (servers and worker threads); and whether the other bundles it imports stay bundles of their
// own (`apart`) rather than copies in it. A command line loads only the bundles it needs: the
// common turn reads, and caches, far less code. Each command of cli/spec.ts is a bundle of its own
// too (dist/command-NAME.cjs, from cli/commands/NAME.ts or cli/commands/NAME/index.ts), made below
// from the table of commands.
const SHARED = [
  // yargs: the help's text, the version, completion.
  { name: 'args', entry: 'cli/args.ts', loader: true, apart: true },
  // The command line's parser and its table (cli/options.ts, cli/spec.ts), with each command's loader.
  { name: 'options', entry: 'cli/options.ts', loader: true, apart: true },
  // The ranked side of a turn (strategies, guard, explanations).
  { name: 'solver', entry: 'cli/solver.ts', loader: true },
  // bench, assist, play, show: the game modes, with the Node modules they need (worker threads, readline).
  { name: 'modes', entry: 'cli/modes.ts', loader: true },
  // Several boards at once (the filter's --boards, and bench/play/show/assist's).
  { name: 'boards', entry: 'cli/commands/boards/index.ts' },
  // `wordle web`'s server.
  { name: 'serve', entry: 'cli/serve.ts' },
  // `wordle mcp`: the MCP server (mcp/) with its SDK.
  { name: 'mcp', entry: 'mcp/main.ts' },
];
// Worker threads, each loading its bundle: the MCP server's tool calls, bench's games, assist's
// best search (Ctrl-C stops it at once), absurdle --all's search.
const WORKERS = [
  { name: 'mcp-worker', entry: 'mcp/worker.ts' },
  { name: 'bench-worker', entry: 'cli/commands/bench/worker.ts' },
  { name: 'search-worker', entry: 'cli/commands/interactive/search-worker.ts' },
  { name: 'absurdle-worker', entry: 'cli/commands/absurdle/worker.ts' },
];
/** Another bundle's entry imported by a bundle built `apart`: its dist/ file, required when needed. */
const apart = {
  name: 'apart',
  setup(builder) {
    const shared = new Map(SHARED.map(({ name, entry }) => [resolve(root, entry), `./${name}.cjs`]));
    builder.onResolve({ filter: /^\.\.?\// }, ({ path, resolveDir, kind }) => {
      const file = resolve(resolveDir, path);
      if (shared.has(file)) return { path: shared.get(file), external: true };
      // A command's code, loaded when the command is named (cli/spec.ts's `load`).
      const command = kind === 'dynamic-import' && /\/cli\/commands\/(\w+)(?:\/index)?\.ts$/.exec(file);
      return command ? { path: `./command-${command[1]}.cjs`, external: true } : undefined;
    });
  },
};
// vm.Script (see bin/wordle) has no import(): the bundles load each other with require().
const REQUIRE = { supported: { 'dynamic-import': false } };
const make = ({ name, entry, apart: separate }, options = {}) =>
  bundle(entry, `${name}.cjs`, { ...REQUIRE, ...(separate && { plugins: [apart] }), ...options });
for (const entry of SHARED.filter(({ name }) => name === 'args' || name === 'options')) await make(entry);
// The command line's parser and its table (cli/options.ts, cli/spec.ts), which a common turn
// does not need: the main bundle gets the little it reads (lineTable: cli/line-table.ts) evaluated here, as data.
const parser = await build({
  entryPoints: [`${root}cli/options.ts`],
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
  plugins: [apart],
});
const { lineTable } = await import(`data:text/javascript;base64,${Buffer.from(parser.outputFiles[0].text).toString('base64')}`);
// The texts that do not change within a build (cli/canned.ts): `--help`, `--version`, `COMMAND
// --help`, made by yargs here so that printing them loads neither the parser nor yargs.
{
  const require = createRequire(import.meta.url);
  const { textFor } = require(`${root}dist/args.cjs`);
  const { COMMAND_SPECS } = require(`${root}dist/options.cjs`);
  const lines = [['--help'], ['--version'], ...Object.keys(COMMAND_SPECS).map((name) => [name, '--help'])];
  const texts = {};
  for (const argv of lines) texts[argv.join(' ')] = await textFor(argv, version);
  writeFileSync(`${root}dist/help.json`, JSON.stringify(texts));
}
const COMMANDS = Object.keys(createRequire(import.meta.url)(`${root}dist/options.cjs`).COMMAND_SPECS).map((name) => ({
  name: `command-${name}`,
  entry: existsSync(`${root}cli/commands/${name}/index.ts`) ? `cli/commands/${name}/index.ts` : `cli/commands/${name}.ts`,
  loader: true,
  apart: true,
}));
const MAIN = { name: 'wordle', entry: 'cli/bin.ts', loader: true, apart: true };
for (const entry of [...SHARED.filter(({ name }) => name !== 'args' && name !== 'options'), ...WORKERS, ...COMMANDS]) await make(entry);
await make(MAIN, { define: { ...DEFINE, WORDLE_LINE_TABLE: JSON.stringify(lineTable()) } });
// The bundles bin/wordle runs through vm.Script are stored as the function expression CommonJS
// wraps a module in (the loader knows them by it): it then compiles the text as read, instead of
// a copy of it made to wrap it (113 KB of heap a turn for wordle.cjs). Done last: the build
// itself requires options.cjs and args.cjs above.
for (const { name } of [...SHARED, ...COMMANDS, MAIN].filter(({ loader }) => loader)) {
  const file = `${root}dist/${name}.cjs`;
  writeFileSync(file, `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`);
}

// The web page (web/), built by scripts/build-web.mjs.
await (await import('./build-web.mjs')).buildWeb(root);

// Pattern-independent facts of the bundled list (lib/filter/word-index.ts), made with the same code.
await bundle('scripts/make-index.ts', 'make-index.cjs');
const made = spawnSync(process.execPath, [`${root}dist/make-index.cjs`, `${root}wordle.txt`, `${root}dist/wordle.index.json`], {
  stdio: 'inherit',
});
if (made.status !== 0) throw new Error('making dist/wordle.index.json failed');
rmSync(`${root}dist/make-index.cjs`);

// A code cache holds what a run compiled: make them from typical runs on the bundled list, one
// that yargs answers (args.cjs's cache: a help that is not canned), one that prints tiles (feedback's), one with an option
// the line table leaves to the parser (options.cjs's, also loaded by every command), one with a ranked
// strategy (the solver's: after feedback's, which loads it too), one that plays a game (the
// modes' bundle and show's), then an everyday turn (the main bundle's, written last); each with
// every speed mechanism on (no WORDLE_PLAIN), as a turn runs by default.
const { WORDLE_PLAIN: _plain, ...withoutPlain } = process.env;
for (const args of [
  ['--strategy', 'entropy', '--help'],
  ['feedback', 'crane', 'slate'],
  ['-f', `${root}wordle.txt`, '-c', 'staR=e'],
  ['-s', '--strategy', 'entropy', 'staR=e', 'chOR=d'],
  ['show', 'crane'],
  ['staR=e', 'chOR=d'],
]) {
  const run = spawnSync(process.execPath, [`${root}bin/wordle`, ...args], {
    env: { ...withoutPlain, WORDLE_WRITE_CODE_CACHE: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`bin/wordle ${args.join(' ')} failed while making the code cache: ${run.stderr}`);
}
console.log(
  "built dist/: wordle.cjs, command-*.cjs, options.cjs, args.cjs, solver.cjs, modes.cjs, serve.cjs, mcp.cjs, web/index.html, bench-worker.cjs, search-worker.cjs, code caches, wordle.index.json (the list's words, masks, prefix tree, encoding)",
);
// The man page, wordle(1), from the option table (scripts/man.mjs); package.json's "man" installs it.
await (await import('./man.mjs')).writeMan(`${root}dist/wordle.1`);
