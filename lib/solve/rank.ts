// The ranked strategies' side of the suggestion (--strategy, --hard, --top, --why): a game of
// every guess of the list against the likely answers, and the strategy's ranking of it.

import { type Clue, isPartial, type Tile } from '../clues/tiles.ts';
import { placesIn } from '../filter/collect.ts';
import { fast } from '../speed.ts';
import { type Explanation, explainGuess, renderWhy } from '../talk/explain.ts';
import { hardModeProblem, hardModeRefusal as hardModeRefusalOf } from '../talk/play.ts';
import {
  createGame,
  createGameOfGuesses,
  encodedGuesses,
  encodeGuesses,
  type Game,
  hardAllowed,
  type Move,
  type Position,
} from './game.ts';
import { codeOf as codeOfTiles } from './kernel.ts';
import { quickAnswer } from './quick-path.ts';
import { rankAnswers, rankGuesses, type Strategy } from './strategies/index.ts';
import { candidatesOf, fewLeft, type Suggested, type SuggestRequest } from './suggest.ts';

export type RankRequest = SuggestRequest<Strategy>;

/** The game and position a request describes (all guesses of the list, the candidates as answers). */
export function gameOf(request: RankRequest, candidates: readonly string[], extra: readonly string[] = []) {
  const { query, result, hard } = request;
  const words = result.words ?? [];
  // (A partial clue's guess may have letters not remembered: no word to add.)
  const clueWords = query.clues.filter((clue) => !isPartial(clue)).map((clue) => clue.letters.join(''));
  // The list's words, plus any clue word (or word to explain) it lacks, without copying it when it lacks none.
  const missing = [...new Set([...clueWords, ...extra])].filter((word) => !words.includes(word));
  const guesses = missing.length === 0 ? words : [...words, ...missing];
  const game =
    (missing.length === 0 && gameOfList(result, candidates, query.length, hard)) || createGame(guesses, candidates, query.length, hard);
  // A partial clue is a move of no guess and no code (-1): it counts as a guess played, and no
  // book line or precomputed answer can match it.
  const moves: Move[] = query.clues.map((clue) =>
    isPartial(clue) ? { guess: -1, code: -1 } : { guess: guesses.indexOf(clue.letters.join('')), code: codeOfTiles(clue.tiles as Tile[]) },
  );
  let allowed: Int32Array = game.all;
  if (hard) {
    query.clues.forEach((clue, i) => {
      const move = moves[i] as Move;
      allowed = move.guess < 0 ? hardAllowedByClue(game, allowed, clue) : hardAllowed(game, allowed, move.guess, move.code);
    });
  }
  const position: Position = { remaining: Int32Array.from(candidates, (_, a) => a), allowed, moves };
  return { game, position };
}

/** Hard mode after a partial clue: what its known places demand (see hardModeProblem), word by word. */
function hardAllowedByClue(game: Game, allowed: Int32Array, clue: Clue): Int32Array {
  return allowed.filter((g) => hardModeProblem(Array.from(game.guesses.words[g] ?? ''), [clue]) === undefined);
}

/**
 * The game when the list's words come joined (an index, or the filter's compact set): the
 * candidates are found in the joined text, and the guesses' encoding is read from the index
 * when it has one, so no word is encoded or matched one letter at a time (about 8 ms of a
 * cold turn on the bundled list). undefined when the words are not so known.
 */
function gameOfList(result: RankRequest['result'], candidates: readonly string[], length: number, hard: boolean): Game | undefined {
  const joined = result.facts?.joined;
  const words = result.words ?? [];
  if (!joined || joined.count !== words.length || joined.length !== length || !fast('joined-game')) return undefined;
  const places = placesIn(joined.joined, length, candidates);
  if (!places) return undefined;
  const { encoded } = joined;
  const base = encoded ? encodedGuesses(words, length, encoded) : encodeGuesses(words, length);
  return createGameOfGuesses(base, candidates, places, hard);
}

/** Why `word` is a good guess or not at this turn, as data (`--why`, the MCP server's wordle_compare_guess). */
export function explainChoiceData(request: RankRequest, word: string, outcomes?: number): Explanation {
  const { candidates } = candidatesOf(request.result.matches, request.answers);
  const { game, position } = gameOf(request, candidates, [word]);
  const g = game.guesses.words.indexOf(word);
  const score = candidates.length === 0 ? Number.NaN : request.strategy.scoreOf(game, position, g);
  const hardModeRefusal = request.hard ? hardModeRefusalOf([...word], request.query.clues) : undefined;
  return explainGuess({ word, candidates, tried: request.query.tried, strategy: request.strategy.name, score, outcomes, hardModeRefusal });
}

/** Why `word` is a good guess or not at this turn, in words (`--why`, assist's /why). */
export function explainChoice(request: RankRequest, word: string): string {
  return renderWhy(explainChoiceData(request, word));
}

/** The strategy's suggestion (or its `top` best guesses) for any request. */
export function suggest(request: RankRequest): Suggested {
  // (A caller that tried the quick path already says so: after fuzzy it cost coverage's turn 50 ms twice.)
  const quick = request.quickDeclined ? undefined : quickAnswer(request);
  if (quick) return quick;
  const { candidates, fellBack } = candidatesOf(request.result.matches, request.answers);
  if (candidates.length === 0) return { ranked: [], candidates, fellBack };
  const { game, position } = gameOf(request, candidates);
  // (Matches that are no likely answer, all counted: proofs made for the list's answers would not
  // hold of them. With no answer list at all every match is one: the caller gives proofs then
  // only for the list as its own answers, as the CLI does for every accepted word.)
  const strategy = fellBack && request.strategy.proofs ? { ...request.strategy, proofs: undefined } : request.strategy;
  const chosen = rankGuesses(strategy, game, position, request.top);
  // With few answers left, only they: in the ranking's order (its tie rule already puts the best of them first), then the rest.
  const onlyAnswers = fewLeft(request);
  const offered = onlyAnswers ? onceByGuess([...chosen.filter((item) => item.isAnswer), ...rankAnswers(strategy, game, position)]) : chosen;
  const ranked = offered.slice(0, request.top).map(({ word, score, expected, isAnswer, moved, lowerBound }) => ({
    word,
    score,
    expected,
    isAnswer,
    moved,
    ...(lowerBound && { lowerBound }),
  }));
  return { ranked, candidates, fellBack, ...(onlyAnswers && { onlyAnswers }) };
}

function onceByGuess<T extends { readonly guess: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.guess) && seen.add(item.guess) !== undefined);
}
