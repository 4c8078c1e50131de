// What several tools share: the inputs' schemas (history, strategy, hard mode, top, answers),
// the ranked guesses' output and text, and the turn they compute from a history.

import * as z from 'zod';
import {
  BROAD_LISTS,
  BUNDLED_LISTS,
  DEFAULT_LIST,
  DEFAULT_POSITIONAL_WEIGHT,
  DEFAULT_STRATEGY,
  DEFAULT_TIME_LIMIT_S,
  describeConflict,
  ENGLISH_ANSWER_LISTS,
  EVERY_WORD_LISTS,
  FAMILIAR_ZIPF,
  historyPatterns,
  type ListRef,
  MAX_ALPHA,
  MAX_LIES,
  MAX_POSITIONAL_WEIGHT,
  type Moved,
  playTurn,
  type RankedWord,
  resolveLists,
  STRATEGY_NAMES,
  type StrategyName,
  strategyChoices,
  type Turn,
  type TurnSettings,
  WordleError,
  withEveryAnswer,
} from '../../lib/index.ts';
import { MOVED_NOTE, readScore, renderPattern, stoppedText } from '../../lib/talk/index.ts';
import type { Context } from '../context.ts';

/** The most a call may ask for, so that no answer runs to megabytes. */
export const LIMITS = { topN: 50, limit: 2000, historyItems: 30, text: 1000 } as const;

/** A catalogue's names as a schema's choices (never empty). */
const names = (listed: readonly string[]) => listed as readonly [string, ...string[]];

/** The bundled answer lists of the English game (lib's catalogue), by name. */
export const ANSWER_LISTS = names(ENGLISH_ANSWER_LISTS);

/** The word lists a tool may play (`word_list`): the bundled guess lists and the broad ones, by the names the CLI's -f takes. */
export const WORD_LISTS = names([...Object.keys(BUNDLED_LISTS.guesses), ...Object.keys(BROAD_LISTS)]);

/** Lists by name in a description, each with what it is where that is said: `2023 (default, what the NYT still picks), nyt, ...`. */
function described(listed: readonly string[], about: Readonly<Record<string, string>>, byDefault?: string): string {
  return listed
    .map((name) => {
      const said = [name === byDefault ? 'default' : '', about[name] ?? ''].filter((part) => part !== '').join(', ');
      return said === '' ? name : `${name} (${said})`;
    })
    .join(', ');
}

/** What the descriptions say of the answer lists, and of the word lists (a gloss on the last of a group: es, fr). */
const ABOUT_ANSWERS: Readonly<Record<string, string>> = {
  '2023': 'what the NYT still picks',
  original: 'the 2,315 of 2021',
  fr: 'the answers of a Spanish and a French game',
};
const ABOUT_WORDS: Readonly<Record<string, string>> = {
  nyt: 'the 14,855 words the NYT accepts',
  original: 'the 12,972 of 2021',
  english: '274,137 English words',
  fr: 'Spanish and French words of any length, folded as the Spanish and French games fold letters: á and a are one letter, ñ one of its own in Spanish, every French accent and ç folded; the history may be typed with or without accents',
};

const pattern = z.string().max(LIMITS.text);
const entry = z.object({
  guess: pattern.describe('the word played'),
  tiles: pattern.describe('its tiles: g/y/b, 2/1/0 or 🟩🟨⬛, one a letter'),
});
export const history = z
  .union([z.array(z.union([pattern, entry])).max(LIMITS.historyItems), pattern])
  .default([])
  .describe(
    'The guesses so far with their tiles, in order, in any notation the wordle filter takes: ' +
      '["slate:bbgyb", "crown:bgbbb"] (g green, y yellow, b grey; or 2/1/0, or 🟩🟨⬛; "slate bbgyb" and "SLATE: 🟩⬛⬛🟨⬛" too), ' +
      'the same as one string "slate:bbgyb,crown:bgbbb", objects [{"guess": "slate", "tiles": "bbgyb"}], or stA=rE patterns (lowercase grey, UPPERCASE yellow, UPPERCASE= green). ' +
      'Every guess is a word with its tiles: tiles alone are refused. Empty for the first guess.',
  );
