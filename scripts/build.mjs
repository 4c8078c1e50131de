// Builds dist/: the CLI as CommonJS bundles (a few files to read and compile instead of dozens
// of ES modules), their V8 code caches, which bin/wordle's loader uses, and the bundled list's index.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

// yargs (help, version, completion), the solver (ranked strategies, explanations), the modes
// (bench, interactive modes) and each command of cli/commands/ but the filter go in bundles of
// their own, loaded only when a command line needs them: the common turn then reads, and
// caches, far less code.
const COMMANDS = ['bench', 'assist', 'play', 'show', 'feedback', 'mcp', 'web', 'review', 'absurdle', 'completion'];
const apart = {
  name: 'apart',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.?\/(args|options|solver|modes|serve|boards)\.ts$/ }, ({ path }) => ({
      path: `./${path.split('/').at(-1).replace('.ts', '.cjs')}`,
      external: true,
    }));
    builder.onResolve({ filter: /^\.\/commands\/\w+\.ts$/ }, ({ path }) => {
      const name = path.slice('./commands/'.length, -'.ts'.length);
      return COMMANDS.includes(name) ? { path: `./command-${name}.cjs`, external: true } : undefined;
    });
    builder.onResolve({ filter: /^(\.\.\/)+mcp\/main\.ts$/ }, () => ({ path: './mcp.cjs', external: true }));
  },
};
await bundle('cli/args.ts', 'args.cjs');
// The command line's parser and its table (cli/options.ts, cli/spec.ts), which a common turn
// does not need: the main bundle gets the little it reads (quickTable) evaluated here, as data.
await bundle('cli/options.ts', 'options.cjs');
const quick = await build({
  entryPoints: [`${root}cli/options.ts`],
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
});
const { quickTable } = await import(`data:text/javascript;base64,${Buffer.from(quick.outputFiles[0].text).toString('base64')}`);
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
// vm.Script (see bin/wordle) has no import(): the bundles load each other with require().
await bundle('cli/solver.ts', 'solver.cjs', { supported: { 'dynamic-import': false } });
await bundle('cli/modes.ts', 'modes.cjs', { supported: { 'dynamic-import': false } });
// Several boards at once (the filter's --boards, bench/play/show's), loaded only by those.
await bundle('cli/boards.ts', 'boards.cjs', { supported: { 'dynamic-import': false } });
// `wordle mcp`: the MCP server (mcp/) with its SDK, loaded only by that command, and its worker threads.
await bundle('mcp/main.ts', 'mcp.cjs');
await bundle('mcp/worker.ts', 'mcp-worker.cjs');
// `wordle web`'s server, loaded only by that command.
await bundle('cli/serve.ts', 'serve.cjs', { supported: { 'dynamic-import': false } });
for (const name of COMMANDS)
  await bundle(`cli/commands/${name}.ts`, `command-${name}.cjs`, { plugins: [apart], supported: { 'dynamic-import': false } });
await bundle('cli/bin.ts', 'wordle.cjs', {
  plugins: [apart],
  supported: { 'dynamic-import': false },
  define: { ...DEFINE, WORDLE_QUICK: JSON.stringify(quickTable()) },
});
// `wordle bench` runs its games on worker threads, each loading this bundle.
await bundle('cli/bench-worker.ts', 'bench-worker.cjs', { supported: { 'dynamic-import': false } });
// `wordle assist --strategy best` searches on a worker thread (Ctrl-C stops it at once), loading this bundle.
await bundle('cli/search-worker.ts', 'search-worker.cjs', { supported: { 'dynamic-import': false } });
// `wordle absurdle --all` searches on worker threads, each loading this bundle.
await bundle('cli/absurdle-worker.ts', 'absurdle-worker.cjs', { supported: { 'dynamic-import': false } });
// The bundles bin/wordle runs through vm.Script (its BUNDLES, and wordle.cjs) are stored as the
// function expression CommonJS wraps a module in: the loader then compiles the text as read,
// instead of a copy of it made to wrap it (113 KB of heap a turn for wordle.cjs). Done last:
// the build itself requires options.cjs and args.cjs above.
const RUN_BY_LOADER = /^(wordle|args|options|solver|modes|command-\w+)\.cjs$/;
for (const name of readdirSync(`${root}dist`).filter((file) => RUN_BY_LOADER.test(file))) {
  const file = `${root}dist/${name}`;
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
// the quick path leaves to the parser (options.cjs's, also loaded by every command), one with a ranked
// strategy (the solver's: after feedback's, which loads it too), one that plays a game (the
// modes' bundle and show's), then a plain turn (the main bundle's, written last).
for (const args of [
  ['--strategy', 'entropy', '--help'],
  ['feedback', 'crane', 'slate'],
  ['-f', `${root}wordle.txt`, '-c', 'staR=e'],
  ['-s', '--strategy', 'entropy', 'staR=e', 'chOR=d'],
  ['show', 'crane'],
  ['staR=e', 'chOR=d'],
]) {
  const run = spawnSync(process.execPath, [`${root}bin/wordle`, ...args], {
    env: { ...process.env, WORDLE_WRITE_CODE_CACHE: '1' },
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
