// The perft worker: counts on its own instance of the module, off the page's thread, one
// root move at a time, and reports after each, so the page shows the progress and stays
// responsive; the page stops a count by terminating the worker.
//
// In:  { game, text, depth, duplicates }   text: the FEN/SFEN, or null for the start
//      position; duplicates: draughts keeps duplicate capture orders apart (true) or not
// Out: { type: 'progress', done, of, nodes, ms }  after each root move
//      { type: 'done', nodes, ms }                nodes as a decimal string (a u64)
//      { type: 'error', message }

import { instantiate } from './bitfill.js';

const engine = instantiate();

onmessage = async ({ data: { game, text, depth, duplicates = false } }) => {
  try {
    const bitfill = await engine;
    await bitfill.ready();
    bitfill.setDuplicates(duplicates);
    if (text === null) {
      bitfill.start(game);
    } else {
      const error = bitfill.load(game, text);
      if (error !== null) {
        postMessage({ type: 'error', message: error });
        return;
      }
    }
    const started = performance.now();
    const of = bitfill.rootMoves();
    let nodes = depth === 0 ? 1n : 0n;
    for (let index = 0; depth > 0 && index < of; index++) {
      nodes += bitfill.perftAfter(index, depth);
      const ms = performance.now() - started;
      postMessage({ type: 'progress', done: index + 1, of, nodes: nodes.toString(), ms });
    }
    postMessage({ type: 'done', nodes: nodes.toString(), ms: performance.now() - started });
  } catch (error) {
    postMessage({ type: 'error', message: String(error) });
  }
};
