// The library's face for the game: what the front ends (cli/, mcp/, web/) may use. Several
// boards, Absurdle and review each have a face of their own beside their rules (their folder's
// index.ts), and so has saying it to a person (lib/talk/index.ts). Every module behind them is
// pure: it reads and writes nothing.

// What a guess told us: tiles, letters, patterns, feedback, constraints, contradictions.
export { describeConflict } from './clues/conflict.ts';

export { feedback } from './clues/feedback.ts';
export { type FoldName, foldText, typedWord } from './clues/fold.ts';
export { historyPatterns } from './clues/history.ts';
export { letterCount, MAX_WORD_LENGTH, normalizeLine, quote } from './clues/letters.ts';
export { MAX_LIES, tellLies } from './clues/lies.ts';
export { type Clue, type ClueTile, GREEN, GREY, type Tile, UNKNOWN_LETTER, UNKNOWN_TILE, YELLOW } from './clues/tiles.ts';
export { type ErrorCode, isWordleError, WordleError } from './errors.ts';
// Which words fit.
export { addDistinct, type ListFacts } from './filter/collect.ts';
export { compileQuery, createFilter, DEFAULT_LENGTH, type FilterResult, matchCount, type Query, type WordBlock } from './filter/filter.ts';
export { grepPipeline } from './filter/grep.ts';
export { factsFromIndex, indexedListPath, indexPartPath, type WordIndex } from './filter/index-format.ts';
export { factsFromStored, listFacts } from './filter/word-index.ts';
export {
  BROAD_LISTS,
  BUNDLED_LISTS,
  broadList,
  DEFAULT_GUESSES_PATH,
  DEFAULT_LIST,
  ENGLISH_ANSWER_LISTS,
  EVERY_WORD_LISTS,
  fileName,
  isLanguageList,
  OPENERS_FILE,
  type OpenerBook,
  oursName,
} from './lists/catalogue.ts';
// The one resolver of a turn's inputs, over a store of the package's files.
export {
  answerList,
  answersStand,
  bookOf,
  frequenciesOf,
  isDefaultGuesses,
  type ListChoice,
  type ListRef,
  type ListStore,
  openerOf,
  playedLength,
  proofsOf,
  type ResolvedLists,
  resolveLists,
  tablePath,
  turnSources,
  withEveryAnswer,
} from './lists/sources.ts';
export { type PackageTexts, textStore } from './lists/store.ts';
// What to guess next.
export {
  type BenchSummary,
  type GameStats,
  gameStats,
  playAfterFirstGuess,
  sampleAnswers,
  splitByGuess,
  summarize,
} from './solve/bench.ts';
export { type Book, lazyBook, renderBook } from './solve/book.ts';
export { compareGuess } from './solve/compare.ts';
export { createGame, encodeGuesses, type Game, startPosition } from './solve/game.ts';
export { type Chooser, liesRandom, memoChooser, plainChooser, playLyingClass, playLyingGames, shownCode } from './solve/lies-bench.ts';
export { alphaOf, BEST_TAKES_NO_ALPHA, FAMILIAR_ZIPF, FREQUENCY_FILES, MAX_ALPHA, priorsOf } from './solve/priors.ts';
export { bundledProofs, type Proofs } from './solve/proofs.ts';

export { explainChoiceData, suggest } from './solve/rank.ts';
export {
  alternativesOf,
  DEFAULT_LYING_REVIEW_STRATEGY,
  DEFAULT_REVIEW_STRATEGY,
  DEFAULT_STRATEGY,
  LIES_REFUSE,
  LYING_TRIES,
  liesRefusal,
  MAX_GUESSES,
  reviewStrategyFor,
} from './solve/rules.ts';
export * as solver from './solve/solver.ts';
export { type BestOptions, type BestProgress, type BestRun, type BestStrategy, bestOf } from './solve/strategies/best.ts';
export { rankGuesses, STRATEGY_NAMES, type Strategy, type StrategyName, strategyFor } from './solve/strategies/index.ts';
export { splitByShown } from './solve/strategies/lies-split.ts';
export { DEFAULT_POSITIONAL_WEIGHT, MAX_POSITIONAL_WEIGHT } from './solve/strategies/positional.ts';
export type { Moved } from './solve/strategies/types.ts';
export { STRATEGY_SUMMARIES, strategyChoices } from './solve/strategies/types.ts';
export type { RankedWord, Suggested } from './solve/suggest.ts';
// The speed mechanisms' one switch (WORDLE_PLAIN=1 turns them all off) and their memo caches.
export { fast, MemoCache, plain, plainIn } from './speed.ts';
// One turn, computed once: what every front end calls.
export {
  DEFAULT_TIME_LIMIT_S,
  type GuessList,
  playTurn,
  type Solver,
  type Turn,
  type TurnHooks,
  type TurnNote,
  type TurnSettings,
  type TurnSources,
} from './turn.ts';
