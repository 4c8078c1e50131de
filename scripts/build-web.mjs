// Builds the web page (web/) into dist/web/index.html: one HTML file with its script, style,
// worker and the bundled lists inlined, so that it also works opened from the file system,
// offline. scripts/build.mjs calls it; `node scripts/build-web.mjs` rebuilds the page alone.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export async function buildWeb(root = fileURLToPath(new URL('..', import.meta.url))) {
  const browser = (entry, define = {}) =>
    build({
      entryPoints: [`${root}${entry}`],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'iife',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      logLevel: 'warning',
      define,
    });
  // A module of the page's (TypeScript) run here: bundled for Node, then imported.
  const moduleOf = async (entry) => {
    const code = (await build({ entryPoints: [`${root}${entry}`], bundle: true, write: false, format: 'esm', logLevel: 'warning' }))
      .outputFiles[0].text;
    return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  };
  // The bundled lists of lib/solve/lists.ts, by file name.
  const guessFiles = ['wordle.txt', 'data/guesses-2022.txt'];
  const answerFiles = [
    'data/answers-2023.txt',
    'data/answers-nyt.txt',
    'data/answers-2022.txt',
    'data/answers-es.txt',
    'data/answers-fr.txt',
  ];
  const listFiles = [...guessFiles, ...answerFiles];
  const named = (paths) => new Set(paths.map((path) => path.split('/').at(-1)));
  const lists = Object.fromEntries(
    listFiles.map((path) => [path.split('/').at(-1), readFileSync(`${root}${path}`, 'utf8').replace(/^\uFEFF/, '')]),
  );
  // The word frequencies of the priors (alpha, familiar words only), parsed only when one is set.
  lists['ngram-counts.txt'] = readFileSync(`${root}data/ngram-counts.txt`, 'utf8');
  // best's books (data/book/), for the pairs of those lists only: lib's turn plays them for best,
  // and the other strategies' guard falls back on them in hard mode, as on the command line.
  const bookNames = Object.keys(JSON.parse(readFileSync(`${root}data/book/index.json`, 'utf8')));
  const [guessNames, answerNames] = [named(guessFiles), named(answerFiles)];
  const paired = (name) => {
    const [guesses, answers] = name.replace(/\.(normal|hard)$/, '').split('+');
    return guessNames.has(guesses) && answerNames.has(answers);
  };
  const books = Object.fromEntries(bookNames.filter(paired).map((name) => [name, readFileSync(`${root}data/book/${name}.txt`, 'utf8')]));
  // The books go in the worker's code, the only place that reads them: a new worker (one a
  // position left unfinished) then parses them on its own thread, not cloned from the page's.
  // The proofs made ahead (data/proofs/, named as the books are), for the same pairs: the worker's guard reads them as the CLI's does.
  const proofFiles = existsSync(`${root}data/proofs`) ? readdirSync(`${root}data/proofs`).filter((file) => file.endsWith('.txt')) : [];
  const proofs = Object.fromEntries(
    proofFiles
      .map((file) => file.slice(0, -'.txt'.length))
      .filter(paired)
      .map((name) => [name, readFileSync(`${root}data/proofs/${name}.txt`, 'utf8')]),
  );
  const worker = (await browser('web/worker.ts', { WORDLE_BOOKS: JSON.stringify(books), WORDLE_PROOFS: JSON.stringify(proofs) }))
    .outputFiles[0].text;
  const page = (
    await browser('web/main.ts', {
      WORDLE_OPENERS: readFileSync(`${root}data/openers.json`, 'utf8'),
    })
  ).outputFiles[0].text;
  // The settings' options (web/settings-options.ts: lib's strategies and lists, each list's count of words).
  const { settingsOptions } = await moduleOf('web/settings-options.ts');
  const wordCount = (path) =>
    readFileSync(`${root}${path}`, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '').length;
  const options = settingsOptions(wordCount);
  // A '</script' in a string would end the inline script early.
  const inline = (text) => text.replace(/<\/(script)/gi, '<\\/$1');
  // The lists and the worker's code are text blocks the page reads (web/main.ts), not strings in
  // its script: the browser then compiles about 100 KB of script before the first answer, not 1 MB.
  // (A bundled list has no '<' and no carriage return, which the HTML parser would change.)
  // The page's thread trusts a bundled list to hold each word once (web/engine.ts pageFacts).
  for (const [name, text] of Object.entries(lists)) {
    if (/[<\r\0]/.test(text)) throw new Error(`${name}: a bundled list cannot hold '<', a carriage return or NUL`);
    const lines = text.split('\n').filter(Boolean);
    if (new Set(lines).size !== lines.length) throw new Error(`${name}: a bundled list must hold each word once`);
  }
  const data = [
    ...Object.entries(lists).map(([name, text]) => `<script type="text/plain" data-list="${name}">${text}</script>`),
    `<script type="text/plain" id="worker-source">${inline(worker)}</script>`,
  ].join('\n');
  // The broad lists of lib/lists/catalogue.ts (BROAD_LISTS), by name, front-coded and gzipped
  // (english 2.8 MB to 0.41 MB, 0.54 MB as base64; Spanish 7.0 MB to 0.45 MB, French 3.6 MB to
  // 0.26 MB as base64): the page unpacks each only when chosen (web/broad-lists.ts), with
  // web/front-code.ts, which packs them here.
  const broadFiles = { english: 'data/english.txt', es: 'data/spanish.txt', fr: 'data/french.txt' };
  const { packWords } = await moduleOf('web/front-code.ts');
  const broad = Object.entries(broadFiles)
    .map(([name, path]) => {
      const packed = gzipSync(packWords(readFileSync(`${root}${path}`, 'utf8')), { level: 9 }).toString('base64');
      return `<script type="text/plain" id="${name}-list">${packed}</script>`;
    })
    .join('\n');
  mkdirSync(`${root}dist/web`, { recursive: true });
  writeFileSync(
    `${root}dist/web/index.html`,
    readFileSync(`${root}web/index.html`, 'utf8')
      .replace('/*STYLE*/', () => readFileSync(`${root}web/style.css`, 'utf8'))
      .replace(/<!--OPTIONS:([\w-]+)-->/g, (_, id) => {
        if (options[id] === undefined) throw new Error(`web/index.html: no options for the select ${id}`);
        return options[id];
      })
      .replace('<!--DATA-->', () => data)
      .replace('/*SCRIPT*/', () => inline(page))
      .replace('<!--BROAD-->', () => broad),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWeb();
