//! The xiangqi move generator of `bitfill_engines::xiangqi` against the start position's
//! published perft counts, against positions built for every rule, against a deliberately
//! naive square-walking generator (below, no bitboards) in seeded random games, and on
//! FEN round trips and malformed FEN.

use bitfill_engines::xiangqi::perft::{divide, perft, perft_bulk, perft_list};
use bitfill_engines::xiangqi::{Color, FenError, Move, Piece, Position, Square};

use crate::common::leaves::list_counts_in_random_games;
use crate::common::rng;
use rng::Rng;

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

/// The first 30 of the deep test's 300 games.
#[test]
fn random_games_from_the_start_match_the_naive_generator() {
    let compared = random_games(Position::START_FEN, 0x9e37_79b9_7f4a_7c15, 30, 200);
    println!("{compared} positions from the start compared with the naive generator");
    assert!(compared > 3_000, "{compared}");
}

#[test]
#[ignore = "deep: 300 random games from the start, about 35,000 positions; about 5 s"]
fn random_games_from_the_start_match_the_naive_generator_deep() {
    let compared = random_games(Position::START_FEN, 0x9e37_79b9_7f4a_7c15, 300, 200);
    println!("{compared} positions from the start compared with the naive generator");
    assert!(compared > 30_000, "{compared}");
}

#[test]
fn random_games_from_sparse_positions_match_the_naive_generator() {
    // Few pieces: open files and ranks, generals that can face, many checks.
    let starts = [
        "3akab2/9/4b4/9/2r1c1R2/2C6/9/4B4/3nA4/2BAK1N2 w - - 0 1",
        "4k4/4a4/3a5/9/2p1p1p2/9/2P3P2/3C5/4A4/3AK1R2 b - - 0 1",
        "3k5/9/9/4c4/9/9/9/9/9/4K4 w - - 0 1",
        "2b1k4/4a4/4c4/9/r3n1p2/9/9/4B1N2/4A4/2BK2R2 w - - 0 1",
    ];
    let mut compared = 0;
    for (i, fen) in starts.iter().enumerate() {
        compared += random_games(fen, 0x1234_5678 + i as u64, 60, 120);
    }
    println!("{compared} positions from sparse starts compared with the naive generator");
    assert!(compared > 4_000, "{compared}");
}

// ---------------------------------------------------------------------------------------
// Perft.
// ---------------------------------------------------------------------------------------

fn start_position_perft(max_depth: u32) {
    let start = Position::startpos();
    for (depth, expected) in (1..=max_depth).zip(START_COUNTS) {
        assert_eq!(perft_bulk(&start, depth), expected, "depth {depth}");
        // The last ply's moves written into the move list (`--leaves list`).
        assert_eq!(perft_list(&start, depth), expected, "depth {depth}, list");
    }
}

/// Depths 1 to 4 (3.3 million nodes).
#[test]
fn start_position_perft_matches_the_published_counts() {
    start_position_perft(4);
}

#[test]
#[ignore = "deep: depths 1 to 5 (133 million nodes); a few seconds"]
fn start_position_perft_matches_the_published_counts_deep() {
    start_position_perft(5);
}

#[test]
fn list_counting_equals_bulk_counting_in_random_games() {
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    let mut checked = 0;
    for fen in [
        Position::START_FEN,
        "1rbakabr1/9/c1n3nc1/p1p1p3p/6p2/7R1/P1P1P1P1P/1CN1C1N2/9/1RBAKAB2 w - - 12 7",
        "3akab2/9/4b4/9/2r1c1R2/2C6/9/4B4/3nA4/2BAK1N2 w - - 0 1",
        "2b1k4/4a4/4c4/9/r3n1p2/9/9/4B1N2/4A4/2BK2R2 w - - 0 1",
        "3k5/9/9/4c4/9/9/9/9/9/4K4 w - - 0 1",
    ] {
        checked += list_counts_in_random_games(&Position::from_fen(fen).unwrap(), &mut rng, 4, 80);
    }
    assert!(checked > 1_000, "{checked}");
}

