// `wordle assist`: helps with a live game, one line of input at a time. Pure: the host does
// the filtering and ranking (advise), and the command line does the reading and printing.
// The host may answer later (a long search, on another thread): the state changes only once
// it has answered, so a search the host gives up (Ctrl-C) leaves the game as it was.

import { describeConflict, findConflict } from '../clues/conflict.ts';
import { type FoldName, typedWord } from '../clues/fold.ts';
import { normalizeLine } from '../clues/letters.ts';
import { parsePattern } from '../clues/pattern.ts';
import { type Clue, GREEN } from '../clues/tiles.ts';
import { isWordleError } from '../errors.ts';
import type { RankedWord } from '../solve/suggest.ts';
import { COMMAND_REPLIES, readCommand, SHARED_COMMAND_HELP } from './commands.ts';
import { MOVED_NOTE, renderCount, scoreName, shownScore } from './format.ts';
import { guessRefusal, moveRefusal } from './play.ts';

export interface Advice {
  readonly matches: readonly string[];
  /** The matches that may be the answer. */
  readonly candidates: readonly string[];
  readonly ranked: readonly RankedWord[];
  /** No match is a likely answer: every match counts as a possible answer (a typo in the tiles, mostly). */
  readonly fellBack?: boolean | undefined;
}

export interface AssistHost {
  readonly length: number;
  readonly strategy: string;
  /** Hard mode: a guess must use what the tiles so far revealed. */
  readonly hard?: boolean;
  /** The word list's letters' rule (lib/clues/fold.ts): the guesses and patterns typed are folded by it. */
  readonly fold?: FoldName | undefined;
  /** What the solver makes of these clues (top 5 suggestions). */
  advise(clues: readonly Clue[]): Advice | Promise<Advice>;
  /** Whether the word list has the word. */
  isWord(word: string): boolean;
  /** Why a guess is good or not, in words, after these clues. */
  why(clues: readonly Clue[], word: string): string | Promise<string>;
}

export interface Reply {
  readonly output: string;
  /** Set when the session is over. */
  readonly done?: 'solved' | 'quit';
}

/** Said when tiles leave no likely answer (every match then counts as a possible answer). */
const NO_LIKELY_ANSWER = 'No likely answer fits these tiles (a typo?): every word that fits counts; /undo takes them back.\n';

/** Candidates are listed when at most this many are left. */
const FEW = 12;

/** /cands shows this many words a page: twenty rows of eight, a screenful (a first turn has 3,158). */
export const CANDS_PAGE = 160;
const CANDS_COLUMNS = 8;

export const ASSIST_HELP = `Type a guess and press Enter (Enter alone takes suggestion 1, or searches for one again
when there is none, after Ctrl-C stopped the search; a number takes that suggestion),
then the tiles it got: gyb.. or YG... or 21000 or 🟩🟨⬛⬛⬛, or the whole pattern (stA=rE).
A whole pattern can also be entered instead of a guess (a guess typed in capitals, CRANE, is
a guess; five yellows are crane:yyyyy). Commands:
  /why [N|WORD]  why suggestion N (default 1) or WORD is good or not
  /cands         the possible answers left, a page at a time (/cands more: the next
                 page, /cands N: page N, /cands all: every one)
${SHARED_COMMAND_HELP}`;

/** One line at a time: handle() must have answered before the next call. */
export class Assistant {
  private readonly clues: Clue[];
  private pending: string | undefined;
  /** The last page of candidates /cands showed, and of which advice (a new turn starts at page 1 again). */
  private candsShown: { readonly advice: Advice; readonly page: number } | undefined;

  private constructor(
    private readonly host: AssistHost,
    clues: readonly Clue[],
    private advice: Advice,
  ) {
    this.clues = [...clues];
  }

  /** An assistant for a game with these clues so far, with the host's first advice. */
  static async create(host: AssistHost, clues: readonly Clue[] = []): Promise<Assistant> {
    return new Assistant(host, clues, await sensible(host, clues));
  }

  /** Whether no word fits the clues given at the start (the caller says so and exits 1). */
  get stuck(): boolean {
    return this.advice.matches.length === 0;
  }

  /** What to print first. */
  start(): string {
    return `${this.advice.fellBack ? NO_LIKELY_ANSWER : ''}${this.describe()}`;
  }

  /** The prompt for the next line. */
  prompt(): string {
    if (this.pending) return `tiles for ${this.pending.toUpperCase()}: `;
    const first = this.advice.ranked[0]?.word;
    return `guess ${this.clues.length + 1}${first ? ` [${first}]` : ''}: `;
  }

  async handle(line: string): Promise<Reply> {
    const input = line.trim();
    if (input.startsWith('/')) return this.command(input);
    return this.pending === undefined ? this.guess(input) : this.tiles(input);
  }

