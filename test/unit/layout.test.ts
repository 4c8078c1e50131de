import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// The front ends use the library through its faces, so none depends on how lib/ is laid out:
// lib/index.ts for the game and a variant's own index.ts (lib/boards/, lib/review/, ...).
const FRONT_ENDS = ['node', 'cli', 'mcp', 'web', 'workers'];

describe("front ends import lib/ only through its faces: lib/index.ts and a folder's index.ts", () => {
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
    for (const path of imports) expect(path, file).toMatch(/\/lib\/(?:[a-z]+\/)?index\.ts$/);
  });
});

// lib/ is grouped by stage, each below the next: what a guess told (clues), words as integers
// (words), which words fit (filter), what to guess (solve), and the turn over them all. A stage
// imports only from its own and the stages below it (talk, saying it to a person, is beside
// them: solve's explanations and hard mode's messages use its words); and lib/ does no I/O.
const STAGES = ['clues', 'words', 'filter', 'solve'];

describe('lib/ is layered by stage, and pure', () => {
  const lib = new URL('../../lib/', import.meta.url);
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
  test.each(files)('%s', (file) => {
    const source = readFileSync(new URL(file, lib), 'utf8');
    const stage = STAGES.indexOf(file.split('/')[0] ?? '');
    const imports = [...source.matchAll(/(?:from|import\()\s*'([^']*)'/g)].map((match) => match[1] ?? '');
    for (const path of imports) {
      expect(path, `${file} imports ${path}`).not.toMatch(/^node:/);
      const target = new URL(path, new URL(file, lib)).pathname.slice(lib.pathname.length).split('/')[0] ?? '';
      if (stage >= 0 && STAGES.includes(target)) expect(STAGES.indexOf(target), `${file} imports ${path}`).toBeLessThanOrEqual(stage);
    }
    expect(source, file).not.toMatch(/\b(?:process|console)\.\w/);
  });
});
