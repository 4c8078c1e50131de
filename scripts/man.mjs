// The man page, wordle(1), made from the option table (cli/spec.ts: the filter's and each
// command's options with their help, choices and defaults) and the help's examples and notes
// (cli/help-text.ts), so that it says what --help says. scripts/build.mjs writes it to
// dist/wordle.1; package.json's "man" has npm install it where `man wordle` finds it.
// Usage: node scripts/man.mjs [OUT]   (default dist/wordle.1)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The table and the help's words, bundled from the sources (the build's bundles are CommonJS wrapped for bin/wordle). */
async function sources() {
  const bundled = await build({
    stdin: { contents: "export * from './cli/spec.ts'; export * from './cli/help-text.ts';", resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}

/** Text for roff: backslashes and minus signs escaped, a line never starting as a request. */
const esc = (text) =>
  String(text)
    .replaceAll('\\', '\\e')
    .replaceAll('-', '\\-')
    .replace(/^([.'])/gm, '\\&$1');
const bold = (text) => `\\fB${esc(text)}\\fR`;
const italic = (text) => `\\fI${esc(text)}\\fR`;

/** What an option's value is called in the page. */
function valueName(option) {
  if (option.choices) return option.choices.join('|');
  switch (option.type) {
    case 'boolean':
      return undefined;
    case 'color':
      return '[=WHEN]';
    case 'integer':
      return 'N';
    case 'seconds':
      return 'SECONDS';
    case 'number':
      return 'NUMBER';
    default:
      return /\bFILE\b/.test(option.describe) ? 'FILE' : /\bGUESS\b/.test(option.describe) ? 'GUESS' : 'VALUE';
  }
}

/** One option as a tagged paragraph: its spellings and value, then its help, choices and default. */
function optionEntry(option) {
  const long = option.name.length === 1 ? `-${option.name}` : `--${option.name}`;
  const spellings = [...(option.alias ? [bold(`-${option.alias}`)] : []), bold(long)].join(', ');
  const value = valueName(option);
  const tag = value === undefined ? spellings : value.startsWith('[') ? `${spellings}${esc(value)}` : `${spellings} ${italic(value)}`;
  // (The choices are in the tag.)
  const given = option.default !== undefined && option.default !== false;
  const help = given ? `${option.describe} (default: ${option.default})` : option.describe;
  return ['.TP', tag, esc(help)].join('\n');
}

/** A usage text's parts: its synopsis lines and its description. */
function usageParts(usage) {
  const [head, ...rest] = usage.split('\n\n');
  const synopsis = head.split('\n').map((line) => line.replace(/^(Usage:)?\s*/, '').replaceAll('$0', 'wordle'));
  return { synopsis, description: rest.join('\n\n') };
}

const synopsisLines = (lines) => lines.map((line) => `${bold('wordle')}${esc(line.slice('wordle'.length))}`).join('\n.br\n');

/** The page. */
export function renderMan({ FILTER, COMMAND_SPECS, EXAMPLES, EPILOGUE }, version) {
  const filter = usageParts(FILTER.usage);
  const notes = Object.fromEntries(
    EPILOGUE.split('\n').map((line) => {
      const colon = line.indexOf(': ');
      return [line.slice(0, colon), line.slice(colon + 2)];
    }),
  );
  const groups = new Map();
  for (const option of Object.values(FILTER.options)) {
    const group = (option.group ?? 'Options:').replace(/:$/, '');
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  const commands = Object.values(COMMAND_SPECS).map((command) => {
    const { synopsis, description } = usageParts(command.usage);
    const positionals = Object.entries(command.positionalHelp ?? {}).map(([word, help]) =>
      ['.TP', italic(word.toUpperCase()), esc(help)].join('\n'),
    );
    return [
      `.SS ${esc(`wordle ${command.name}`)}`,
      synopsisLines(synopsis),
      '.PP',
      esc(description || command.summary),
      ...positionals,
      ...Object.values(command.options).map(optionEntry),
    ].join('\n');
  });
  const examples = EXAMPLES.map(([line, what]) => ['.TP', bold(line.replaceAll('$0', 'wordle')), esc(what)].join('\n'));
  return `${[
    // (man-db reads the page as UTF-8 by this line: the tiles' emoji.)
    '\'\\" -*- coding: UTF-8 -*-',
    `.TH WORDLE 1 "" "wordle ${esc(version)}" "User Commands"`,
    // (No hyphenation, ragged right: words and option names stay whole.)
    '.nh',
    '.ad l',
    '.SH NAME',
    `wordle \\- ${esc(filter.description.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase()))}`,
    '.SH SYNOPSIS',
    synopsisLines([FILTER.synopsis]),
    '.br',
    `${bold('wordle')} ${italic('COMMAND')} [${italic('options')}] [${italic('arguments')}]`,
    '.SH DESCRIPTION',
    esc(filter.description),
    'Each',
    italic('PATTERN'),
    'is a guess played, with its tiles, in the order played.',
    '.PP',
    esc(`Patterns: ${notes.Patterns}`),
    '.PP',
    esc(`Tiles, in the GUESS:TILES form (stare:bbbgb): ${notes.Tiles}`),
    '.PP',
    esc(`Lists: ${notes.Lists}`),
    '.PP',
    esc(
      'On a terminal the matches are printed in columns, then the count and the suggested next guess; piped, one match a line on stdout, and the count and the suggestion on stderr.',
    ),
    '.SH OPTIONS',
    ...[...groups].flatMap(([group, options]) => [`.SS ${esc(group)}`, ...options.map(optionEntry)]),
    `.SS Other`,
    optionEntry({ name: 'help', alias: 'h', type: 'boolean', describe: 'show the help (of a command: wordle COMMAND --help)' }),
    optionEntry({ name: 'version', type: 'boolean', describe: 'show the version number' }),
    '.SH COMMANDS',
    ...commands,
    '.SH EXAMPLES',
    ...examples,
    '.SH EXIT STATUS',
    esc(`As grep's: ${notes['Exit status']}`),
    esc(
      'play exits 1 when the game is lost; assist 1 when the patterns it is given fit no word; a best search stopped by Ctrl-C exits 130.',
    ),
    '.SH ENVIRONMENT',
    '.TP',
    bold('NO_COLOR'),
    esc('when set and not empty, no colour on a terminal (--color=always still colours)'),
    '.TP',
    bold('XDG_CACHE_HOME'),
    esc("where best's first guesses for new lists are kept (wordle/first-guesses.json; default ~/.cache)"),
    '.TP',
    bold('BROWSER'),
    esc('the browser wordle web --open starts'),
    '.SH SEE ALSO',
    esc("grep(1); the package's README.md, and the project's docs/ folder: the notation, the strategies, the data formats."),
  ].join('\n')}\n`;
}

/** Renders the page from the sources and writes it to `out`. */
export async function writeMan(out = `${root}dist/wordle.1`) {
  const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  writeFileSync(out, renderMan(await sources(), version));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeMan(process.argv[2]);
