// The ranked side of a turn, as lib/turn.ts takes it (Solver): the strategies with their guard,
// tie rule and book, the readers of the books and proofs it plays, and the explanations. Apart from the turn so that a caller may load it only
// when a turn needs it (the CLI's solver bundle); the MCP server and the page pass it as it is.

export { listFacts } from '../filter/word-index.ts';
export { lazyBook } from './book.ts';
export { bundledProofs } from './proofs.ts';
export { explainChoiceData, suggest } from './rank.ts';
export { strategyFor } from './strategies/index.ts';
