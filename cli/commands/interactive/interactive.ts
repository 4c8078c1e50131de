// `wordle assist`, `wordle play` and `wordle show`: the edge around lib/talk/assist.ts and
// lib/talk/play.ts (reading lines, colours, exit status).

import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import {
  type Advice,
  Assistant,
  type AssistHost,
  alternativesOf,
  type Clue,
  type ClueTile,
  checkAnswer,
  checkGuess,
  compileQuery,
  describeConflict,
  type FoldName,
  feedback,
  type GameRules,
  isSolved,
  keyboardRows,
  type ListChoice,
  type ListStore,
  letterStates,
  pickBySeed,
  playGuess,
  playTurn,
  quote,
  type Reply,
  type ResolvedLists,
  renderPattern,
  renderTiles,
  renderWhy,
  resolveLists,
  shareGrid,
  solver,
  type TurnSettings,
  type TurnSources,
  turnSources,
  WordleError,
} from '../../../lib/index.ts';
import { shownName, wholeLists } from '../../../node/files.ts';
import { colorOn, noColorSet } from '../../colour.ts';
import { fdKind, fitTerminal, isClosedPipe, outputStream, writeAll } from '../../io.ts';
import type { GameOptions } from '../../options.ts';
import { searchHooks } from '../../progress.ts';
import { createSearcher, SearchStopped } from './search.ts';

/** The lists a game uses: allowed guesses and likely answers, read whole, and what its turns read. */
interface Lists {
  readonly words: readonly string[];
  readonly wordSet: ReadonlySet<string>;
  /** The likely answers (every word, when the list is its own answer list). */
  readonly answers: readonly string[];
  /** The likely answers when they are a list of their own. */
  readonly answerSet: ReadonlySet<string> | undefined;
  /** The lists as chosen, as lib's resolver has them, and the store their turns read. */
  readonly choice: ListChoice;
  readonly resolved: ResolvedLists;
  readonly store: ListStore;
  /** The guess list as messages name it. */
  readonly shownName: string;
}

/** The lists a game's options choose, as lib's resolver takes them. */
const choiceOf = (options: GameOptions): ListChoice => ({ guesses: options.words, answers: options.answers });

/** The letters' rule of the word list the options choose (lib's resolver): what is typed is folded by it before the lists are read. */
const foldOf = (options: GameOptions) => resolveLists(choiceOf(options)).fold;

function loadLists(root: string, options: GameOptions, length: number): Lists {
  const choice = choiceOf(options);
  const resolved = resolveLists(choice);
  if (resolved.guesses.kind === 'stdin')
    throw new WordleError('USAGE', '-f - cannot be used in a game: stdin is where the guesses are typed');
  const whole = wholeLists(root, resolved, length, { solver: () => solver });
  return {
    words: whole.guesses,
    wordSet: new Set(whole.guesses),
    answers: whole.answers,
    answerSet: whole.ownAnswers ? new Set(whole.answers) : undefined,
    choice,
    resolved,
    store: whole.store,
    shownName: shownName(root, resolved.guesses),
  };
}

export const useColor = (options: Pick<GameOptions, 'color'>) => colorOn(options.color, fdKind(1) === 'terminal', noColorSet());

/** The longest line of input a game reads: a guess, its tiles or a command, with room to spare. */
const MAX_INPUT_LINE = 1 << 16;

/**
 * The input, passed on as it comes, until a line grows longer than `limit` bytes: then an
 * error that says so (readline holds a whole line, however long: `assist < /dev/zero` would grow
 * without bound).
 */
function boundedLines(input: NodeJS.ReadableStream, limit: number): Transform {
  let run = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let start = 0; ; ) {
        const end = chunk.indexOf(10, start);
        run += (end < 0 ? chunk.length : end) - start;
        if (run > limit) return done(new WordleError('USAGE', `a line of input is longer than ${limit} bytes`));
        if (end < 0) break;
        run = 0;
        start = end + 1;
      }
      done(null, chunk);
    },
  });
  input.on('error', (error) => bounded.destroy(error));
  return input.pipe(bounded);
}

/** A line-by-line session: what readLines drives. */
interface LineSession {
  /** The prompt for the next line (shown on a terminal only). */
  prompt(): string;
  /** Runs first, before the first prompt (it may take as long as a line); a status ends the session. */
  begin?(): Promise<number | undefined>;
  /** Handles a line; a status ends the session. */
  line(line: string): number | undefined | Promise<number | undefined>;
  /** The status at the end of input (Ctrl-D). */
  end(): number;
  /** Ctrl-C while a line is being handled: stops that work (true: the line is given up, back to the prompt) or not (Ctrl-C leaves). */
  interrupt?(): boolean;
}

/**
 * Reads lines and hands them to the session one at a time, in order (a line waits until the
 * last has been answered); Ctrl-C exits 130 unless it stopped a line's work, end of input
 * (Ctrl-D) ends with session.end().
 */
