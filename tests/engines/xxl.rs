//! The XXL chess move generator of `bitfill_engines::xxl` against Fairy-Stockfish-X's
//! perft counts (the start position and positions built for every rule), against a
//! deliberately naive square-walking generator (below: a mailbox, no bitboards) in seeded
//! random games, and on FEN round trips and malformed FEN.

use bitfill_engines::xxl::perft::{divide, perft, perft_bulk, perft_list};
use bitfill_engines::xxl::{FenError, Move, MoveKind, Position};

use crate::common::leaves::list_counts_in_random_games;
use crate::common::rng;
use rng::Rng;

/// The start position's counts, depths 1 to 4, as Fairy-Stockfish-X counts them.
const START_COUNTS: [u64; 4] = [46, 2_116, 111_887, 5_905_087];

const START_FEN: &str = "rnbhcmakmcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/RNBHCMAKMCEBNR w KQkq - 0 1";

// ---------------------------------------------------------------------------------------
// The naive generator: a 14 x 14 array of letters, every rule written out square by square.
// ---------------------------------------------------------------------------------------

/// `board[rank][file]`: a FEN letter (uppercase white) or `None`; rank 0 is rank 1.
type Board = [[Option<char>; 14]; 14];

/// A position as the naive generator reads it from a FEN, with its own small parser.
#[derive(Clone)]
struct Naive {
    board: Board,
    white: bool,
    castling: String,
    en_passant: Option<(i32, i32)>,
}

fn naive_parse(fen: &str) -> Naive {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let mut board: Board = [[None; 14]; 14];
    for (row, text) in fields[0].split('/').enumerate() {
        let rank = 13 - row;
        let mut file = 0;
        let mut run = 0;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
            } else {
                file += run;
                run = 0;
                board[rank][file] = Some(c);
                file += 1;
            }
        }
        file += run;
        assert_eq!(file, 14, "{fen}");
    }
    let en_passant = match fields.get(3).copied().unwrap_or("-") {
        "-" => None,
        sq => Some(parse_square(sq)),
    };
    Naive {
        board,
        white: fields[1] == "w",
        castling: fields.get(2).copied().unwrap_or("-").to_string(),
        en_passant,
    }
}

fn parse_square(name: &str) -> (i32, i32) {
    let file = name.as_bytes()[0] as i32 - b'a' as i32;
    let rank: i32 = name[1..].parse().unwrap();
    (file, rank - 1)
}

fn square_name((file, rank): (i32, i32)) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..14).contains(&file) && (0..14).contains(&rank)
}

fn at(board: &Board, (file, rank): (i32, i32)) -> Option<char> {
    board[rank as usize][file as usize]
}

fn set(board: &mut Board, (file, rank): (i32, i32), piece: Option<char>) {
    board[rank as usize][file as usize] = piece;
}

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The eight mirrors of the leap (`a`, `b`).
fn leaps(a: i32, b: i32) -> Vec<(i32, i32)> {
    let mut all = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if !all.contains(&(sx * x, sy * y)) {
                all.push((sx * x, sy * y));
            }
        }
    }
    all
}

/// The squares the piece on `from` attacks (for a pawn: its two capture squares), by its
/// movement rules alone.
fn naive_attacks(board: &Board, from: (i32, i32)) -> Vec<(i32, i32)> {
    let piece = at(board, from).unwrap();
    let white = piece.is_ascii_uppercase();
    let kind = piece.to_ascii_lowercase();
    let mut targets = Vec::new();
    let slide = |dirs: [(i32, i32); 4], targets: &mut Vec<(i32, i32)>| {
        for (df, dr) in dirs {
            let (mut f, mut r) = (from.0 + df, from.1 + dr);
            while on_board(f, r) {
                targets.push((f, r));
                if at(board, (f, r)).is_some() {
                    break;
                }
                f += df;
                r += dr;
            }
        }
    };
    if "rqea".contains(kind) {
        slide(ORTHOGONAL, &mut targets);
    }
    if "bqha".contains(kind) {
        slide(DIAGONAL, &mut targets);
    }
    let mut jumps = Vec::new();
    if "nhea m".contains(kind) {
        jumps.extend(leaps(1, 2));
    }
    if kind == 'c' {
        jumps.extend(leaps(1, 3));
    }
    if kind == 'k' || kind == 'm' {
        jumps.extend(leaps(0, 1));
        jumps.extend(leaps(1, 1));
    }
    if kind == 'p' {
        let dr = if white { 1 } else { -1 };
        jumps.extend([(-1, dr), (1, dr)]);
    }
    for (df, dr) in jumps {
        if on_board(from.0 + df, from.1 + dr) {
            targets.push((from.0 + df, from.1 + dr));
        }
    }
    targets
}

