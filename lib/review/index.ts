// Reviewing a game played (wordle review): the face the front ends use. Per guess the answers
// before and after, expected, luck and skill; a share grid read back into patterns.

export { type Review, type ReviewedGuess, reviewGame } from './review.ts';
export { readShareGrid, sharePatterns } from './share-grid.ts';
