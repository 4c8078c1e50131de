// Replays lost games (bench --tree lines) and asks the guard's search, with a large budget,
// at which turn each went from winnable to not: from the last position back, the first one
// shown to finish in the guesses left names the move after it as the one that lost the game.
// Usage: npx esbuild scripts/guard-diagnose.ts --bundle --platform=node --outfile=/tmp/diagnose.cjs
//   then node /tmp/diagnose.cjs LIST TREE-FILE [BUDGET], TREE-FILE from `wordle bench ... --tree` (lines over six are replayed).
import { readFileSync } from 'node:fs';
import { codeOf, createGame, type Position, play, startPosition } from '../lib/solve/game.ts';
import { Guard } from '../lib/solve/guard/index.ts';

const [listPath, treePath, budgetText] = process.argv.slice(2);
if (!listPath || !treePath) throw new Error('usage: guard-diagnose LIST TREE [BUDGET]');
const budget = Number(budgetText ?? 300_000_000);
const words = readFileSync(listPath, 'utf8')
  .split('\n')
  .map((w) => w.trim())
  .filter(Boolean);
const game = createGame(words, words, 5, false);
const index = new Map(words.map((w, i) => [w, i]));
for (const line of readFileSync(treePath, 'utf8').split('\n')) {
  const parts = line.trim().split(/\s+/);
  if (parts.length <= 12) continue;
  const guesses = parts.filter((_p, i) => i % 2 === 0).map((w) => index.get(w) as number);
  const answer = game.answerOfGuess[guesses.at(-1) as number] as number;
  const positions: Position[] = [startPosition(game)];
  for (const g of guesses.slice(0, 6)) positions.push(play(game, positions.at(-1) as Position, g, codeOf(game, g, answer)));
  const report: string[] = [];
  for (let t = 5; t >= 1; t--) {
    const position = positions[t] as Position;
    const left = 6 - t;
    const started = Date.now();
    const verdict = new Guard(game).canFinish(position.remaining, position.allowed, left, budget);
    report.push(`after ${t} [${position.remaining.length} in ${left}]: ${verdict} (${Date.now() - started} ms)`);
    if (verdict === true) {
      report.push(`lost by ${words[guesses[t] as number]}`);
      break;
    }
  }
  console.log(
    `${words[guesses.at(-1) as number]} ${line
      .split(/\s+/)
      .slice(0, 2 * 4)
      .join(' ')}\n  ${report.join('; ')}`,
  );
}