/// True when a piece of the side `by_white` attacks `square`.
fn naive_attacked(board: &Board, square: (i32, i32), by_white: bool) -> bool {
    (0..14).any(|rank| {
        (0..14).any(|file| {
            at(board, (file, rank)).is_some_and(|c| {
                c.is_ascii_uppercase() == by_white
                    && naive_attacks(board, (file, rank)).contains(&square)
            })
        })
    })
}

fn find_king(board: &Board, white: bool) -> (i32, i32) {
    let king = if white { 'K' } else { 'k' };
    for rank in 0..14 {
        for file in 0..14 {
            if at(board, (file, rank)) == Some(king) {
                return (file, rank);
            }
        }
    }
    panic!("no king");
}

/// A move the rules allow: from, to, whether it promotes, the board after it.
type Candidate = ((i32, i32), (i32, i32), bool, Board);

/// The legal moves of `fen` in UCI notation, sorted: every move the rules allow, kept if
/// the mover's king is not attacked after it is made on a copy of the board.
fn naive_legal_moves(fen: &str) -> Vec<String> {
    let pos = naive_parse(fen);
    let board = &pos.board;
    let white = pos.white;
    let own = |sq: (i32, i32)| at(board, sq).is_some_and(|c| c.is_ascii_uppercase() == white);
    let enemy = |sq: (i32, i32)| at(board, sq).is_some_and(|c| c.is_ascii_uppercase() != white);
    let mut candidates: Vec<Candidate> = Vec::new();
    let simple = |from: (i32, i32), to: (i32, i32), promote: bool| {
        let mut after = *board;
        let piece = at(board, from);
        set(&mut after, from, None);
        let landing = if promote {
            Some(if white { 'Q' } else { 'q' })
        } else {
            piece
        };
        set(&mut after, to, landing);
        (from, to, promote, after)
    };
    let promotion_rank = if white { 7 } else { 6 };
    let start_rank = if white { 1 } else { 12 };
    let dr = if white { 1 } else { -1 };
    for rank in 0..14 {
        for file in 0..14 {
            let from = (file, rank);
            if !own(from) {
                continue;
            }
            let kind = at(board, from).unwrap().to_ascii_lowercase();
            if kind != 'p' {
                for to in naive_attacks(board, from) {
                    if !own(to) {
                        candidates.push(simple(from, to, false));
                    }
                }
                continue;
            }
            let one = (file, rank + dr);
            if on_board(one.0, one.1) && at(board, one).is_none() {
                candidates.push(simple(from, one, one.1 == promotion_rank));
                let two = (file, rank + 2 * dr);
                if rank == start_rank && at(board, two).is_none() {
                    candidates.push(simple(from, two, false));
                }
            }
            for to in naive_attacks(board, from) {
                if enemy(to) {
                    candidates.push(simple(from, to, to.1 == promotion_rank));
                } else if pos.en_passant == Some(to) {
                    let mut move_ = simple(from, to, false);
                    set(&mut move_.3, (to.0, rank), None);
                    candidates.push(move_);
                }
            }
        }
    }
    let mut moves: Vec<String> = candidates
        .into_iter()
        .filter(|(.., after)| !naive_attacked(after, find_king(after, white), !white))
        .map(|(from, to, promote, _)| {
            format!(
                "{}{}{}",
                square_name(from),
                square_name(to),
                if promote { "q" } else { "" }
            )
        })
        .collect();
    // Castling: the right, king on h and rook in the corner (the FEN says so), the squares
    // between them empty, the king's square and every square it crosses or lands on
    // unattacked.
    let back = if white { 0 } else { 13 };
    let (king_letter, queen_letter) = if white { ('K', 'Q') } else { ('k', 'q') };
    let free = |files: std::ops::RangeInclusive<i32>| {
        files.into_iter().all(|f| at(board, (f, back)).is_none())
    };
    let safe = |files: std::ops::RangeInclusive<i32>| {
        files
            .into_iter()
            .all(|f| !naive_attacked(board, (f, back), !white))
    };
    if pos.castling.contains(king_letter) && free(8..=12) && safe(7..=12) {
        moves.push(format!("h{0}m{0}", back + 1));
    }
    if pos.castling.contains(queen_letter) && free(1..=6) && safe(2..=7) {
        moves.push(format!("h{0}c{0}", back + 1));
    }
    moves.sort();
    moves
}

fn engine_moves(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    moves.sort();
    moves
}

/// How many legal moves of each kind the random games met: normal, double push, en
/// passant, castling, promotion.
static KINDS: [std::sync::atomic::AtomicU64; 5] =
    [const { std::sync::atomic::AtomicU64::new(0) }; 5];

