// The MCP tools as pure functions of a loaded context (the bundled lists' text, read once per
// server, indexed once per worker thread): each takes the tool's arguments and returns its
// structured result and a short text, or throws a WordleError with the message the CLI would
// print. The SDK wiring is in server.ts; the threads in pool.ts and worker.ts; reading files,
// stdio and HTTP at the edge (context.ts, stdio.ts, http.ts).

import {
  type Book,
  createBest,
  parseBook,
  type Strategy,
  checkAnswer,
  type Comparison,
  compareGuess,
  compileQuery,
  createFilter,
  describeConflict,
  explainQuery,
  factsFromStored,
  feedbackNotations,
  type FilterResult,
  historyPatterns,
  indexWordList,
  isQuick,
  type ListFacts,
  type OpenerBook,
  openerFrom,
  type Query,
  quickSuggest,
  type RankedWord,
  renderPattern,
  renderWhy,
  type StrategyName,
  type Suggested,
  strategyNamed,
  withBook,
  suggest,
  WordleError,
} from '../lib/index.ts';

/** The bundled lists' text, as read from the package (see context.ts). */
export interface WordLists {
  /** wordle.txt: every word the game accepts as a guess. */
  readonly words: string;
  /** The likely-answers lists by bundled name (2023, nyt, original). */
  readonly answers: Readonly<Record<string, string>>;
  /** File names the opener book knows the lists by. */
  readonly files: { readonly words: string; readonly answers: Readonly<Record<string, string>> };
  readonly openers: OpenerBook | undefined;
  /** best's books by "<words file>+<answers file>.<mode>" (data/book/), those that exist. */
  readonly books: Readonly<Record<string, string>>;
}

/** What a server holds for its lifetime: the lists, and their per-length facts made on first use. */
export interface Context {
  readonly lists: WordLists;
  /** Whether the word list is all ASCII (the matcher then reads it faster). */
  readonly wordsAscii: boolean;
  factsFor(length: number): ListFacts;
  /** best with the book of the lists and mode, stopped after BEST_TIME_LIMIT_MS (one per server). */
  bestFor(answers: string, hard: boolean): Strategy;
  /** The book of the lists and mode, when there is one (parsed once per server). */
  bookFor(answers: string, hard: boolean): Book | undefined;
}

/** A best search answers with the best guess found so far after this long (the CLI's default is 2.5 s). */
const BEST_TIME_LIMIT_MS = 10_000;

const isAscii = (text: string) => !/[^\x00-\x7f]/.test(text);

export function createContext(lists: WordLists): Context {
  const facts = new Map<number, ListFacts>();
  const bests = new Map<string, Strategy>();
  const books = new Map<string, Book | undefined>();
  const context: Context = {
    lists,
    bestFor(answers, hard) {
      const key = `${answers}.${hard}`;
      let strategy = bests.get(key);
      if (!strategy) {
        strategy = createBest({ book: context.bookFor(answers, hard), clock: () => performance.now(), timeLimit: BEST_TIME_LIMIT_MS });
        bests.set(key, strategy);
      }
      return strategy;
    },
    bookFor(answers, hard) {
      const key = `${lists.files.words}+${lists.files.answers[answers] ?? ''}.${hard ? 'hard' : 'normal'}`;
      if (!books.has(key)) {
        const text = lists.books[key];
        books.set(key, text === undefined ? undefined : parseBook(text));
      }
      return books.get(key);
    },
    wordsAscii: isAscii(lists.words),
    factsFor(length) {
      let known = facts.get(length);
      if (!known) {
        const stored = indexWordList(lists.words, [length])[length];
        known = stored ? factsFromStored(stored, length) : { words: [], masks: [], joined: undefined };
        facts.set(length, known);
      }
      return known;
    },
  };
  return context;
}

export type History = string | readonly string[];

/** The most a call may ask for, so that no answer runs to megabytes. */
export const LIMITS = { topN: 50, limit: 2000, historyItems: 30, text: 1000 } as const;

interface Turn {
  readonly query: Query;
  readonly result: FilterResult;
  readonly answers: ReadonlySet<string>;
  readonly patterns: readonly string[];
}

/** Filters the bundled list and the answers list by the history, as a CLI turn does. */
function turnOf(context: Context, history: History, answersName: string): Turn {
  const patterns = historyPatterns(history);
  const query = compileQuery(patterns);
  // The CLI prints 0 matches and says why; a tool cannot answer anything useful, so it is an error.
  if (query.conflict) throw new WordleError('BAD_PATTERN', describeConflict(query.conflict));
  const answersText = context.lists.answers[answersName];
  if (answersText === undefined) throw new WordleError('USAGE', `unknown answers list '${answersName}'`);
  const filter = createFilter(query, { collect: 'words', facts: context.factsFor(query.length) });
  filter.push(context.lists.words, context.wordsAscii);
  const result = filter.finish();
  const answers = createFilter(query, { collect: 'nothing' });
  answers.push(answersText);
  return { query, result, answers: new Set(answers.finish().matches), patterns: query.clues.map((clue) => renderPattern(clue.letters, clue.tiles)) };
}

