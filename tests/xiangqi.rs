//! The xiangqi move generator of `bitfill_engines::xiangqi` against the start position's
//! published perft counts, against positions built for every rule, against a deliberately
//! naive square-walking generator (below, no bitboards) in seeded random games, and on
//! FEN round trips and malformed FEN.

use bitfill_engines::xiangqi::perft::{divide, perft, perft_bulk};
use bitfill_engines::xiangqi::{Color, FenError, Move, Piece, Position, Square};

/// The start position's published perft counts, depths 1 to 5.
const START_COUNTS: [u64; 5] = [44, 1_920, 79_666, 3_290_240, 133_312_995];

// ---------------------------------------------------------------------------------------
// The naive generator: a 10 x 9 array of letters, every rule written out square by square.
// ---------------------------------------------------------------------------------------

/// `board[rank][file]`: a FEN letter (uppercase red) or `None`; rank 0 is red's back rank.
type Board = [[Option<char>; 9]; 10];

/// The board and whether red is to move, read from a FEN by its own small parser.
fn naive_board(fen: &str) -> (Board, bool) {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().unwrap();
    let mut board: Board = [[None; 9]; 10];
    for (row, text) in placement.split('/').enumerate() {
        let rank = 9 - row;
        let mut file = 0;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as usize;
            } else {
                board[rank][file] = Some(c);
                file += 1;
            }
        }
        assert_eq!(file, 9, "{fen}");
    }
    (board, fields.next() == Some("w"))
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..9).contains(&file) && (0..10).contains(&rank)
}

fn is_red(c: char) -> bool {
    c.is_ascii_uppercase()
}

fn in_palace(red: bool, file: i32, rank: i32) -> bool {
    let ranks = if red { 0..=2 } else { 7..=9 };
    (3..=5).contains(&file) && ranks.contains(&rank)
}

fn on_red_half(rank: i32) -> bool {
    rank <= 4
}

/// The moves of the piece on (`file`, `rank`) by its movement rules alone, as
/// ((from file, from rank), (to file, to rank)); the own general may be left attacked.
fn naive_piece_moves(board: &Board, file: i32, rank: i32) -> Vec<(i32, i32)> {
    let piece = board[rank as usize][file as usize].unwrap();
    let red = is_red(piece);
    let at = |f: i32, r: i32| board[r as usize][f as usize];
    let own = |f: i32, r: i32| at(f, r).is_some_and(|c| is_red(c) == red);
    let mut targets = Vec::new();
    let orthogonal = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let diagonal = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
    match piece.to_ascii_lowercase() {
        'r' => {
            for (df, dr) in orthogonal {
                let (mut f, mut r) = (file + df, rank + dr);
                while on_board(f, r) {
                    if at(f, r).is_none() {
                        targets.push((f, r));
                    } else {
                        if !own(f, r) {
                            targets.push((f, r));
                        }
                        break;
                    }
                    f += df;
                    r += dr;
                }
            }
        }
        'c' => {
            for (df, dr) in orthogonal {
                let (mut f, mut r) = (file + df, rank + dr);
                let mut screen = false;
                while on_board(f, r) {
                    match (at(f, r), screen) {
                        (None, false) => targets.push((f, r)),
                        (None, true) => {}
                        (Some(_), false) => screen = true,
                        (Some(_), true) => {
                            if !own(f, r) {
                                targets.push((f, r));
                            }
                            break;
                        }
                    }
                    f += df;
                    r += dr;
                }
            }
        }
        'n' => {
            for (df, dr) in orthogonal {
                let (lf, lr) = (file + df, rank + dr);
                if !on_board(lf, lr) || at(lf, lr).is_some() {
                    continue;
                }
                // Outward: on along the leg's direction, and one square to either side.
                for side in [-1, 1] {
                    let (f, r) = (lf + df + side * dr, lr + dr + side * df);
                    if on_board(f, r) && !own(f, r) {
                        targets.push((f, r));
                    }
                }
            }
        }
        'b' => {
            for (df, dr) in diagonal {
                let (ef, er) = (file + df, rank + dr);
                let (f, r) = (file + 2 * df, rank + 2 * dr);
                if on_board(f, r)
                    && at(ef, er).is_none()
                    && on_red_half(r) == on_red_half(rank)
                    && !own(f, r)
                {
                    targets.push((f, r));
                }
            }
        }
        'a' | 'k' => {
            let steps = if piece.eq_ignore_ascii_case(&'a') {
                diagonal
            } else {
                orthogonal
            };
            for (df, dr) in steps {
                let (f, r) = (file + df, rank + dr);
                if in_palace(red, f, r) && !own(f, r) {
                    targets.push((f, r));
                }
            }
        }
        'p' => {
            let forward = if red { 1 } else { -1 };
            let mut steps = vec![(0, forward)];
            if on_red_half(rank) != red {
                steps.extend([(1, 0), (-1, 0)]);
            }
            for (df, dr) in steps {
                let (f, r) = (file + df, rank + dr);
                if on_board(f, r) && !own(f, r) {
                    targets.push((f, r));
                }
            }
        }
        other => panic!("unknown piece {other}"),
    }
    targets
}