export const hardMode = z.boolean().default(false).describe('NYT hard mode: greens stay in place and every revealed letter is reused');
export const topN = z.number().int().min(1).max(LIMITS.topN).default(5).describe(`how many ranked guesses to return (1-${LIMITS.topN})`);
/** A strategy's name, with no default (a tool whose default is another's). */
export const strategyName = z.enum(STRATEGY_NAMES as unknown as [StrategyName, ...StrategyName[]]);
export const strategy = strategyName.default(DEFAULT_STRATEGY).describe(strategyChoices());
export const alpha = z
  .number()
  .min(0)
  .max(MAX_ALPHA)
  .default(0)
  .describe(
    'frequency prior: each likely answer weighs 10^(alpha * max(zipf, 1)) from Google Books counts (zipf: log10 of the count per billion five-letter words). 0: every answer equally likely (default); 1: weighted by how common the word is. Not with strategy best',
  );
export const lies = z
  .number()
  .int()
  .min(0)
  .max(MAX_LIES)
  .default(0)
  .describe(
    `Fibble: each row of the history but the answer's (all green) shows exactly this many tiles in a wrong colour (1 is Fibble, 2-${MAX_LIES} its sequels); a word fits a row when its tiles for the guess differ from those shown in exactly that many places. 0: every tile true (default). Not with hard_mode, alpha or strategy best`,
  );
/** The lies in a result: present when the history was read with them. */
export const liesOut = z.number().int().optional().describe("the wrong tiles of each row but the answer's, when not 0");
export const positionalWeight = z
  .number()
  .min(0)
  .max(MAX_POSITIONAL_WEIGHT)
  .default(DEFAULT_POSITIONAL_WEIGHT)
  .describe(
    `strategy positional: the weight of a letter at another place against one at its place (score = sum over places of P(letter at place) + weight x sum of P(letter elsewhere)); 0 to ${MAX_POSITIONAL_WEIGHT}, default ${DEFAULT_POSITIONAL_WEIGHT}. The other strategies ignore it`,
  );
export const familiar = z
  .boolean()
  .default(false)
  .describe(
    `suggest only familiar words (zipf ${FAMILIAR_ZIPF} or more) and the likely answers still in play, for players who want to play words they know`,
  );
export const includeAllCandidates = z
  .boolean()
  .default(false)
  .describe('rank over every fitting word of the list as a possible answer, not only the likely answers');

export const answers = z
  .enum(ANSWER_LISTS)
  .default(DEFAULT_LIST.answers)
  .describe(`which bundled list of likely answers: ${described(ANSWER_LISTS, ABOUT_ANSWERS, DEFAULT_LIST.answers)}`);

export const wordList = z
  .enum(WORD_LISTS)
  .default(DEFAULT_LIST.guesses)
  .describe(`the word list the guesses and matches come from: ${described(WORD_LISTS, ABOUT_WORDS, DEFAULT_LIST.guesses)}`);

/** The likely answers of a tool that takes a word list: by default the list's own, as the CLI's -f has them. */
export const listAnswers = z
  .enum(names(Object.keys(BUNDLED_LISTS.answers)))
  .optional()
  .describe(
    `which bundled list of likely answers: ${described(Object.keys(BUNDLED_LISTS.answers), ABOUT_ANSWERS)}; by default ${DEFAULT_LIST.answers}, and every word of the list for word_list ${EVERY_WORD_LISTS.join(' and ')}`,
  );

/** The codes of Moved, as the CLI's --json gives them. */
const MOVED_CODES = Object.keys(MOVED_NOTE) as [Moved, ...Moved[]];