// The greedy strategies fall back on the book where their guard cannot decide (hard mode's traps).
const strategyOf = (context: Context, name: StrategyName, answers: string, hard: boolean) =>
  name === 'best' ? context.bestFor(answers, hard) : hard ? withBook(strategyNamed(name), context.bookFor(answers, hard)) : strategyNamed(name);

/** Finite numbers as they are, the rest (NaN, ±Infinity: no score) as null, like the CLI's --json. */
const finite = (value: number) => (Number.isFinite(value) ? value : null);

interface SuggestArgs {
  readonly history: History;
  readonly strategy: StrategyName;
  readonly hard: boolean;
  readonly top: number;
  readonly answers: string;
}

/** The strategy's suggestion for the turn, exactly as `wordle --top N --strategy S` ranks it. */
function suggestFor(context: Context, turn: Turn, args: SuggestArgs): Suggested {
  const { query, result, answers } = turn;
  const files = context.lists.files;
  // A first turn's single suggestion is precomputed (data/openers.json), as in the CLI.
  const opener = args.top === 1 && query.clues.length === 0 ? openerFrom(context.lists.openers, files.words, files.answers[args.answers], args.hard, args.strategy) : undefined;
  const request = { query, result, answers, strategy: { name: args.strategy }, hard: args.hard, top: args.top, opener, detail: true };
  // (The quick path declines when it cannot show its pick safe cheaply: then the ranked path, guarded.)
  const quick = isQuick(request) ? quickSuggest(request) : undefined;
  if (quick) return quick;
  return suggest({ ...request, strategy: strategyOf(context, args.strategy, args.answers, args.hard) });
}

const SCORE_NAMES: Record<StrategyName, string> = { coverage: 'coverage points', entropy: 'bits', minimax: 'minus the worst case', best: 'minus the total guesses' };

export interface RankedGuess {
  readonly rank: number;
  readonly word: string;
  readonly score: number | null;
  readonly expected_remaining: number | null;
  readonly may_win: boolean;
}

const rankedGuesses = (ranked: readonly RankedWord[]): RankedGuess[] =>
  ranked.map((item, i) => ({ rank: i + 1, word: item.word, score: finite(item.score), expected_remaining: finite(item.expected), may_win: item.isAnswer }));

const FELL_BACK = 'no word that fits is on the likely-answers list, so every fitting word counts as a possible answer';

export interface ToolResult<T> {
  readonly structured: T;
  readonly text: string;
}

function guessLines(guesses: readonly RankedGuess[]): string {
  return guesses
    .map((g) => `${g.rank}. ${g.word}  score ${g.score === null ? '-' : Number(g.score.toFixed(3))}, ${g.expected_remaining === null ? '-' : g.expected_remaining.toFixed(2)} left on average${g.may_win ? ', may win now' : ''}`)
    .join('\n');
}

export function suggestNextGuess(context: Context, args: SuggestArgs) {
  const turn = turnOf(context, args.history, args.answers);
  const suggested = suggestFor(context, turn, args);
  const suggestions = rankedGuesses(suggested.ranked);
  const structured = {
    history: turn.patterns,
    strategy: args.strategy,
    score_means: SCORE_NAMES[args.strategy],
    hard_mode: args.hard,
    answers: args.answers,
    possible_count: turn.result.matches.length,
    likely_count: suggested.candidates.length,
    fell_back: suggested.fellBack,
    suggestions,
    note: suggested.fellBack ? FELL_BACK : null,
  };
  const counts = `${structured.possible_count} possible matches (${structured.likely_count} likely answers)`;
  const text = suggestions.length === 0 ? `${counts}: nothing to suggest.` : `${counts}. Best next guesses (${args.strategy}${args.hard ? ', hard mode' : ''}):\n${guessLines(suggestions)}`;
  return { structured, text: structured.note ? `${text}\nNote: ${structured.note}.` : text };
}

export function listPossibleAnswers(context: Context, args: { history: History; includeAll: boolean; limit: number; answers: string }) {
  const turn = turnOf(context, args.history, args.answers);
  const matches = turn.result.matches;
  const likely = matches.filter((word) => turn.answers.has(word));
  const fellBack = likely.length === 0 && matches.length > 0;
  const listed = args.includeAll || fellBack ? matches : likely;
  const words = listed.slice(0, args.limit);
  const structured = {
    history: turn.patterns,
    answers: args.answers,
    include_all_candidates: args.includeAll,
    possible_count: matches.length,
    likely_count: likely.length,
    fell_back: fellBack,
    total: listed.length,
    returned: words.length,
    truncated: words.length < listed.length,
    words,
    note: fellBack ? FELL_BACK : null,
  };
  const what = args.includeAll ? 'fitting words' : fellBack ? 'fitting words (none is a likely answer)' : 'likely answers';
  const more = structured.truncated ? ` (first ${words.length} shown)` : '';
  const text = `${listed.length} ${what}${more}, of ${matches.length} possible matches:\n${words.join(' ')}`;
  return { structured, text: structured.note ? `${text}\nNote: ${structured.note}.` : text };
}

