// Reviewing a game played (wordle review): the face the front ends use. Per guess the answers
// before and after, expected, luck and skill; a share grid read back into patterns.

export { LYING_REVIEW_NOTE, type Review, type ReviewedGuess, reviewGame } from './review.ts';
export { readShareGrid, sharePatterns } from './share-grid.ts';