export const rankedGuess = z.object({
  rank: z.number().int(),
  word: z.string(),
  score: z.number().nullable().describe("the strategy's score in its own unit (see score_means)"),
  over_six: z.number().int().optional().describe('best: the games this guess cannot finish within six guesses (absent when none)'),
  expected_remaining: z.number().nullable().describe('expected number of likely answers left after this guess'),
  may_win: z.boolean().describe('whether the guess is itself a likely answer that fits, so it may win now'),
  lower_bound: z
    .boolean()
    .optional()
    .describe(
      "best: true when the score is only a lower bound of the guess's cost (its search was stopped first); absent when it is the cost",
    ),
  moved: z
    .enum(MOVED_CODES)
    .nullable()
    .describe(
      "why the guess stands out of its score's order: tie (a possible answer as good, which may win now), guard (it finishes in time), book (best's book finishes in time), unsafe (it may not finish in time); null when it stands in its order",
    ),
});

export const STATES = ['no-match', 'solved', 'one-left', 'open'] as const;
export const state = z
  .enum(STATES)
  .describe('where the game stands: no word fits; solved (the last guess was all green); one likely answer left (play it); or open');

/** The most words outside_pool lists (its count says how many there are). */
export const OUTSIDE_POOL_LISTED = 50;

export const outsidePool = z
  .array(z.string())
  .optional()
  .describe(
    `accepted words that fit the history but are not likely answers (at most ${OUTSIDE_POOL_LISTED}, see outside_pool_count); absent once solved`,
  );
export const outsidePoolCount = z.number().int().optional().describe('how many fitting accepted words are outside the likely answers');

/** The output fields of the tools that filter by a history. */
export const filtered = {
  history: z.array(z.string()).describe('the history as stA=rE patterns'),
  possible_count: z.number().int().describe('words of the list that fit the history'),
  likely_count: z.number().int().describe('of those, the likely answers (every fitting word when none is one)'),
  fell_back: z.boolean().describe('no fitting word is a likely answer, so every fitting word counts as one'),
  note: z.string().nullable(),
  state,
  outside_pool: outsidePool,
  outside_pool_count: outsidePoolCount,
};

export type History = z.output<typeof history>;

/** A turn with its history as stA=rE patterns, and the likely answers named or the word list's own (a list's name, or all), for the results. */
export interface ToolTurn extends Turn {
  readonly patterns: string[];
  readonly answers: string;
}

/** The lists a call names: the word list, and the likely answers (absent: the word list's own, by the resolver's rule). */
export interface ToolLists {
  readonly word_list?: string | undefined;
  readonly answers?: string | undefined;
}

/**
 * The turn for a history with a word list and one of the bundled answers lists, as the CLI
 * computes it: every choice is playTurn's; best searches as long as on the command line.
 */
export async function turnFor(
  context: Context,
  history: History,
  lists: ToolLists,
  settings: Omit<TurnSettings, 'timeLimitMs'>,
  allCandidates = false,
): Promise<ToolTurn> {
  const chosen = resolveLists({ guesses: lists.word_list, answers: lists.answers });
  const turn = await playTurn(
    historyPatterns(history),
    // (Every fitting word a possible answer: the list is its own answer list.)
    context.sourcesOf(allCandidates ? withEveryAnswer(chosen) : chosen),
    { ...settings, timeLimitMs: DEFAULT_TIME_LIMIT_S * 1000 },
    { clock: () => performance.now() },
  );
  // The CLI prints 0 matches and says why; a tool cannot answer anything useful, so it is an error.
  if (turn.query.conflict) throw new WordleError('BAD_PATTERN', describeConflict(turn.query.conflict));
  return Object.assign(turn, {
    patterns: turn.query.clues.map((clue) => renderPattern(clue.letters, clue.tiles)),
    answers: answersName(chosen.answers),
  });
}

/** The name of a list of likely answers: a bundled list's, or all (every word of the word list). */
export function answersName(answers: ListRef): string {
  const path = answers.kind === 'ours' ? answers.path : undefined;
  return Object.entries(BUNDLED_LISTS.answers).find(([, listPath]) => listPath === path)?.[0] ?? 'all';
}

