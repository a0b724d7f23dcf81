// One timed perft of an anchor, for scripts/wasm-speed.sh; prints `nodes=<count> seconds=<time>`.
//
//   node anchor.mjs stockfish <modules> <fen|startpos> <depth>
//       Stockfish.js (<modules>/stockfish/bin/stockfish-19-lite-single.js) in a child node,
//       spoken to in UCI through its standard input; timed from writing `go perft` to
//       reading `Nodes searched`.
//   node --no-experimental-fetch anchor.mjs fairy <modules> <variant> <fen|startpos> <depth>
//       Fairy-Stockfish's wasm build (<modules>/fairy-stockfish-nnue.wasm), loaded in this
//       process (its uci.js loses the output of `go perft` when its standard input is a
//       pipe); `UCI_Variant <variant>`, timed from posting `go perft` to the message
//       `Nodes searched`.
//   node anchor.mjs chessops <modules> <depth>   chessops' perft of the chess start position
//   node anchor.mjs shogiops <modules> <depth>   shogiops' perft of the shogi start position
//       (in this process, timed around the call)
//
// Each engine is set up and asked `isready` before the clock starts, so its start-up
// (compiling its wasm, loading a network) is not counted: only the perft.

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import process from 'node:process';

const [kind, ...args] = process.argv.slice(2);

const report = (nodes, milliseconds) =>
  console.log(`nodes=${nodes} seconds=${(milliseconds / 1000).toFixed(3)}`);

const positionCommand = (position) =>
  position === 'startpos' ? 'position startpos' : `position fen ${position}`;

/// Resolves with the first line fed to `lines` that `matches`.
const waitFor = (lines, matches) =>
  new Promise((resolve) => {
    lines.waiting.push({ matches, resolve });
  });

/// A line router: each line goes to the first waiter it matches.
const router = () => {
  const lines = { waiting: [] };
  lines.feed = (line) => {
    const index = lines.waiting.findIndex((w) => w.matches(line));
    if (index >= 0) lines.waiting.splice(index, 1)[0].resolve(line);
  };
  return lines;
};

const nodesOf = (line) => Number(line.split(':')[1]);

async function stockfish(modules, position, depth) {
  const engine = spawn(process.execPath, [join(modules, 'stockfish/bin/stockfish-19-lite-single.js')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = router();
  let buffered = '';
  engine.stdout.on('data', (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      lines.feed(buffered.slice(0, newline).trim());
      buffered = buffered.slice(newline + 1);
    }
  });
  const send = (command) => engine.stdin.write(`${command}\n`);
  send('uci');
  send(positionCommand(position));
  const ready = waitFor(lines, (line) => line === 'readyok');
  send('isready');
  await ready;
  const done = waitFor(lines, (line) => line.startsWith('Nodes searched'));
  const start = performance.now();
  send(`go perft ${depth}`);
  const line = await done;
  const elapsed = performance.now() - start;
  send('quit');
  engine.stdin.end();
  report(nodesOf(line), elapsed);
}

async function fairy(modules, variant, position, depth) {
  const require = createRequire(import.meta.url);
  const Stockfish = require(join(modules, 'fairy-stockfish-nnue.wasm/stockfish.js'));
  const engine = await Stockfish();
  const lines = router();
  engine.addMessageListener((line) => lines.feed(line.trim()));
  engine.postMessage('uci');
  engine.postMessage(`setoption name UCI_Variant value ${variant}`);
  engine.postMessage(positionCommand(position));
  const ready = waitFor(lines, (line) => line === 'readyok');
  engine.postMessage('isready');
  await ready;
  const done = waitFor(lines, (line) => line.startsWith('Nodes searched'));
  const start = performance.now();
  engine.postMessage(`go perft ${depth}`);
  const line = await done;
  const elapsed = performance.now() - start;
  report(nodesOf(line), elapsed);
  process.exit(0);
}

async function library(modules, name, depth) {
  const load = (path) => import(pathToFileURL(join(modules, path)).href);
  let position, perft;
  if (name === 'chessops') {
    const { Chess } = await load('chessops/dist/esm/chess.js');
    ({ perft } = await load('chessops/dist/esm/debug.js'));
    position = Chess.default();
  } else {
    const { initialSfen, parseSfen } = await load('shogiops/dist/sfen.js');
    ({ perft } = await load('shogiops/dist/debug.js'));
    position = parseSfen('standard', initialSfen('standard')).unwrap();
  }
  const start = performance.now();
  const nodes = perft(position, depth, false);
  report(nodes, performance.now() - start);
}

const usage = () => {
  console.error('usage: anchor.mjs stockfish|fairy|chessops|shogiops ... (see the head of anchor.mjs)');
  process.exit(2);
};

switch (kind) {
  case 'stockfish':
    if (args.length !== 3) usage();
    await stockfish(args[0], args[1], Number(args[2]));
    break;
  case 'fairy':
    if (args.length !== 4) usage();
    await fairy(args[0], args[1], args[2], Number(args[3]));
    break;
  case 'chessops':
  case 'shogiops':
    if (args.length !== 2) usage();
    await library(args[0], kind, Number(args[1]));
    break;
  default:
    usage();
}
