// The page in a real browser: Debian's chromium, driven by playwright-core (no browser
// download). Serves web/ on 127.0.0.1 with a tiny node server, loads the page, and for each
// game (draughts in its four rule sets) enters positions and checks the legal move count,
// the attack maps and a perft count against published figures, the moves in the game's
// notation (PDN for draughts), enters a malformed position and checks the engine's message
// and that the page still works after it, and takes screenshots.
//
//   node test.mjs [--screenshot-dir DIR]      (after scripts/ci-web.sh has built the page)
//
// Prints one line a check and `N passed, M failed`; the exit code is 1 if any failed.

import { createServer } from 'node:http';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = dirname(fileURLToPath(import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

const args = process.argv.slice(2);
const screenshotDir = args.includes('--screenshot-dir')
  ? args[args.indexOf('--screenshot-dir') + 1]
  : tmpdir();

let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  if (ok) {
    passed++;
    console.log(`ok      ${name}`);
  } else {
    failed++;
    console.log(`FAILED  ${name}${detail ? ': ' + detail : ''}`);
  }
}

/** Serves the files of web/ (only those: no path outside it, no node_modules). */
function serve() {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(ROOT, path === '/' ? 'index.html' : path);
    if (!file.startsWith(ROOT) || file.includes('node_modules') || !TYPES[extname(file)]) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const server = await serve();
const url = `http://127.0.0.1:${server.address().port}/`;
const profile = await mkdtemp(join(tmpdir(), 'bitfill-web-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
  viewport: { width: 1200, height: 1000 },
});

try {
  const page = browser.pages()[0] ?? (await browser.newPage());
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
  const backend = await page.textContent('#backend');
  check('the module loads and names its backend', /Slider attacks here: \w+/.test(backend), backend);

  const text = (selector) => page.textContent(selector);
  const moveCount = async () => Number(await text('#move-count'));
  const listed = () => page.$$eval('#moves li', (items) => items.map((li) => li.textContent));
  const errorShown = async () =>
    (await page.isVisible('#error')) ? await text('#error') : null;

  /** Loads a position through the text field and the Load button. */
  async function enter(game, position) {
    if ((await page.inputValue('#game')) !== game) {
      await page.selectOption('#game', game);
      await page.waitForFunction((g) => document.querySelector('#board').classList.contains(g), game);
    }
    await page.fill('#position', position);
    await page.click('#load');
  }

  /** Runs perft to `depth` and returns its count (a BigInt) once the worker is done. */
  async function perft(depth) {
    await page.fill('#depth', String(depth));
    await page.click('#perft');
    await page.waitForSelector('#perft-result[data-state="done"], #perft-result[data-state="error"]', {
      timeout: 120_000,
    });
    const nodes = await page.getAttribute('#perft-result', 'data-nodes');
    return nodes ? BigInt(nodes) : null;
  }

  /** The squares tinted for each side, by name. */
  const tinted = (side) =>
    page.$$eval(`#board .cell.a${side}`, (cells) => cells.map((cell) => cell.dataset.square));

  const cases = [
    // game, position, legal moves, perft depth, count
    ['chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 20, 3, 8902n],
    ['chess', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 48, 3, 97862n],
    ['shogi', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 30, 3, 25470n],
    ['shogi', 'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1', 207, 2, 28684n],
    ['xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', 44, 3, 79666n],
  ];
  for (const [game, position, moves, depth, nodes] of cases) {
    const name = `${game} ${position.split(' ')[0].slice(0, 20)}…`;
    await enter(game, position);
    check(`${name}: no error`, (await errorShown()) === null, await errorShown());
    check(`${name}: ${moves} legal moves`, (await moveCount()) === moves, await text('#move-count'));
    const list = await listed();
    check(`${name}: ${moves} moves listed, no two alike`, list.length === moves && new Set(list).size === moves);
    const count = await perft(depth);
    check(`${name}: perft ${depth} = ${nodes}`, count === nodes, `got ${count} (${await text('#perft-result')})`);
  }

  // The attack maps on the chess start position: white's pieces attack ranks 2 and 3
  // and rank 1 but its corners, 22 squares; black's the mirror image.
  await enter('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  const white = await tinted(0);
  const black = await tinted(1);
  check('chess start: white attacks 22 squares, e3 and b1 among them, a1 not',
    white.length === 22 && white.includes('e3') && white.includes('b1') && !white.includes('a1'), white.join(' '));
  check('chess start: black attacks 22 squares, f6 among them', black.length === 22 && black.includes('f6'), black.join(' '));
  check('chess start: the hex maps are shown', (await text('#maps')).includes('0xffff7e'));
  await page.uncheck('#show1');
  check('hiding black\'s map leaves only white\'s tint', (await tinted(1)).length === 0 && (await tinted(0)).length === 22);
  await page.check('#show1');

  // The xiangqi start: the cannon on b3 attacks the black horse on b10 over the screen.
  await page.selectOption('#game', 'xiangqi');
  await page.waitForFunction(() => document.querySelector('#board').classList.contains('xiangqi'));
  check('xiangqi start from the game menu: 44 moves', (await moveCount()) === 44);
  check('xiangqi start: red attacks b10 over the cannon on b8', (await tinted(0)).includes('b10'));

  // Malformed positions: the engine's message, the position before kept, the page alive.
  const malformed = [
    ['chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w', 'the FEN has 2 fields', 20],
    ['chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', "'X'", 20],
    ['shogi', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1', 'ranks', 30],
    ['xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1', 'side to move', 44],
  ];
  for (const [game, position, message, movesBefore] of malformed) {
    await page.selectOption('#game', game);
    await page.waitForFunction((g) => document.querySelector('#board').classList.contains(g), game);
    await enter(game, position);
    const shown = await errorShown();
    check(`${game} malformed: the engine's message (${message})`, shown !== null && shown.includes(message), String(shown));
    check(`${game} malformed: the position before stays`, (await moveCount()) === movesBefore);
  }
  // The page still works: a good position clears the message and counts.
  await enter('xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  check('after the errors: the message is gone', (await errorShown()) === null);
  check('after the errors: xiangqi start, perft 2 = 1920', (await perft(2)) === 1920n);

  // A deep count can be stopped, and the page goes on.
  await enter('chess', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
  await page.fill('#depth', '7');
  await page.click('#perft');
  await page.waitForSelector('#perft-result[data-state="running"]');
  await page.click('#stop');
  check('a perft 7 stops', (await page.getAttribute('#perft-result', 'data-state')) === 'stopped');
  check('after the stop: perft 1 = 48', (await perft(1)) === 48n);

  // Draughts: the rule set and duplicates chosen on the page, the board of each, the moves
  // in PDN as the draughts program writes them, perft in the worker, malformed FENs.
  async function enterDraughts(variant, position) {
    if ((await page.inputValue('#game')) !== 'draughts') {
      await page.selectOption('#game', 'draughts');
      await page.waitForFunction(() => document.querySelector('#board').classList.contains('draughts'));
    }
    if ((await page.inputValue('#variant')) !== variant) {
      await page.selectOption('#variant', variant);
      await page.waitForFunction((v) => document.querySelector('#board').classList.contains(v), variant);
    }
    if (position !== null) {
      await page.fill('#position', position);
      await page.click('#load');
    }
  }
  const draughtsCases = [
    // rule set, start FEN, legal moves, perft depth and count (published), board size, men
    ['international', 'W:W31-50:B1-20', 9, 6, 167140n, 10, 40],
    ['brazilian', 'W:W21-32:B1-12', 7, 7, 187302n, 8, 24],
    ['russian', 'W:W21-32:B1-12', 7, 7, 190146n, 8, 24],
    ['english', 'B:W21-32:B1-12', 7, 7, 179740n, 8, 24],
  ];
  for (const [variant, fen, moves, depth, nodes, size, men] of draughtsCases) {
    await enterDraughts(variant, null);
    check(`${variant} start from the rules menu: ${fen} in the field`, (await page.inputValue('#position')) === fen,
      await page.inputValue('#position'));
    const cells = await page.$$eval('#board .cell', (all) => all.length);
    const numbered = await page.$$eval('#board .cell[data-number]', (all) => all.map((c) => [c.dataset.square, c.dataset.number]));
    const pieces = await page.$$eval('#board .piece.man', (all) => all.length);
    check(`${variant} board: ${size}x${size}, ${size * size / 2} dark squares numbered 1-${size * size / 2}, ${men} men`,
      cells === size * size && numbered.length === size * size / 2 && pieces === men &&
        numbered.some(([sq, n]) => sq === 'a1' && n === String(size * size / 2 - size / 2 + 1)),
      `${cells} cells, ${numbered.length} numbered, ${pieces} men`);
    check(`${variant} start: ${moves} legal moves`, (await moveCount()) === moves, await text('#move-count'));
    const list = await listed();
    check(`${variant} start: the moves in PDN (${list.join(' ')})`,
      list.length === moves && list.every((mv) => /^\d{1,2}-\d{1,2}$/.test(mv)) && new Set(list).size === moves);
    check(`${variant} start: no attack maps shown`, !(await page.isVisible('#legend')) && !(await page.isVisible('#maps')));
    const count = await perft(depth);
    check(`${variant} start: perft ${depth} = ${nodes}`, count === nodes, `got ${count} (${await text('#perft-result')})`);
  }
  await enterDraughts('international', null);
  check('international start: 32-28 and 31-27 among the moves', (await listed()).includes('32-28') && (await listed()).includes('31-27'));
  // Captures: the program's notation, the squares taken where two share start and end.
  await enterDraughts('english', 'W:W23:B10,11,18,19');
  check('english: two captures from 23 to 7, told apart by the squares taken',
    JSON.stringify((await listed()).sort()) === JSON.stringify(['23x7 (10,18)', '23x7 (11,19)']), (await listed()).join(' '));
  await enterDraughts('international', 'W:W28:B22,23,32,33,12,13');
  check('international: a man\'s capture in PDN',
    (await listed()).length > 0 && (await listed()).every((mv) => /^28x\d{1,2}( \(\d+(,\d+)+\))?$/.test(mv)), (await listed()).join(' '));
  // Duplicates: the king on 36 takes the four men round it in either order.
  await enterDraughts('international', 'W:WK36:B31,32,41,42');
  check('duplicates dropped: the king\'s four captures in either order are one move',
    (await moveCount()) === 1 && (await listed())[0] === '36x36', (await listed()).join(' '));
  await page.selectOption('#duplicates', 'keep');
  await page.waitForFunction(() => document.querySelector('#move-count').textContent === '2');
  check('duplicates kept: two moves, and the worker counts them', (await moveCount()) === 2 && (await perft(1)) === 2n);
  await enterDraughts('brazilian', null);
  check('brazilian start, duplicates kept: perft 8 = 907836 (dropped: 907830)', (await perft(8)) === 907836n);
  await page.selectOption('#duplicates', 'drop');
  check('brazilian start, duplicates dropped: perft 8 = 907830', (await perft(8)) === 907830n);
  // Malformed FENs: the engine's message, the position before kept, the page alive.
  const draughtsMalformed = [
    ['international', 'W:W31-51:B1-20', 'square 51 is off the board'],
    ['international', 'X:W31-50:B1-20', 'the side to move is "X"'],
    ['international', 'W:W31-50:B1-20,31', 'square 31 is listed for both white and black'],
    ['brazilian', 'W:W21-32:B1-12,33', 'square 33 is off the board'],
  ];
  for (const [variant, position, message] of draughtsMalformed) {
    await enterDraughts(variant, null);
    const before = await moveCount();
    await enterDraughts(variant, position);
    const shown = await errorShown();
    check(`${variant} malformed ${position}: the engine's message (${message})`,
      shown !== null && shown.includes(message) && shown.includes(`invalid ${variant} FEN`), String(shown));
    check(`${variant} malformed: the position before stays`, (await moveCount()) === before && before === 7 + 2 * (variant === 'international'));
  }
  await enterDraughts('russian', 'W:W9:B6,7');
  check('after the errors: the message is gone', (await errorShown()) === null);
  // The man on 9 takes 6, is crowned on 2 and goes on as a king over 7: three landings.
  check('russian: a man crowned on the way goes on as a king (9x11 9x16 9x20)',
    JSON.stringify((await listed()).sort()) === JSON.stringify(['9x11', '9x16', '9x20']), (await listed()).join(' '));

  // Draughts screenshots: Random178 (kings) on 10x10, the English capture on 8x8.
  await enterDraughts('international', 'B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24');
  check('Random178: 14 legal moves, perft 3 = 1168', (await moveCount()) === 14 && (await perft(3)) === 1168n);
  const draughtsShot = join(screenshotDir, 'bitfill-web-draughts.png');
  await page.screenshot({ path: draughtsShot, fullPage: true });
  await enterDraughts('english', null);
  const checkersShot = join(screenshotDir, 'bitfill-web-english.png');
  await page.screenshot({ path: checkersShot, fullPage: true });
  console.log(`screenshots: ${draughtsShot} ${checkersShot}`);

  // The screenshot: the shogi position with pieces in hand and both maps.
  await enter('shogi', 'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1');
  await perft(2);
  const shot = join(screenshotDir, 'bitfill-web-shogi.png');
  await page.screenshot({ path: shot, fullPage: true });
  await enter('chess', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
  await perft(3);
  const chessShot = join(screenshotDir, 'bitfill-web-chess.png');
  await page.screenshot({ path: chessShot, fullPage: true });
  await page.selectOption('#game', 'xiangqi');
  await page.waitForFunction(() => document.querySelector('#board').classList.contains('xiangqi'));
  const xiangqiShot = join(screenshotDir, 'bitfill-web-xiangqi.png');
  await page.screenshot({ path: xiangqiShot, fullPage: true });
  console.log(`screenshots: ${chessShot} ${shot} ${xiangqiShot}`);

  check('no page or console errors', problems.length === 0, problems.join('; '));
} catch (error) {
  check('the test ran to its end', false, error.stack ?? String(error));
} finally {
  await browser.close();
  server.close();
  await rm(profile, { recursive: true, force: true });
}

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
