// node bench/mcp.mjs [--runs N]: how long a tool call (wordle_suggest_next_guess, and
// wordle_compare_guess against `wordle --why`) takes in a running `wordle mcp` (round trip over
// stdio, lists loaded once) against the CLI's own computation of the same turn (a whole `wordle` run minus a bare `node -e 0`, both without
// NODE_EXTRA_CA_CERTS, stdin /dev/null), interleaved, medians.

import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/wordle`;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 20;
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

const CASES = [
  {
    label: 'coverage, top 1, after staR=e chOR=d',
    cli: ['-s', 'staR=e', 'chOR=d'],
    tool: { history: ['staR=e', 'chOR=d'], strategy: 'coverage', top_n: 1 },
  },
  {
    label: 'entropy, top 5, after staR=e chOR=d',
    cli: ['--json', '--strategy', 'entropy', '--top', '5', 'staR=e', 'chOR=d'],
    tool: { history: ['staR=e', 'chOR=d'] },
  },
  { label: 'entropy, top 5, after crAne', cli: ['--json', '--strategy', 'entropy', '--top', '5', 'crAne'], tool: { history: ['crAne'] } },
  {
    label: 'minimax, top 5, hard, after slate:bbgyb',
    cli: ['--json', '--strategy', 'minimax', '--hard', '--top', '5', 'slate:bbgyb'],
    tool: { history: ['slate:bbgyb'], strategy: 'minimax', hard_mode: true },
  },
  { label: 'entropy, top 1, first guess (precomputed)', cli: ['-s', '--strategy', 'entropy'], tool: { history: [], top_n: 1 } },
  // The call also ranks (top 5, and the guess among every allowed one), which --why does not.
  { label: 'compare audio, first turn (vs --why)', cli: ['--why', 'audio'], name: 'wordle_compare_guess', tool: { guess: 'audio' } },
  {
    label: 'compare audio after crAne (vs --why)',
    cli: ['--why', 'audio', 'crAne'],
    name: 'wordle_compare_guess',
    tool: { guess: 'audio', history: ['crAne'] },
  },
];

function timeProcess(command, argv) {
  const start = process.hrtime.bigint();
  const run = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], env });
  if (run.status !== 0) throw new Error(`${command} ${argv.join(' ')}: ${run.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = spawn(bin, ['mcp'], { stdio: ['pipe', 'pipe', 'inherit'], env });
let buffer = '';
const waiting = new Map();
server.stdout.on('data', (chunk) => {
  buffer += chunk;
  for (let end = buffer.indexOf('\n'); end !== -1; end = buffer.indexOf('\n')) {
    const message = JSON.parse(buffer.slice(0, end));
    buffer = buffer.slice(end + 1);
    waiting.get(message.id)?.(message);
  }
});
let nextId = 1;
function rpc(method, params) {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  });
}
async function timeCall(name, argumentsOfCall) {
  const start = process.hrtime.bigint();
  const reply = await rpc('tools/call', { name, arguments: argumentsOfCall });
  if (reply.result?.isError) throw new Error(reply.result.content[0].text);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

await rpc('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } });
server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);

console.log(`tool calls in a running server vs the CLI's own computation (${runs} runs, medians)`);
for (const c of CASES) {
  const call = [];
  const cli = [];
  const node = [];
  const name = c.name ?? 'wordle_suggest_next_guess';
  await timeCall(name, c.tool);
  timeProcess(bin, c.cli);
  for (let i = 0; i < runs; i++) {
    call.push(await timeCall(name, c.tool));
    cli.push(timeProcess(bin, c.cli));
    node.push(timeProcess(process.execPath, ['-e', '0']));
  }
  const own = median(cli) - median(node);
  console.log(
    `${c.label.padEnd(44)} call ${median(call).toFixed(1).padStart(6)} ms   CLI ${median(cli).toFixed(1).padStart(6)} ms - node -e 0 ${median(node).toFixed(1).padStart(5)} ms = ${own.toFixed(1).padStart(6)} ms   ratio ${(median(call) / own).toFixed(2)}x`,
  );
}
server.kill('SIGTERM');
