// npm run openers: recomputes data/openers.json, the first guess of each strategy for the
// bundled list pairs and modes, so that a first turn costs no search. coverage, entropy and
// minimax rank every guess (test/unit/openers.test.ts recomputes and compares them); best
// plays the whole game tree from each of the top entropy openers (`wordle bench --json`) and
// keeps the one with the fewest games over six, then the fewest guesses in total (ties: A-Z).
// Run it after changing a bundled list or a strategy; it takes several minutes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/wordle`;
const PAIRS = [
  { guesses: 'wordle.txt', guessName: 'nyt', answers: 'answers-2023.txt', answerName: '2023' },
  { guesses: 'wordle.txt', guessName: 'nyt', answers: 'answers-nyt.txt', answerName: 'nyt' },
  { guesses: 'guesses-2022.txt', guessName: 'original', answers: 'answers-2022.txt', answerName: 'original' },
];
const FILES = { 'wordle.txt': 'wordle.txt', 'guesses-2022.txt': 'data/guesses-2022.txt', 'answers-2023.txt': 'data/answers-2023.txt', 'answers-nyt.txt': 'data/answers-nyt.txt', 'answers-2022.txt': 'data/answers-2022.txt' };
const BEST_CANDIDATES = Number(process.env.WORDLE_BEST_CANDIDATES ?? 12);

const sha256 = (file) => createHash('sha256').update(readFileSync(`${root}${file}`)).digest('hex');
const wordle = (args) => execFileSync(bin, args, { encoding: 'utf8', maxBuffer: 1 << 26 });

const book = { lists: Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, sha256(file)])), openers: {}, bestTotals: {} };
for (const pair of PAIRS) {
  const key = `${pair.guesses}+${pair.answers}`;
  book.openers[key] = {};
  book.bestTotals[key] = {};
  const lists = ['-f', `${root}${FILES[pair.guesses]}`, '--answers', pair.answerName];
  for (const mode of ['normal', 'hard']) {
    const hard = mode === 'hard' ? ['--hard'] : [];
    const chosen = {};
    for (const strategy of ['coverage', 'entropy', 'minimax']) {
      chosen[strategy] = JSON.parse(wordle([...lists, ...hard, '--strategy', strategy, '--json', '--top', '1'])).suggestion;
    }
    const candidates = JSON.parse(wordle([...lists, '--strategy', 'entropy', '--json', '--top', String(BEST_CANDIDATES)])).top.map((t) => t.word);
    let best;
    for (const opener of candidates) {
      const result = JSON.parse(
        wordle(['bench', '--strategy', 'best', ...hard, '--guesses', pair.guessName, '--answers', pair.answerName, '--opener', opener, '--json']),
      );
      const { total, fails } = result;
      process.stderr.write(`${key} ${mode} best ${opener}: ${total} guesses, ${fails} over six\n`);
      const better = !best || fails < best.fails || (fails === best.fails && (total < best.total || (total === best.total && opener < best.opener)));
      if (better) best = { opener, total, fails };
    }
    chosen.best = best.opener;
    book.openers[key][mode] = chosen;
    book.bestTotals[key][mode] = { total: best.total, fails: best.fails };
  }
}
writeFileSync(`${root}data/openers.json`, `${JSON.stringify(book, null, 2)}\n`);
console.log(JSON.stringify(book.openers, null, 2));
