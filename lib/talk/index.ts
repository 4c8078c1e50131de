// Saying it to a person: the face the front ends use. Text and tiles rendered, a guess's
// explanation, the assistant and the game host's rules, the page's address, letter facts.

export { type Advice, Assistant, type AssistHost, type Reply } from './assist.ts';
export { type Explanation, renderWhy, scoreText } from './explain.ts';
export { clueFacts, explainQuery } from './explain-query.ts';
export {
  displayWidth,
  fewerText,
  liesARow,
  MOVED_NOTE,
  readScore,
  renderColumns,
  renderCount,
  renderLines,
  renderPattern,
  renderSuggestion,
  renderTiles,
  SCORE_MEANS,
  scoreName,
  searchedText,
  searchProgressText,
  shownScore,
  stoppedText,
  wrapText,
} from './format.ts';
export { copiesText, type LetterFact, letterFacts } from './letter-facts.ts';
export {
  DEFAULT_LINK_SETTINGS,
  type LinkSettings,
  patternsOfHash,
  positionHash,
  positionUrl,
  settingsOfHash,
  uncarriedLists,
} from './link.ts';
export { feedbackNotations } from './notations.ts';
export {
  checkAnswer,
  checkGuess,
  type GameRules,
  hardModeRefusal,
  isSolved,
  KEYBOARD_ROWS,
  keyboardRows,
  letterStates,
  pickBySeed,
  playGuess,
  shareGrid,
} from './play.ts';
