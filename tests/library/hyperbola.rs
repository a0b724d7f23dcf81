//! Hyperbola Quintessence (scalar and AVX2) and the crate-root single-square getters,
//! against the naive oracle: every square x every subset of its lines' occupancy, then
//! proptest on random boards.

use crate::common;
use bitfill::internals::{HYPERBOLA_TABLE_BYTES, KINDERGARTEN_TABLE_BYTES, tables};
use bitfill::{Bitboard, Square, hyperbola, kindergarten};
use common::{Sweep, check_every_line_occupancy, oracle, random_squares_and_boards};
use proptest::prelude::*;

/// A single-square getter; a `Box` so that the AVX2 paths can hold their token.
type Getter = Box<dyn Fn(Square, Bitboard) -> Bitboard>;

const QUEEN_DIRS: [usize; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// The oracle of a lone slider on `sq` in `dirs`, given the occupancy (it takes `empty`).
fn walk(sq: Square, occupied: u64, dirs: &[usize]) -> u64 {
    oracle::attacks_in(sq.bitboard().0, !occupied, dirs)
}

/// Which lines a getter reads, to enumerate their occupancy.
#[derive(Clone, Copy, Debug)]
enum Piece {
    Rank,
    File,
    Diagonal,
    AntiDiagonal,
    Rook,
    Bishop,
    Queen,
}

impl Piece {
    fn dirs(self) -> &'static [usize] {
        match self {
            Piece::Rank => &[1, 5],
            Piece::File => &[7, 3],
            Piece::Diagonal => &[0, 4],
            Piece::AntiDiagonal => &[6, 2],
            Piece::Rook => &oracle::ROOK_DIRS,
            Piece::Bishop => &oracle::BISHOP_DIRS,
            Piece::Queen => &QUEEN_DIRS,
        }
    }

    /// The squares whose occupancy the getter depends on, the slider's own left out; for
    /// the queen (up to 27 squares) the rook lines, its bishop lines in
    /// `queens_on_every_subset_of_their_bishop_lines`.
    fn lines(self, sq: Square) -> u64 {
        let i = sq.index();
        let (rank, file) = (tables::RANK[i], tables::FILE[i]);
        let (diagonal, anti) = (tables::DIAGONAL[i], tables::ANTI_DIAGONAL[i]);
        let lines = match self {
            Piece::Rank => rank,
            Piece::File => file,
            Piece::Diagonal => diagonal,
            Piece::AntiDiagonal => anti,
            Piece::Rook | Piece::Queen => rank | file,
            Piece::Bishop => diagonal | anti,
        };
        lines & !sq.bitboard().0
    }
}

/// Every getter and path: the scalar lines and pieces, the AVX2 pieces where the CPU runs
/// AVX2 (forced through the token, whatever the build), the simd128 ones on wasm32 built
/// with simd128, and the crate root.
fn getters() -> Vec<(&'static str, Piece, Getter)> {
    // Pushed to on x86_64 and on wasm32 with simd128 only.
    #[cfg_attr(
        not(any(
            target_arch = "x86_64",
            all(target_arch = "wasm32", target_feature = "simd128")
        )),
        allow(unused_mut)
    )]
    let mut getters: Vec<(&'static str, Piece, Getter)> = vec![
        ("rank", Piece::Rank, Box::new(hyperbola::rank_attacks_from)),
        ("file", Piece::File, Box::new(hyperbola::file_attacks_from)),
        (
            "diagonal",
            Piece::Diagonal,
            Box::new(hyperbola::diagonal_attacks_from),
        ),
        (
            "anti_diagonal",
            Piece::AntiDiagonal,
            Box::new(hyperbola::anti_diagonal_attacks_from),
        ),
        ("rook", Piece::Rook, Box::new(hyperbola::rook_attacks_from)),
        (
            "bishop",
            Piece::Bishop,
            Box::new(hyperbola::bishop_attacks_from),
        ),
        (
            "queen",
            Piece::Queen,
            Box::new(hyperbola::queen_attacks_from),
        ),
        (
            "root rook",
            Piece::Rook,
            Box::new(bitfill::rook_attacks_from),
        ),
        (
            "root bishop",
            Piece::Bishop,
            Box::new(bitfill::bishop_attacks_from),
        ),
        (
            "root queen",
            Piece::Queen,
            Box::new(bitfill::queen_attacks_from),
        ),
    ];
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        use bitfill::internals::hyperbola::wasm as hq;
        let typed = |getter: fn(Square, u64) -> u64| -> Getter {
            Box::new(move |sq, occupied: Bitboard| Bitboard(getter(sq, occupied.0)))
        };
        getters.push(("simd128 file", Piece::File, typed(hq::file_attacks_from)));
        getters.push(("simd128 rook", Piece::Rook, typed(hq::rook_attacks_from)));
        getters.push((
            "simd128 bishop",
            Piece::Bishop,
            typed(hq::bishop_attacks_from),
        ));
        getters.push(("simd128 queen", Piece::Queen, typed(hq::queen_attacks_from)));
    }
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = bitfill::simd::Avx2::detect() {
        use bitfill::simd::Kernels;
        getters.push((
            "avx2 rook",
            Piece::Rook,
            Box::new(move |sq, o| avx2.rook_attacks_from(sq, o)),
        ));
        getters.push((
            "avx2 bishop",
            Piece::Bishop,
            Box::new(move |sq, o| avx2.bishop_attacks_from(sq, o)),
        ));
        getters.push((
            "avx2 queen",
            Piece::Queen,
            Box::new(move |sq, o| avx2.queen_attacks_from(sq, o)),
        ));
    } else {
        println!("no AVX2 on this CPU: the hyperbola::avx2 paths are not run");
    }
    getters
}