fn kind_index(kind: MoveKind) -> usize {
    match kind {
        MoveKind::Normal => 0,
        MoveKind::DoublePush => 1,
        MoveKind::EnPassant => 2,
        MoveKind::Castle => 3,
        MoveKind::Promotion => 4,
    }
}

/// Checks the engine against the naive generator at every position of `games` random
/// games of up to `plies` plies from `fen`; returns the number of positions compared.
fn random_games(fen: &str, rng: &mut Rng, games: usize, plies: usize) -> usize {
    let mut compared = 0;
    let mut kinds = [0; 5];
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
            for mv in &list {
                kinds[kind_index(mv.kind())] += 1;
            }
            if list.is_empty() {
                break;
            }
            pos = pos.play(list.as_slice()[rng.below(list.len())]);
        }
    }
    for (total, count) in KINDS.iter().zip(kinds) {
        total.fetch_add(count, std::sync::atomic::Ordering::Relaxed);
    }
    compared
}

/// `games` random games of up to 150 plies from the start; returns the positions compared.
fn from_the_start(games: usize) -> usize {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let compared = random_games(START_FEN, &mut rng, games, 150);
    println!("{compared} positions from the start compared with the naive generator");
    compared
}

/// The first 10 of the deep test's 200 games.
#[test]
fn random_games_from_the_start_match_the_naive_generator() {
    let compared = from_the_start(10);
    assert!(compared > 1_000, "{compared}");
}

#[test]
#[ignore = "deep: 200 random games from the start, about 25,000 positions; about 30 s"]
fn random_games_from_the_start_match_the_naive_generator_deep() {
    let compared = from_the_start(200);
    assert!(compared > 20_000, "{compared}");
}

/// Positions built so that random play soon meets every rule: castling rights with open
/// back ranks, pawns next to their promotion rank, pawns past it that can take en passant
/// (they cannot come there from the start), every compound piece near the kings.
const SPARSE: [&str; 7] = [
    "7k6/p1p1p1p1p1p1p1/14/1P1P1P1P1P1P1P/14/14/14/14/14/14/1p1p1p1p1p1p1p/14/P1P1P1P1P1P1P1/7K6 w - - 0 1",
    "r6k5r/pppp8pp/14/14/14/14/14/14/14/14/14/14/PPPP8PP/R6K5R w KQkq - 0 1",
    "r3cmakm4r/14/14/14/14/14/14/14/14/14/14/14/14/R3CMAKM4R b KQkq - 0 1",
    "7k6/1pp3p1pp4/14/4P2P2P3/14/14/14/14/14/3p2p2p4/14/2PP3PPP4/14/7K6 w - - 0 1",
    "7k6/14/14/14/14/14/2p2p3p4/3P2P1P5/14/14/14/14/14/7K6 w - - 0 1",
    "4k9/14/2h8e2/14/14/5a8/14/14/8A5/14/2H8E2/14/14/7K6 w - - 0 1",
    "r6k5r/14/3m4c5/14/14/14/14/14/14/14/14/5C2M5/14/R6K5R w KQkq - 0 1",
];

/// `games` random games of up to 100 plies from each of [`SPARSE`]; returns the positions
/// compared. Checks that every kind of special move came up at least `min_kinds` times (the
/// counts include the other random tests that ran before).
fn from_sparse_positions(games: usize, min_kinds: u64) -> usize {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut compared = 0;
    for fen in SPARSE {
        compared += random_games(fen, &mut rng, games, 100);
    }
    println!("{compared} positions from sparse starts compared with the naive generator");
    let kinds = KINDS
        .each_ref()
        .map(|k| k.load(std::sync::atomic::Ordering::Relaxed));
    println!("legal moves met: normal, double push, en passant, castling, promotion: {kinds:?}");
    assert!(kinds.iter().all(|&n| n > min_kinds), "{kinds:?}");
    compared
}

/// 6 random games from each position (the deep test plays 60).
#[test]
fn random_games_from_sparse_positions_match_the_naive_generator() {
    let compared = from_sparse_positions(6, 10);
    assert!(compared > 1_000, "{compared}");
}

#[test]
#[ignore = "deep: 60 random games from each of 7 sparse positions, every special move more than 100 times; about 12 s"]
fn random_games_from_sparse_positions_match_the_naive_generator_deep() {
    let compared = from_sparse_positions(60, 100);
    assert!(compared > 10_000, "{compared}");
}

