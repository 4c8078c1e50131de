// The ranked side of a turn, as lib/turn.ts takes it (Solver): the strategies with their guard,
// tie rule and book, and the explanations. Apart from the turn so that a caller may load it only
// when a turn needs it (the CLI's solver bundle); the MCP server and the page pass it as it is.

export { explainChoiceData, suggest } from './rank.ts';
export { strategyFor } from './strategies/index.ts';
