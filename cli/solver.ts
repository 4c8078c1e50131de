// Everything beyond the plain turn: ranked strategies, explanations, the bench and the
// interactive modes. Built as a bundle of its own (dist/solver.cjs) that the CLI loads only
// when a command line asks for one of them.
export { checkAnswer, explainChoice, suggest } from '../lib/index.ts';
export { runBench } from './bench.ts';
export { searchSettings } from './book.ts';
export { runFeedback } from './feedback.ts';
export { checkGuess, fitTerminal, runAssist, runPlay, runShow } from './interactive.ts';
export { strategyFor } from './strategy.ts';
