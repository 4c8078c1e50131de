import { describe, expect, test } from 'vitest';
import { workersFor } from '../../cli/commands/bench/bench.ts';

describe('workersFor: worker threads only where the games pay for starting them', () => {
  test.each([
    // games, tasks, cores, searched (best off its book), workers (0: the main thread)
    [20, 15, 8, false, 0],
    [49, 30, 8, false, 0],
    [100, 30, 8, false, 2],
    [3158, 150, 8, false, 8],
    [3158, 150, 1, false, 0],
    [400, 3, 8, false, 3],
    [20, 15, 8, true, 8],
    [1, 1, 8, true, 0],
  ])('%i games in %i tasks on %i cores (searched: %s): %i', (games, tasks, cores, searched, workers) => {
    expect(workersFor(games, tasks, cores, searched)).toBe(workers);
  });
});
