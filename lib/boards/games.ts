// Games of several boards to play: sampled with a seed (distinct hidden words in a game, as the
// named games draw them), or read from a text of one game a line.

import { quote } from '../clues/letters.ts';
import { WordleError } from '../errors.ts';
import { seededRandom } from '../solve/random.ts';

/** `count` games of `boards` distinct words of `answers` each, the same for the same seed. */
export function sampleGames(answers: readonly string[], boards: number, count: number, seed: number): string[][] {
  if (answers.length < boards) throw new WordleError('USAGE', `${boards} boards need ${boards} answers, the list has ${answers.length}`);
  const random = seededRandom(seed);
  const games: string[][] = [];
  for (let i = 0; i < count; i++) {
    const game: string[] = [];
    while (game.length < boards) {
      const word = answers[Math.floor(random() * answers.length)] as string;
      if (!game.includes(word)) game.push(word);
    }
    games.push(game);
  }
  return games;
}

/**
 * The games of a text: one a line, its hidden words separated by spaces (blank lines and lines
 * from `#` skipped). Every game must have the same number of words, all of one length and on
 * the allowed guesses (`allowed`, when given). `name` names the text in messages.
 */
export function parseGames(text: string, name: string, allowed?: ReadonlySet<string>): string[][] {
  const games: string[][] = [];
  const lines = text.split('\n');
  lines.forEach((line, at) => {
    const words = line.replace(/#.*/, '').trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return;
    const where = `${name} line ${at + 1}`;
    const first = games[0];
    if (first && words.length !== first.length)
      throw new WordleError('USAGE', `${where}: ${words.length} hidden words, the first game has ${first.length}`);
    const length = [...(first?.[0] ?? words[0] ?? '')].length;
    for (const word of words) {
      if (!/^\p{L}+$/u.test(word)) throw new WordleError('USAGE', `${where}: ${quote(word)} is not a word of letters`);
      if ([...word].length !== length) throw new WordleError('USAGE', `${where}: ${quote(word)} is not ${length} letters long`);
      if (allowed && !allowed.has(word)) throw new WordleError('USAGE', `${where}: ${quote(word)} is not on the word list`);
    }
    games.push(words);
  });
  if (games.length === 0) throw new WordleError('USAGE', `${name} has no game`);
  return games;
}
