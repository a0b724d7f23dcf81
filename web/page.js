// The page: a position in (FEN, SFEN, or PDN's FEN for draughts), the board with each
// side's attack map, the legal moves, and perft in a worker. All the rules are the engines'
// (through bitfill.js).

import { DRAUGHTS, instantiate } from './bitfill.js';

const $ = (id) => document.getElementById(id);

const EXAMPLES = {
  chess: [
    ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
    ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'],
    ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'],
  ],
  shogi: [
    ['start', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'],
    ['Matsuri', 'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1'],
  ],
  xiangqi: [
    ['start', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'],
    ['middlegame', 'r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 b - - 0 1'],
  ],
  // Draughts: the start positions and the FMJD test positions (dctl, Moby Dam, egdb_intl).
  international: [
    ['start', 'W:W31-50:B1-20'],
    ['Woldouby', 'W:W25,27,28,30,32-35,37,38:B12-14,16,18,19,21,23,24,26'],
    ['Random178', 'B:W6,9-11,20-23,30,K31,33,37,41-44,46:BK17,K24'],
    ['AllKings', 'W:WK31-50:BK1-20'],
    ['a king takes four, in either order', 'W:WK36:B31,32,41,42'],
  ],
  brazilian: [['start', 'W:W21-32:B1-12']],
  russian: [
    ['start', 'W:W21-32:B1-12'],
    ['a man crowned on the way goes on as a king', 'W:W9:B6,7'],
  ],
  english: [
    ['start', 'B:W21-32:B1-12'],
    ['round either side', 'W:W23:B10,11,18,19'],
  ],
};

const CHESS_GLYPHS = { k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };
const SHOGI_KANJI = {
  p: '歩', l: '香', n: '桂', s: '銀', b: '角', r: '飛', g: '金', k: '玉',
  '+p': 'と', '+l': '杏', '+n': '圭', '+s': '全', '+b': '馬', '+r': '龍',
};
const XIANGQI_HANZI = [
  { k: '帥', a: '仕', b: '相', n: '傌', r: '俥', c: '炮', p: '兵' },
  { k: '將', a: '士', b: '象', n: '馬', r: '車', c: '砲', p: '卒' },
];
const HAND_ORDER = ['P', 'L', 'N', 'S', 'B', 'R', 'G'];

let bitfill;
let view;
let worker = null;

/** The game as the module names it: draughts by its rule set. */
function game() {
  return $('game').value === 'draughts' ? $('variant').value : $('game').value;
}

const isDraughts = (name) => DRAUGHTS.includes(name);

/** The piece as the page draws it: its letter, or a glyph. */
function pieceText(letter, side) {
  const lower = letter.toLowerCase();
  if (isDraughts(view.game)) return lower === 'k' ? '♛' : '';
  switch (view.game) {
    case 'chess':
      return CHESS_GLYPHS[lower];
    case 'shogi':
      return $('glyphs').checked ? SHOGI_KANJI[lower] : letter.toUpperCase();
    default:
      return $('glyphs').checked ? XIANGQI_HANZI[side][lower] : letter.toUpperCase();
  }
}

function render() {
  const { files, ranks, fileNames, rankNames, sides, board, attacks, numbers } = view;
  const draughts = isDraughts(view.game);
  const show = [$('show0').checked, $('show1').checked];
  const grid = $('board');
  grid.className = draughts ? `draughts ${view.game}` : view.game;
  if (!$('glyphs').checked) grid.classList.add('letters');
  grid.style.gridTemplateColumns = `1.2rem repeat(${files}, auto)`;
  grid.replaceChildren();
  const cell = (className, text = '') => {
    const div = document.createElement('div');
    div.className = className;
    div.textContent = text;
    grid.append(div);
    return div;
  };
  for (let rank = ranks - 1; rank >= 0; rank--) {
    cell('label', rankNames[rank]);
    for (let file = 0; file < files; file++) {
      const sq = rank * files + file;
      const div = cell('cell');
      div.dataset.square = fileNames[file] + rankNames[rank];
      div.classList.add((rank + file) % 2 ? 'light' : 'dark');
      if (view.game === 'xiangqi') {
        if (file >= 3 && file <= 5 && (rank <= 2 || rank >= 7)) div.classList.add('palace');
        if (rank === 5) div.classList.add('river-above');
      }
      if (numbers && numbers[sq] !== null) {
        // Draughts: PDN's number of the dark square.
        div.dataset.number = String(numbers[sq]);
        const number = document.createElement('span');
        number.className = 'number';
        number.textContent = String(numbers[sq]);
        div.append(number);
      }
      for (const side of [0, 1]) {
        if (show[side] && (attacks[side] >> BigInt(sq)) & 1n) div.classList.add(`a${side}`);
      }
      const letter = board[sq];
      if (letter !== null) {
        const side = letter.replace('+', '') === letter.replace('+', '').toUpperCase() ? 0 : 1;
        const piece = document.createElement('span');
        piece.className = `piece side${side}`;
        if (letter.startsWith('+')) piece.classList.add('promoted');
        if (draughts) piece.classList.add(letter.toLowerCase() === 'k' ? 'king' : 'man');
        const glyph = document.createElement('span');
        glyph.textContent = pieceText(letter, side);
        piece.append(glyph);
        piece.title = letter;
        div.append(piece);
      }
    }
  }
  cell('label');
  for (const name of fileNames) cell('label', name);

  $('side0-name').textContent = sides[0];
  $('side1-name').textContent = sides[1];
  $('glyphs-label').hidden = view.game === 'chess' || draughts;
  // A draughts piece attacks no square in the chess sense: no maps to show.
  $('legend').hidden = draughts;
  $('maps').hidden = draughts;
  const hand = (side) => {
    if (!view.hands) return '';
    const held = view.hands[side]
      .map((count, kind) => (count ? `${HAND_ORDER[kind]}${count > 1 ? '×' + count : ''}` : ''))
      .filter(Boolean);
    return `${sides[side]}'s hand: ${held.length ? held.join(' ') : '–'}`;
  };
  $('hand-top').textContent = hand(1);
  $('hand-bottom').textContent = hand(0);

  const status = $('status');
  status.replaceChildren(`${sides[view.side]} to move`);
  if (view.check) {
    const check = document.createElement('span');
    check.className = 'check';
    check.textContent = ' · check';
    status.append(check);
  }
  if (view.moveCount === 0) {
    status.append(view.check ? ' · mate' : draughts ? ' · no legal move: lost' : ' · no legal move');
  }

  const maps = $('maps');
  maps.replaceChildren();
  for (const side of [0, 1]) {
    const dt = document.createElement('dt');
    dt.textContent = `${sides[side]}'s attack map (one bit a square, ${fileNames[0]}${rankNames[0]} = bit 0)`;
    const dd = document.createElement('dd');
    dd.textContent = `0x${attacks[side].toString(16)}`;
    maps.append(dt, dd);
  }

  const example = [...$('example').options].findIndex((option) => option.value === view.fen);
  if (example >= 0) $('example').selectedIndex = example;
  $('move-count').textContent = String(view.moves.length);
  const list = $('moves');
  list.replaceChildren(
    ...view.moves.map((mv) => {
      const li = document.createElement('li');
      li.textContent = mv;
      return li;
    }),
  );
}

function showError(message) {
  const box = $('error');
  box.textContent = message;
  box.hidden = message === null;
}

async function engine(call) {
  await bitfill.ready();
  try {
    return call();
  } catch (error) {
    showError(`the module stopped (${error}); a new instance replaces it`);
    return undefined;
  }
}

async function load() {
  stopPerft();
  const error = await engine(() => bitfill.load(game(), $('position').value));
  if (error === undefined) return;
  showError(error);
  if (error === null) await refresh();
}

async function start() {
  stopPerft();
  showError(null);
  await engine(() => bitfill.start(game()));
  await refresh();
  $('position').value = view.fen;
}

async function refresh() {
  const fresh = await engine(() => bitfill.view());
  if (fresh === undefined) return;
  view = fresh;
  $('perft-result').textContent = '';
  $('perft-result').dataset.state = 'idle';
  render();
}

function fillExamples() {
  const select = $('example');
  select.replaceChildren(
    ...EXAMPLES[game()].map(([name, text]) => {
      const option = document.createElement('option');
      option.value = text;
      option.textContent = name;
      return option;
    }),
  );
  $('notation').textContent = game() === 'shogi' ? 'SFEN' : isDraughts(game()) ? 'PDN FEN' : 'FEN';
  const draughts = $('game').value === 'draughts';
  $('variant-label').hidden = !draughts;
  $('duplicates-label').hidden = !draughts;
}

function stopPerft() {
  if (worker !== null) {
    worker.terminate();
    worker = null;
    const result = $('perft-result');
    if (result.dataset.state === 'running') {
      result.dataset.state = 'stopped';
      result.textContent += ' · stopped';
    }
  }
  $('stop').disabled = true;
  $('perft').disabled = false;
  $('perft-progress').hidden = true;
}

function runPerft() {
  stopPerft();
  const depth = Number($('depth').value);
  const result = $('perft-result');
  if (!Number.isInteger(depth) || depth < 0 || depth > 10) {
    result.dataset.state = 'error';
    result.textContent = 'the depth is a whole number from 0 to 10';
    return;
  }
  const progress = $('perft-progress');
  const format = (nodes, ms) => {
    const rate = ms > 0 ? ` · ${(Number(nodes) / ms / 1000).toFixed(1)} M nodes/s` : '';
    return `perft ${depth} = ${BigInt(nodes).toLocaleString('en')} in ${ms.toFixed(0)} ms${rate}`;
  };
  result.dataset.state = 'running';
  result.dataset.nodes = '';
  result.textContent = `perft ${depth}…`;
  progress.hidden = false;
  progress.value = 0;
  $('stop').disabled = false;
  $('perft').disabled = true;
  worker = new Worker(new URL('worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => {
    if (data.type === 'progress') {
      progress.max = data.of;
      progress.value = data.done;
      result.textContent = `${format(data.nodes, data.ms)} · ${data.done}/${data.of} root moves`;
      return;
    }
    if (data.type === 'done') {
      result.dataset.nodes = data.nodes;
      result.dataset.ms = data.ms.toFixed(1);
      result.textContent = format(data.nodes, data.ms);
    } else {
      result.textContent = data.message;
    }
    result.dataset.state = data.type;
    worker.terminate();
    worker = null;
    stopPerft();
  };
  worker.onerror = (event) => {
    result.dataset.state = 'error';
    result.textContent = `the worker failed: ${event.message}`;
    stopPerft();
  };
  worker.postMessage({
    game: view.game,
    text: view.fen,
    depth,
    duplicates: $('duplicates').value === 'keep',
  });
}

async function main() {
  try {
    bitfill = await instantiate();
  } catch (error) {
    $('backend').textContent = '';
    showError(String(error));
    return;
  }
  const backend = bitfill.backend();
  $('backend').textContent = `Slider attacks here: ${backend}${
    backend.toLowerCase() === 'scalar' ? ' (no simd128 kernels in this build)' : ''
  }.`;
  bitfill.setDuplicates($('duplicates').value === 'keep');
  for (const id of ['game', 'variant']) {
    $(id).addEventListener('change', () => {
      fillExamples();
      start();
    });
  }
  $('duplicates').addEventListener('change', async () => {
    stopPerft();
    await engine(() => bitfill.setDuplicates($('duplicates').value === 'keep'));
    await refresh();
  });
  $('example').addEventListener('change', () => {
    $('position').value = $('example').value;
    load();
  });
  $('load').addEventListener('click', load);
  $('position').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') load();
  });
  $('start').addEventListener('click', start);
  for (const id of ['show0', 'show1', 'glyphs']) $(id).addEventListener('change', render);
  $('perft').addEventListener('click', runPerft);
  $('stop').addEventListener('click', stopPerft);
  fillExamples();
  await start();
  document.body.dataset.ready = 'true';
}

main();
