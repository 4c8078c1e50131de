// `wordle assist`, `wordle play` and `wordle show`: the edge around lib/talk/assist.ts and
// lib/talk/play.ts (reading lines, colours, exit status).

import { join } from 'node:path';
import {
  alternativesOf,
  type Clue,
  compileQuery,
  describeConflict,
  type FoldName,
  feedback,
  type ListChoice,
  LYING_TRIES,
  liesRandom,
  liesRefusal,
  MAX_GUESSES,
  playTurn,
  quote,
  type ResolvedLists,
  resolveLists,
  solver,
  type Tile,
  type TurnSettings,
  type TurnSources,
  tellLies,
  turnSources,
  WordleError,
} from '../../../lib/index.ts';
import {
  type Advice,
  Assistant,
  type AssistHost,
  checkAnswer,
  checkGuess,
  type GameRules,
  isSolved,
  keyboardRows,
  letterStates,
  liesARow,
  pickBySeed,
  playGuess,
  type Reply,
  renderPattern,
  renderTiles,
  renderWhy,
  shareGrid,
} from '../../../lib/talk/index.ts';
import { shownName, wholeLists } from '../../../node/files.ts';
import { colorFor, paint, paintKey, paintTile } from '../../colour.ts';
import { fdKind, fitTerminal, writeAll } from '../../io.ts';
import type { GameOptions } from '../../options.ts';
import { searchHooks } from '../../progress.ts';
import { readLines } from './lines.ts';
import { createSearcher, SearchStopped } from './search.ts';

/** The lists a game uses: allowed guesses and likely answers, read whole, and what its turns read. */
interface Lists {
  /** The word length they were read at. */
  readonly length: number;
  readonly words: readonly string[];
  readonly wordSet: ReadonlySet<string>;
  /** The likely answers (every word, when the list is its own answer list). */
  readonly answers: readonly string[];
  /** The likely answers when they are a list of their own. */
  readonly answerSet: ReadonlySet<string> | undefined;
  /** The lists as chosen and as lib's resolver has them, and what their turns read. */
  readonly choice: ListChoice;
  readonly resolved: ResolvedLists;
  readonly sources: TurnSources;
  /** The guess list as messages name it. */
  readonly shownName: string;
}

/** The lists a game's options choose, resolved once (lib's resolver): what is typed is folded by their fold before they are read. */
function chosenLists(options: GameOptions): { readonly choice: ListChoice; readonly resolved: ResolvedLists } {
  const choice: ListChoice = { guesses: options.words, answers: options.answers };
  return { choice, resolved: resolveLists(choice) };
}

/** The chosen lists read whole at the length given, else at lib's (playedLength: five letters from a broad list, else the answers' first word's). */
function loadLists(root: string, chosen: ReturnType<typeof chosenLists>, length: number | undefined): Lists {
  const { choice, resolved } = chosen;
  if (resolved.guesses.kind === 'stdin')
    throw new WordleError('USAGE', '-f - cannot be used in a game: stdin is where the guesses are typed');
  const whole = wholeLists(root, resolved, length, { solver: () => solver });
  return {
    length: whole.length,
    words: whole.guesses,
    wordSet: new Set(whole.guesses),
    answers: whole.answers,
    answerSet: whole.ownAnswers ? new Set(whole.answers) : undefined,
    choice,
    resolved,
    sources: turnSources(whole.store, resolved),
    shownName: shownName(root, resolved.guesses),
  };
}

/** The lies of a game's rows (0: none), refused with what they cannot go with. */
function liesOf(options: GameOptions): number {
  const lies = options.lies ?? 0;
  const refused = lies === 0 ? undefined : liesRefusal(options);
  if (refused) throw new WordleError('USAGE', refused);
  return lies;
}