#[test]
fn bulk_counting_equals_playing_every_leaf() {
    let start = Position::startpos();
    assert_eq!(perft(&start, 3), START_COUNTS[2]);
    let pos = Position::from_fen("2b1k4/4a4/4c4/9/r3n1p2/9/9/4B1N2/4A4/2BK2R2 w - - 0 1").unwrap();
    for depth in 1..=4 {
        assert_eq!(perft(&pos, depth), perft_bulk(&pos, depth), "depth {depth}");
    }
}

#[test]
fn divide_adds_up_and_writes_uci_moves() {
    let start = Position::startpos();
    let split = divide(&start, 3);
    assert_eq!(split.len(), 44);
    assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), START_COUNTS[2]);
    let names: Vec<String> = split.iter().map(|(mv, _)| mv.to_string()).collect();
    // The central cannon, the chariot's first step, a horse and a soldier, ranks from 1.
    for expected in ["h3e3", "a1a2", "b1c3", "e4e5", "e1e2"] {
        assert!(
            names.contains(&expected.to_string()),
            "{expected} in {names:?}"
        );
    }
    assert!(divide(&start, 0).is_empty());
}

// ---------------------------------------------------------------------------------------
// One position per rule. `fen` builds a position from pieces written as `Ke1 kd10 Ne5`
// (letter, square; uppercase red); every position is also checked against the naive
// generator.
// ---------------------------------------------------------------------------------------

fn fen(pieces: &str, red_to_move: bool) -> String {
    let mut board: Board = [[None; 9]; 10];
    for piece in pieces.split_whitespace() {
        let letter = piece.chars().next().unwrap();
        let sq: Square = piece[1..].parse().unwrap();
        board[sq.rank() as usize][sq.file() as usize] = Some(letter);
    }
    let ranks = board
        .iter()
        .rev()
        .map(|row| row.iter().map(|cell| cell.map(String::from)));
    format!(
        "{} {} - - 0 1",
        crate::common::placement(ranks),
        if red_to_move { 'w' } else { 'b' }
    )
}

/// The position of `pieces`, checked against the naive generator.
fn position(pieces: &str, red_to_move: bool) -> Position {
    let text = fen(pieces, red_to_move);
    let pos = Position::from_fen(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(engine_moves(&pos), naive_legal_moves(&text), "{text}");
    assert_eq!(pos.count_legal_moves(), pos.legal_moves().len() as u64);
    pos
}

/// The target squares of the piece on `from`, sorted.
fn targets(pos: &Position, from: &str) -> Vec<String> {
    let mut out: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|mv| mv.from().to_string() == from)
        .map(|mv| mv.to().to_string())
        .collect();
    out.sort();
    out
}

fn squares(list: &str) -> Vec<String> {
    let mut out: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    out.sort();
    out
}

#[test]
fn flying_general() {
    // The general may not step onto the file of the other one when nothing stands between.
    let pos = position("Kd1 ke10", true);
    assert_eq!(targets(&pos, "d1"), squares("d2"));
    // The only piece between the generals is pinned to the file: a horse cannot move at all,
    // a soldier across the river only forward, a cannon only along the file.
    let pos = position("Ke1 Ne5 ke10", true);
    assert!(targets(&pos, "e5").is_empty());
    let pos = position("Ke1 Pe6 kf10 ae9", true);
    assert_eq!(targets(&pos, "e6"), squares("d6 e7 f6"));
    let pos = position("Ke1 Pe6 ke10", true);
    assert_eq!(targets(&pos, "e6"), squares("e7"));
    let pos = position("Ke1 Ce5 ke10", true);
    assert_eq!(targets(&pos, "e5"), squares("e2 e3 e4 e6 e7 e8 e9"));
    // The defending general may capture along its own file only if it does not then face
    // the other general.
    let pos = position("Kd1 Pd9 kd10", false);
    assert!(pos.is_check());
    assert_eq!(targets(&pos, "d10"), squares("e10"));
    // Here e10 would face the red general: only the capture.
    let pos = position("Ke1 Pd9 kd10", false);
    assert_eq!(targets(&pos, "d10"), squares("d9"));
    // Facing generals are a position that cannot arise: the side that just moved would be
    // in check.
    assert_eq!(
        Position::from_fen(&fen("Ke1 ke10", true)),
        Err(FenError::OpponentInCheck(Color::Black))
    );
    assert_eq!(
        Position::from_fen(&fen("Ke1 ke10", false)),
        Err(FenError::OpponentInCheck(Color::Red))
    );
}

