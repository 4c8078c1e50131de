// The ranked side of a turn: strategies, explanations (--why), --feedback. Built as a bundle of
// its own (dist/solver.cjs) that the CLI loads only when a command line asks for one of them;
// the bench and the interactive modes, with the Node modules they need (worker threads,
// readline, crypto: 5 ms to load), are in another (cli/modes.ts).
export { checkAnswer, explainChoice, suggest } from '../lib/index.ts';
export { searchSettings } from './book.ts';
export { runFeedback } from './feedback.ts';
export { fitTerminal } from './io.ts';
export { checkGuess } from './lists.ts';
export { strategyFor } from './strategy.ts';
