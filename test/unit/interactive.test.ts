import { describe, expect, test } from 'vitest';
import { feedback } from '../../lib/clues/feedback.ts';
import { parsePattern } from '../../lib/clues/pattern.ts';
import type { Clue } from '../../lib/clues/tiles.ts';
import { compileQuery, filterWords } from '../../lib/filter/filter.ts';
import { suggest } from '../../lib/solve/rank.ts';
import { strategyNamed } from '../../lib/solve/strategies/index.ts';
import { type Advice, Assistant, type AssistHost } from '../../lib/talk/assist.ts';
import { explainGuess, renderWhy } from '../../lib/talk/explain.ts';
import { hardModeProblem, letterStates, pickBySeed, playGuess, shareGrid } from '../../lib/talk/play.ts';

const WORDS = ['batch', 'catch', 'hatch', 'latch', 'match', 'patch', 'watch', 'blimp', 'stare', 'crane'];

/** A host over a small list, with the real filter and coverage strategy. */
function host(hard = false, strategy = 'coverage' as 'coverage' | 'entropy'): AssistHost {
  const text = WORDS.join('\n');
  const advise = (clues: readonly Clue[]): Advice => {
    const query = compileQuery(clues.map((clue) => clue.text));
    const result = { matches: filterWords(query, text).matches, words: WORDS };
    const suggested = suggest({ query, result, answers: undefined, strategy: strategyNamed(strategy), hard: false, top: 5 });
    return { matches: result.matches, candidates: suggested.candidates, ranked: suggested.ranked };
  };
  return { length: 5, strategy, hard, advise, isWord: (word) => WORDS.includes(word), why: (_, word) => `why ${word}\n` };
}

/** Feeds lines and returns what each printed, the last prompt, and whether it ended. */
async function session(lines: string[], clues: string[] = [], hard = false, strategy: 'coverage' | 'entropy' = 'coverage') {
  const assistant = await Assistant.create(
    host(hard, strategy),
    clues.map((pattern) => parsePattern(pattern)),
  );
  const outputs = [assistant.start()];
  let done: string | undefined;
  for (const line of lines) {
    const reply = await assistant.handle(line);
    outputs.push(reply.output);
    done = reply.done;
    if (done) break;
  }
  return { outputs, prompt: assistant.prompt(), done, history: assistant.history().map((clue) => clue.text) };
}