#[test]
fn cannon_moves_and_screens() {
    // Quiet moves like a chariot; captures only over exactly one screen, of either colour.
    let pos = position("Ke1 Cb3 Pb5 cb8 kd10", true);
    assert_eq!(
        targets(&pos, "b3"),
        squares("a3 c3 d3 e3 f3 g3 h3 i3 b1 b2 b4 b8")
    );
    // Over an enemy screen too, and never onto its own piece beyond the screen.
    let pos = position("Ke1 Ca4 pc4 Re4 pg4 kd10", true);
    assert_eq!(
        targets(&pos, "a4"),
        squares("b4 a1 a2 a3 a5 a6 a7 a8 a9 a10")
    );
    // Two screens: no capture on that ray.
    let pos = position("Ke1 Cb1 Pb4 pb6 rb9 kd10", true);
    assert!(!targets(&pos, "b1").contains(&"b9".to_string()));
    assert!(targets(&pos, "b1").contains(&"b6".to_string()));
}

#[test]
fn cannon_checks() {
    // A cannon checks over exactly one screen, of either colour.
    let pos = position("Ke1 Pe5 ce8 kd10", true);
    assert!(pos.is_check());
    let pos = position("Ke1 pe4 ce8 kd10", true);
    assert!(pos.is_check());
    // Two screens: no check; one of them leaving the file would give one.
    let pos = position("Ke1 Ne3 Re5 ce8 kd10", true);
    assert!(!pos.is_check());
    assert!(targets(&pos, "e3").is_empty(), "the horse leaves the file");
    assert_eq!(targets(&pos, "e5"), squares("e4 e6 e7 e8"));
    // Out of a cannon check: move the general, add a second screen, capture the cannon,
    // or move the screen away; moving the screen along the file keeps the check.
    let pos = position("Ke1 Ad1 Pe5 Ra6 ce8 kd10", true);
    assert!(pos.is_check());
    assert_eq!(targets(&pos, "e5"), Vec::<String>::new());
    assert_eq!(targets(&pos, "a6"), squares("e6"));
    assert_eq!(targets(&pos, "d1"), squares("e2"));
    assert_eq!(targets(&pos, "e1"), squares("f1"));
}

#[test]
fn a_piece_that_is_a_cannons_only_screen() {
    // An enemy soldier is the only screen of a cannon check: capturing it with a horse puts
    // the horse in its place, still a screen, so that capture is illegal.
    let pos = position("Ke1 Nc3 pe4 ce8 kd10", true);
    assert!(pos.is_check());
    assert!(!targets(&pos, "c3").contains(&"e4".to_string()));
    // Not in check: dropping a piece between the general and a cannon that sees it makes
    // that piece the screen; the chariot may cross the file on e4 but not stop there.
    let pos = position("Ke1 Ra4 ce8 kd10", true);
    assert!(!pos.is_check());
    assert_eq!(
        targets(&pos, "a4"),
        squares("a1 a2 a3 a5 a6 a7 a8 a9 a10 b4 c4 d4 f4 g4 h4 i4")
    );
    // A horse that is the only screen between its own general and an enemy cannon beyond
    // a second screen: it may not leave while the other screen stays.
    let pos = position("Ke1 Ne2 Ce5 ce9 kd10", true);
    assert!(targets(&pos, "e2").is_empty());
}

#[test]
fn horse_legs() {
    // A horse on b1 with its northern leg (b2) blocked: no a3 or c3.
    let pos = position("Ke1 Nb1 Cb2 kd10", true);
    assert_eq!(targets(&pos, "b1"), squares("d2"));
    let pos = position("Ke1 Nb1 kd10", true);
    assert_eq!(targets(&pos, "b1"), squares("a3 c3 d2"));
    // A horse checks through an empty leg only; a piece on the leg is pinned there.
    let pos = position("Ke1 ng2 kd10", true);
    assert!(pos.is_check());
    let pos = position("Ke1 Rf2 ng2 kd10", true);
    assert!(!pos.is_check());
    assert_eq!(
        targets(&pos, "f2"),
        squares("g2"),
        "only by taking the horse"
    );
    // The horse's check is not the mirror of its move: a horse on g3 does not attack e1
    // (its leg f3... would lead to e1 only from f3's diagonal neighbour).
    let pos = position("Ke1 ng3 kd10", true);
    assert!(!pos.is_check());
    let pos = position("Ke1 nf3 kd10", true);
    assert!(pos.is_check());
}

