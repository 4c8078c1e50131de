// Pins the top guesses and scores of a few positions on the bundled lists (wordle.txt, the
// 2023 answers), as the plain ranking gives them: faster code must rank
// exactly the same. Positions whose top five have no ties (tie order is a rule of its own);
// minimax, which has no bounds to skip guesses with, only on the quicker positions. Coverage's
// lists are as the tie rule gives them: a possible answer that scores nearly as well
// comes first (the rest keep their order and scores).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileQuery, createFilter, type FilterOptions } from '../../lib/filter/filter.ts';
import { factsFromStored, indexWordList } from '../../lib/filter/word-index.ts';
import { suggest } from '../../lib/solve/rank.ts';
import { strategyNamed } from '../../lib/solve/strategies/index.ts';

const wordList = readFileSync(new URL('../../wordle.txt', import.meta.url), 'latin1');
const answerList = readFileSync(new URL('../../data/answers-2023.txt', import.meta.url), 'latin1');
const stored = indexWordList(wordList, [5])['5'];
if (!stored) throw new Error('no five-letter words');
const facts = factsFromStored(stored, 5);

type Pinned = [word: string, score: number, expected: number, isAnswer: boolean];

/** The strategy's top guesses at the position the patterns describe, as the CLI computes them. */
function ranked(strategy: 'coverage' | 'entropy' | 'minimax', patterns: string[], top: number, options: FilterOptions) {
  const query = compileQuery(patterns);
  const filter = createFilter(query, options);
  filter.push(wordList, true);
  const result = filter.finish();
  const answerFilter = createFilter(query, { collect: 'nothing' });
  answerFilter.push(answerList, true);
  const answers = new Set(answerFilter.finish().matches);
  const request = { query, result, answers, strategy: strategyNamed(strategy), hard: false, top, detail: true };
  return suggest(request).ranked.map(({ word, score, expected, isAnswer }) => [word, score, expected, isAnswer] as Pinned);
}

const PINNED: Record<'coverage' | 'entropy' | 'minimax', Record<string, Pinned[]>> = {
  entropy: {
    fuzzy: [
      ['tarse', 6.099233929634713, 46.23561346362649, false],
      ['tiare', 6.080992949050068, 42.49077090119435, false],
      ['sater', 6.055506256170107, 43.583061889250814, false],
      ['raise', 6.034217200061574, 41.842562432138976, true],
      ['ariel', 6.0102152907211535, 40.14440825190011, false],
    ],
    crane: [
      ['poult', 5.651397523334098, 10.675977653631286, false],
      ['toils', 5.646450457875995, 10.396648044692737, false],
      ['louts', 5.646044183843453, 10.279329608938548, false],
      ['silty', 5.645943737682378, 12.17877094972067, true],
      ['smolt', 5.640199518033453, 9.966480446927374, false],
    ],
    jumpy: [
      ['tiare', 6.139591452876976, 32.512358049432194, false],
      ['tarse', 6.13350178523615, 37.36339345357381, false],
      ['artel', 6.101767095467474, 31.07748830995324, false],
      ['taler', 6.092966247248968, 31.95123580494322, false],
      ['sater', 6.091447514455591, 34.47094188376754, false],
    ],
    sLate: [
      ['gilly', 4.8998271822877015, 4.415094339622642, false],
      ['dilly', 4.894016597242929, 4.39622641509434, true],
      ['colly', 4.808531748293681, 4.660377358490566, false],
      ['dolly', 4.802326408720924, 4.471698113207547, true],
      ['rilly', 4.788760457122452, 4.60377358490566, false],
    ],
    qajaq: [
      ['torse', 5.859564317793186, 57.329984135378105, false],
      ['roset', 5.844274114181929, 54.386567953463775, false],
      ['toise', 5.835165207685325, 53.69487043892121, false],
      ['toile', 5.832111150640887, 51.1544156530936, false],
      ['siren', 5.8234928450302, 55.487572712850344, true],
    ],
  },
  minimax: {
    crane: [
      ['diols', -23.515269379315725, 10.932960893854748, false],
      ['sloid', -23.516049623532165, 11.491620111731844, false],
      ['smolt', -25.513919556821286, 9.966480446927374, false],
      ['polts', -25.514980688955642, 10.726256983240223, false],
      ['plots', -25.516158857722466, 11.569832402234637, false],
    ],
    sLate: [
      ['dolly', -6.521091038533417, 4.471698113207547, true],
      ['lowly', -7.522781881285041, 4.830188679245283, true],
      ['holly', -7.52295986473258, 4.867924528301887, true],
      ['dilly', -8.520735071638338, 4.39622641509434, true],
      ['gilly', -8.520824063362108, 4.415094339622642, false],
    ],
  },
  coverage: {
    fuzzy: [
      ['saner', 4937, 44.4343105320304, true],
      ['sared', 5042, 48.16720955483171, false],
      ['sater', 5024, 43.583061889250814, false],
      ['soare', 5006, 45.90553745928339, false],
      ['aired', 4943, 51.56894679695983, true],
    ],
    crane: [
      ['lousy', 1096, 10.849162011173185, true],
      ['soily', 1170, 11.016759776536313, false],
      ['souly', 1158, 10.972067039106145, false],
      ['silty', 1106, 12.17877094972067, true],
      ['soupy', 1086, 13.860335195530727, true],
    ],
    jumpy: [
      ['later', 4031, 33.451569806279224, true],
      ['sater', 4141, 34.47094188376754, false],
      ['ariel', 4135, 30.302605210420843, false],
      ['sared', 4127, 38.434869739478955, false],
      ['aired', 4111, 39.487641950567806, true],
    ],
    sLate: [
      ['doily', 337, 4.773584905660377, true],
      ['roily', 326, 5.264150943396227, false],
      ['noily', 317, 6.150943396226415, false],
      ['dolly', 314, 4.471698113207547, true],
      ['colly', 312, 4.660377358490566, false],
    ],
    qajaq: [
      ['sired', 4683, 58.1602326811211, true],
      ['sored', 4832, 58.960867265996825, false],
      ['soler', 4716, 52.65626652564781, false],
      ['sorel', 4675, 53.0211528291909, false],
      ['goier', 4659, 58.42887361184558, false],
    ],
  },
};

const close = (actual: Pinned[], expected: Pinned[]) => {
  expect(actual.map(([word, , , isAnswer]) => [word, isAnswer])).toEqual(expected.map(([word, , , isAnswer]) => [word, isAnswer]));
  actual.forEach(([, score, expectedLeft], i) => {
    expect(score).toBeCloseTo(expected[i]?.[1] ?? Number.NaN, 9);
    expect(expectedLeft).toBeCloseTo(expected[i]?.[2] ?? Number.NaN, 9);
  });
};

describe('the ranking of a few positions on the bundled lists is pinned', () => {
  for (const [strategy, positions] of Object.entries(PINNED) as ['coverage' | 'entropy' | 'minimax', Record<string, Pinned[]>][]) {
    test.each(Object.entries(positions))(`${strategy} after %s: top five`, (pattern, expected) => {
      close(ranked(strategy, [pattern], 5, { collect: 'words' }), expected);
    });
    test.each(Object.entries(positions))(`${strategy} after %s: the suggestion, from the stored index too`, (pattern, expected) => {
      close(ranked(strategy, [pattern], 1, { collect: 'words', facts }), expected.slice(0, 1));
    });
  }
});
