// The library's one face: what the front ends (cli/, web/, and the MCP server to come)
// may use. Every module behind it is pure: it reads and writes nothing.

// What a guess told us: tiles, letters, patterns, feedback, constraints, contradictions.
export { type Clue, GREEN, GREY, type Tile, YELLOW } from './clues/tiles.ts';
export { letterCount, MAX_WORD_LENGTH, normalizeLine, quote } from './clues/letters.ts';
export { feedback } from './clues/feedback.ts';
export { capped, excluded, included } from './clues/constraints.ts';
export { describeConflict } from './clues/conflict.ts';
export { historyPatterns } from './clues/history.ts';

// Which words fit.
export { compileQuery, createFilter, type FilterResult, filterWords, type ListFacts, matchCount, type Query } from './filter/filter.ts';
export { grepPipeline } from './filter/grep.ts';
export { factsFromStored, indexWordList, listFacts, type StoredFacts } from './filter/word-index.ts';
export { BUNDLED_LISTS, bundledFileName, bundledList, DEFAULT_LIST, fileName, type ListKind, type OpenerBook, openerFrom } from './filter/lists.ts';

// What to guess next.
export { createGame, encodeGuesses, type Game, type Position, startPosition } from './solve/game.ts';
export type { EncodedWords } from './words/encoding.ts';
export { candidatesOf, fewLeft, isQuick, quickAnswer, quickSuggest, type RankedWord, type Suggested } from './solve/suggest.ts';
export { explainChoice, explainChoiceData, type RankRequest, suggest } from './solve/rank.ts';
export { type Comparison, compareGuess } from './solve/compare.ts';
export { best, bestOf, type BestOptions, type BestProgress, type BestRun, type BestStrategy, createBest } from './solve/strategies/best.ts';
export { type Book, bookNextAfter, parseBook, renderBook } from './solve/book.ts';
export type { Moved } from './solve/strategies/types.ts';
export { rankGuesses, type Strategy, type StrategyName, STRATEGY_NAMES, strategyFor, strategyNamed, type StrategySettings, withBook } from './solve/strategies/index.ts';
export { alternativesOf, MAX_GUESSES, usesBook } from './solve/rules.ts';
export { type BenchSummary, playAfterFirstGuess, sampleAnswers, splitByGuess, summarize } from './solve/bench.ts';

// One turn, computed once: what every front end calls.
export { DEFAULT_TIME_LIMIT_S, type GuessList, onceEach, playTurn, type Solver, type Turn, type TurnHooks, type TurnNote, type TurnSettings, type TurnSources, type TurnState, type WordBlock } from './turn.ts';
export * as solver from './solve/solver.ts';

// Saying it to a person.
export {
  displayWidth,
  positionalRegex,
  renderColumns,
  renderCount,
  renderExplanation,
  renderLines,
  renderPattern,
  renderSuggestion,
  renderTiles,
  searchedText,
  searchProgressText,
  MOVED_NOTE,
  readScore,
  SCORE_MEANS,
  scoreName,
  shownScore,
  wrapText,
} from './talk/format.ts';
export { type Explanation, renderWhy } from './talk/explain.ts';
export { type ClueFacts, clueFacts, type ConstraintFacts, explainQuery, type QueryExplanation } from './talk/explain-query.ts';
export { type FeedbackNotations, feedbackNotations, type TileName } from './talk/notations.ts';
export { DEFAULT_LINK_SETTINGS, type LinkSettings, patternsOfHash, positionHash, positionUrl, settingsOfHash } from './talk/link.ts';
export { type Advice, Assistant, type AssistHost, type Reply } from './talk/assist.ts';
export { checkAnswer, checkGuess, type GameRules, isSolved, KEYBOARD_ROWS, letterStates, pickBySeed, playGuess, shareGrid } from './talk/play.ts';

export { isWordleError, WordleError } from './errors.ts';
