// `wordle bench`, `assist`, `play` and `show`: a bundle of its own (dist/modes.cjs), loaded only
// by those commands, so that a ranked turn (cli/solver.ts) does not load the worker threads,
// readline and crypto they use.

export { runAbsurdlePlay } from './commands/absurdle/play.ts';
export { runBench } from './commands/bench/bench.ts';
export { runLyingBench } from './commands/bench/lies.ts';
export { runAssist, runPlay, runShow } from './commands/interactive/interactive.ts';
