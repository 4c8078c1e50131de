// The tools the server offers, in the order it lists them. Adding a tool: a file of this folder
// that default-exports defineTool({...}), and its line here.

import absurdle from './absurdle.ts';
import boardsSuggest from './boards.ts';
import compareGuess from './compare-guess.ts';
import englishWordCandidates from './english-word-candidates.ts';
import explainPatterns from './explain-patterns.ts';
import feedback from './feedback.ts';
import listPossibleAnswers from './list-possible-answers.ts';
import reviewGame from './review-game.ts';
import suggestNextGuess from './suggest-next-guess.ts';

export const TOOLS = [
  suggestNextGuess,
  listPossibleAnswers,
  compareGuess,
  feedback,
  explainPatterns,
  reviewGame,
  boardsSuggest,
  absurdle,
  englishWordCandidates,
] as const;
