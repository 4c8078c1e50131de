// node scripts/boards-turns.mjs [GAMES] [STRATEGY...]: where a several-boards game's guesses go.
// Each guess solves at most one board (a game's hidden words differ), so a game takes its boards
// plus the guesses that solve none; this plays the games of GAMES (default bench/quordle-200.txt,
// likely answers of the 2023 list, guesses wordle.txt, N + 5 tries) with each strategy (default
// boards and simul) and prints, beside bench's mean and histogram, at which guess the boards are
// solved and which guesses solve nothing. (lib/ is bundled on the fly: bench --json has no
// per-board turns.)
import { answers, DEFAULT_GAMES, gamesOf, guesses, lib } from './boards-games.mjs';

const [gamesFile = DEFAULT_GAMES, ...asked] = process.argv.slice(2);
const strategies = asked.length > 0 ? asked : ['boards', 'simul'];
const { createBoardsSolver, playBoards, boardsTries } = lib;
const games = gamesOf(gamesFile);
const tries = boardsTries(games[0].length);
const line = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([turn, count]) => `${turn}:${count}`)
    .join(' ');

for (const strategy of strategies) {
  const solver = createBoardsSolver(guesses, 5);
  const started = performance.now();
  const histogram = {};
  const solvedAt = {};
  const solvingNone = {};
  const wastedPerGame = {};
  let total = 0;
  let lost = 0;
  for (const hidden of games) {
    const game = playBoards(solver, answers, hidden, tries, strategy);
    const played = game.guesses.length;
    total += played;
    if (!game.won) lost++;
    histogram[played] = (histogram[played] ?? 0) + 1;
    for (const at of game.solvedAt) solvedAt[at] = (solvedAt[at] ?? 0) + 1;
    const solving = new Set(game.solvedAt);
    let wasted = 0;
    for (let turn = 1; turn <= played; turn++)
      if (!solving.has(turn)) {
        solvingNone[turn] = (solvingNone[turn] ?? 0) + 1;
        wasted++;
      }
    wastedPerGame[wasted] = (wastedPerGame[wasted] ?? 0) + 1;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${strategy}: ${games.length} games of ${gamesFile}, ${tries} tries: mean over all games ${(total / games.length).toFixed(3)}, lost ${lost}, ${seconds.toFixed(1)} s`,
  );
  console.log(`  guesses a game      ${line(histogram)}`);
  console.log(`  boards solved at    ${line(solvedAt)}${solvedAt[0] ? ' (0: never)' : ''}`);
  console.log(`  guesses solving none, by guess   ${line(solvingNone)}`);
  console.log(`  guesses solving none, per game   ${line(wastedPerGame)}`);
}
