//! One slider at a time, interleaved: every rook, bishop and queen of both sides in
//! `data/positions.txt`, one call each, with bitfill's single-square getters and
//! cozy-chess's magic bitboards timed round by round in one process (median of per-round
//! ratios against cozy-chess; `benches/common/rounds.rs`). Then bitfill's chess engine's
//! bulk perft against cozy-chess's, the same way.
//!
//! ```text
//! cargo bench --bench single_rounds                                   # default x86-64 target
//! RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR=target/native \
//!     cargo bench --bench single_rounds                               # this CPU
//! ROUNDS=101 cargo bench --bench single_rounds                        # more rounds
//! ```
//!
//! Arguments pick what runs: `single` (the three pieces), `rook`, `bishop`, `queen`,
//! `perft`; nothing runs everything.

mod common;

use bitfill::{Square, hyperbola, kindergarten};
use common::cozy::cozy_perft_bulk;
use common::rounds::Rounds;
use cozy_chess::{BitBoard, Board, get_bishop_moves, get_rook_moves};
use std::hint::black_box;

/// One slider: its square for each library, and the occupancy of its position.
#[derive(Clone, Copy)]
struct Input {
    square: Square,
    cozy_square: cozy_chess::Square,
    occupied: u64,
}

/// Every rook, bishop and queen of both sides in the 1000 positions, with its piece.
fn inputs() -> [Vec<Input>; 3] {
    let mut by_piece: [Vec<Input>; 3] = Default::default();
    for board in common::boards() {
        for (i, piece) in [
            cozy_chess::Piece::Rook,
            cozy_chess::Piece::Bishop,
            cozy_chess::Piece::Queen,
        ]
        .into_iter()
        .enumerate()
        {
            for cozy_square in board.pieces(piece) {
                by_piece[i].push(Input {
                    square: Square::from_index(cozy_square as u8).expect("on the board"),
                    cozy_square,
                    occupied: board.occupied().0,
                });
            }
        }
    }
    by_piece
}

/// XOR of the attacks of every input: one unit of work. Each input goes through
/// `black_box`, so that the compiler cannot vectorize across calls: one call per slider,
/// as in an engine.
#[inline(always)]
fn pass(inputs: &[Input], getter: impl Fn(&Input) -> u64) -> u64 {
    black_box(inputs)
        .iter()
        .fold(0u64, |acc, input| acc ^ getter(black_box(input)))
}

#[inline(always)]
fn cozy_rook(i: &Input) -> u64 {
    get_rook_moves(i.cozy_square, BitBoard(i.occupied)).0
}

#[inline(always)]
fn cozy_bishop(i: &Input) -> u64 {
    get_bishop_moves(i.cozy_square, BitBoard(i.occupied)).0
}

#[inline(always)]
fn cozy_queen(i: &Input) -> u64 {
    cozy_rook(i) | cozy_bishop(i)
}

/// The getters of one piece: cozy-chess, the root, scalar HQ, kindergarten, and the AVX2
/// kernel forced through the token, with the check of `Avx2::detect` on every call, as a
/// run-time dispatch would do. Every getter is a function item, not a pointer, so each
/// contender's loop inlines its getter, as an engine would.
#[allow(clippy::too_many_arguments)]
fn race(
    piece: &str,
    inputs: &[Input],
    cozy: impl Fn(&Input) -> u64 + Copy,
    root: impl Fn(Square, u64) -> u64 + Copy,
    hq: impl Fn(Square, u64) -> u64 + Copy,
    kg: impl Fn(Square, u64) -> u64 + Copy,
    #[cfg(target_arch = "x86_64")] avx2: impl Fn(bitfill::simd::Avx2, Square, u64) -> u64 + Copy,
) {
    for i in inputs {
        let expected = cozy(i);
        let (sq, occupied) = (i.square, i.occupied);
        for attacks in [root(sq, occupied), hq(sq, occupied), kg(sq, occupied)] {
            assert_eq!(attacks, expected, "{piece} {sq}");
        }
    }
    println!("\n{piece}: {} calls per unit\n", inputs.len());
    let mut rounds = Rounds::new("cozy-chess magic");
    rounds.add("cozy-chess magic", || pass(inputs, cozy));
    rounds.add("bitfill root", || {
        pass(inputs, |i| root(i.square, i.occupied))
    });
    rounds.add("hyperbola scalar", || {
        pass(inputs, |i| hq(i.square, i.occupied))
    });
    rounds.add("kindergarten", || {
        pass(inputs, |i| kg(i.square, i.occupied))
    });
    #[cfg(target_arch = "x86_64")]
    if let Some(token) = bitfill::simd::Avx2::detect() {
        use bitfill::simd::Avx2;
        for i in inputs {
            assert_eq!(avx2(token, i.square, i.occupied), cozy(i));
        }
        rounds.add("hyperbola avx2 (token)", move || {
            pass(inputs, |i| avx2(token, i.square, i.occupied))
        });
        rounds.add("hyperbola avx2 (detect per call)", move || {
            pass(inputs, |i| match Avx2::detect() {
                Some(token) => avx2(token, i.square, i.occupied),
                None => hq(i.square, i.occupied),
            })
        });
    }
    rounds.run(41).print();
}

