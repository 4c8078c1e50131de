// How a golden case is run, shared by the recorder (scripts/golden.mjs) and the replay
// (test/e2e/golden.test.ts), so that both run every case the same way: bin/wordle of this
// checkout, in a fresh temporary directory holding the small word lists the cases name (so no
// path of this machine is in an argument), with a fixed environment (no NO_COLOR, no
// NODE_EXTRA_CA_CERTS, an empty cache and home), stdin /dev/null unless the case pipes input,
// stdout and stderr pipes (not a terminal). What is recorded is what a user sees; the few
// things that differ from run to run (timings, the temporary directory) are normalised.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const BIN = join(ROOT, 'bin', 'wordle');
export const GOLDEN = join(ROOT, 'test', 'golden');
export const CLI_FILE = join(GOLDEN, 'cli.json');
export const MCP_FILE = join(GOLDEN, 'mcp.json');

// Small lists for -f, --answers and the 4- and 6-letter cases (the bundled list is all 5 letters).
const FOUR = 'able acid aged also area army away baby back ball band bank base bath bear beat been beer bell belt best bird blow blue boat body bone book boot born boss both bowl bulk burn bush busy cake call calm came camp card care case cash cast cell chat chip city club coal coat code cold come cook cool cope copy core cost crew crop dark data date dawn days dead deal dean dear debt deep deny desk dial diet disc dish does done door dose down draw drew drop drug dual duke dust duty each earn ease east easy edge else even ever evil exit face fact fail fair fall farm fast fate fear feed feel feet fell felt file fill film find fine fire firm fish five flat flow food foot ford form fort four free from fuel full fund gain game gate gave gear gene gift girl give glad goal goes gold golf gone good gray grew grey grow gulf hair half hall hand hang hard harm hate have head hear heat held hell help here hero high hill hire hold hole holy home hope host hour huge hung hunt hurt idea inch into iron item jack jane jean john join jump jury just keen keep kent kept kick kill kind king knee knew know lack lady laid lake land lane last late lead left less life lift like line link list live load loan lock logo long look lord lose loss lost love luck made mail main make male many mark mass matt meal mean meat meet menu mere mike mile milk mill mind mine miss mode mood moon more most move much must name navy near neck need news next nice nick nine none nose note okay once only onto open oral over pace pack page paid pain pair palm park part pass past path peak pick pink pipe plan play plot plug plus poll pool poor port post pull pure push race rail rain rank rare rate read real rear rely rent rest rice rich ride ring rise risk road rock role roll roof room root rose rule rush ruth safe said sake sale salt same sand save seat seed seek seem seen self sell send sent sept ship shop shot show shut sick side sign site size skin slip slow snow soft soil sold sole some song soon sort soul spot star stay step stop such suit sure take tale talk tall tank tape task team tech tell tend term test text than that them then they thin this thus till time tiny told toll tone tony took tool tour town tree trip true tune turn twin type unit upon used user vary vast very vice view vote wage wait wake walk wall want ward warm wash wave ways weak wear week well went were west what when whom wide wife wild will wind wine wing wire wise wish with wood word wore work yard yeah year your zero zone';
const SIX = 'abroad accept access across acting action active actual advice advise affect afford afraid agency agenda almost always amount animal annual answer anyone anyway appeal appear around arrive artist aspect assess assist assume attack attend august author avenue backed barely battle beauty became become before behalf behind belief belong berlin better beyond bishop border bottle bottom bought branch breath bridge bright broken budget burden bureau button camera cancer cannot carbon career castle casual caught center centre chance change charge choice choose chosen church circle client closed closer coffee column combat coming common comply copper corner costly county couple course covers create credit crisis custom damage danger dealer debate decade decide defeat defend define degree demand depend deputy desert design desire detail detect device differ dinner direct doctor dollar domain double driven driver during easily eating editor effect effort eighth either eleven emerge empire employ enable ending energy engage engine enough ensure entire entity equity escape estate ethnic exceed except excess expand expect expert export extend extent fabric facing factor failed fairly fallen family famous father fellow female figure filing finger finish fiscal flight flying follow forced forest forget formal format former foster fought fourth french friend future garden gather gender german global golden ground growth guilty handed handle happen hardly headed health height hidden holder honest impact import income indeed injury inside intend intent invest island itself jersey joseph junior killed labour latest latter launch lawyer leader league leaves legacy length lesson letter lights likely linked liquid listen little living losing lucent luxury mainly making manage manner manual margin marine marked market martin master matter mature medium member memory mental merely merger method middle miller mining minute mirror mobile modern modest module moment morris mostly mother motion moving murder museum mutual myself narrow nation native nature nearby nearly nights nobody normal notice notion number object obtain office offset online option orange origin output oxford packed palace parent partly patent people period permit person phrase picked planet player please plenty pocket police policy prefer pretty prince prison profit proper proven public pursue raised random rarely rather rating reader really reason recall recent record reduce reform regard regime region relate relief remain remote remove repair repeat replay report rescue resort result retail retain return reveal review reward riding rising robust ruling safety salary sample saving saying scheme school screen search season second secret sector secure seeing select seller senior series server settle severe sexual should signal signed silent silver simple simply single sister slight smooth social solely sought source soviet speech spirit spoken spread spring square stable status steady stolen strain stream street stress strict strike string strong struck studio submit sudden suffer summer summit supply surely survey switch symbol system taking talent target taught tenant tender tennis thanks theory thirty though threat thrown ticket timely timing tissue toward travel treaty trying twelve twenty unable unique united unless unlike update useful valley varied vendor versus victim vision visual volume walker wealth weekly weight wholly window winner winter within wonder worker wright writer yellow';
const FIVE = 'abbey crane chord lorry worry slate stare sumac shall shawl eerie there fuzzy abide alarm blimp crisp dwarf flank gloat haunt irony jolly knelt lemon mango nerdy ocean plaza quirk roast savvy tulip unzip vivid wrath yacht zesty';
/** The files made in each run's directory, by name (a case names them relatively). */
export const FILES = {
  'words.txt': `${FIVE.split(' ').join('\n')}\n`,
  'answers.txt': `${FIVE.split(' ').slice(0, 14).join('\n')}\n`,
  'words4.txt': `${FOUR.split(' ').join('\n')}\n`,
  'words6.txt': `${SIX.split(' ').join('\n')}\n`,
  'mixed.txt': 'crane\nCRANE\nslate\nabc\n\ncodes\nquiz\nplanet\n  stare  \nsta-re\n',
  'empty.txt': '',
};