/// Random placements: kings and a dozen random pieces of every kind anywhere the FEN
/// parser accepts them, castling rights where king and rook stand at home, then random
/// games from each: `count` placements; returns the positions compared.
fn random_placements(count: usize) -> usize {
    let mut rng = Rng(0x0dd_ba11_cafe_f00d);
    let mut compared = 0;
    let mut placements = 0;
    while placements < count {
        let mut board: Board = [[None; 14]; 14];
        let place = |rng: &mut Rng, board: &mut Board, piece: char| loop {
            let (file, rank) = (rng.below(14), rng.below(14));
            if board[rank][file].is_none() {
                board[rank][file] = Some(piece);
                return;
            }
        };
        // Kings at home half the time, with their corner rooks, for castling.
        if rng.below(2) == 0 {
            for (rank, king, rook) in [(0, 'K', 'R'), (13, 'k', 'r')] {
                board[rank][7] = Some(king);
                board[rank][0] = Some(rook);
                board[rank][13] = Some(rook);
            }
        } else {
            place(&mut rng, &mut board, 'K');
            place(&mut rng, &mut board, 'k');
        }
        for _ in 0..4 + rng.below(12) {
            let piece = b"PNBRQHEAMCpnbrqheamc"[rng.below(20)] as char;
            place(&mut rng, &mut board, piece);
        }
        let placement = crate::common::placement(
            board
                .iter()
                .rev()
                .map(|row| row.iter().map(|cell| cell.map(String::from))),
        );
        let side = if rng.below(2) == 0 { "w" } else { "b" };
        let mut fen = format!("{placement} {side} KQkq - 0 1");
        if Position::from_fen(&fen).is_err() {
            fen = format!("{placement} {side} - - 0 1");
        }
        if Position::from_fen(&fen).is_err() {
            continue;
        }
        placements += 1;
        compared += random_games(&fen, &mut rng, 1, 40);
    }
    println!("{compared} positions from {placements} random placements compared");
    compared
}

/// The first 60 of the deep test's 300 placements.
#[test]
fn random_placements_match_the_naive_generator() {
    let compared = random_placements(60);
    assert!(compared > 1_000, "{compared}");
}

#[test]
#[ignore = "deep: 300 random placements and a game from each; about 6 s"]
fn random_placements_match_the_naive_generator_deep() {
    let compared = random_placements(300);
    assert!(compared > 5_000, "{compared}");
}

// ---------------------------------------------------------------------------------------
// Perft.
// ---------------------------------------------------------------------------------------

#[test]
fn start_position_perft_matches_fairy_stockfish_x() {
    let start = Position::startpos();
    assert_eq!(Position::from_fen(START_FEN), Ok(start));
    assert_eq!(start.to_string(), START_FEN);
    for (depth, expected) in (1..).zip(START_COUNTS) {
        assert_eq!(perft_bulk(&start, depth), expected, "depth {depth}");
    }
}

/// The last ply's moves written into the move list (`--leaves list`): the same counts.
#[test]
fn list_counting_matches_fairy_stockfish_x() {
    let start = Position::startpos();
    for (depth, expected) in (1..).zip(START_COUNTS) {
        assert_eq!(perft_list(&start, depth), expected, "depth {depth}");
    }
}

#[test]
fn list_counting_equals_bulk_counting_in_random_games() {
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    let mut checked =
        list_counts_in_random_games(&Position::from_fen(START_FEN).unwrap(), &mut rng, 2, 60);
    for fen in SPARSE {
        checked += list_counts_in_random_games(&Position::from_fen(fen).unwrap(), &mut rng, 2, 60);
    }
    assert!(checked > 300, "{checked}");
}

#[test]
fn bulk_counting_equals_playing_every_leaf() {
    let start = Position::startpos();
    assert_eq!(perft(&start, 3), START_COUNTS[2]);
    for fen in SPARSE {
        let pos = Position::from_fen(fen).unwrap();
        for depth in 1..=3 {
            assert_eq!(
                perft(&pos, depth),
                perft_bulk(&pos, depth),
                "{fen} depth {depth}"
            );
        }
    }
}

#[test]
fn divide_adds_up_and_writes_uci_moves() {
    let start = Position::startpos();
    let split = divide(&start, 2);
    assert_eq!(split.len(), 46);
    assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), START_COUNTS[1]);
    let names: Vec<String> = split.iter().map(|(mv, _)| mv.to_string()).collect();
    // A pawn's double step, a knight, a camel (1, 3) and a centaur's jump, files a to n.
    for name in ["n2n4", "b1c3", "e1d4", "f1g3"] {
        assert!(names.contains(&name.to_string()), "{name} in {names:?}");
    }
    let black = Position::startpos().play(split[0].0);
    assert!(engine_moves(&black).contains(&"a13a11".to_string()));
}