/// Bulk perft of the start position (depth 5) and Kiwipete (depth 4), one unit of work each
/// side.
fn perft() {
    use bitfill_engines::chess::{Position, perft::perft_bulk};
    const POSITIONS: [(&str, u32, u64); 2] = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            5,
            4_865_609,
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            4,
            4_085_603,
        ),
    ];
    let ours: Vec<(Position, u32, u64)> = POSITIONS
        .iter()
        .map(|&(fen, depth, nodes)| (Position::from_fen(fen).expect("FEN"), depth, nodes))
        .collect();
    let theirs: Vec<(Board, u32, u64)> = POSITIONS
        .iter()
        .map(|&(fen, depth, nodes)| (Board::from_fen(fen, false).expect("FEN"), depth, nodes))
        .collect();
    for (pos, depth, nodes) in &ours {
        assert_eq!(perft_bulk(pos, *depth), *nodes);
    }
    for (board, depth, nodes) in &theirs {
        assert_eq!(cozy_perft_bulk(board, *depth), *nodes);
    }
    println!("\nbulk perft: startpos depth 5 + Kiwipete depth 4 (8,951,212 nodes) per unit\n");
    let mut rounds = Rounds::new("cozy-chess bulk perft");
    rounds.min_sample(std::time::Duration::from_millis(20));
    rounds.add("cozy-chess bulk perft", || {
        theirs
            .iter()
            .map(|(board, depth, _)| cozy_perft_bulk(black_box(board), *depth))
            .sum()
    });
    rounds.add("bitfill chess bulk perft", || {
        ours.iter()
            .map(|(pos, depth, _)| perft_bulk(black_box(pos), *depth))
            .sum()
    });
    rounds.run(21).print();
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let wanted = |what: &str| args.is_empty() || args.iter().any(|a| a == what);
    println!(
        "target: avx2 {}, bmi2 {}",
        cfg!(target_feature = "avx2"),
        cfg!(target_feature = "bmi2")
    );
    let [rooks, bishops, queens] = inputs();
    if wanted("single") || wanted("rook") {
        race(
            "rook",
            &rooks,
            cozy_rook,
            bitfill::rook_attacks_from,
            hyperbola::rook_attacks,
            kindergarten::rook_attacks,
            #[cfg(target_arch = "x86_64")]
            hyperbola::avx2::rook_attacks,
        );
    }
    if wanted("single") || wanted("bishop") {
        race(
            "bishop",
            &bishops,
            cozy_bishop,
            bitfill::bishop_attacks_from,
            hyperbola::bishop_attacks,
            kindergarten::bishop_attacks,
            #[cfg(target_arch = "x86_64")]
            hyperbola::avx2::bishop_attacks,
        );
    }
    if wanted("single") || wanted("queen") {
        race(
            "queen",
            &queens,
            cozy_queen,
            bitfill::queen_attacks_from,
            hyperbola::queen_attacks,
            kindergarten::queen_attacks,
            #[cfg(target_arch = "x86_64")]
            hyperbola::avx2::queen_attacks,
        );
    }
    if wanted("perft") {
        perft();
    }
}