describe('Assistant', () => {
  test('Enter takes suggestion 1, then the tiles are read', async () => {
    const assistant = await Assistant.create(host());
    expect(assistant.start()).toContain('10 possible matches');
    expect(assistant.start()).toMatch(/suggestions \(coverage\):\n {2}1\. \w{5}/);
    const first = /\[(\w{5})\]/.exec(assistant.prompt())?.[1] ?? '';
    await assistant.handle('');
    expect(assistant.prompt()).toBe(`tiles for ${first.toUpperCase()}: `);
    const tiles = feedback([...first], [...'batch']).join('');
    await assistant.handle(tiles);
    expect(assistant.history().map((clue) => clue.text)).toEqual([`${first}:${tiles}`]);
  });

  // Against BATCH, STARE gets s grey, t and a yellow, r and e grey.
  test.each([
    // lines, resulting history
    [['stare', 'byybb'], ['stare:byybb']],
    [['stare', 'sTAre'], ['sTAre']], // the whole pattern instead of tiles
    [['stare', '01100'], ['stare:01100']],
    [['stare', '.YY..'], ['stare:.YY..']],
    [['stare', '⬛🟨🟨⬛⬛'], ['stare:⬛🟨🟨⬛⬛']],
    [['sTAre'], ['sTAre']], // a whole pattern instead of a guess
    [['crane', 'ygb..', '/undo'], []],
    [['crane', '/undo', 'stare', 'bbbbb'], ['stare:bbbbb']],
  ])('%j', async (lines, history) => {
    expect((await session(lines)).history).toEqual(history);
  });

  test('a word not in the list is refused; so are bad tiles', async () => {
    const { outputs, prompt } = await session(['zzzzz', 'stare', 'bbq..']);
    expect(outputs[1]).toBe("'zzzzz' is not in the word list.\n");
    expect(outputs[3]).toContain("unknown tile 'q'");
    expect(prompt).toBe('tiles for STARE: ');
  });

  test('tiles that no word fits are refused and can be fixed', async () => {
    const { outputs, prompt, history } = await session(['batch', 'ggggy']);
    expect(outputs[2]).toContain('No word fits those tiles');
    expect(prompt).toBe('tiles for BATCH: ');
    expect(history).toEqual([]);
  });

  test('all green solves it; /quit quits', async () => {
    expect((await session(['batch', 'ggggg'])).done).toBe('solved');
    expect((await session(['/quit'])).done).toBe('quit');
  });

  test('/cands, /why, /help and unknown commands', async () => {
    const { outputs } = await session(['/cands', '/why', '/why 2', '/why blimp', '/help', '/nope', '/why zzzzz'], ['bA=T=C=H=']);
    // A word off the list is refused, as --why refuses it, and the game goes on.
    expect(outputs[7]).toBe("'zzzzz' is not in the word list; /why explains a word of it.\n");
    expect(outputs[1]).toContain('catch hatch latch match patch watch');
    expect(outputs[2]).toMatch(/^why \w{5}\n$/);
    expect(outputs[4]).toBe('why blimp\n');
    expect(outputs[5]).toContain('/undo');
    expect(outputs[6]).toContain('Unknown command');
  });

  test('the prompt shows the turn and the suggestion', async () => {
    expect((await session([])).prompt).toMatch(/^guess 1 \[\w{5}\]: $/);
  });

  test('with one possible answer left, only guesses that may win or split are shown', async () => {
    // After b=A=T=C=H= and w..., only one of the -atch words is left.
    for (const strategy of ['coverage', 'entropy'] as const) {
      const start =
        (await session([], ['bA=T=C=H=', 'wA=T=C=H=', 'cA=T=C=H=', 'hA=T=C=H=', 'lA=T=C=H=', 'pA=T=C=H='], false, strategy)).outputs[0] ??
        '';
      expect(start).toContain('possible answers: match');
      expect(start).not.toMatch(/\n {2}2\./);
    }
  });

  test('a guess in capitals is a guess, not five yellows', async () => {
    const { prompt, history } = await session(['STARE']);
    expect(prompt).toBe('tiles for STARE: ');
    expect(history).toEqual([]);
    expect((await session(['STARE', 'bbbbb'])).history).toEqual(['stare:bbbbb']);
  });

  test('a guess played already is refused', async () => {
    const { outputs, prompt } = await session(['stare', 'byybb', 'stare']);
    expect(outputs[3]).toBe('STARE was played already.\n');
    expect(prompt).toBe(`guess 2 [${/\[(\w+)\]/.exec(prompt)?.[1] ?? ''}]: `);
    expect((await session(['sTAre', 'sTAre'])).outputs[2]).toBe('STARE was played already.\n');
  });

  test('hard mode refuses a guess that drops a revealed letter, typed or as a pattern', async () => {
    const { outputs, prompt } = await session(['stare', 'byybb', 'blimp'], [], true);
    expect(outputs[3]).toBe('BLIMP breaks hard mode: the guess must contain T.\n');
    expect(prompt).toMatch(/^guess 2 /);
    expect((await session(['blimp'], ['sTAre'], true)).outputs[1]).toBe('BLIMP breaks hard mode: the guess must contain T.\n');
    expect((await session(['blimp', 'bbbbb'], ['sTAre'], false)).history).toEqual(['sTAre', 'blimp:bbbbb']);
  });

  test('a number beyond the suggestions: how many there are', async () => {
    const { outputs, prompt } = await session(['9']);
    const count = (outputs[0]?.match(/^ {2}\d+\./gm) ?? []).length;
    expect(count).toBeGreaterThan(0);
    expect(outputs[1]).toBe(`No suggestion 9: the list has ${count}; type a guess or a number from 1 to ${count}.\n`);
    expect(prompt).toMatch(/^guess 1 /);
  });

  test('a guess refused is said in the words `wordle play` says it', async () => {
    const words = new Set(WORDS);
    for (const [typed, clues, hard] of [
      ['st@re', [], false],
      ['abc', [], false],
      ['zzzzz', [], false],
      ['stare', ['stare:byybb'], false],
      ['blimp', ['sTAre'], true],
    ] as const) {
      const { outputs } = await session([typed], [...clues], hard);
      const played = playGuess(
        { answer: 'batch', words, tries: 6, hard },
        clues.map((clue) => parsePattern(clue)),
        typed,
      );
      expect(played.ok).toBe(false);
      expect(outputs[1]).toBe(`${played.ok ? '' : played.problem}\n`);
    }
  });

  test('advice the host gives up (Ctrl-C stopped its search) leaves the game as it was', async () => {
    const inner = host();
    let refuse = false;
    const assistant = await Assistant.create({
      ...inner,
      advise: async (clues) => (refuse ? Promise.reject(new Error('stopped')) : inner.advise(clues)),
    });
    const before = assistant.start();
    await assistant.handle('stare');
    refuse = true;
    await expect(assistant.handle('byybb')).rejects.toThrow('stopped');
    expect(assistant.prompt()).toBe('tiles for STARE: ');
    expect(assistant.history()).toEqual([]);
    refuse = false;
    await assistant.handle('byybb');
    refuse = true;
    await expect(assistant.handle('/undo')).rejects.toThrow('stopped');
    expect(assistant.history().map((clue) => clue.text)).toEqual(['stare:byybb']);
    refuse = false;
    expect((await assistant.handle('/undo')).output).toBe(`Last guess taken back.\n${before}`);
    expect(assistant.history()).toEqual([]);
  });

  test('tiles that clash with earlier ones name the clues, as the filter does', async () => {
    // STARE's yellow A and T, then CATCH with A and T grey.
    const { outputs, prompt, history } = await session(['stare', 'byybb', 'catch', 'bbbbb']);
    expect(outputs[4]).toBe(
      "No word fits those tiles: no word can match patterns 'stare:byybb' and 'catch:bbbbb' together: 'stare:byybb' has t, 'catch:bbbbb' says there is no t. Check them and enter them again (/undo to change the guess).\n",
    );
    expect(prompt).toBe('tiles for CATCH: ');
    expect(history).toEqual(['stare:byybb']);
  });

  test('tiles that leave no likely answer are taken with a warning (a typo, mostly)', async () => {
    // BLIMP is the only likely answer; STARE's yellow T rules it out.
    const inner = host();
    const answers = new Set(['blimp']);
    const advise = async (clues: readonly Clue[]): Promise<Advice> => {
      const advice = await inner.advise(clues);
      const likely = advice.matches.filter((word) => answers.has(word));
      return { ...advice, candidates: likely.length > 0 ? likely : advice.matches, fellBack: likely.length === 0 };
    };
    const assistant = await Assistant.create({ ...inner, advise });
    expect(assistant.start()).not.toContain('No likely answer');
    await assistant.handle('stare');
    const reply = (await assistant.handle('byybb')).output;
    expect(reply).toMatch(
      /^No likely answer fits these tiles \(a typo\?\): every word that fits counts; \/undo takes them back\.\n7 possible matches/,
    );
    expect(assistant.history().map((clue) => clue.text)).toEqual(['stare:byybb']);
    // Said once: the next tiles, still off the list, say nothing more.
    await assistant.handle('blimp');
    expect((await assistant.handle('bbbbb')).output).not.toContain('No likely answer');
  });

  test('no suggestion (Ctrl-C stopped the first search): Enter searches again, /why says how to get one', async () => {
    const inner = host();
    let stopped = true;
    const advise = async (clues: readonly Clue[]): Promise<Advice> => {
      const advice = await inner.advise(clues);
      return stopped ? { ...advice, ranked: [] } : advice;
    };
    const assistant = await Assistant.create({ ...inner, advise });
    expect(assistant.prompt()).toBe('guess 1: ');
    expect((await assistant.handle('/why')).output).toBe('No suggestion yet: Enter searches for one; /why WORD explains a word.\n');
    expect((await assistant.handle('/why blimp')).output).toBe('why blimp\n');
    stopped = false;
    const again = (await assistant.handle('')).output;
    expect(again).toMatch(/^10 possible matches\n.*\nsuggestions \(coverage\):\n {2}1\. \w{5} /);
    expect(assistant.prompt()).toMatch(/^guess 1 \[\w{5}\]: $/);
    // Now Enter takes it.
    await assistant.handle('');
    expect(assistant.prompt()).toMatch(/^tiles for \w{5}: $/);
  });

  test('the ranked list shows the score it is sorted by, and why a guess is out of that order', async () => {
    expect((await session([])).outputs[0]).toMatch(/\n {2}1\. \w{5} {2}coverage \d+, \d+\.\d left on average/);
    expect((await session([], [], false, 'entropy')).outputs[0]).toMatch(/\n {2}1\. \w{5} {2}bits \d\.\d{3}, \d+\.\d left on average/);
    const inner = host();
    const advise = async (clues: readonly Clue[]): Promise<Advice> => {
      const advice = await inner.advise(clues);
      const [first, ...rest] = advice.ranked;
      return first ? { ...advice, ranked: [{ ...first, moved: 'guard' as const }, ...rest] } : advice;
    };
    const start = (await Assistant.create({ ...inner, advise })).start();
    expect(start).toMatch(/\n {2}1\. \w{5} {2}coverage \d+, [^\n]* \(guard: finishes in time\)\n/);
  });

  test('stuck: no word fits the patterns given at the start', async () => {
    expect((await Assistant.create(host(), [parsePattern('zzzzz:ggggg')])).stuck).toBe(true);
    expect((await Assistant.create(host(), [])).stuck).toBe(false);
  });
});