/// Is the general of `red` attacked: can any enemy piece move onto it, or does the other
/// general see it along an open file?
fn naive_attacked(board: &Board, red: bool) -> bool {
    let mut general = None;
    for rank in 0..10 {
        for file in 0..9 {
            if board[rank as usize][file as usize] == Some(if red { 'K' } else { 'k' }) {
                general = Some((file, rank));
            }
        }
    }
    let (gf, gr) = general.expect("a general");
    // Flying general: walk the file towards the other side.
    let step = if red { 1 } else { -1 };
    let mut r = gr + step;
    while on_board(gf, r) {
        if let Some(c) = board[r as usize][gf as usize] {
            if c == if red { 'k' } else { 'K' } {
                return true;
            }
            break;
        }
        r += step;
    }
    for rank in 0..10 {
        for file in 0..9 {
            if let Some(c) = board[rank as usize][file as usize]
                && is_red(c) != red
                && naive_piece_moves(board, file, rank).contains(&(gf, gr))
            {
                return true;
            }
        }
    }
    false
}

fn square_name(file: i32, rank: i32) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// Every legal move of the side to move, as sorted UCI strings.
fn naive_legal_moves(fen: &str) -> Vec<String> {
    let (board, red) = naive_board(fen);
    let mut moves = Vec::new();
    for rank in 0..10 {
        for file in 0..9 {
            let Some(c) = board[rank as usize][file as usize] else {
                continue;
            };
            if is_red(c) != red {
                continue;
            }
            for (f, r) in naive_piece_moves(&board, file, rank) {
                let mut next = board;
                next[r as usize][f as usize] = next[rank as usize][file as usize].take();
                if !naive_attacked(&next, red) {
                    moves.push(format!("{}{}", square_name(file, rank), square_name(f, r)));
                }
            }
        }
    }
    moves.sort();
    moves
}

fn engine_moves(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    moves.sort();
    moves
}

/// A small seeded generator (xorshift64*): the random games are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Checks the engine against the naive generator at every position of `games` random
/// games of up to `plies` plies from `fen`; returns the number of positions compared.
fn random_games(fen: &str, seed: u64, games: usize, plies: usize) -> usize {
    let mut rng = Rng(seed);
    let mut compared = 0;
    for _ in 0..games {
        let mut pos = Position::from_fen(fen).unwrap();
        for _ in 0..plies {
            let text = pos.to_string();
            let moves = engine_moves(&pos);
            assert_eq!(moves, naive_legal_moves(&text), "moves of {text}");
            assert_eq!(pos.count_legal_moves(), moves.len() as u64, "{text}");
            assert_eq!(Position::from_fen(&text), Ok(pos), "round trip of {text}");
            compared += 1;
            let list = pos.legal_moves();
            if list.is_empty() {
                break;
            }
            pos = pos.play(list.as_slice()[rng.below(list.len())]);
        }
    }
    compared
}

#[test]
fn random_games_from_the_start_match_the_naive_generator() {
    let compared = random_games(Position::START_FEN, 0x9e37_79b9_7f4a_7c15, 300, 200);
    assert!(compared > 30_000, "{compared}");
}