/** The state said in a sentence, or nothing while the game is open. */
export function stateLine(turn: ToolTurn): string | undefined {
  switch (turn.state) {
    case 'solved':
      return `Solved: ${turn.patterns.at(-1)?.replaceAll('=', '').toUpperCase() ?? ''} was the answer.`;
    case 'one-left':
      // (With no likely answer fitting, the one word that fits.)
      return `One ${turn.suggested.fellBack ? 'possible' : 'likely'} answer is left: ${turn.suggested.candidates[0] ?? ''}. Play it.`;
    case 'no-match':
      return 'No word of the list fits these clues.';
    default:
      return undefined;
  }
}

/** The fitting words outside the likely answers (all of them when none is one), unless solved: outside_pool and its count. */
export function outsideOf(turn: ToolTurn): { outside_pool?: string[]; outside_pool_count?: number } {
  if (turn.state === 'solved') return {};
  const { candidates, fellBack } = turn.suggested;
  const likely = new Set(fellBack ? [] : candidates);
  const outside = turn.result.matches.filter((word) => !likely.has(word));
  return { outside_pool: outside.slice(0, OUTSIDE_POOL_LISTED), outside_pool_count: outside.length };
}

/** The outside pool in a sentence, or nothing when it is empty or absent. */
export function outsideLine(outside: { outside_pool?: string[]; outside_pool_count?: number }): string | undefined {
  const count = outside.outside_pool_count ?? 0;
  if (count === 0 || !outside.outside_pool) return undefined;
  const shown = outside.outside_pool.slice(0, 10);
  return `Outside the likely answers, ${counted(count, 'accepted word also fits', 'accepted words also fit')}: ${shown.join(' ')}${count > shown.length ? ' ...' : ''}`;
}

/** The state for the result (a conflict is an error before it gets there). */
export const stateOf = (turn: ToolTurn) => (turn.state === 'conflict' ? 'no-match' : turn.state);

/** "1 possible match", "2 possible matches". */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Finite numbers as they are, the rest (NaN, ±Infinity: no score) as null, like the CLI's --json. */
export const finite = (value: number) => (Number.isFinite(value) ? value : null);

export type RankedGuess = z.output<typeof rankedGuess>;

/** The ranked guesses with their scores read as the CLI's --json reads them (readScore). */
export const rankedGuesses = (strategy: StrategyName, ranked: readonly RankedWord[]): RankedGuess[] =>
  ranked.map((item, i) => {
    const { value, over } = readScore(strategy, item.score);
    return {
      rank: i + 1,
      word: item.word,
      score: value,
      ...(over > 0 && { over_six: over }),
      ...(item.lowerBound && { lower_bound: true }),
      expected_remaining: finite(item.expected),
      may_win: item.isAnswer,
      moved: item.moved ?? null,
    };
  });

export const FELL_BACK = 'no word that fits is on the likely-answers list, so every fitting word counts as a possible answer';

/** The turn's notes in a sentence, or null: every fitting word counted; best's search stopped at its time limit (and which scores are then only bounds). */
export function noteOf(turn: ToolTurn, suggestions: readonly RankedGuess[]): string | null {
  const stopped = turn.notes.find((note) => note.kind === 'stopped');
  const bounds = suggestions.some((item) => item.lower_bound)
    ? '; a score with lower_bound true is only a lower bound of what the guess costs'
    : '';
  const notes = [turn.suggested.fellBack ? FELL_BACK : '', stopped ? `${stoppedText(stopped)}${bounds}` : ''].filter((note) => note !== '');
  return notes.length === 0 ? null : notes.join('. ');
}

export function guessLines(guesses: readonly RankedGuess[]): string {
  return guesses
    .map(
      (g) =>
        `${g.rank}. ${g.word}  score ${g.score === null ? '-' : `${g.lower_bound ? 'at least ' : ''}${Number(g.score.toFixed(3))}`}${g.over_six ? ` (+${g.over_six} over six)` : ''}, ${g.expected_remaining === null ? '-' : g.expected_remaining.toFixed(2)} left on average${g.may_win ? ', may win now' : ''}${g.moved ? ` (${MOVED_NOTE[g.moved]})` : ''}`,
    )
    .join('\n');
}
