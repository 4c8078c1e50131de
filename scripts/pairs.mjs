// The bundled pairs of lists (guesses + answers) that data/openers.json and data/book/ cover,
// with the names the command line takes for them; shared by npm run openers and npm run book.
export const PAIRS = [
  { guesses: 'wordle.txt', guessName: 'nyt', answers: 'answers-2023.txt', answerName: '2023' },
  { guesses: 'wordle.txt', guessName: 'nyt', answers: 'answers-nyt.txt', answerName: 'nyt' },
  { guesses: 'guesses-2022.txt', guessName: 'original', answers: 'answers-2022.txt', answerName: 'original' },
];
