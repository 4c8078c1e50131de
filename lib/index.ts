// The library's one face: what the front ends (cli/, mcp/, web/) may use. Every module
// behind it is pure: it reads and writes nothing.

// Absurdle: the host that keeps the most words, and the search for wins against it.
export {
  ABSURDLE_LISTS,
  ABSURDLE_MAX_LENGTH,
  AbsurdleGame,
  type AbsurdleLists,
  type AbsurdleReply,
  absurdleLists,
  absurdleReplies,
} from './absurdle/host.ts';
export {
  type AbsurdleSearch,
  prepareSearch as prepareAbsurdleSearch,
  type SearchProgress as AbsurdleProgress,
  type ShortestProgress as AbsurdleShortestProgress,
  searchWins as searchAbsurdleWins,
  shortestWin as shortestAbsurdleWin,
  type Win as AbsurdleWin,
} from './absurdle/solve.ts';
// Several boards at once (Dordle to Duotrigordle): the turn, the strategies, games to bench.
export { type BoardsGameResult, playBoards } from './boards/game.ts';
export { parseGames, sampleGames } from './boards/games.ts';
export { BOARDS_GAMES, type BoardsGame, boardsName, boardsTries, checkBoards, MAX_BOARDS } from './boards/rules.ts';
export {
  BOARDS_STRATEGY_NAMES,
  type BoardCandidates,
  type BoardsPick,
  type BoardsSolver,
  type BoardsStrategyName,
  createBoardsSolver,
} from './boards/strategy.ts';
export {
  type BoardClues,
  type BoardsClues,
  type BoardsState,
  type BoardsTurn,
  type BoardsTurnSettings,
  type BoardTurn,
  isBoardsPattern,
  parseBoardsClues,
  playBoardsTurn,
} from './boards/turn.ts';
// What a guess told us: tiles, letters, patterns, feedback, constraints, contradictions.
export { describeConflict } from './clues/conflict.ts';
export { capped, excluded, included } from './clues/constraints.ts';
export { feedback } from './clues/feedback.ts';
export { historyPatterns } from './clues/history.ts';
export { letterCount, MAX_WORD_LENGTH, normalizeLine, quote } from './clues/letters.ts';
export { fitsClue } from './clues/partial.ts';
export { type Clue, type ClueTile, GREEN, GREY, isPartial, type Tile, UNKNOWN_LETTER, UNKNOWN_TILE, YELLOW } from './clues/tiles.ts';
export { isWordleError, WordleError } from './errors.ts';
// Which words fit.
export {
  compileQuery,
  createFilter,
  type FilterResult,
  filterWords,
  type ListFacts,
  matchCount,
  type Query,
  type WordBlock,
} from './filter/filter.ts';
export { grepPipeline } from './filter/grep.ts';
export { factsFromStored, indexWordList, listFacts, type StoredFacts } from './filter/word-index.ts';
export {
  BROAD_LISTS,
  BUNDLED_LISTS,
  bookName,
  broadList,
  bundledFileName,
  bundledList,
  DEFAULT_LIST,
  fileName,
  type ListKind,
  OPENERS_FILE,
  type OpenerBook,
  openerFrom,
} from './lists/catalogue.ts';
// The one resolver of a turn's inputs, over a store of the package's files.
export {
  answerList,
  bookFileOf,
  bookOf,
  frequenciesOf,
  isDefaultGuesses,
  type ListChoice,
  type ListRef,
  type ListStore,
  listRef,
  nameOf,
  openerOf,
  openersOf,
  pairOf,
  proofsOf,
  type ResolvedLists,
  resolveLists,
  turnSources,
} from './lists/sources.ts';
export { type PackageTexts, type TextStoreOptions, textStore } from './lists/store.ts';
// Reviewing a game played: per guess the answers before and after, expected, luck, skill (wordle review).
export {
  estimatedGuesses,
  hardModeOf,
  type Review,
  type ReviewedGuess,
  type ReviewProgress,
  type ReviewSettings,
  type ReviewSummary,
  reviewGame,
  type SkillBasis,
} from './review/review.ts';
export { readShareGrid, type ShareGrid, sharePatterns } from './review/share-grid.ts';
// What to guess next.
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
export { type Book, bookNextAfter, lazyBook, parseBook, renderBook } from './solve/book.ts';
export { type Comparison, compareGuess } from './solve/compare.ts';
export { createGame, encodeGuesses, type Game, type Position, startPosition } from './solve/game.ts';
export {
  alphaOf,
  BEST_TAKES_NO_ALPHA,
  checkAlpha,
  FAMILIAR_ZIPF,
  FREQUENCY_FILES,
  type FrequencyTable,
  frequencyFileFor,
  MAX_ALPHA,
  priorsOf,
  priorWeight,
  readFrequencyTable,
  ZIPF_FLOOR,
} from './solve/priors.ts';
export { bundledProofs, lazyProofs, type Proofs, parseProofs, seedGuard } from './solve/proofs.ts';
export { isQuick, quickAnswer, quickSuggest } from './solve/quick-path.ts';
export { explainChoice, explainChoiceData, type RankRequest, suggest } from './solve/rank.ts';
export { alternativesOf, DEFAULT_REVIEW_STRATEGY, DEFAULT_STRATEGY, MAX_GUESSES, usesBook } from './solve/rules.ts';
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
export { DEFAULT_POSITIONAL_WEIGHT, MAX_POSITIONAL_WEIGHT } from './solve/strategies/positional.ts';
export type { Moved } from './solve/strategies/types.ts';
export { STRATEGY_SUMMARIES, strategyChoices } from './solve/strategies/types.ts';
export { candidatesOf, fewLeft, type RankedWord, type Suggested } from './solve/suggest.ts';
// The speed mechanisms' one switch (WORDLE_PLAIN=1 turns them all off) and their memo caches.
export { fast, MemoCache, plain, plainIn, type SpeedMechanism } from './speed.ts';
// Saying it to a person.
export { type Advice, Assistant, type AssistHost, type Reply } from './talk/assist.ts';
export { type Explanation, renderWhy, scoreText } from './talk/explain.ts';
export { type ClueFacts, type ConstraintFacts, clueFacts, explainQuery, type QueryExplanation } from './talk/explain-query.ts';
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
// The page's words for a hard-mode breach and for a strategy's score.
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
} from './turn.ts';
export type { EncodedWords } from './words/encoding.ts';
