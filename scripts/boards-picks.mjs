// node scripts/boards-picks.mjs [GAMES | seed:N] [STRATEGY...]: a several-boards strategy's mean,
// lost games and the time of each pick. GAMES is a games file (default bench/quordle-200.txt);
// seed:N plays 200 Quordle games sampled with seed N instead (seed:777 is the second set issue
// 21's figures use). Likely answers of the 2023 list, guesses wordle.txt, N + 5 tries, as
// bench --boards. The pick times (median, 90th and 99th percentile, most) include the first
// turn's, worked out once per solver. (lib/ is bundled on the fly, as boards-turns.mjs does.)
import { answers, DEFAULT_GAMES, gamesOf, guesses, lib } from './boards-games.mjs';

const [source = DEFAULT_GAMES, ...asked] = process.argv.slice(2);
const strategies = asked.length > 0 ? asked : ['boards', 'simul'];
const { createBoardsSolver, playBoards, boardsTries } = lib;
const games = gamesOf(source);
const tries = boardsTries(games[0].length);

for (const strategy of strategies) {
  const solver = createBoardsSolver(guesses, 5);
  const times = [];
  // The solver, each pick timed.
  const timed = {
    get guesses() {
      return solver.guesses;
    },
    pick(boards, left, name) {
      const started = performance.now();
      const pick = solver.pick(boards, left, name);
      times.push(performance.now() - started);
      return pick;
    },
  };
  const started = performance.now();
  let total = 0;
  let lost = 0;
  for (const hidden of games) {
    const game = playBoards(timed, answers, hidden, tries, strategy);
    total += game.guesses.length;
    if (!game.won) lost++;
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (share) => (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(0);
  console.log(
    `${strategy}: ${games.length} games of ${source}, ${tries} tries: mean ${(total / games.length).toFixed(3)}, lost ${lost}, ${seconds.toFixed(1)} s; ` +
      `${times.length} picks: median ${at(0.5)} ms, 90% ${at(0.9)} ms, 99% ${at(0.99)} ms, most ${at(1)} ms`,
  );
}