export async function runAssist(root: string, options: GameOptions, patterns: readonly string[]): Promise<number> {
  const lies = liesOf(options);
  const chosen = chosenLists(options);
  const first = compileQuery(patterns, undefined, chosen.resolved.fold, lies);
  const lists = loadLists(root, chosen, first.length);
  const progress = { timeLimit: options.timeLimit, progress: true };
  // best searches each ranked guess to the end: one is enough to wait for. The others rank five at little cost.
  const settings: TurnSettings = {
    strategy: options.strategy,
    hard: options.hard,
    asks: 'suggestion',
    top: alternativesOf(options.strategy),
    timeLimitMs: options.timeLimit * 1000,
    length: first.length,
    positionalWeight: options.positionalWeight,
    lies,
  };
  const { sources } = lists;
  const hooks = { ...searchHooks(progress), clock: () => performance.now() };
  // best's searches run on a worker thread, so that Ctrl-C stops one at once and comes back to
  // the prompt: its turns are computed here without the ranked side, and those that need it
  // (pending) go to the worker. The other strategies, the opener and the quick path answer here, at once.
  const searcher =
    options.strategy === 'best'
      ? createSearcher(
          join(root, 'dist', 'search-worker.cjs'),
          { lists: lists.choice, length: first.length, hard: options.hard, timeLimit: options.timeLimit },
          searchHooks(progress),
        )
      : undefined;
  const here = searcher ? { ...sources, solver: undefined } : sources;
  let assistant: Assistant | undefined;
  const host: AssistHost = {
    length: first.length,
    strategy: options.strategy,
    hard: options.hard,
    fold: lists.resolved.fold,
    lies,
    async advise(clues): Promise<Advice> {
      const turn = await playTurn(textsOf(clues), here, settings, hooks);
      let suggested = turn.suggested;
      try {
        if (searcher && turn.pending) suggested = await searcher.suggest(textsOf(clues));
      } catch (error) {
        // Stopped before the first advice: the game starts without a suggestion (Enter searches again).
        if (!(error instanceof SearchStopped) || assistant) throw error;
        writeAll(2, STOPPED_FIRST);
      }
      return { matches: turn.result.matches, candidates: suggested.candidates, ranked: suggested.ranked, fellBack: suggested.fellBack };
    },
    isWord: (word) => lists.wordSet.has(word),
    async why(clues, word) {
      const turn = await playTurn(textsOf(clues), here, { ...settings, why: word }, hooks);
      if (searcher && turn.pending) return fitTerminal(await searcher.why(textsOf(clues), word));
      return fitTerminal(turn.explanation ? renderWhy(turn.explanation) : '');
    },
  };
  const color = colorFor(options.color);
  const out = (text: string) => writeAll(1, text);
  try {
    return await readLines({
      prompt: () => {
        return paint(color, '1', assistant?.prompt() ?? '');
      },
      async begin() {
        const made = await Assistant.create(host, first.clues);
        if (made.stuck) {
          // As the filter: no word fits is said on stderr, with exit status 1.
          writeAll(2, `wordle: ${first.conflict ? describeConflict(first.conflict) : 'no word fits these patterns'}\n`);
          return 1;
        }
        assistant = made;
        out(made.start());
        return undefined;
      },
      async line(line) {
        let reply: Reply;
        try {
          reply = await (assistant as Assistant).handle(line);
        } catch (error) {
          // Ctrl-C stopped the search: the game is as it was before the line.
          if (!(error instanceof SearchStopped)) throw error;
          writeAll(2, STOPPED);
          return undefined;
        }
        out(reply.output);
        return reply.done === 'solved' || reply.done === 'quit' ? 0 : undefined;
      },
      end: () => 0,
      interrupt: () => searcher?.stop() ?? false,
    });
  } finally {
    searcher?.close();
  }
}

const STOPPED = 'wordle: search stopped\n';
const STOPPED_FIRST = 'wordle: search stopped (Enter searches again)\n';
const textsOf = (clues: readonly Clue[]) => clues.map((clue) => clue.text);

export function paintClue(clue: Clue, color: boolean, highContrast: boolean): string {
  if (!color) return renderPattern(clue.letters, clue.tiles);
  return clue.letters.map((letter, i) => paintTile(letter, clue.tiles[i] ?? 0, highContrast)).join(' ');
}

/** The keyboard coloured by the clues; `fold`, the list's letters' rule, lays it out (Spanish: with ñ). */
export function paintKeyboard(clues: readonly Clue[], color: boolean, highContrast: boolean, fold?: FoldName): string {
  const states = letterStates(clues);
  const key = (letter: string) => {
    const state = states.get(letter) ?? 'unknown';
    if (color) return paintKey(letter, state, highContrast);
    // Without colour, in the pattern notation: A= green, A yellow, a unknown, . grey; two columns a key, so rows stay aligned.
    return (
      state === 'green' ? `${letter.toUpperCase()}=` : state === 'yellow' ? letter.toUpperCase() : state === 'grey' ? '.' : letter
    ).padEnd(2);
  };
  const gap = color ? ' ' : '';
  return keyboardRows(fold)
    .map((row, i) => `${' '.repeat(i)}${[...row].map(key).join(gap)}`.trimEnd())
    .join('\n');
}