export function readLines(session: LineSession): Promise<number> {
  const terminal = fdKind(0) === 'terminal';
  // Prompts go to the terminal: stdout when it is one, else stderr, so a piped stdout gets only results.
  const output = terminal ? outputStream(fdKind(1) === 'terminal' ? 1 : 2) : undefined;
  // (A terminal's lines are typed; piped or redirected input is read a bounded line at a time.)
  const input = terminal ? process.stdin : boundedLines(process.stdin, MAX_INPUT_LINE);
  const lines = createInterface({ input, output, terminal });
  return new Promise((resolve, reject) => {
    let finished = false;
    let busy = false;
    let inputEnded = false;
    const queue: string[] = [];
    const finish = (status: number) => {
      if (finished) return;
      finished = true;
      lines.close();
      resolve(status);
    };
    const ask = () => {
      if (!terminal || finished) return;
      lines.setPrompt(session.prompt());
      lines.prompt();
    };
    const ending = () => {
      // Ctrl-D leaves the cursor after the prompt: end its line first.
      if (terminal) writeAll(1, '\n');
      finish(session.end());
    };
    /** Runs one piece of work; whether the session goes on. */
    const step = async (work: () => number | undefined | Promise<number | undefined>): Promise<boolean> => {
      let status: number | undefined;
      try {
        status = await work();
      } catch (error) {
        // The reader of stdout has gone (`| head`): end quietly, as the filter does.
        if (isClosedPipe(error)) finish(0);
        else if (!finished) {
          finished = true;
          lines.close();
          reject(error);
        }
        return false;
      }
      if (finished) return false;
      if (status !== undefined) finish(status);
      return status === undefined;
    };
    const drain = async (first?: () => Promise<number | undefined>) => {
      if (busy) return;
      busy = true;
      let going = true;
      if (first) {
        going = await step(first);
        if (going) ask();
      }
      while (going && queue.length > 0) {
        const line = queue.shift() as string;
        going = await step(() => session.line(line));
        if (going) ask();
      }
      busy = false;
      if (inputEnded && !finished) ending();
    };
    // A line too long to hold (readline passes its input's error on): the session ends with it (one line, exit status 2).
    lines.on('error', (error) => {
      if (finished) return;
      finished = true;
      lines.close();
      reject(error);
    });
    lines.on('line', (line) => {
      if (finished) return;
      queue.push(line);
      void drain();
    });
    lines.on('SIGINT', () => {
      if (busy && session.interrupt?.()) {
        // Lines typed ahead were meant for what was given up.
        queue.length = 0;
        return;
      }
      writeAll(1, '\n');
      finish(130);
    });
    lines.on('close', () => {
      if (finished) return;
      inputEnded = true;
      if (!busy) ending();
    });
    if (session.begin) void drain(session.begin);
    else ask();
  });
}

