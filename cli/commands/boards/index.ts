// Several boards at once (Dordle to Duotrigordle, lib/boards/) on the command line: a bundle of
// its own (dist/boards.cjs), loaded only by a command line that plays several boards: the
// filter's turn, assist, play, show and bench.

export { runBoardsFilter } from './filter.ts';
export { benchCommand, renderBoardsBench, runBoardsBench, runBoardsShow, showCommand } from './games.ts';
export { runBoardsAssist, runBoardsPlay } from './play.ts';