describe('play', () => {
  const rules = { answer: 'abbey', words: new Set(['abbey', 'bobby', 'kebab', 'stare', 'babes']), tries: 6, hard: true };
  test.each([
    ['bobby', [], { ok: true }],
    ['zzzzz', [], { ok: false, problem: "'zzzzz' is not in the word list." }],
    ['abc', [], { ok: false, problem: 'A guess has 5 letters.' }],
    ['st@re', [], { ok: false, problem: "'st@re' is not a word." }],
    ['a'.repeat(70), [], { ok: false, problem: `'${'a'.repeat(70)}' has 70 letters: a word has at most 64.` }],
    ['stare', ['BoB=bY='], { ok: false, problem: 'STARE breaks hard mode: letter 3 must be B.' }],
    ['kebab', ['BoB=bY='], { ok: false, problem: 'KEBAB breaks hard mode: letter 5 must be Y.' }],
    ['BOBBY', ['bobby'], { ok: false, problem: 'BOBBY was played already.' }],
    ['stare', ['bobby'], { ok: true }],
  ] as const)('%s after %j', (typed, history, expected) => {
    const result = playGuess(
      rules,
      history.map((pattern) => parsePattern(pattern)),
      typed,
    );
    expect(result.ok ? { ok: true } : result).toEqual(expected);
  });

  test('feedback of a guess', () => {
    const result = playGuess(rules, [], 'bobby');
    expect(result.ok && result.clue.tiles).toEqual([1, 0, 2, 0, 2]);
  });

  test('hardModeProblem counts repeated letters', () => {
    expect(hardModeProblem([...'xxbxy'], [parsePattern('BoB=bY=')])).toBe("hard mode: the guess must contain 2 B's");
    expect(hardModeProblem([...'abbey'], [parsePattern('BoB=bY=')])).toBeUndefined();
    expect(hardModeProblem([...'ybbxx'], [parsePattern('BoB=bY=')])).toBe('hard mode: letter 5 must be Y');
    expect(hardModeProblem([...'xxbxx'], [parsePattern('staRe')])).toBe('hard mode: the guess must contain R');
  });

  test('letterStates: green beats yellow beats grey', () => {
    const states = letterStates([parsePattern('BoB=bY='), parsePattern('staRe')]);
    expect(Object.fromEntries(states)).toEqual({
      b: 'green',
      o: 'grey',
      y: 'green',
      s: 'grey',
      t: 'grey',
      a: 'grey',
      r: 'yellow',
      e: 'grey',
    });
  });

  test('shareGrid', () => {
    const clues = [parsePattern('BoB=bY='), parsePattern('A=B=B=E=Y=')];
    expect(shareGrid(clues, 6, true, false)).toBe('Wordle 2/6\n\n🟨⬛🟩⬛🟩\n🟩🟩🟩🟩🟩\n');
    expect(shareGrid(clues.slice(0, 1), 6, false, true)).toBe('Wordle X/6 (high contrast)\n\n🟦⬛🟧⬛🟧\n');
    expect(shareGrid(clues, 6, true, false, true)).toBe('Wordle 2/6*\n\n🟨⬛🟩⬛🟩\n🟩🟩🟩🟩🟩\n');
  });

  test('pickBySeed is repeatable', () => {
    expect(pickBySeed(WORDS, 42)).toBe(pickBySeed(WORDS, 42));
    expect(new Set(Array.from({ length: 20 }, (_, seed) => pickBySeed(WORDS, seed))).size).toBeGreaterThan(3);
  });
});