/** How many outcomes the data lists (the text, like --why, names the four likeliest). */
const OUTCOMES_LISTED = 20;

export function compareGuessTool(context: Context, args: SuggestArgs & { guess: string }) {
  const turn = turnOf(context, args.history, args.answers);
  const word = checkAnswer(args.guess, turn.query.length);
  const request = { query: turn.query, result: turn.result, answers: turn.answers, strategy: strategyOf(context, args.strategy, args.answers, args.hard), hard: args.hard, top: args.top, detail: true };
  const comparison: Comparison = compareGuess(request, word, OUTCOMES_LISTED);
  const e = comparison.explanation;
  // The same words as `wordle --why`, which shows the four likeliest outcomes.
  const explanation = renderWhy({ ...e, outcomes: e.outcomes.slice(0, 4) });
  const structured = {
    history: turn.patterns,
    guess: word,
    strategy: args.strategy,
    score_means: SCORE_NAMES[args.strategy],
    hard_mode: args.hard,
    answers: args.answers,
    score: finite(e.score),
    rank: comparison.rank,
    ranked_among: comparison.rankedAmong,
    possible_answers: e.candidates,
    may_win: e.canWin,
    outcome_count: e.outcomeCount,
    outcomes: e.outcomes.map(({ tiles, pattern, count }) => ({ tiles, pattern, count })),
    expected_remaining: e.expected,
    worst_case: e.worst,
    new_letters: e.untried.map(({ letter, share }) => ({ letter, share })),
    phase: e.phase,
    in_word_list: comparison.inWordList,
    hard_mode_legal: comparison.hardModeProblem === null,
    hard_mode_problem: comparison.hardModeProblem,
    alternatives: rankedGuesses(comparison.alternatives),
    explanation,
  };
  const rank = structured.rank === null ? 'not ranked' : `ranked ${structured.rank} of ${structured.ranked_among}`;
  const hard = args.hard && !structured.hard_mode_legal ? `\nNot allowed in hard mode: ${structured.hard_mode_problem}.` : '';
  const text = `${explanation}${word.toUpperCase()} is ${rank} (${args.strategy}).${hard}\nThe strategy's best:\n${guessLines(structured.alternatives)}`;
  return { structured, text };
}

export function feedbackTool(args: { guess: string; answer: string }) {
  const scored = feedbackNotations(args.guess, args.answer);
  const structured = { ...scored, tiles: [...scored.tiles], names: [...scored.names] };
  return { structured, text: `${scored.pattern}  ${scored.emoji}  ${scored.letters}  ${scored.digits}` };
}

export function explainPatterns(args: { history: History }) {
  const query = compileQuery(historyPatterns(args.history));
  const explained = explainQuery(query);
  const structured = {
    history: query.clues.map((clue) => renderPattern(clue.letters, clue.tiles)),
    length: explained.length,
    patterns: explained.patterns.map(({ atMost, ...rest }) => ({ ...rest, at_most: atMost })),
    combined: (({ atMost, ...rest }) => ({ ...rest, at_most: atMost }))(explained.combined),
    matcher: explained.matcher,
    grep: explained.grep,
    conflict: explained.conflict,
    explanation: explained.text,
  };
  // What --explain prints: it ends with the grep pipeline.
  return { structured, text: explained.text };
}

/** One tool call, by name, with the arguments its schema has already checked and defaulted. */
export type ToolCall =
  | { readonly tool: 'wordle_suggest_next_guess'; readonly args: SuggestArgs }
  | { readonly tool: 'wordle_list_possible_answers'; readonly args: { history: History; includeAll: boolean; limit: number; answers: string } }
  | { readonly tool: 'wordle_compare_guess'; readonly args: SuggestArgs & { guess: string } }
  | { readonly tool: 'wordle_feedback'; readonly args: { guess: string; answer: string } }
  | { readonly tool: 'wordle_explain_patterns'; readonly args: { history: History } };

/** A call's result, or its error's message (the CLI's words) when it failed. */
export type ToolReply = ({ readonly ok: true } & ToolResult<object>) | { readonly ok: false; readonly message: string; readonly stack?: string | undefined };

export function runTool(context: Context, call: ToolCall): ToolResult<object> {
  switch (call.tool) {
    case 'wordle_suggest_next_guess':
      return suggestNextGuess(context, call.args);
    case 'wordle_list_possible_answers':
      return listPossibleAnswers(context, call.args);
    case 'wordle_compare_guess':
      return compareGuessTool(context, call.args);
    case 'wordle_feedback':
      return feedbackTool(call.args);
    case 'wordle_explain_patterns':
      return explainPatterns(call.args);
  }
}