#[test]
fn elephant_eyes_and_the_river() {
    let pos = position("Ke1 Bc1 kd10", true);
    assert_eq!(targets(&pos, "c1"), squares("a3 e3"));
    let pos = position("Ke1 Bc1 Nd2 kd10", true);
    assert_eq!(targets(&pos, "c1"), squares("a3"));
    // From the river bank an elephant may not cross.
    let pos = position("Ke1 Bc5 kd10", true);
    assert_eq!(targets(&pos, "c5"), squares("a3 e3"));
    let pos = position("Ke1 kd10 bc6", false);
    assert_eq!(targets(&pos, "c6"), squares("a8 e8"));
    // An elephant can capture on its own side of the river.
    let pos = position("Ke1 Bc5 ne3 kd10", true);
    assert_eq!(targets(&pos, "c5"), squares("a3 e3"));
}

#[test]
fn palace() {
    let pos = position("Kd1 ke10", true);
    assert_eq!(targets(&pos, "d1"), squares("d2"));
    let pos = position("Ke2 kd10", true);
    assert_eq!(targets(&pos, "e2"), squares("e1 e3 f2"));
    let pos = position("Kf3 kd10", true);
    assert_eq!(targets(&pos, "f3"), squares("e3 f2"));
    // Advisors: the palace's diagonals only.
    let pos = position("Kf1 Ad3 Ae2 kd10", true);
    assert_eq!(targets(&pos, "d3"), Vec::<String>::new());
    assert_eq!(targets(&pos, "e2"), squares("d1 f3"));
    let pos = position("Ke1 kd10 ad8 af10", false);
    assert_eq!(targets(&pos, "d8"), squares("e9"));
    assert_eq!(targets(&pos, "f10"), squares("e9"));
}

#[test]
fn soldiers() {
    // Before the river: forward only; across it: sideways too; on the last rank: sideways.
    let pos = position("Ke1 Pe4 Pc6 Pg10 kd10", true);
    assert_eq!(targets(&pos, "e4"), squares("e5"));
    assert_eq!(targets(&pos, "c6"), squares("b6 c7 d6"));
    assert_eq!(targets(&pos, "g10"), squares("f10 h10"));
    let pos = position("Ke1 kd10 pe7 pc5 pa1", false);
    assert_eq!(targets(&pos, "e7"), squares("e6"));
    assert_eq!(targets(&pos, "c5"), squares("b5 c4 d5"));
    assert_eq!(targets(&pos, "a1"), squares("b1"));
    // Soldiers check forward and sideways, never backward.
    assert!(position("Ke1 pe2 kd10", true).is_check());
    assert!(position("Ke2 pd2 kd10", true).is_check());
    assert!(!position("Ke2 pe1 kd10", true).is_check());
}

#[test]
fn checks_by_every_piece() {
    for (pieces, checked) in [
        ("Ke1 re7 kd10", true),
        ("Ke1 Pe4 ce7 kd10", true),
        ("Ke1 nd3 kd10", true),
        ("Ke1 pe2 kd10", true),
        ("Ke1 kd10 Rd5", false),
        ("Ke1 kd10 Pd5 Cd2", false),
        ("Ke1 kd10 Nc8", false),
        ("Ke1 kd10 Pd9", false),
        ("Ke1 kd10 Pc10", false),
    ] {
        let pos = position(pieces, checked);
        assert!(pos.is_check(), "{pieces}");
        // Every legal move leaves the general safe: the naive generator agrees (above), and
        // the position after it is one `from_fen` accepts (it rejects a position whose side
        // that has just moved is in check).
        for &mv in &pos.legal_moves() {
            let after = pos.play(mv).to_string();
            assert!(Position::from_fen(&after).is_ok(), "{mv} leads to {after}");
        }
    }
}

