// dist/loader.cjs: runs the CommonJS bundle through vm.Script with a V8 code cache, so a turn
// does not spend ~10 ms compiling 260 kB of JavaScript. The cache is made at build time
// (WORDLE_WRITE_CODE_CACHE); when V8 rejects it (another Node version), it just compiles.
// CommonJS, like bin/wordle, because starting Node's ES module loader costs a few ms more.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Script } = require('node:vm');

const bundle = join(__dirname, 'wordle.cjs');
const cacheFile = `${bundle}.cache`;
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {}
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
  { filename: bundle, cachedData },
);
const bundleModule = { exports: {} };
script.runInThisContext()(bundleModule.exports, require, bundleModule, bundle, __dirname);
if (process.env.WORDLE_WRITE_CODE_CACHE === cacheFile) {
  process.on('exit', () => writeFileSync(cacheFile, script.createCachedData()));
}