/// Positions built for every rule, with their perft counts from depth 1 as
/// Fairy-Stockfish-X counts them: its `verylargeboards` build (commit a12d41c3, `make
/// build ARCH=x86-64-modern largeboards=yes verylargeboards=yes all=yes`), `setoption name
/// VariantPath value variants.ini`, `setoption name UCI_Variant value xxl`, `position fen
/// ...`, `go perft N`. Its divide output (each root move's count) matched the engine's
/// move for move.
const FAIRY_STOCKFISH_X: &[(&str, &str, &[u64])] = &[
    (
        "en passant: a row of pawns beside every double step, both sides",
        "7k6/p1p1p1p1p1p1p1/14/1P1P1P1P1P1P1P/14/14/14/14/14/14/1p1p1p1p1p1p1p/14/P1P1P1P1P1P1P1/7K6 w - - 0 1",
        &[24, 615, 15_987, 423_754],
    ),
    (
        "promotion white: push and both captures to rank 8",
        "7k6/14/14/14/14/12p1/n1r11/1P10P1/14/14/14/14/14/7K6 w - - 0 1",
        &[9, 252, 4_504],
    ),
    (
        "promotion black: push and captures to rank 7",
        "7k6/14/14/14/14/14/5p4p3/4R1B3N3/14/14/14/14/14/7K6 b - - 0 1",
        &[8, 379, 7_820],
    ),
    (
        "promotion with check and into a pin",
        "14/14/14/14/14/3k10/b13/1PP10r/14/14/14/14/14/7K6 w - - 0 1",
        &[7, 215, 2_862],
    ),
    (
        "en passant: white captures after black's double step",
        "7k6/3p1p8/14/4P9/14/14/14/14/14/14/14/14/14/7K6 b - - 0 1",
        &[9, 58, 549],
    ),
    (
        "en passant: square in the FEN",
        "7k6/5p8/14/3pP9/14/14/14/14/14/14/14/14/14/7K6 w - d12 0 1",
        &[7, 56, 423],
    ),
    (
        "en passant: black captures after white's double step",
        "7k6/14/14/14/14/14/14/14/14/14/4p9/14/3P1P8/7K6 w - - 0 1",
        &[9, 58, 549],
    ),
    (
        "en passant refused: pin along the rank",
        "7k6/14/14/K2pP8r/14/14/14/14/14/14/14/14/14/14 w - d12 0 1",
        &[6, 168, 1_173],
    ),
    (
        "en passant takes the checking pawn",
        "7k6/14/14/3pP9/2K11/14/14/14/14/14/14/14/14/14 w - d12 0 1",
        &[9, 51, 399],
    ),
    (
        "castling: both sides, both colors",
        "r6k5r/14/14/14/14/14/14/14/14/14/14/14/14/R6K5R w KQkq - 0 1",
        &[44, 1_676, 72_951],
    ),
    (
        "castling: king side through an attacked square",
        "1k12/9r4/14/14/14/14/14/14/14/14/14/14/14/R6K5R w KQ - 0 1",
        &[43, 1_180],
    ),
    (
        "castling: king side into an attacked square",
        "1k12/12r1/14/14/14/14/14/14/14/14/14/14/14/R6K5R w KQ - 0 1",
        &[43, 1_180],
    ),
    (
        "castling: queen side with only the rook's b1 attacked",
        "4k9/1r12/14/14/14/14/14/14/14/14/14/14/14/R6K5R w KQ - 0 1",
        &[44, 1_274],
    ),
    (
        "castling: out of check",
        "4k9/7r6/14/14/14/14/14/14/14/14/14/14/14/R6K5R w KQ - 0 1",
        &[4, 124],
    ),
    (
        "castling: queen side through a square a camel attacks",
        "4k9/14/14/14/14/14/14/14/14/14/4c9/14/14/R6K5R w KQ - 0 1",
        &[43, 521],
    ),
    (
        "castling: blocked on b1",
        "4k9/14/14/14/14/14/14/14/14/14/14/14/14/RN5K5R w KQ - 0 1",
        &[40, 190],
    ),
    (
        "castling: black, king side through an attacked square",
        "r6k5r/14/14/14/14/14/14/14/14/14/14/14/9R4/7K6 b kq - 0 1",
        &[43, 1_271],
    ),
    (
        "check by pawn",
        "13k/14/1M12/14/R4p8/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[9, 33, 2_709],
    ),
    (
        "check by knight",
        "13k/14/1M12/14/R3n9/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[8, 80, 6_402],
    ),
    (
        "check by bishop",
        "13k/14/1M1b10/14/R13/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[7, 132, 10_927],
    ),
    (
        "check by rook",
        "13k/6r7/1M12/14/R13/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[7, 194, 15_577],
    ),
    (
        "check by queen",
        "13k/14/1M12/14/R13/6K7/14/14/3qP9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[8, 264, 18_448],
    ),
    (
        "check by archbishop as bishop",
        "13k/14/1M7h4/14/R13/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[7, 177, 13_241],
    ),
    (
        "check by archbishop as knight",
        "13k/14/1M12/7h6/R13/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[5, 150, 10_897],
    ),
    (
        "check by chancellor as rook",
        "13k/14/1M12/14/R13/2e3K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[7, 221, 15_138],
    ),
    (
        "check by chancellor as knight",
        "13k/14/1M12/14/R13/6K7/8e5/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[4, 148, 9_902],
    ),
    (
        "check by amazon as rook",
        "13k/14/1M12/14/R13/6K7/14/14/4P9/2B8N2/14/6a7/10H3/14 w - - 0 1",
        &[7, 369, 24_906],
    ),
    (
        "check by amazon as bishop",
        "13k/14/1M12/14/R13/6K7/14/14/4P9/2B7aN2/14/14/10H3/14 w - - 0 1",
        &[7, 351, 24_225],
    ),
    (
        "check by amazon as knight",
        "13k/14/1M12/14/R13/6K7/14/5a8/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[4, 115, 6_478],
    ),
    (
        "check by centaur as king",
        "13k/14/1M12/14/R6m6/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[5, 63, 3_479],
    ),
    (
        "check by centaur as knight",
        "13k/14/1M12/14/R13/6K7/4m9/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[6, 98, 6_474],
    ),
    (
        "check by camel",
        "13k/14/1M5c6/14/R13/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[8, 72, 5_900],
    ),
    (
        "check by camel other way",
        "13k/14/1M12/14/R13/6K7/3c10/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[8, 88, 7_103],
    ),
    (
        "double check: bishop and knight",
        "13k/14/1M1b10/14/R3n9/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[5, 135, 10_451],
    ),
    (
        "double check: rook and camel",
        "13k/6r7/1M5c6/14/R13/6K7/14/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[6, 210, 16_843],
    ),
    (
        "double check: amazon's line and centaur's jump",
        "13k/14/1M12/14/R13/2a3K7/4m9/14/4P9/2B8N2/14/14/10H3/14 w - - 0 1",
        &[4, 256, 14_973],
    ),
    (
        "pin by rook: rook along the file",
        "13k/6r7/14/6R7/14/6K7/14/14/14/14/14/14/14/14 w - - 0 1",
        &[11, 191, 4_959],
    ),
    (
        "pin by bishop: bishop along the diagonal",
        "13k/2b11/14/4B9/14/6K7/14/14/14/14/14/14/14/14 w - - 0 1",
        &[11, 93, 1_748],
    ),
    (
        "pin by queen: knight cannot move",
        "13k/14/14/14/14/6K7/7N6/14/9q4/14/14/14/14/14 w - - 0 1",
        &[7, 308, 3_819],
    ),
    (
        "pin by archbishop: centaur steps along it",
        "13k/14/9h4/14/7M6/6K7/14/14/14/14/14/14/14/14 w - - 0 1",
        &[8, 167, 3_230],
    ),
    (
        "pin by chancellor: chancellor along the rank",
        "13k/14/14/14/14/e2E2K7/14/14/14/14/14/14/14/14 w - - 0 1",
        &[13, 279, 8_856],
    ),
    (
        "pin by amazon: amazon along the file",
        "13k/14/14/14/14/6K7/14/14/6A7/14/14/14/6a7/14 w - - 0 1",
        &[14, 497, 24_194],
    ),
    (
        "pins of pawns: push on the file, capture the pinner",
        "13k/6r7/3b10/8a5/5PPPr5/6K7/14/14/14/14/14/14/14/14 w - - 0 1",
        &[6, 429, 3_429],
    ),
    (
        "pins: camel and amazon and pawn",
        "13k/2b11/14/4P9/14/1a3AK7/14/6C7/14/14/14/14/6a7/14 w - - 0 1",
        &[11, 923, 39_074],
    ),
    (
        "checkmate",
        "2M10k/14/14/14/14/14/14/14/14/14/14/1a12/14/K13 w - - 0 1",
        &[0, 0],
    ),
    (
        "stalemate",
        "2M10k/14/14/14/14/14/14/14/14/14/14/2e11/14/K13 w - - 0 1",
        &[10, 369],
    ),
];