#[test]
fn double_checks() {
    // A chariot and a horse: only the general can answer.
    let pos = position("Ke1 Rb2 re7 nd3 kd10", true);
    assert!(pos.is_check());
    assert!(
        pos.legal_moves()
            .iter()
            .all(|mv| mv.from().to_string() == "e1")
    );
    // A cannon opened by its own screen moving and checking by itself: a soldier steps off
    // the file and checks sideways.
    let pos = position("Ke2 pe5 ce7 pd2 kd10 Af1", true);
    assert!(pos.is_check());
    // Chariot and cannon on one file: the chariot is the cannon's screen.
    // The advisor's block on d3 stops both: the cannon then has two screens.
    let pos = position("Kd1 rd5 cd8 Ae2 kf10", true);
    assert!(pos.is_check());
    assert_eq!(engine_moves(&pos), squares("d1e1 e2d3"));
}

#[test]
fn pins_on_files_and_ranks() {
    // File: a chariot pinned by a chariot moves along the file and may capture the pinner.
    let pos = position("Ke1 Re4 re8 kd10", true);
    assert_eq!(targets(&pos, "e4"), squares("e2 e3 e5 e6 e7 e8"));
    // Rank: a horse pinned by a chariot on the general's rank cannot move at all.
    let pos = position("Ke2 Nd2 ra2 kd10", true);
    assert!(targets(&pos, "d2").is_empty());
    // Rank: a cannon pinned on the rank moves along it, and captures the pinner only with a
    // screen in between.
    let pos = position("Kf2 Cd2 ra2 kd10", true);
    assert_eq!(targets(&pos, "d2"), squares("b2 c2 e2"));
    // Pinned by a cannon through a second screen: either screen leaving gives check.
    let pos = position("Kd2 Cf2 Rg2 ci2 ke10", true);
    assert!(!pos.is_check());
    assert!(targets(&pos, "g2").iter().all(|t| t.ends_with('2')));
    assert!(targets(&pos, "f2").iter().all(|t| t.ends_with('2')));
}

// ---------------------------------------------------------------------------------------
// FEN.
// ---------------------------------------------------------------------------------------