export async function runPlay(
  root: string,
  options: GameOptions,
  given: { word: string | undefined; seed: number | undefined; tries: number | undefined; highContrast: boolean },
): Promise<number> {
  const lies = liesOf(options);
  // An empty --word is a mistake, not a request for a random word.
  const chosen = chosenLists(options);
  const { fold } = chosen.resolved;
  const probe = loadLists(root, chosen, given.word === undefined ? undefined : [...checkAnswer(given.word, undefined, fold)].length);
  const { length } = probe;
  if (lies > length) throw new WordleError('USAGE', `${lies} lies a row need words of at least ${lies} letters`);
  const seed = given.seed ?? Math.floor(Math.random() * 2 ** 31);
  const answer =
    given.word === undefined
      ? (pickBySeed(probe.answers, seed) ?? '')
      : checkGuess(given.word, length, new Set([...probe.words, ...probe.answers]), probe.shownName, fold);
  if (!answer) throw new WordleError('USAGE', 'no answer to play: the answer list is empty');
  const tries = given.tries ?? (lies === 0 ? MAX_GUESSES : LYING_TRIES);
  // The lies are drawn as bench --lies draws a game's: from the seed and the word.
  const rules: GameRules = {
    answer,
    words: new Set([...probe.words, answer]),
    tries,
    hard: options.hard,
    fold,
    lies: lies === 0 ? undefined : { count: lies, liar: liesRandom(seed, answer) },
  };
  const color = colorFor(options.color);
  const clues: Clue[] = [];
  const truths: (readonly Tile[])[] = [];
  const out = (text: string) => writeAll(1, text);
  const terminal = fdKind(0) === 'terminal';
  const lying = lies === 0 ? '' : ` Each row but the answer's shows ${lies} ${lies === 1 ? 'tile' : 'tiles'} in a wrong colour.`;
  out(
    `Guess the ${[...answer].length}-letter word in ${rules.tries} tries${rules.hard ? ', hard mode' : ''}.${lying}${terminal ? ' (Ctrl-D gives up.)' : ''}\n`,
  );
  const end = (solved: boolean): number => {
    out(`${solved ? `Solved ${answer.toUpperCase()} in ${clues.length}/${rules.tries}` : `The word was ${answer.toUpperCase()}`}.\n`);
    if (lies !== 0) out(liesTold(clues, truths));
    out(`\n${shareGrid(clues, rules.tries, solved, given.highContrast, rules.hard, lies)}`);
    return solved ? 0 : 1;
  };
  return readLines({
    prompt: () => `guess ${clues.length + 1}/${rules.tries}: `,
    line(line) {
      const result = playGuess(rules, clues, line);
      if (!result.ok) {
        out(`${result.problem}\n`);
        return undefined;
      }
      clues.push(result.clue);
      truths.push(result.truth);
      out(`${clues.length}/${rules.tries} ${paintClue(result.clue, color, given.highContrast)}\n`);
      if (isSolved(result.clue)) return end(true);
      if (clues.length >= rules.tries) return end(false);
      // (With lies the keyboard would repeat them as facts.)
      if (lies === 0) out(`${paintKeyboard(clues, color, given.highContrast, fold)}\n`);
      return undefined;
    },
    end: () => end(false),
  });
}

/** Where each row lied, told at the end of a game: `the lies: 1 crane tile 3 (yellow, was grey), ...`. */
function liesTold(clues: readonly Clue[], truths: readonly (readonly Tile[])[]): string {
  const told = clues.flatMap((clue, row) =>
    clue.tiles.flatMap((tile, i) =>
      tile === truths[row]?.[i]
        ? []
        : [`${row + 1} ${clue.text} tile ${i + 1} (${COLOUR[tile as Tile]}, was ${COLOUR[truths[row]?.[i] ?? 0]})`],
    ),
  );
  return told.length === 0 ? '' : `The lies: ${told.join(', ')}.\n`;
}

const COLOUR: Record<Tile, string> = { 0: 'grey', 1: 'yellow', 2: 'green' };

export interface ShownGuess {
  readonly guess: string;
  readonly pattern: string;
  readonly tiles: string;
  readonly remaining: number;
  /** With lies: the places (from 1) whose tile was shown in a wrong colour. */
  readonly lied?: readonly number[];
}

