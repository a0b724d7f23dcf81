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

#[cfg(target_arch = "x86_64")]
use bitfill::simd::Kernels;
use bitfill::{Bitboard, Square, hyperbola, kindergarten};
use common::cozy::cozy_perft_bulk;
use common::rounds::Rounds;
use common::shape::{
    BlackBox, Checksum, InShape, Race, Shape, Sweep, UnderPressure, pressure_pass,
};
use cozy_chess::{BitBoard, Board, get_bishop_moves, get_rook_moves};
use std::hint::black_box;

/// One slider: its square for each library, and the occupancy of its position.
#[derive(Clone, Copy)]
struct Input {
    square: Square,
    cozy_square: cozy_chess::Square,
    occupied: Bitboard,
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
                    square: Square::from_index(cozy_square as usize).expect("on the board"),
                    cozy_square,
                    occupied: Bitboard(board.occupied().0),
                });
            }
        }
    }
    by_piece
}

#[inline(always)]
fn cozy_rook(i: &Input) -> Bitboard {
    Bitboard(get_rook_moves(i.cozy_square, BitBoard(i.occupied.0)).0)
}

#[inline(always)]
fn cozy_bishop(i: &Input) -> Bitboard {
    Bitboard(get_bishop_moves(i.cozy_square, BitBoard(i.occupied.0)).0)
}

#[inline(always)]
fn cozy_queen(i: &Input) -> Bitboard {
    cozy_rook(i) | cozy_bishop(i)
}

/// The getters of one piece: cozy-chess, the root, scalar HQ, kindergarten, and the AVX2
/// kernel forced through the token, with the check of `Avx2::detect` on every call, as a
/// run-time dispatch would do. Every getter is a function item, not a pointer, so each
/// contender's loop inlines its getter, as an engine would.
#[derive(Clone, Copy)]
struct Getters<C, R, H, K, A> {
    cozy: C,
    root: R,
    hq: H,
    kg: K,
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    avx2: A,
}

impl<C, R, H, K, A> Getters<C, R, H, K, A>
where
    C: Fn(&Input) -> Bitboard + Copy,
    R: Fn(Square, Bitboard) -> Bitboard + Copy,
    H: Fn(Square, Bitboard) -> Bitboard + Copy,
    K: Fn(Square, Bitboard) -> Bitboard + Copy,
    A: Fn(Token, Square, Bitboard) -> Bitboard + Copy,
{
    fn contenders<'a>(self, race: &mut impl Race<'a, Input>)
    where
        Self: 'a,
    {
        let Getters {
            cozy,
            root,
            hq,
            kg,
            avx2,
        } = self;
        race.add("cozy-chess magic", cozy);
        race.add("bitfill root", move |i| root(i.square, i.occupied));
        race.add("hyperbola scalar", move |i| hq(i.square, i.occupied));
        race.add("kindergarten", move |i| kg(i.square, i.occupied));
        #[cfg(target_arch = "x86_64")]
        if let Some(token) = bitfill::simd::Avx2::detect() {
            use bitfill::simd::Avx2;
            race.add("hyperbola avx2 (token)", move |i| {
                avx2(token, i.square, i.occupied)
            });
            race.add(
                "hyperbola avx2 (detect per call)",
                move |i| match Avx2::detect() {
                    Some(token) => avx2(token, i.square, i.occupied),
                    None => hq(i.square, i.occupied),
                },
            );
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = avx2;
    }

    /// Checks every getter against cozy-chess, then times them in the three loop shapes.
    fn race(self, piece: &str, inputs: &[Input]) {
        for i in inputs {
            let expected = (self.cozy)(i);
            let (sq, occupied) = (i.square, i.occupied);
            for attacks in [
                (self.root)(sq, occupied),
                (self.hq)(sq, occupied),
                (self.kg)(sq, occupied),
            ] {
                assert_eq!(attacks, expected, "{piece} {sq}");
            }
            #[cfg(target_arch = "x86_64")]
            if let Some(token) = bitfill::simd::Avx2::detect() {
                assert_eq!((self.avx2)(token, sq, occupied), expected, "{piece} {sq}");
            }
        }
        let shape = |name: &str| {
            println!(
                "\n{piece}, {} calls per unit, loop shape: {name}\n",
                inputs.len()
            );
        };
        shape(Checksum::NAME);
        let mut rounds = Rounds::new("cozy-chess magic");
        self.contenders(&mut InShape {
            rounds: &mut rounds,
            items: inputs,
            shape: Checksum,
        });
        rounds.run(41).print();
        drop(rounds);

        shape(BlackBox::NAME);
        let mut rounds = Rounds::new("cozy-chess magic");
        self.contenders(&mut InShape {
            rounds: &mut rounds,
            items: inputs,
            shape: BlackBox,
        });
        rounds.run(41).print();
        drop(rounds);

        shape("checksum, a 2 MiB buffer swept before every 50 calls (cache pressure)");
        let sweep = Sweep::new();
        let mut rounds = Rounds::new("cozy-chess magic");
        rounds.add_timed("the clock alone (subtracted)", || {
            pressure_pass(&sweep, inputs, |_| 0u64)
        });
        rounds.overhead("the clock alone (subtracted)");
        self.contenders(&mut UnderPressure {
            rounds: &mut rounds,
            items: inputs,
            sweep: &sweep,
        });
        rounds.run(31).print();
    }
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

/// The AVX2 kernels, the token's methods as plain functions of a token (elsewhere: never
/// called).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn avx2_rook(avx2: Token, sq: Square, occupied: Bitboard) -> Bitboard {
    avx2.rook_attacks_from(sq, occupied)
}
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn avx2_bishop(avx2: Token, sq: Square, occupied: Bitboard) -> Bitboard {
    avx2.bishop_attacks_from(sq, occupied)
}
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn avx2_queen(avx2: Token, sq: Square, occupied: Bitboard) -> Bitboard {
    avx2.queen_attacks_from(sq, occupied)
}
/// The AVX2 token where there is one.
#[cfg(target_arch = "x86_64")]
type Token = bitfill::simd::Avx2;
#[cfg(not(target_arch = "x86_64"))]
type Token = ();
#[cfg(not(target_arch = "x86_64"))]
fn avx2_rook(_: Token, _: Square, _: Bitboard) -> Bitboard {
    unreachable!("no AVX2 token off x86_64")
}
#[cfg(not(target_arch = "x86_64"))]
use avx2_rook as avx2_bishop;
#[cfg(not(target_arch = "x86_64"))]
use avx2_rook as avx2_queen;

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
        Getters {
            cozy: cozy_rook,
            root: bitfill::rook_attacks_from,
            hq: hyperbola::rook_attacks_from,
            kg: kindergarten::rook_attacks_from,
            avx2: avx2_rook,
        }
        .race("rook", &rooks);
    }
    if wanted("single") || wanted("bishop") {
        Getters {
            cozy: cozy_bishop,
            root: bitfill::bishop_attacks_from,
            hq: hyperbola::bishop_attacks_from,
            kg: kindergarten::bishop_attacks_from,
            avx2: avx2_bishop,
        }
        .race("bishop", &bishops);
    }
    if wanted("single") || wanted("queen") {
        Getters {
            cozy: cozy_queen,
            root: bitfill::queen_attacks_from,
            hq: hyperbola::queen_attacks_from,
            kg: kindergarten::queen_attacks_from,
            avx2: avx2_queen,
        }
        .race("queen", &queens);
    }
    if wanted("perft") {
        perft();
    }
}
