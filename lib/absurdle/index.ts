// Absurdle (qntm's): the face the front ends use. The host that keeps the most words, the
// search for wins against it, and its challenge mode's search for a forcing sequence.

export {
  ChallengeSolver as AbsurdleChallengeSolver,
  challengeOpenings as absurdleChallengeOpenings,
  prepareChallenge as prepareAbsurdleChallenge,
} from './challenge.ts';
export {
  ABSURDLE_LISTS,
  AbsurdleGame,
  type AbsurdleLists,
  type AbsurdleReply,
  absurdleLists,
  absurdleReplies,
  type ChallengeState,
  challengeState,
  renderAbsurdleReplies,
  targetIndex as absurdleTargetIndex,
} from './host.ts';
export { type AbsurdleChoice, absurdleListsOf } from './lists.ts';
export {
  prepareSearch as prepareAbsurdleSearch,
  searchTableBytes as absurdleTableBytes,
  searchWins as searchAbsurdleWins,
  shortestWin as shortestAbsurdleWin,
  type Win as AbsurdleWin,
} from './solve.ts';
