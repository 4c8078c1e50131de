// The library's one face: what the front ends (cli/, web/, and the MCP server to come)
// may use. Every module behind it is pure: it reads and writes nothing.

// What a guess told us: tiles, letters, patterns, feedback, constraints, contradictions.
export { type Clue, GREEN, GREY, type Tile, YELLOW } from './clues/tiles.ts';
export { letterCount, normalizeLine, quote } from './clues/letters.ts';
export { feedback } from './clues/feedback.ts';
export { capped, excluded, included } from './clues/constraints.ts';
export { describeConflict } from './clues/conflict.ts';

// Which words fit.
export { compileQuery, createFilter, type FilterResult, filterWords, type ListFacts, type Query } from './filter/filter.ts';
export { grepPipeline } from './filter/grep.ts';
export { factsFromStored, indexWordList, type StoredFacts } from './filter/word-index.ts';

// What to guess next.
export { createGame, encodeGuesses, startPosition } from './solve/game.ts';
export { candidatesOf, isQuick, quickSuggest, type RankedWord, type Suggested } from './solve/suggest.ts';
export { explainChoice, type RankRequest, suggest } from './solve/rank.ts';
export { best } from './solve/strategies/best.ts';
export { rankGuesses, type Strategy, type StrategyName, STRATEGY_NAMES, strategyNamed } from './solve/strategies/index.ts';
export { BUNDLED_LISTS, bundledFileName, DEFAULT_LIST, type ListKind, type OpenerBook, openerIn } from './solve/lists.ts';
export { type BenchSummary, playAfterFirstGuess, sampleAnswers, splitByGuess, summarize } from './solve/bench.ts';

// Saying it to a person.
export {
  positionalRegex,
  renderColumns,
  renderCount,
  renderExplanation,
  renderLines,
  renderPattern,
  renderSuggestion,
  renderTiles,
  scoreName,
  shownScore,
} from './talk/format.ts';
export { patternsOfHash, positionHash, positionUrl } from './talk/link.ts';
export { type Advice, Assistant, type AssistHost } from './talk/assist.ts';
export { checkAnswer, type GameRules, isSolved, KEYBOARD_ROWS, letterStates, pickBySeed, playGuess, shareGrid } from './talk/play.ts';

export { isWordleError, WordleError } from './errors.ts';