  private async command(input: string): Promise<Reply> {
    const { command, words } = readCommand(input);
    const argument = words[0];
    switch (command) {
      case 'quit':
        return { output: '', done: 'quit' };
      case 'help':
        return { output: ASSIST_HELP };
      case 'undo':
        if (this.pending !== undefined) {
          this.pending = undefined;
          return { output: COMMAND_REPLIES.guessTakenBack };
        }
        if (this.clues.length === 0) return { output: COMMAND_REPLIES.nothingToTakeBack };
        this.advice = await sensible(this.host, this.clues.slice(0, -1));
        this.clues.pop();
        return { output: `${COMMAND_REPLIES.lastTakenBack}${this.describe()}` };
      case 'cands':
        return { output: this.candsPage(argument) };
      case 'why': {
        const word = this.pick(argument);
        if (word === undefined && this.advice.ranked.length === 0 && (argument === undefined || /^\d+$/.test(argument))) {
          return { output: 'No suggestion yet: Enter searches for one; /why WORD explains a word.\n' };
        }
        if (word === undefined)
          return { output: `No suggestion ${argument ?? 1}; /why takes a number from 1 to ${this.advice.ranked.length} or a word.\n` };
        // (As --why: a word off the list is refused, and the game goes on.)
        if (!this.host.isWord(word)) return { output: COMMAND_REPLIES.notAWord(word) };
        return { output: await this.host.why(this.clues, word) };
      }
      default:
        return { output: COMMAND_REPLIES.unknown(input) };
    }
  }

  /** /cands's page of this turn's candidates (a new turn starts at page 1 again). */
  private candsPage(argument: string | undefined): string {
    const last = this.candsShown?.advice === this.advice ? this.candsShown.page : 0;
    const shown = candsPage(this.advice, argument, last);
    if (shown.page !== undefined) this.candsShown = { advice: this.advice, page: shown.page };
    return shown.output;
  }

  /** Suggestion N (1 by default), or a word given in full. */
  private pick(argument: string | undefined): string | undefined {
    if (argument === undefined || /^\d+$/.test(argument)) return this.advice.ranked[Number(argument ?? 1) - 1]?.word;
    const word = typedWord(argument, this.host.fold);
    return word !== undefined && [...word].length === this.host.length ? word : undefined;
  }

  private async guess(input: string): Promise<Reply> {
    // A pattern has tiles: ':' or '=', or some letters in capitals and some not. All capitals is a guess.
    const capitals = /\p{Lu}/u.test(input) && input === input.toUpperCase() && !/[:=]/.test(input) && normalizeLine(input) !== undefined;
    if (!capitals && (/[:=]/u.test(input) || /\p{Lu}/u.test(input))) return this.apply(input, undefined);
    // No suggestion to take (Ctrl-C stopped its search): Enter asks for one again.
    if (input === '' && this.advice.ranked.length === 0) return this.searchAgain();
    // Enter alone or a number: that suggestion; else the word typed. Checked as `wordle play` checks a guess.
    const typed = input === '' || /^\d+$/.test(input) ? this.pick(input || undefined) : input;
    if (typed === undefined) return { output: this.noSuggestion(input) };
    const checked = guessRefusal(
      typed,
      { length: this.host.length, isWord: (word) => this.host.isWord(word), hard: this.host.hard === true, fold: this.host.fold },
      this.clues,
    );
    if (checked.problem !== undefined) return { output: `${checked.problem}\n` };
    this.pending = checked.word;
    return { output: '' };
  }

  /** What a number beyond the suggestions gets: how many there are. */
  private noSuggestion(input: string): string {
    const count = this.advice.ranked.length;
    if (count === 0) return 'No suggestion to take; type a guess.\n';
    return `No suggestion ${input}: the list has ${count}; type a guess or a number from 1 to ${count}.\n`;
  }

  /** The host's advice for the clues so far, asked again (its search was stopped). */
  private async searchAgain(): Promise<Reply> {
    this.advice = await sensible(this.host, this.clues);
    if (this.advice.ranked.length === 0) return { output: 'No suggestion to take; type a guess.\n' };
    return { output: this.describe() };
  }

  /** Why a pattern's guess cannot be played now (played already, or breaks hard mode), or undefined. */
  private refused(letters: readonly string[]): string | undefined {
    const problem = moveRefusal(letters, this.clues, this.host.hard === true);
    return problem && `${problem}\n`;
  }

  private tiles(input: string): Promise<Reply> {
    const pending = this.pending ?? '';
    // The whole pattern spells the guess; anything else is tiles (YG... is tiles, not letters).
    const isPattern = typedWord(input.replace(/=/g, ''), this.host.fold) === pending;
    return this.apply(isPattern ? input : `${pending}:${input}`, pending);
  }

