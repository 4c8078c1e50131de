// Files read whole are read up to a size no real one of their kind reaches: a device such as
// /dev/zero, or a wrong file, is refused there, not read until memory runs out.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readAtMost, readWholeText } from '../../node/read-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'wordle-read-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readAtMost', () => {
  const path = join(dir, 'ten.txt');
  writeFileSync(path, '0123456789');

  test('a regular file up to the limit, whole; over it, nothing', () => {
    expect(readAtMost(path, 10)?.toString()).toBe('0123456789');
    expect(readAtMost(path, 9)).toBeUndefined();
  });

  test('a device without end stops at the limit', () => {
    expect(readAtMost('/dev/zero', 100_000)).toBeUndefined();
    expect(readAtMost('/dev/null', 0)?.length).toBe(0);
  });

  test('errors as the file system gives them', () => {
    expect(() => readAtMost(join(dir, 'missing'), 10)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(() => readAtMost(dir, 10)).toThrow(expect.objectContaining({ code: 'EISDIR' }));
  });
});

describe('readWholeText', () => {
  const whole = (file: string) => ({ file, name: `--grid ${file}`, kind: 'share text', limit: 64 * 1024, code: 'USAGE' as const });

  test('the text of a file within its limit', () => {
    const path = join(dir, 'grid.txt');
    writeFileSync(path, 'Wordle 1,234 3/6\n\n⬛🟨⬛⬛⬛\n');
    expect(readWholeText(whole(path))).toBe('Wordle 1,234 3/6\n\n⬛🟨⬛⬛⬛\n');
  });

  test('one line naming the file and why: too large, missing, a folder', () => {
    expect(() => readWholeText(whole('/dev/zero'))).toThrow(/^--grid \/dev\/zero is larger than any share text \(over 64 KiB\)$/);
    expect(() => readWholeText({ ...whole('/dev/zero'), limit: 16 << 20 })).toThrow(/\(over 16 MiB\)$/);
    expect(() => readWholeText(whole(join(dir, 'missing')))).toThrow(/^cannot read --grid .*missing: no such file$/);
    expect(() => readWholeText(whole(dir))).toThrow(/^cannot read --grid .*: is a directory$/);
  });
});