export async function runShow(
  root: string,
  options: GameOptions,
  given: { readonly word: string | undefined; readonly seed: number | undefined },
  opener: string | undefined,
  json: boolean,
): Promise<{ stdout: string; status: number }> {
  const lies = liesOf(options);
  // (With lies, a seed given with WORD draws its lies.)
  if (given.word !== undefined && given.seed !== undefined && lies === 0)
    throw new WordleError('USAGE', 'WORD and --seed cannot be used together');
  // With --seed, an answer of the list in use (as `play --seed`, at lib's length), the same one for the same seed and list.
  const chosen = chosenLists(options);
  const { fold } = chosen.resolved;
  const lists = loadLists(root, chosen, given.word === undefined ? undefined : [...checkAnswer(given.word, undefined, fold)].length);
  const { length } = lists;
  const answer = given.word === undefined ? (pickBySeed(lists.answers, given.seed ?? 0) ?? '') : checkAnswer(given.word, undefined, fold);
  if (!answer) throw new WordleError('USAGE', 'no answer to show: the answer list has no five-letter word');
  if (!lists.wordSet.has(answer) && !lists.answers.includes(answer)) {
    throw new WordleError('USAGE', `${quote(answer)} is in neither the word list nor the answer list`);
  }
  // The answer is played for, not known: the likely answers are the list's (an answer off it is
  // found as the filter finds one, when no likely answer fits), and it is a guess when the list lacks it.
  const words = [...new Set([...lists.words, answer])];
  const first = opener === undefined ? undefined : checkGuess(opener, length, lists.wordSet, lists.shownName, fold);
  const sources: TurnSources = {
    ...lists.sources,
    guesses: { text: words.join('\n'), name: lists.shownName },
    ...(first !== undefined && { opener: () => first }),
  };
  const settings: TurnSettings = {
    strategy: options.strategy,
    hard: options.hard,
    asks: 'suggestion',
    top: 1,
    timeLimitMs: options.timeLimit * 1000,
    length,
    positionalWeight: options.positionalWeight,
    lies,
  };
  const hooks = { ...searchHooks({ timeLimit: options.timeLimit, progress: true }), clock: () => performance.now() };
  // The lies are drawn as bench --lies draws a game's: from the seed and the word.
  const liar = liesRandom(given.seed ?? 0, answer);
  const guesses: ShownGuess[] = [];
  const patterns: string[] = [];
  let solved = false;
  let turn = await playTurn(patterns, sources, settings, hooks);
  while (guesses.length < 20 && !solved) {
    const guess = turn.suggested.ranked[0]?.word;
    if (!guess) break;
    const truth = feedback([...guess], [...answer]);
    const tiles = lies === 0 ? truth : tellLies(truth, lies, liar);
    patterns.push(`${guess}:${tiles.join('')}`);
    solved = tiles.every((tile) => tile === 2);
    turn = await playTurn(patterns, sources, solved ? { ...settings, asks: 'likely' } : settings, hooks);
    guesses.push({
      guess,
      pattern: renderPattern([...guess], tiles),
      tiles: renderTiles(tiles),
      remaining: turn.suggested.candidates.length,
      ...(lies !== 0 && { lied: tiles.flatMap((tile, i) => (tile === truth[i] ? [] : [i + 1])) }),
    });
  }
  if (json)
    return { stdout: `${JSON.stringify({ answer, solved, ...(lies !== 0 && { lies }), guesses }, null, 2)}\n`, status: solved ? 0 : 1 };
  const lines = guesses.map(
    (item, i) =>
      `${String(i + 1).padStart(2)}. ${item.guess}  ${item.tiles}  ${item.pattern.padEnd(length * 2)}  ${item.remaining} possible ${item.remaining === 1 ? 'answer' : 'answers'} left` +
      (item.lied && item.lied.length > 0 ? `  (lied: ${item.lied.length === 1 ? 'tile' : 'tiles'} ${item.lied.join(', ')})` : ''),
  );
  const verdict = solved
    ? `Solved ${answer.toUpperCase()} in ${guesses.length} (${options.strategy}${options.hard ? ', hard mode' : ''}${lies === 0 ? '' : `, ${liesARow(lies)}`}).`
    : `Not solved.`;
  return { stdout: fitTerminal(`${lines.join('\n')}\n${verdict}\n`), status: solved ? 0 : 1 };
}
