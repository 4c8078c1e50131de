// The library's one face: what the front ends (cli/, web/, and the MCP server to come)
// may use. Every module behind it is pure: it reads and writes nothing.

export { describeConflict } from './clues/conflict.ts';
export { capped, excluded, included } from './clues/constraints.ts';
export { feedback } from './clues/feedback.ts';
export { historyPatterns } from './clues/history.ts';
export { letterCount, MAX_WORD_LENGTH, normalizeLine, quote } from './clues/letters.ts';
export { fitsClue } from './clues/partial.ts';
// What a guess told us: tiles, letters, patterns, feedback, constraints, contradictions.
export { type Clue, type ClueTile, GREEN, GREY, isPartial, type Tile, UNKNOWN_LETTER, UNKNOWN_TILE, YELLOW } from './clues/tiles.ts';
export { isWordleError, WordleError } from './errors.ts';
// Which words fit.
export { compileQuery, createFilter, type FilterResult, filterWords, type ListFacts, matchCount, type Query } from './filter/filter.ts';
export { grepPipeline } from './filter/grep.ts';
export {
  BUNDLED_LISTS,
  bookName,
  bundledFileName,
  bundledList,
  DEFAULT_LIST,
  fileName,
  type ListKind,
  type OpenerBook,
  openerFrom,
} from './filter/lists.ts';
export { factsFromStored, indexWordList, listFacts, type StoredFacts } from './filter/word-index.ts';
export {
  type BenchSummary,
  type GameStats,
  gameStats,
  type LostGame,
  playAfterFirstGuess,
  sampleAnswers,
  splitByGuess,
  summarize,
} from './solve/bench.ts';
export { type Book, bookNextAfter, parseBook, renderBook } from './solve/book.ts';
export { type Comparison, compareGuess } from './solve/compare.ts';
// What to guess next.
export { createGame, encodeGuesses, type Game, type Position, startPosition } from './solve/game.ts';
export { explainChoice, explainChoiceData, type RankRequest, suggest } from './solve/rank.ts';
export { alternativesOf, MAX_GUESSES, usesBook } from './solve/rules.ts';
export * as solver from './solve/solver.ts';
export { type BestOptions, type BestProgress, type BestRun, type BestStrategy, best, bestOf, createBest } from './solve/strategies/best.ts';
export {
  rankGuesses,
  STRATEGY_NAMES,
  type Strategy,
  type StrategyName,
  type StrategySettings,
  strategyFor,
  strategyNamed,
  withBook,
} from './solve/strategies/index.ts';
export { DEFAULT_POSITIONAL_WEIGHT } from './solve/strategies/positional.ts';
export type { Moved } from './solve/strategies/types.ts';
export { STRATEGY_SUMMARIES, strategyChoices } from './solve/strategies/types.ts';
export { candidatesOf, fewLeft, isQuick, quickAnswer, quickSuggest, type RankedWord, type Suggested } from './solve/suggest.ts';
export { type Advice, Assistant, type AssistHost, type Reply } from './talk/assist.ts';
export { type Explanation, renderWhy, scoreText } from './talk/explain.ts';
export { type ClueFacts, type ConstraintFacts, clueFacts, explainQuery, type QueryExplanation } from './talk/explain-query.ts';
// Saying it to a person.
export {
  displayWidth,
  MOVED_NOTE,
  positionalRegex,
  readScore,
  renderColumns,
  renderCount,
  renderExplanation,
  renderLines,
  renderPattern,
  renderSuggestion,
  renderTiles,
  SCORE_MEANS,
  scoreName,
  searchedText,
  searchProgressText,
  shownScore,
  wrapText,
} from './talk/format.ts';
export { copiesText, type LetterFact, letterFacts } from './talk/letter-facts.ts';
export { DEFAULT_LINK_SETTINGS, type LinkSettings, patternsOfHash, positionHash, positionUrl, settingsOfHash } from './talk/link.ts';
export { type FeedbackNotations, feedbackNotations, type TileName } from './talk/notations.ts';
// The page's words for a hard-mode breach and for a strategy's score (issue 23).
export {
  checkAnswer,
  checkGuess,
  type GameRules,
  hardModeProblem,
  isSolved,
  KEYBOARD_ROWS,
  letterStates,
  pickBySeed,
  playGuess,
  shareGrid,
} from './talk/play.ts';
// One turn, computed once: what every front end calls.
export {
  DEFAULT_TIME_LIMIT_S,
  type GuessList,
  onceEach,
  playTurn,
  type Solver,
  type Turn,
  type TurnHooks,
  type TurnNote,
  type TurnSettings,
  type TurnSources,
  type TurnState,
  type WordBlock,
} from './turn.ts';
export type { EncodedWords } from './words/encoding.ts';