/// For every square of `sweep` and every subset of the occupancy of the getter's lines, the
/// getter equals the oracle, with everything off those lines empty and with it all
/// occupied, the slider's own square empty and occupied.
fn every_getter_on_every_subset_of_its_lines(sweep: Sweep) {
    let getters = getters();
    let squares = sweep.squares().len() as u64;
    for (name, piece, getter) in &getters {
        let count =
            check_every_line_occupancy(sweep, name, getter, piece.dirs(), |sq| piece.lines(sq));
        println!("hyperbola {name}: {count} (square, line occupancy) pairs, x4");
        let expected = match piece {
            Piece::Rank => squares * 128,
            Piece::Rook | Piece::Queen => squares * (1 << 14),
            _ => count,
        };
        assert_eq!(count, expected, "{name}");
    }
    assert!(getters.len() >= 10);
}

/// [`every_getter_on_every_subset_of_its_lines`] on the small sample of squares.
#[test]
fn every_getter_on_a_sample_of_squares_every_subset_of_its_lines() {
    every_getter_on_every_subset_of_its_lines(Sweep::SmallSample);
}

#[test]
#[ignore = "deep: every getter on every square x every subset of its lines; about 15 s"]
fn every_getter_on_every_square_every_subset_of_its_lines_deep() {
    every_getter_on_every_subset_of_its_lines(Sweep::Full);
}

#[test]
fn queens_on_every_subset_of_their_bishop_lines() {
    for (name, piece, getter) in getters() {
        if !matches!(piece, Piece::Queen) {
            continue;
        }
        let count = check_every_line_occupancy(Sweep::Full, name, getter, &QUEEN_DIRS, |sq| {
            Piece::Bishop.lines(sq)
        });
        println!("hyperbola {name} (bishop lines): {count} pairs, x4");
    }
}

/// Every path equals kindergarten on the same inputs (a second, independent table method).
#[test]
fn agrees_with_kindergarten() {
    for (sq, occupied) in random_squares_and_boards(100_000) {
        assert_eq!(
            bitfill::rook_attacks_from(sq, occupied),
            kindergarten::rook_attacks_from(sq, occupied)
        );
        assert_eq!(
            bitfill::bishop_attacks_from(sq, occupied),
            kindergarten::bishop_attacks_from(sq, occupied)
        );
        assert_eq!(
            bitfill::queen_attacks_from(sq, occupied),
            kindergarten::queen_attacks_from(sq, occupied)
        );
    }
}

#[test]
fn getters_are_const() {
    const D4_ROOK: Bitboard = hyperbola::rook_attacks_from(Square::D4, Bitboard::EMPTY);
    const D4_BISHOP: Bitboard = hyperbola::bishop_attacks_from(Square::D4, Square::F6.bitboard());
    const A1_QUEEN: Bitboard = hyperbola::queen_attacks_from(Square::A1, Bitboard::FULL);
    assert_eq!(D4_ROOK, Bitboard(0x0808_0808_f708_0808));
    assert_eq!(D4_BISHOP, Bitboard(0x0001_2214_0014_2241));
    assert_eq!(A1_QUEEN, Square::B1 | Square::A2 | Square::B2);
}

/// The tables the Hyperbola Quintessence getters read: 64 x 32 bytes of line masks, 64 x 16
/// bytes of slider bits and the 512-byte first-rank table; at most 4.5 KiB.
#[test]
fn table_bytes() {
    println!(
        "hyperbola reads {} bytes, kindergarten {}",
        HYPERBOLA_TABLE_BYTES, KINDERGARTEN_TABLE_BYTES
    );
    assert_eq!(HYPERBOLA_TABLE_BYTES, 64 * 32 + 64 * 16 + 512);
    const { assert!(HYPERBOLA_TABLE_BYTES <= 4608) };
}

/// The AVX2 token is there exactly when the CPU runs AVX2, so the forced AVX2 paths above
/// ran wherever they can.
#[cfg(target_arch = "x86_64")]
#[test]
fn avx2_paths_run_where_the_cpu_has_avx2() {
    assert_eq!(
        bitfill::simd::Avx2::detect().is_some(),
        std::is_x86_feature_detected!("avx2")
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn every_getter_on_any_occupancy(index in 0..64usize, occupied: u64) {
        let sq = Square::from_index(index).unwrap();
        for (name, piece, getter) in getters() {
            prop_assert_eq!(getter(sq, Bitboard(occupied)).0, walk(sq, occupied, piece.dirs()), "{}", name);
        }
    }

    #[test]
    fn every_getter_on_sparse_boards(index in 0..64usize, a: u64, b: u64, c: u64) {
        // About 8 occupied squares, as in a middlegame, where rays are long.
        let sq = Square::from_index(index).unwrap();
        let occupied = a & b & c;
        for (name, piece, getter) in getters() {
            prop_assert_eq!(getter(sq, Bitboard(occupied)).0, walk(sq, occupied, piece.dirs()), "{}", name);
        }
    }
}
