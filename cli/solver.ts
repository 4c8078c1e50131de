// The ranked side of a turn (lib's Solver: strategies, guard, explanations) with what the CLI
// says of it (--why's words, --feedback). Built as a bundle of its own
// (dist/solver.cjs) that the CLI loads only when a turn needs it; the bench and the interactive
// modes, with the Node modules they need (worker threads, readline, crypto: 5 ms to load), are
// in another (cli/modes.ts).
export { bundledProofs, explainChoiceData, lazyBook, listFacts, strategyFor, suggest } from '../lib/index.ts';
export { renderWhy } from '../lib/talk/index.ts';
export { runFeedback } from './feedback.ts';
export { fitTerminal } from './io.ts';