export async function runAssist(root: string, options: GameOptions, patterns: readonly string[]): Promise<number> {
  const first = compileQuery(patterns, undefined, foldOf(options));
  const lists = loadLists(root, options, first.length);
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
  };
  const sources = turnSources(lists.store, lists.resolved);
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
  const color = useColor(options);
  const out = (text: string) => writeAll(1, text);
  try {
    return await readLines({
      prompt: () => {
        const text = assistant?.prompt() ?? '';
        return color ? `\x1b[1m${text}\x1b[0m` : text;
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

const BACKGROUND: Record<'normal' | 'contrast', Record<ClueTile, string>> = {
  normal: { 0: '48;5;239', 1: '48;5;178', 2: '48;5;34', 3: '48;5;245' },
  contrast: { 0: '48;5;239', 1: '48;5;33', 2: '48;5;208', 3: '48;5;245' },
};

export function paintClue(clue: Clue, color: boolean, highContrast: boolean): string {
  if (!color) return renderPattern(clue.letters, clue.tiles);
  const palette = BACKGROUND[highContrast ? 'contrast' : 'normal'];
  return clue.letters.map((letter, i) => `\x1b[1;97;${palette[clue.tiles[i] ?? 0]}m ${letter.toUpperCase()} \x1b[0m`).join(' ');
}

/** The keyboard coloured by the clues; `fold`, the list's letters' rule, lays it out (Spanish: with ñ). */
export function paintKeyboard(clues: readonly Clue[], color: boolean, highContrast: boolean, fold?: FoldName): string {
  const states = letterStates(clues);
  const palette = BACKGROUND[highContrast ? 'contrast' : 'normal'];
  const key = (letter: string) => {
    const state = states.get(letter) ?? 'unknown';
    if (color) {
      if (state === 'unknown') return letter.toUpperCase();
      if (state === 'grey') return `\x1b[2m${letter.toUpperCase()}\x1b[0m`;
      return `\x1b[1;97;${palette[state === 'green' ? 2 : 1]}m${letter.toUpperCase()}\x1b[0m`;
    }
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
  given: { word: string | undefined; seed: number | undefined; tries: number; highContrast: boolean },
): Promise<number> {
  // An empty --word is a mistake, not a request for a random word.
  const fold = foldOf(options);
  const length = given.word === undefined ? 5 : [...checkAnswer(given.word, undefined, fold)].length;
  const probe = loadLists(root, options, length);
  const answer =
    given.word === undefined
      ? (pickBySeed(probe.answers, given.seed ?? Math.floor(Math.random() * 2 ** 31)) ?? '')
      : checkGuess(given.word, length, new Set([...probe.words, ...probe.answers]), probe.shownName, fold);
  if (!answer) throw new WordleError('USAGE', 'no answer to play: the answer list is empty');
  const rules: GameRules = { answer, words: new Set([...probe.words, answer]), tries: given.tries, hard: options.hard, fold };
  const color = useColor(options);
  const clues: Clue[] = [];
  const out = (text: string) => writeAll(1, text);
  const terminal = fdKind(0) === 'terminal';
  out(
    `Guess the ${[...answer].length}-letter word in ${rules.tries} tries${rules.hard ? ', hard mode' : ''}.${terminal ? ' (Ctrl-D gives up.)' : ''}\n`,
  );
  const end = (solved: boolean): number => {
    out(`${solved ? `Solved ${answer.toUpperCase()} in ${clues.length}/${rules.tries}` : `The word was ${answer.toUpperCase()}`}.\n\n`);
    out(shareGrid(clues, rules.tries, solved, given.highContrast, rules.hard));
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
      out(`${clues.length}/${rules.tries} ${paintClue(result.clue, color, given.highContrast)}\n`);
      if (isSolved(result.clue)) return end(true);
      if (clues.length >= rules.tries) return end(false);
      out(`${paintKeyboard(clues, color, given.highContrast, fold)}\n`);
      return undefined;
    },
    end: () => end(false),
  });
}

export interface ShownGuess {
  readonly guess: string;
  readonly pattern: string;
  readonly tiles: string;
  readonly remaining: number;
}

export async function runShow(
  root: string,
  options: GameOptions,
  given: { readonly word: string | undefined; readonly seed: number | undefined },
  opener: string | undefined,
  json: boolean,
): Promise<{ stdout: string; status: number }> {
  if (given.word !== undefined && given.seed !== undefined) throw new WordleError('USAGE', 'WORD and --seed cannot be used together');
  // With --seed, an answer of the list in use (as `play --seed`: five letters), the same one for the same seed and list.
  const fold = foldOf(options);
  const length = given.word === undefined ? 5 : [...checkAnswer(given.word, undefined, fold)].length;
  const lists = loadLists(root, options, length);
  const answer = given.word === undefined ? (pickBySeed(lists.answers, given.seed ?? 0) ?? '') : checkAnswer(given.word, undefined, fold);
  if (!answer) throw new WordleError('USAGE', 'no answer to show: the answer list has no five-letter word');
  if (!lists.wordSet.has(answer) && !lists.answers.includes(answer)) {
    throw new WordleError('USAGE', `${quote(answer)} is in neither the word list nor the answer list`);
  }
  // The answer is played for, not known: the likely answers are the list's (an answer off it is
  // found as the filter finds one, when no likely answer fits), and it is a guess when the list lacks it.
  const words = [...new Set([...lists.words, answer])];
  const first = opener === undefined ? undefined : checkGuess(opener, length, lists.wordSet, lists.shownName, fold);
  const played = turnSources(lists.store, lists.resolved);
  const sources: TurnSources = {
    ...played,
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
  };
  const hooks = { ...searchHooks({ timeLimit: options.timeLimit, progress: true }), clock: () => performance.now() };
  const guesses: ShownGuess[] = [];
  const patterns: string[] = [];
  let solved = false;
  let turn = await playTurn(patterns, sources, settings, hooks);
  while (guesses.length < 20 && !solved) {
    const guess = turn.suggested.ranked[0]?.word;
    if (!guess) break;
    const tiles = feedback([...guess], [...answer]);
    patterns.push(`${guess}:${tiles.join('')}`);
    solved = tiles.every((tile) => tile === 2);
    turn = await playTurn(patterns, sources, solved ? { ...settings, asks: 'likely' } : settings, hooks);
    guesses.push({
      guess,
      pattern: renderPattern([...guess], tiles),
      tiles: renderTiles(tiles),
      remaining: turn.suggested.candidates.length,
    });
  }
  if (json) return { stdout: `${JSON.stringify({ answer, solved, guesses }, null, 2)}\n`, status: solved ? 0 : 1 };
  const lines = guesses.map(
    (item, i) =>
      `${String(i + 1).padStart(2)}. ${item.guess}  ${item.tiles}  ${item.pattern.padEnd(length * 2)}  ${item.remaining} possible ${item.remaining === 1 ? 'answer' : 'answers'} left`,
  );
  const verdict = solved
    ? `Solved ${answer.toUpperCase()} in ${guesses.length} (${options.strategy}${options.hard ? ', hard mode' : ''}).`
    : `Not solved.`;
  return { stdout: fitTerminal(`${lines.join('\n')}\n${verdict}\n`), status: solved ? 0 : 1 };
}