#[test]
fn fen_round_trips() {
    for text in [
        Position::START_FEN,
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B2C1/9/RN1AKABNR b - - 3 2",
        "3k5/9/9/4c4/9/9/9/9/9/4K4 w - - 0 1",
    ] {
        let pos = Position::from_fen(text).unwrap();
        assert_eq!(pos.to_string(), text);
        assert_eq!(text.parse::<Position>(), Ok(pos));
    }
    // The counters may be left out, as in EPD.
    let short = Position::from_fen("3k5/9/9/4c4/9/9/9/9/9/4K4 w").unwrap();
    assert_eq!(short.to_string(), "3k5/9/9/4c4/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(Position::startpos().side_to_move(), Color::Red);
    assert_eq!(
        Position::startpos().piece_at("h3".parse().unwrap()),
        Some((Color::Red, Piece::Cannon))
    );
}

#[test]
fn malformed_fen_is_an_error_that_says_where() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    let cases: Vec<(String, FenError, &str)> = vec![
        (String::new(), FenError::Empty, "empty"),
        (
            start.to_string(),
            FenError::MissingField("side-to-move"),
            "side-to-move",
        ),
        (
            format!("{start} r"),
            FenError::SideToMove("r".into()),
            "expected \"w\" or \"b\"",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w".into(),
            FenError::RankCount(9),
            "expected 10",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C2/9/RNBAKABNR w".into(),
            FenError::RankLength {
                rank: 3,
                squares: 10,
            },
            "rank 3",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5Q1/9/RNBAKABNR w".into(),
            FenError::PieceChar {
                rank: 3,
                found: 'Q',
            },
            "'Q' in rank 3",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/0/P1P1P1P1P/1C5C1/9/RNBAKABNR w".into(),
            FenError::PieceChar {
                rank: 5,
                found: '0',
            },
            "digit 1 to 9",
        ),
        (
            format!("{start} w KQ - 0 1"),
            FenError::Placeholder {
                field: "castling",
                found: "KQ".into(),
            },
            "expected \"-\"",
        ),
        (
            format!("{start} w - e3 0 1"),
            FenError::Placeholder {
                field: "en-passant",
                found: "e3".into(),
            },
            "en-passant",
        ),
        (
            format!("{start} w - - x 1"),
            FenError::Counter {
                field: "halfmove clock",
                found: "x".into(),
            },
            "whole number",
        ),
        (
            format!("{start} w - - 0 1 extra"),
            FenError::ExtraField("extra".into()),
            "extra",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 -1".into(),
            FenError::Counter {
                field: "fullmove number",
                found: "-1".into(),
            },
            "fullmove",
        ),
        (
            fen("Ke1 kd10 Kf1", true),
            FenError::GeneralCount {
                color: Color::Red,
                count: 2,
            },
            "2 generals",
        ),
        (
            fen("Ke1", true),
            FenError::GeneralCount {
                color: Color::Black,
                count: 0,
            },
            "0 generals",
        ),
        (
            fen("Ke1 kd10 Ra1 Rb1 Rc1", true),
            FenError::TooMany {
                color: Color::Red,
                piece: Piece::Chariot,
                count: 3,
            },
            "at most 2",
        ),
        (
            fen("Kd4 kd10", true),
            FenError::Unreachable {
                color: Color::Red,
                piece: Piece::General,
                square: "d4".parse().unwrap(),
            },
            "palace",
        ),
        (
            fen("Ke1 Ae1 kd10", true),
            FenError::GeneralCount {
                color: Color::Red,
                count: 0,
            },
            "0 generals",
        ),
        (
            fen("Ke1 Ae3 kd10", true),
            FenError::Unreachable {
                color: Color::Red,
                piece: Piece::Advisor,
                square: "e3".parse().unwrap(),
            },
            "advisor on e3",
        ),
        (
            fen("Ke1 Bd2 kd10", true),
            FenError::Unreachable {
                color: Color::Red,
                piece: Piece::Elephant,
                square: "d2".parse().unwrap(),
            },
            "elephant on d2",
        ),
        (
            fen("Ke1 kd10 be3", true),
            FenError::Unreachable {
                color: Color::Black,
                piece: Piece::Elephant,
                square: "e3".parse().unwrap(),
            },
            "black elephant on e3",
        ),
        (
            fen("Ke1 Pe3 kd10", true),
            FenError::Unreachable {
                color: Color::Red,
                piece: Piece::Soldier,
                square: "e3".parse().unwrap(),
            },
            "starting rank",
        ),
        (
            fen("Ke1 Re5 ke10", true),
            FenError::OpponentInCheck(Color::Black),
            "black is not to move",
        )
            .clone(),
    ];
    for (text, error, words) in cases {
        assert_eq!(Position::from_fen(&text), Err(error.clone()), "{text:?}");
        let message = error.to_string();
        assert!(message.contains(words), "{message:?} lacks {words:?}");
    }
}

#[test]
fn garbage_fen_never_panics() {
    // Every prefix of the start FEN and every one-character change to it.
    let start = Position::START_FEN;
    let alphabet: Vec<char> = "0123456789/ -wbrnbakcpRNBAKCPQx\u{e9}".chars().collect();
    for end in 0..=start.len() {
        let _ = Position::from_fen(&start[..end]);
    }
    let chars: Vec<char> = start.chars().collect();
    for i in 0..chars.len() {
        for &c in &alphabet {
            let mut changed = chars.clone();
            changed[i] = c;
            let text: String = changed.into_iter().collect();
            if let Ok(pos) = Position::from_fen(&text) {
                assert_eq!(Position::from_fen(&pos.to_string()), Ok(pos));
                let _ = perft_bulk(&pos, 2);
            }
        }
    }
    let mut rng = Rng(7);
    for _ in 0..20_000 {
        let len = rng.below(80);
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        let _ = Position::from_fen(&text);
    }
}

#[test]
fn squares_parse_and_print() {
    for index in 0..90 {
        let sq = Square::from_index(index).unwrap();
        assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
    }
    assert_eq!(Square::from_index(90), None);
    for bad in ["", "a", "a0", "a11", "j1", "a01", "a+1", "A1", "e10x"] {
        assert!(bad.parse::<Square>().is_err(), "{bad}");
    }
}
