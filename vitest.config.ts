import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // Two files at a time even on two cores, where vitest's default (cores - 1) is one: a file on
    // its own keeps about one core busy (its tests, or the process, pty or browser they wait on),
    // so a second file takes the other. (vitest starts the files that took longest in the last
    // run first, else the largest: the last minutes are short files on both.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
