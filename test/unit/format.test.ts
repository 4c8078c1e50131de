import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { renderColumns, renderPattern } from '../../lib/talk/format.ts';
import type { Tile } from '../../lib/clues/tiles.ts';

describe('renderColumns', () => {
  test.each([
    [[], 6, ''],
    [['a'], 6, 'a\n'],
    [['aa', 'b', 'ccc', 'd'], 2, 'aa  b\nccc d\n'],
    [['bourg', 'bourn', 'burro'], 6, 'bourg bourn burro\n'],
    [['ab', 'c', 'd', 'efg'], 3, 'ab  c d\nefg\n'],
    [['é', 'ab'], 2, 'é ab\n'],
  ])('%j in %d columns', (words, columns, text) => {
    expect(renderColumns(words, columns)).toBe(text);
  });
});

describe('renderPattern', () => {
  test.each([
    ['stare', [0, 0, 0, 2, 0], 'staR=e'],
    ['bobby', [1, 0, 2, 0, 2], 'BoB=bY='],
    ['école', [2, 1, 0, 0, 0], 'É=Cole'],
  ] as const)('%s %j', (word, tiles, text) => {
    expect(renderPattern([...word], tiles as readonly Tile[])).toBe(text);
  });
});

describe('lib/ is pure', () => {
  test('no module in lib/ touches process, console or the file system', () => {
    const dir = new URL('../../lib/', import.meta.url);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const source = readFileSync(new URL(name, dir), 'utf8');
      expect(source, name).not.toMatch(/\bprocess\.|\bconsole\.|from 'node:/);
    }
  });
});