describe('explanations', () => {
  const candidates = ['batch', 'catch', 'hatch', 'latch', 'match', 'patch', 'watch'];
  test('the numbers', () => {
    const explanation = explainGuess({ word: 'blimp', candidates, tried: new Set('stare'), strategy: 'coverage', score: 4 });
    expect(explanation).toMatchObject({ candidates: 7, canWin: false, outcomeCount: 5, worst: 3, phase: 'middle' });
    // blimp tells batch (b green), latch, match and patch (yellow l, m, p) apart; catch, hatch and watch stay together.
    expect(explanation.outcomes[0]).toEqual({ tiles: '⬛⬛⬛⬛⬛', pattern: 'blimp', count: 3 });
    expect(explanation.expected).toBeCloseTo((9 + 1 + 1 + 1 + 1) / 7, 10);
    expect(explanation.untried.map(({ letter }) => letter)).toEqual(['b', 'l', 'i', 'm', 'p']);
  });

  test('in words', () => {
    const text = renderWhy(explainGuess({ word: 'catch', candidates, tried: new Set('stare'), strategy: 'entropy', score: 0.86 }));
    expect(text).toContain('CATCH: 0.86 bits of information expected (entropy).');
    expect(text).toContain('It is a possible answer: it wins now with a chance of 1 in 7.');
    expect(text).toContain('Mid-game');
  });
});

describe('renderWhy counts as the rest of the CLI does', () => {
  test('3123, not 3,123', () => {
    const candidates = Array.from({ length: 3123 }, (_, i) => `w${i}`);
    const text = renderWhy(explainGuess({ word: 'abcde', candidates, tried: new Set(), strategy: 'entropy', score: 1 }));
    expect(text).toContain('Against the 3123 possible answers');
    expect(text).not.toMatch(/\d,\d/);
  });
});
