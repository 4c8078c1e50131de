// Compiles the WebAssembly kernels (wasm/*.ts, AssemblyScript) into TypeScript modules that
// hold their bytes in base64 (lib/solve/strategies/floors-wasm.gen.ts, lib/filter/words-wasm.gen.ts,
// lib/absurdle/columns-wasm.gen.ts: modules the library imports, so that it reads no file and works in the web page too). Generated, not kept in git: run by
// scripts/build.mjs before it bundles, and on its own (`node scripts/build-wasm.mjs`).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const root = fileURLToPath(new URL('..', import.meta.url));

const KERNELS = [
  { source: 'wasm/floors.ts', module: 'lib/solve/strategies/floors-wasm.gen.ts', name: 'FLOORS_WASM' },
  { source: 'wasm/words.ts', module: 'lib/filter/words-wasm.gen.ts', name: 'WORDS_WASM' },
  // (SIMD: in Node since 16 and every current browser; where it is not, the module fails to compile and the JS runs.)
  { source: 'wasm/columns.ts', module: 'lib/absurdle/columns-wasm.gen.ts', name: 'COLUMNS_WASM', flags: ['--enable', 'simd'] },
];

export async function buildWasm() {
  for (const { source, module, name, flags = [] } of KERNELS) {
    let binary;
    const errors = [];
    const { error } = await asc.main([`${root}${source}`, '--outFile', 'kernel.wasm', '-O3', '--runtime', 'stub', '--noAssert', ...flags], {
      writeFile: (file, contents) => {
        if (file.endsWith('.wasm')) binary = contents;
      },
      stdout: { write: () => true },
      stderr: { write: (text) => errors.push(String(text)) },
    });
    if (error || !binary) throw new Error(`${source}: ${error?.message ?? 'no output'}\n${errors.join('')}`);
    // Base64 in a string: an array literal of the bytes made the solver bundle's code cache 40 KB bigger.
    const text = `// Made by scripts/build-wasm.mjs from ${source} (AssemblyScript): do not edit.\nexport const ${name} = '${Buffer.from(binary).toString('base64')}';\n`;
    const path = `${root}${module}`;
    let old = '';
    try {
      old = readFileSync(path, 'utf8');
    } catch {}
    if (old !== text) writeFileSync(path, text);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWasm();