  /** Adds the clue a line gives (checked against the pending guess, if any). */
  private async apply(text: string, pending: string | undefined): Promise<Reply> {
    let clue: Clue;
    try {
      clue = parsePattern(text, this.host.fold);
    } catch (error) {
      if (isWordleError(error)) return { output: `${error.message}\n` };
      throw error;
    }
    if (clue.letters.length !== this.host.length) return { output: `A guess has ${this.host.length} letters.\n` };
    if (pending !== undefined && clue.letters.join('') !== pending) {
      return { output: `That pattern is for ${clue.letters.join('').toUpperCase()}, not ${pending.toUpperCase()}.\n` };
    }
    const refused = pending === undefined ? this.refused(clue.letters) : undefined;
    if (refused) return { output: refused };
    const clues = [...this.clues, clue];
    const advice = await sensible(this.host, clues);
    if (advice.matches.length === 0) {
      this.pending = clue.letters.join('');
      // Clues that clash are named, as the filter names them; else no word of the list has them all.
      const conflict = findConflict(this.host.length, clues);
      const why = conflict ? `: ${describeConflict(conflict)}` : '';
      return { output: `No word fits those tiles${why}. Check them and enter them again (/undo to change the guess).\n` };
    }
    // A likely answer fitted before these tiles and none does now: a typo, mostly (the game goes on with every match).
    const warning = advice.fellBack && !this.advice.fellBack && clue.tiles.some((tile) => tile !== GREEN) ? NO_LIKELY_ANSWER : '';
    this.clues.push(clue);
    this.pending = undefined;
    this.advice = advice;
    if (clue.tiles.every((tile) => tile === GREEN)) {
      return { output: `Solved in ${this.clues.length}!\n`, done: 'solved' };
    }
    return { output: `${warning}${this.describe()}` };
  }

  /** The state of play: what is left, and the suggestions. */
  private describe(): string {
    const { matches, candidates, ranked } = this.advice;
    if (matches.length === 0) return 'No word fits these patterns.\n';
    const lines = [renderCount(matches.length, candidates.length !== matches.length ? candidates.length : undefined)];
    if (candidates.length <= FEW) lines.push(`possible answers: ${candidates.join(' ')}`);
    if (ranked.length > 0) {
      lines.push(`suggestions (${this.host.strategy}):`);
      ranked.forEach((item, i) => {
        // The score the list is sorted by, as --top shows it (none for a first guess made ahead); a guess out of that order says why.
        const facts = Number.isFinite(item.score)
          ? [`${scoreName(this.host.strategy)} ${shownScore(this.host.strategy, item.score, item.lowerBound)}`]
          : [];
        if (Number.isFinite(item.expected)) facts.push(`${item.expected.toFixed(1)} left on average`);
        if (item.isAnswer) facts.push('may win now');
        const moved = item.moved ? ` (${MOVED_NOTE[item.moved]})` : '';
        lines.push(`  ${i + 1}. ${item.word}  ${facts.join(', ')}${moved}`);
      });
    }
    return `${lines.join('\n')}\n`;
  }

  /** The clues so far. */
  history(): readonly Clue[] {
    return this.clues;
  }
}

/**
 * /cands's page of a list of candidates: the first (no argument), the one after `last` (more),
 * page N, or all of them; with the page shown (none for all, or an argument refused). `command`
 * is how the text names the command (several boards page one board's: `/cands 2`).
 */
export function candsPage(
  list: Pick<Advice, 'candidates' | 'matches'>,
  argument: string | undefined,
  last: number,
  command = '/cands',
): { readonly output: string; readonly page?: number } {
  const { candidates, matches } = list;
  const pages = Math.max(1, Math.ceil(candidates.length / CANDS_PAGE));
  const head = `${renderCount(matches.length, candidates.length)}:\n`;
  if (argument === 'all') return { output: `${head}${columns(candidates)}` };
  let page: number;
  if (argument === undefined) page = 1;
  else if (argument === 'more' || argument === 'm') {
    if (last >= pages) return { output: `That was the last page (${pages}); ${command} 1 shows the first.\n` };
    page = last + 1;
  } else if (/^\d+$/.test(argument) && Number(argument) >= 1 && Number(argument) <= pages) page = Number(argument);
  else return { output: `${command} takes more, all or a page number from 1 to ${pages}.\n` };
  const from = (page - 1) * CANDS_PAGE;
  const shown = candidates.slice(from, from + CANDS_PAGE);
  if (pages === 1) return { output: `${head}${columns(shown)}`, page };
  const next = page < pages ? `; ${command} more shows page ${page + 1}, ${command} all every one` : '';
  return {
    output: `${head}${columns(shown)}page ${page} of ${pages} (${from + 1}-${from + shown.length} of ${candidates.length})${next}\n`,
    page,
  };
}

/**
 * The host's advice, keeping only suggestions that make sense: one that may win now, or
 * that splits the possible answers (a guess leaving them all, on average, tells nothing).
 */
async function sensible(host: AssistHost, clues: readonly Clue[]): Promise<Advice> {
  const advice = await host.advise(clues);
  const n = advice.candidates.length;
  const ranked = advice.ranked.filter((item, i) => i === 0 || item.isAnswer || !(item.expected >= n));
  return ranked.length === advice.ranked.length ? advice : { ...advice, ranked };
}

function columns(words: readonly string[]): string {
  const rows: string[] = [];
  for (let i = 0; i < words.length; i += CANDS_COLUMNS) rows.push(words.slice(i, i + CANDS_COLUMNS).join(' '));
  return rows.length ? `${rows.join('\n')}\n` : '';
}
