import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// The front ends use the library through its one face, so none depends on how lib/ is laid out.
const FRONT_ENDS = ['cli', 'mcp', 'web'];

describe('front ends import lib/ only through lib/index.ts', () => {
  const root = new URL('../../', import.meta.url);
  const files = FRONT_ENDS.flatMap((dir) => {
    try {
      return readdirSync(new URL(`${dir}/`, root), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(ts|mts|js|mjs|cjs)$/.test(name))
        .map((name) => `${dir}/${name}`);
    } catch {
      return [];
    }
  });
  test('there are front-end files to check', () => expect(files.length).toBeGreaterThan(10));
  test.each(files)('%s', (file) => {
    const source = readFileSync(new URL(file, root), 'utf8');
    const imports = [...source.matchAll(/(?:from|import\()\s*'([^']*\/lib\/[^']*)'/g)].map((match) => match[1]);
    for (const path of imports) expect(path, file).toMatch(/\/lib\/index\.ts$/);
  });
});