/**
 * A fresh directory with FILES and an empty cache, and the environment the cases run in, with
 * `more` added (WORDLE_PLAIN=1: the corpus replayed with every speed mechanism off).
 */
export function makeWorkdir(more = {}) {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'wordle-golden-')));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
  mkdirSync(join(dir, 'home'));
  const env = {
    // `wordle` in a shell case is this checkout's bin/wordle.
    PATH: [join(ROOT, 'bin'), dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
    HOME: join(dir, 'home'),
    // best's first-guess cache (cli/commands/bench/first-guess.ts) starts empty in every run.
    XDG_CACHE_HOME: join(dir, 'home', '.cache'),
    LANG: 'C.UTF-8',
    TZ: 'UTC',
    ...more,
  };
  return { dir, env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What differs between two runs of the same code: the run's directory, the checkout's path, timings. */
export function normalise(text, dir) {
  return text
    .replaceAll(dir, '$TMP')
    .replaceAll(ROOT, '$ROOT')
    .replace(/"seconds": -?[\d.e+-]+/g, '"seconds": "<seconds>"')
    .replace(/\btime \d+(?:\.\d+)? (m?s)\b/g, 'time <seconds> $1');
}

/** Text as its lines, so that the recorded files diff line by line; join('\n') gives the bytes back. */
export const lines = (text) => text.split('\n');

/** The name a case is recorded under: its command line. */
export function cliCaseName(c) {
  if (c.sh !== undefined) return `sh -c ${quote(c.sh)}`;
  const line = ['wordle', ...c.argv.map(quote)].join(' ');
  return c.input === undefined ? line : `${line} < ${JSON.stringify(c.input)}`;
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/u.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`);

/** The case a recorded CLI entry was run from. */
export const cliCaseOf = (entry) =>
  entry.sh !== undefined ? { sh: entry.sh } : { argv: entry.argv ?? [], ...(entry.input !== undefined ? { input: entry.input } : {}) };

/** The call a recorded MCP entry was made from. */
export const mcpCaseOf = ({ case: _name, result: _result, ...call }) => call;

/** Runs one CLI case; resolves to its recorded form (the case, its stdout, stderr and status). */
export function runCliCase(c, work) {
  return new Promise((resolve, reject) => {
    const [command, args] = c.sh !== undefined ? ['sh', ['-c', c.sh]] : [BIN, c.argv];
    const child = spawn(command, args, { cwd: work.dir, env: work.env, stdio: [c.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    // A case that hangs is a failure to see, not a test that never ends.
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', reject);
    if (c.input !== undefined) {
      child.stdin.on('error', () => {}); // (a case may exit before reading all its input)
      child.stdin.end(c.input);
    }
    child.once('close', (status, signal) => {
      clearTimeout(timer);
      const text = (chunks) => lines(normalise(Buffer.concat(chunks).toString('utf8'), work.dir));
      resolve({
        case: cliCaseName(c),
        ...(c.sh !== undefined ? { sh: c.sh } : { argv: c.argv }),
        ...(c.input !== undefined ? { input: c.input } : {}),
        stdout: text(out),
        stderr: text(err),
        status: signal ? `signal ${signal}` : status,
      });
    });
  });
}

/** Runs `jobs` (functions returning promises) `width` at a time; the results in the jobs' order. */
export async function inParallel(jobs, width) {
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return results;
}

/** Runs CLI cases, a few at a time, in one fresh directory (`env`: variables added to its environment). */
export async function runCliCases(cases, { width = 4, onCase, env } = {}) {
  const work = makeWorkdir(env);
  try {
    return await inParallel(
      cases.map((c) => async () => {
        const start = performance.now();
        const result = await runCliCase(c, work);
        onCase?.(result, performance.now() - start);
        return result;
      }),
      width,
    );
  } finally {
    work.remove();
  }
}

/** The name an MCP case is recorded under: the method, and the tool and its arguments. */
export function mcpCaseName(c) {
  return c.method === 'tools/call' ? `${c.tool} ${JSON.stringify(c.arguments)}` : `${c.method}${c.params ? ` ${JSON.stringify(c.params)}` : ''}`;
}

/** A tool result as recorded: the text content as lines, the structured content as it is. */
function recordedResult(result, dir) {
  const { content, structuredContent, isError, ...rest } = result;
  return {
    isError: isError ?? false,
    content: (content ?? []).map((item) => (item.type === 'text' ? { ...item, text: lines(normalise(item.text, dir)) } : item)),
    ...(structuredContent !== undefined ? { structuredContent } : {}),
    ...rest,
  };
}

/**
 * Runs MCP cases against one `wordle mcp` server on stdio (the SDK's client), a few calls at a
 * time. A case is { method: 'tools/call', tool, arguments } or { method: 'tools/list' |
 * 'prompts/list' } or { method: 'prompts/get', params }.
 */
export async function runMcpCases(cases, { width = 4, onCase, env } = {}) {
  const { Client } = await import('@modelcontextprotocol/client');
  const { StdioClientTransport } = await import('@modelcontextprotocol/client/stdio');
  const work = makeWorkdir(env);
  const transport = new StdioClientTransport({ command: BIN, args: ['mcp'], cwd: work.dir, env: work.env, stderr: 'pipe' });
  const client = new Client({ name: 'wordle-golden', version: '1.0.0' });
  let serverStderr = '';
  transport.stderr?.on('data', (chunk) => {
    serverStderr += chunk.toString();
  });
  await client.connect(transport);
  const callOf = (c) => {
    switch (c.method) {
      case 'tools/call':
        return client.callTool({ name: c.tool, arguments: c.arguments }, { timeout: 120_000 }).then((result) => recordedResult(result, work.dir));
      case 'tools/list':
        return client.listTools();
      case 'prompts/list':
        return client.listPrompts();
      case 'prompts/get':
        return client.getPrompt(c.params);
      default:
        throw new Error(`unknown MCP case method ${c.method}`);
    }
  };
  try {
    const results = await inParallel(
      cases.map((c) => async () => {
        const start = performance.now();
        let result;
        try {
          result = await callOf(c);
        } catch (error) {
          // A protocol error (the SDK throws it) is what the client sees too.
          result = { thrown: normalise(String(error?.message ?? error), work.dir) };
        }
        const entry = { case: mcpCaseName(c), ...c, result };
        onCase?.(entry, performance.now() - start);
        return entry;
      }),
      width,
    );
    return { results, serverStderr: normalise(serverStderr, work.dir) };
  } finally {
    await client.close();
    work.remove();
  }
}

/** The recorded file's text: entries sorted by case, pretty-printed. */
export function serialise(entries) {
  const sorted = [...entries].sort((a, b) => (a.case < b.case ? -1 : a.case > b.case ? 1 : 0));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Line diff of a and b (arrays of lines): ' ', '-', '+' prefixed, longest common subsequence. */
function lineDiff(a, b) {
  const n = a.length;
  const m = b.length;
  if (n * m > 4_000_000) return [...a.map((line) => `- ${line}`), ...b.map((line) => `+ ${line}`)];
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  }
  const out = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push(`  ${a[i++]}`);
      j++;
    } else if (i < n && (j === m || lengths[i + 1][j] >= lengths[i][j + 1])) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out;
}

/**
 * What differs between a recorded entry and a replayed one, readably: their pretty-printed JSON
 * (the field names show which output it is), changed lines as - expected / + actual, with a few
 * lines of context, at most `maxLines` lines.
 */
export function describeDifference(expected, actual, { context = 3, maxLines = 60 } = {}) {
  const diff = lineDiff(JSON.stringify(expected, null, 2).split('\n'), JSON.stringify(actual, null, 2).split('\n'));
  const changed = diff.map((line) => !line.startsWith('  '));
  const near = (k) => changed.slice(Math.max(0, k - context), k + context + 1).includes(true);
  const out = [];
  let skipped = false;
  diff.forEach((line, k) => {
    if (near(k)) {
      if (skipped) out.push('  ...');
      skipped = false;
      out.push(line);
    } else skipped = true;
  });
  return out.length > maxLines ? [...out.slice(0, maxLines), `  ... (${out.length - maxLines} more lines of diff)`].join('\n') : out.join('\n');
}

/** How many differing cases a failure shows (the rest are counted). */
const SHOWN = 5;

/** What a replay of `file` found differing from the recording, said readably for a test's failure ('' when nothing differs). */
export function differences(file, expected, actual) {
  const differing = expected.flatMap((entry, i) => (JSON.stringify(entry) === JSON.stringify(actual[i]) ? [] : [i]));
  if (differing.length === 0) return '';
  const shown = differing.slice(0, SHOWN).map((i) => `--- ${expected[i]?.case}\n${describeDifference(expected[i], actual[i])}`);
  return [
    `${differing.length} of ${expected.length} cases differ from ${file.replace(/.*\/test\//, 'test/')} (- recorded, + now).`,
    'If the change is intended, `node scripts/golden.mjs --update` records it (say which in the commit).',
    ...shown,
    ...(differing.length > SHOWN
      ? [
          `... and ${differing.length - SHOWN} more: ${differing
            .slice(SHOWN, SHOWN + 20)
            .map((i) => expected[i]?.case)
            .join(' | ')}`,
        ]
      : []),
  ].join('\n\n');
}
