// Several boards at once (Dordle to Duotrigordle): the face the front ends use. The turn, the
// strategies, the game a host plays, the layout and share grid, games to bench.

export { alikeBoards, boardsLabel } from './alike.ts';
export { BoardsAssistant, type BoardsAssistHost } from './assist.ts';
export { type BoardsGameResult, playBoards } from './game.ts';
export { parseGames, sampleGames } from './games.ts';
export { type BoardsLayout, boardRows } from './layout.ts';
export { BOARDS_GAMES, boardsName, boardsTries, checkBoards, MAX_BOARDS } from './rules.ts';
export { boardsShareGrid } from './share.ts';
export { BOARDS_STRATEGY_NAMES, type BoardsSolver, type BoardsStrategyName, createBoardsSolver } from './strategy.ts';
export { type BoardsTurn, playBoardsTurn } from './turn.ts';
export { boardsFigures } from './why.ts';
