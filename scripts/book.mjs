// npm run book: remakes data/book/, best's decision trees for the bundled list pairs and modes
// (one line per answer: each guess with its tiles), so that playing on them costs a look-up.
// Each tree is what `wordle bench --strategy best --no-book --wide --tree` plays from an opener: by
// default the one data/book/index.json already names (or data/openers.json's best), or with
// `--search N` the best of the top N entropy openers (fewest games over six, then fewest
// guesses in all, ties A-Z). Minutes per tree: hard mode on the 2023 answers takes the longest.
// Usage: node scripts/book.mjs [--search N] [--only PAIR.MODE ...]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAIRS } from './pairs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/wordle`;
const args = process.argv.slice(2);
const searchCount = args.includes('--search') ? Number(args[args.indexOf('--search') + 1]) : 0;
const only = args.filter((_arg, k) => args[k - 1] === '--only');

const indexPath = `${root}data/book/index.json`;
const index = existsSync(indexPath) ? JSON.parse(readFileSync(indexPath, 'utf8')) : {};
const openers = JSON.parse(readFileSync(`${root}data/openers.json`, 'utf8')).openers;
const wordle = (argv) => execFileSync(bin, argv, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'inherit'] });

for (const pair of PAIRS) {
  for (const mode of ['normal', 'hard']) {
    const name = `${pair.guesses}+${pair.answers}.${mode}`;
    if (only.length > 0 && !only.includes(name)) continue;
    const lists = ['--guesses', pair.guessName, '--answers', pair.answerName, ...(mode === 'hard' ? ['--hard'] : [])];
    const known = index[name]?.opener ?? openers[`${pair.guesses}+${pair.answers}`]?.[mode]?.best;
    const candidates = new Set(known ? [known] : []);
    if (searchCount > 0) {
      const filter = ['-f', pair.guessName === 'nyt' ? `${root}wordle.txt` : `${root}data/${pair.guesses}`, '--answers', pair.answerName];
      for (const { word } of JSON.parse(wordle([...filter, '--strategy', 'entropy', '--json', '--top', String(searchCount)])).top)
        candidates.add(word);
    }
    let best;
    for (const opener of candidates) {
      const started = Date.now();
      const tree = wordle(['bench', '--strategy', 'best', '--no-book', '--wide', ...lists, '--opener', opener, '--tree']);
      const lines = tree.trim().split('\n');
      const total = lines.reduce((sum, line) => sum + line.trim().split(/\s+/).length / 2, 0);
      const over = lines.filter((line) => line.trim().split(/\s+/).length / 2 > 6).length;
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stderr.write(`${name} ${opener}: ${total} guesses, ${over} over six (${seconds} s)\n`);
      if (!best || over < best.over || (over === best.over && (total < best.total || (total === best.total && opener < best.opener)))) {
        best = { opener, total, over, games: lines.length, tree };
      }
    }
    writeFileSync(`${root}data/book/${name}.txt`, best.tree);
    index[name] = { opener: best.opener, games: best.games, total: best.total, over: best.over };
    writeFileSync(indexPath, `${JSON.stringify(index, null, 2)}\n`);
    // data/openers.json names best's first guess too (a first turn reads only that file).
    const book = JSON.parse(readFileSync(`${root}data/openers.json`, 'utf8'));
    book.openers[`${pair.guesses}+${pair.answers}`][mode].best = best.opener;
    book.bestTotals[`${pair.guesses}+${pair.answers}`][mode] = { total: best.total, fails: best.over };
    writeFileSync(`${root}data/openers.json`, `${JSON.stringify(book, null, 2)}\n`);
  }
}
