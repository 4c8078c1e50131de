// The floor of a turn: a plain 5-line CommonJS script that reads wordle.txt and matches one
// regex (the words of staR=e chOR=d, its count checks left to the regex). npm run bench times it.
const text = require('node:fs').readFileSync(`${__dirname}/../wordle.txt`, 'latin1');
const found = text.match(/^(?=[^\nstae]*o)(?=[^\ncd]*r[^\ncd]*$)[bfgi-ru-z][bfgi-ru-z][bfgi-np-ru-z]r[bfgi-ru-z]$/gm) ?? [];
require('node:fs').writeSync(1, `${found.join('\n')}\n${found.length} possible matches\n`);
