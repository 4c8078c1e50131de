// A plain JavaScript greedy entropy solver, the baseline `npm run bench` measures `wordle bench
// --strategy entropy` against. Written the ordinary competent way: words as small integer
// arrays, feedback computed on the fly for every (guess, answer) pair with a scratch array,
// every guess scored at every position, one thread, no table, no bounds; the games share a
// decision tree. Same rule and ties as wordle's entropy, so it must reach the same total: a
// cross-check as well as a baseline.
//
// Usage: node bench/plain-greedy.mjs GUESSES ANSWERS OPENER  -> prints the total and the time
import { readFileSync } from 'node:fs';

const [guessFile, answerFile, opener] = process.argv.slice(2);
const read = (file) => [
  ...new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((w) => w.trim())
      .filter(Boolean),
  ),
];
const started = performance.now();
const answers = read(answerFile);
const guesses = [...new Set([...read(guessFile), ...answers])];

const encode = (word) =>
  Object.assign(
    Uint8Array.from(word, (letter) => letter.charCodeAt(0) - 97),
    { word },
  );
const left = new Int8Array(26);
const tiles = new Int8Array(5);
const POWERS = [1, 3, 9, 27, 81];

function feedback(guess, answer) {
  let code = 0;
  for (let i = 0; i < 5; i++) {
    if (guess[i] === answer[i]) {
      tiles[i] = 2;
      code += 2 * POWERS[i];
    } else {
      tiles[i] = 0;
      left[answer[i]]++;
    }
  }
  for (let i = 0; i < 5; i++) {
    if (tiles[i] === 0 && left[guess[i]] > 0) {
      code += POWERS[i];
      left[guess[i]]--;
    }
  }
  for (let i = 0; i < 5; i++) left[answer[i]] = 0;
  return code;
}

const guessCodes = guesses.map(encode);
const byWord = new Map(guessCodes.map((code) => [code.word, code]));

function bestGuess(candidates) {
  if (candidates.length <= 2) return [...candidates].sort((a, b) => (a.word < b.word ? -1 : 1))[0];
  const inPlay = new Set(candidates.map((answer) => answer.word));
  let best;
  let bestScore = -1;
  const counts = new Int32Array(243);
  for (const guess of guessCodes) {
    counts.fill(0);
    for (const answer of candidates) counts[feedback(guess, answer)]++;
    let sum = 0;
    for (const count of counts) if (count > 0) sum += count * Math.log2(count);
    const score = Math.log2(candidates.length) - sum / candidates.length;
    const better =
      score > bestScore + 1e-12 ||
      (Math.abs(score - bestScore) <= 1e-12 &&
        (inPlay.has(guess.word) !== inPlay.has(best.word) ? inPlay.has(guess.word) : guess.word < best.word));
    if (best === undefined || better) {
      best = guess;
      bestScore = score;
    }
  }
  return best;
}

let total = 0;
function play(candidates, turn, guess) {
  const groups = new Map();
  for (const answer of candidates) {
    const code = feedback(guess, answer);
    if (!groups.has(code)) groups.set(code, []);
    groups.get(code).push(answer);
  }
  for (const [code, group] of groups) {
    if (code === 242) total += turn;
    else play(group, turn + 1, bestGuess(group));
  }
}
play(
  answers.map((word) => byWord.get(word)),
  1,
  byWord.get(opener),
);
console.log(JSON.stringify({ total, games: answers.length, seconds: (performance.now() - started) / 1000 }));
