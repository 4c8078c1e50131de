// The package's folder (wordle.txt, data/, dist/). import.meta.dirname, not
// fileURLToPath(import.meta.url): the bundle has __dirname (see scripts/build.mjs), and
// node:url costs a turn about half a millisecond. This file sits one level below the root, as
// the bundles do in dist/.
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