#[test]
fn positions_for_every_rule_match_fairy_stockfish_x() {
    for &(name, fen, counts) in FAIRY_STOCKFISH_X {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(pos.to_string(), fen, "{name}");
        assert_eq!(engine_moves(&pos), naive_legal_moves(fen), "{name}");
        for (depth, &expected) in (1..).zip(counts) {
            assert_eq!(perft_bulk(&pos, depth), expected, "{name}, depth {depth}");
        }
    }
}

/// The legal moves of `fen` from the square `from`.
fn moves_from(fen: &str, from: &str) -> Vec<String> {
    let pos = Position::from_fen(fen).unwrap();
    engine_moves(&pos)
        .into_iter()
        .filter(|mv| {
            mv.starts_with(from) && !mv[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

fn fen_of(name: &str) -> &'static str {
    FAIRY_STOCKFISH_X
        .iter()
        .find(|(n, ..)| *n == name)
        .unwrap_or_else(|| panic!("no position {name}"))
        .1
}

#[test]
fn promotion_is_to_a_queen_only_on_rank_8_or_7() {
    let white = fen_of("promotion white: push and both captures to rank 8");
    assert_eq!(moves_from(white, "b7"), ["b7a8q", "b7b8q", "b7c8q"]);
    assert_eq!(moves_from(white, "m7"), ["m7m8q"]);
    let black = fen_of("promotion black: push and captures to rank 7");
    assert_eq!(moves_from(black, "f8"), ["f8e7q", "f8f7q", "f8g7q"]);
    // Past the promotion rank a pawn moves on as a pawn (only from a FEN).
    assert_eq!(
        moves_from(
            "7k6/14/14/14/14/3P10/14/14/14/14/14/14/14/7K6 w - - 0 1",
            "d9"
        ),
        ["d9d10"]
    );
    // A pawn may not stand on its promotion rank.
    assert!(matches!(
        Position::from_fen("7k6/14/14/14/14/14/3P10/14/14/14/14/14/14/7K6 w - - 0 1"),
        Err(FenError::PawnRank { .. })
    ));
}

#[test]
fn en_passant() {
    let fen = fen_of("en passant: square in the FEN");
    assert!(moves_from(fen, "e11").contains(&"e11d12".to_string()));
    let pos = Position::from_fen(fen).unwrap();
    let mv = *pos
        .legal_moves()
        .iter()
        .find(|mv| mv.to_string() == "e11d12")
        .unwrap();
    // The captured pawn leaves d11.
    assert_eq!(
        pos.play(mv).to_string(),
        "7k6/5p8/3P10/14/14/14/14/14/14/14/14/14/14/7K6 b - - 0 1"
    );
    assert!(
        !moves_from(fen_of("en passant refused: pin along the rank"), "e11")
            .contains(&"e11d12".to_string())
    );
    assert!(
        moves_from(fen_of("en passant takes the checking pawn"), "e11")
            .contains(&"e11d12".to_string())
    );
}

#[test]
fn castling() {
    let both = fen_of("castling: both sides, both colors");
    assert!(moves_from(both, "h1").contains(&"h1m1".to_string()));
    assert!(moves_from(both, "h1").contains(&"h1c1".to_string()));
    let pos = Position::from_fen(both).unwrap();
    let castle = |pos: &Position, name: &str| {
        *pos.legal_moves()
            .iter()
            .find(|mv| mv.to_string() == name)
            .unwrap()
    };
    let after = pos.play(castle(&pos, "h1m1"));
    assert_eq!(
        after.to_string(),
        "r6k5r/14/14/14/14/14/14/14/14/14/14/14/14/R10RK1 b kq - 1 1"
    );
    let after = after.play(castle(&after, "h14c14"));
    assert_eq!(
        after.to_string(),
        "2kr9r/14/14/14/14/14/14/14/14/14/14/14/14/R10RK1 w - - 2 2"
    );
    for (name, king_side, queen_side) in [
        (
            "castling: king side through an attacked square",
            false,
            true,
        ),
        ("castling: king side into an attacked square", false, true),
        (
            "castling: queen side with only the rook's b1 attacked",
            true,
            true,
        ),
        ("castling: out of check", false, false),
        (
            "castling: queen side through a square a camel attacks",
            true,
            false,
        ),
        ("castling: blocked on b1", true, false),
    ] {
        let moves = moves_from(fen_of(name), "h1");
        assert_eq!(moves.contains(&"h1m1".to_string()), king_side, "{name}");
        assert_eq!(moves.contains(&"h1c1".to_string()), queen_side, "{name}");
    }
    let black = moves_from(
        fen_of("castling: black, king side through an attacked square"),
        "h14",
    );
    assert!(!black.contains(&"h14m14".to_string()) && black.contains(&"h14c14".to_string()));
}

#[test]
fn pinned_pieces_move_along_the_pin_only() {
    let cases: [(&str, &str, &[&str]); 6] = [
        (
            "pin by rook: rook along the file",
            "g11",
            &["g11g10", "g11g12", "g11g13"],
        ),
        (
            "pin by bishop: bishop along the diagonal",
            "e11",
            &["e11c13", "e11d12", "e11f10"],
        ),
        ("pin by queen: knight cannot move", "h8", &[]),
        (
            "pin by archbishop: centaur steps along it",
            "h10",
            &["h10i11"],
        ),
        (
            "pin by chancellor: chancellor along the rank",
            "d9",
            &["d9a9", "d9b9", "d9c9", "d9e9", "d9f9"],
        ),
        (
            "pin by amazon: amazon along the file",
            "g6",
            &["g6g2", "g6g3", "g6g4", "g6g5", "g6g7", "g6g8"],
        ),
    ];
    for (name, from, expected) in cases {
        assert_eq!(moves_from(fen_of(name), from), expected, "{name}");
    }
}

#[test]
fn checks_by_every_piece_leave_only_answers_to_the_check() {
    for &(name, fen, counts) in FAIRY_STOCKFISH_X {
        if name.starts_with("check by") || name.starts_with("double check") {
            let pos = Position::from_fen(fen).unwrap();
            assert!(pos.in_check(), "{name}");
            assert_eq!(pos.legal_moves().len() as u64, counts[0], "{name}");
        }
    }
    // In double check only the king moves.
    for &(name, fen, _) in FAIRY_STOCKFISH_X {
        if name.starts_with("double check") {
            let pos = Position::from_fen(fen).unwrap();
            assert!(
                pos.legal_moves().iter().all(|mv| mv.from() == 8 * 14 + 6),
                "{name}"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// FEN.
// ---------------------------------------------------------------------------------------

#[test]
fn malformed_fen_is_an_error_that_says_what() {
    let cases: [(&str, &str); 12] = [
        ("", "0 fields"),
        ("14/14 w", "2 ranks"),
        (
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K7 w",
            "rank 1 of the piece placement covers 15 squares",
        ),
        (
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K5x w",
            "unexpected 'x' in rank 1",
        ),
        (
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K06 w",
            "unexpected '0' in rank 1",
        ),
        (
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K15 w",
            "in rank 1",
        ),
        (
            "14/14/14/14/14/14/14/14/14/14/14/14/14/7K6 w",
            "black has 0 kings",
        ),
        (
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K6 white",
            "the side to move is \"white\"",
        ),
        (
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K6 w K",
            "castling right 'K'",
        ),
        (
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K6 w - e3",
            "en-passant field is \"e3\"",
        ),
        (
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K6 w - - x",
            "halfmove clock \"x\"",
        ),
        (
            "7k6/7R6/14/14/14/14/14/14/14/14/14/14/14/7K6 w",
            "black is in check but not to move",
        ),
    ];
    for (fen, expected) in cases {
        let error = Position::from_fen(fen).unwrap_err().to_string();
        assert!(error.contains(expected), "{fen:?}: {error}");
    }
    // Sixteen queens and the pawns: more than promotions allow.
    let crowded = "7k6/14/14/14/14/14/14/14/14/14/14/QQQQQQQQQQQQQQ/PPPPPPPPPPPPPP/7K6 w";
    assert_eq!(
        Position::from_fen(crowded),
        Err(FenError::TooManyPieces(bitfill_engines::xxl::Color::White))
    );
}

/// Mangled FENs (characters replaced, inserted or removed at random) are accepted or
/// rejected, never a panic; an accepted one writes back a FEN that reads the same.
#[test]
fn mangled_fen_never_panics() {
    let mut rng = Rng(0x00fe_110f_f3e5);
    let alphabet: Vec<char> = "pnbrqkheamcPNBRQKHEAMC0123456789/ -wbKQkqa1n14x"
        .chars()
        .collect();
    let mut accepted = 0;
    for i in 0..20_000 {
        let base = [START_FEN, SPARSE[i % SPARSE.len()]][i % 2];
        let mut chars: Vec<char> = base.chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(chars.len());
            match rng.below(3) {
                0 => chars[at] = alphabet[rng.below(alphabet.len())],
                1 => chars.insert(at, alphabet[rng.below(alphabet.len())]),
                _ => {
                    chars.remove(at);
                }
            }
        }
        let fen: String = chars.into_iter().collect();
        if let Ok(pos) = Position::from_fen(&fen) {
            accepted += 1;
            assert_eq!(Position::from_fen(&pos.to_string()), Ok(pos), "{fen}");
            let _ = pos.count_legal_moves();
        }
    }
    assert!(accepted > 300, "{accepted}");
}
