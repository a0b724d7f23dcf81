// The glue between JavaScript and the bitfill-web module (web/src/lib.rs): its plain
// `extern "C"` exports take and return numbers, and text goes through two buffers in the
// module's memory, UTF-8 both ways. Used by the page (page.js) and the perft worker
// (worker.js), each with its own instance.

/** The games, by the number the exports take: draughts by its rule set. */
export const GAMES = ['chess', 'shogi', 'xiangqi', 'international', 'brazilian', 'russian', 'english'];

/** The draughts rule sets among {@link GAMES}. */
export const DRAUGHTS = ['international', 'brazilian', 'russian', 'english'];

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Compiles the module (once per URL) and returns a {@link Bitfill} on a new instance. */
export async function instantiate(url = new URL('bitfill_web.wasm', import.meta.url)) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`cannot load ${url}: HTTP ${response.status} (build it with scripts/ci-web.sh)`);
  }
  const module = await WebAssembly.compile(await response.arrayBuffer());
  return new Bitfill(module, await WebAssembly.instantiate(module, {}));
}

/** One instance of the module, holding one position. */
export class Bitfill {
  constructor(module, instance) {
    this.module = module;
    this.exports = instance.exports;
    this.restarting = Promise.resolve();
  }

  /** Resolves when the instance can take calls: at once, or once the new instance that
   * replaces one that trapped is made. */
  ready() {
    return this.restarting;
  }

  /** Runs `call` on the exports. A trap (a Rust panic aborts the instance, and leaves its
   * state unusable) is thrown again, and a new instance replaces this one: await
   * {@link ready} before the next call. */
  #run(call) {
    try {
      return call(this.exports);
    } catch (error) {
      this.restarting = WebAssembly.instantiate(this.module, {}).then((instance) => {
        this.exports = instance.exports;
      });
      throw error;
    }
  }

  /** The text of the output buffer. The memory may have grown since the last call: a view
   * is made each time, never kept. */
  #output() {
    const { memory, output_ptr, output_len } = this.exports;
    return decoder.decode(new Uint8Array(memory.buffer, output_ptr(), output_len()));
  }

  /** Loads the start position of `game` (a name of {@link GAMES}). */
  start(game) {
    this.#run((x) => {
      if (x.load_start(gameNumber(game)) !== 1) throw new Error(this.#output());
    });
  }

  /** Loads the position `text` (FEN, SFEN for shogi, PDN's FEN for draughts) of `game`: `null`, or the
   * engine's message saying what is wrong (the position loaded before stays). */
  load(game, text) {
    return this.#run((x) => {
      const bytes = encoder.encode(text);
      const at = x.input_buffer(bytes.length);
      new Uint8Array(x.memory.buffer, at, bytes.length).set(bytes);
      return x.load_position(gameNumber(game)) === 1 ? null : this.#output();
    });
  }

  /** How draughts counts two capture sequences with the same start, end and pieces
   * taken: `keep` false, as one move (the default); true, one per order of capture. For
   * the loaded draughts position and those loaded after. */
  setDuplicates(keep) {
    this.#run((x) => x.set_duplicates(keep ? 1 : 0));
  }

  /** The loaded position: board, attack maps (as BigInt sets), legal moves. */
  view() {
    return this.#run((x) => {
      x.write_view();
      const view = JSON.parse(this.#output());
      view.attacks = view.attacks.map((hex) => BigInt(hex));
      return view;
    });
  }

  /** perft(depth) of the loaded position, as a BigInt; it runs to the end. */
  perft(depth) {
    return this.#run((x) => x.perft(depth));
  }

  /** The number of legal moves of the loaded position. */
  rootMoves() {
    return this.#run((x) => x.root_moves());
  }

  /** The perft count under root move `index`, `depth` plies from the loaded position. */
  perftAfter(index, depth) {
    return this.#run((x) => x.perft_after(index, depth));
  }

  /** The backend bitfill's slider attacks run on: `Simd128` or `Scalar`. */
  backend() {
    return this.#run((x) => {
      x.write_backend();
      return this.#output();
    });
  }
}

function gameNumber(game) {
  const number = GAMES.indexOf(game);
  if (number < 0) throw new Error(`unknown game ${game}`);
  return number;
}
