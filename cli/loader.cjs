// dist/loader.cjs: runs the CommonJS bundles through vm.Script with V8 code caches, so a turn
// does not spend ~10 ms compiling JavaScript. wordle.cjs is the CLI; options.cjs (the parser), args.cjs (yargs),
// solver.cjs (ranked strategies), modes.cjs (bench, interactive modes) and command-NAME.cjs (the
// commands of cli/commands/) are loaded by it only when needed. The caches are made at build time
// (WORDLE_WRITE_CODE_CACHE=1); when V8 rejects one (another Node version), it just compiles.
// CommonJS, like bin/wordle, because starting Node's ES module loader costs a few ms more.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Script } = require('node:vm');

const loaded = [];
// The bundles built without import() (see scripts/build.mjs); serve.cjs and mcp.cjs are required as usual.
const BUNDLES = /^\.\/(args|options|solver|modes|command-\w+)\.cjs$/;

function load(name) {
  const file = join(__dirname, name);
  let cachedData;
  try {
    cachedData = readFileSync(`${file}.cache`);
  } catch {}
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, {
    filename: file,
    cachedData,
  });
  loaded.push([file, script]);
  const bundle = { exports: {} };
  const requireFromBundle = (id) => (BUNDLES.test(id) ? load(id.slice(2)) : require(id));
  script.runInThisContext()(bundle.exports, requireFromBundle, bundle, file, __dirname);
  return bundle.exports;
}

if (process.env.WORDLE_WRITE_CODE_CACHE === '1') {
  process.on('exit', () => {
    for (const [file, script] of loaded) writeFileSync(`${file}.cache`, script.createCachedData());
  });
}
load('wordle.cjs');
