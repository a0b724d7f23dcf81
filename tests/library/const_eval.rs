//! The generated fills work at compile time: `const` tables built with `while` loops from
//! the library's `const fn`s (per-direction, set-wise, generalized, `shift_one`) and from
//! `fill!` invoked in this file, compared at run time with `tables::RAYS` and the oracle,
//! plus `const` assertions that fail the build if the compile-time result is wrong. The
//! library's functions take and return `Bitboard`s and `Empty`, `fill!` here the bare word
//! or, with `set = Bitboard`, the library's set.

use crate::common;

use bitfill::internals::{dumb7_attacks_loop, tables};
use bitfill::{Bitboard, Dir, Empty, Square, dumb7, fill, kogge, shift_one, subtract};
use common::oracle;

// Generated here, used in const context below.
fill!(
    dir = [nort, east, sout, west],
    algo = dumb7,
    name = rook_by_macro
);
fill!(
    dir = [soWe, noEa, noWe, soEa],
    algo = dumb7_loop,
    name = bishop_by_macro_loop
);
fill!(dir = noWe, algo = kogge);
fill!(dir = east, algo = subtract, name = east_by_subtraction);
/// The empty squares as a caller's own type: `fill!`'s `empty = Type` reads its field,
/// which `bitfill::Empty` keeps to itself.
#[derive(Clone, Copy)]
struct EmptySquares(u64);

// With `set = Bitboard` the generated function takes and returns the library's set, as
// `kogge` does; with `empty = EmptySquares` the empty squares have a type of their own.
fill!(
    dir = [nort, east, sout, west],
    algo = kogge,
    name = rook_by_macro_typed,
    set = Bitboard,
    empty = EmptySquares
);
fill!(
    dir = noWe,
    algo = kogge,
    op = fill,
    name = no_we_typed,
    set = Bitboard
);

/// Every square empty.
const EVERY_SQUARE_EMPTY: Empty = Empty::from_empty_squares(Bitboard::FULL);

/// Rook attacks of a lone rook on each square of an empty board, at compile time.
const ROOK_EMPTY_BOARD: [u64; 64] = {
    let mut table = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        table[sq] = kogge::rook_attacks(Bitboard(1 << sq), EVERY_SQUARE_EMPTY).0;
        sq += 1;
    }
    table
};

/// Bishop attacks on an empty board, with dumb7 and with the macro's loop list.
const BISHOP_EMPTY_BOARD: [[u64; 64]; 2] = {
    let mut table = [[0; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let slider = Square::ALL[sq].bitboard();
        table[0][sq] = dumb7::bishop_attacks(slider, Empty::of(slider)).0;
        table[1][sq] = bishop_by_macro_loop(1 << sq, !0);
        sq += 1;
    }
    table
};

/// Per-direction rays on an empty board from the generalized getters, `[dir][square]`:
/// `[0]` kogge::attacks, `[1]` dumb7::attacks, `[2]` internals::dumb7_attacks_loop, `[3]` the
/// occluded fill shifted once with `shift_one`.
const RAYS_BY_FILL: [[[u64; 64]; 8]; 4] = {
    let mut table = [[[0; 64]; 8]; 4];
    let mut d = 0;
    while d < 8 {
        let dir = Dir::ALL[d];
        let mut sq = 0;
        while sq < 64 {
            let slider = Bitboard(1 << sq);
            table[0][d][sq] = kogge::attacks(slider, EVERY_SQUARE_EMPTY, dir).0;
            table[1][d][sq] = dumb7::attacks(slider, EVERY_SQUARE_EMPTY, dir).0;
            table[2][d][sq] = dumb7_attacks_loop(slider.0, EVERY_SQUARE_EMPTY, dir);
            table[3][d][sq] = shift_one(kogge::occluded(slider, EVERY_SQUARE_EMPTY, dir), dir).0;
            sq += 1;
        }
        d += 1;
    }
    table
};

/// Queen attacks of d4 with blockers on d6, f6, b2 and g4, four ways.
const D4: u64 = 1 << 27;
const BLOCKERS: u64 = 1 << 43 | 1 << 45 | 1 << 9 | 1 << 30;
const QUEEN_D4: [u64; 4] = [
    kogge::queen_attacks(Bitboard(D4), Empty::of(Bitboard(BLOCKERS))).0,
    dumb7::queen_attacks(Bitboard(D4), Empty::of(Bitboard(BLOCKERS))).0,
    rook_by_macro(D4, !BLOCKERS) | bishop_by_macro_loop(D4, !BLOCKERS),
    rook_by_macro_typed(Bitboard(D4), EmptySquares(!BLOCKERS)).0
        | bishop_by_macro_loop(D4, !BLOCKERS),
];

// Compile-time assertions: a wrong result stops the build of this test.
const _: () = assert!(ROOK_EMPTY_BOARD[0] == 0x0101_0101_0101_01fe);
const _: () = assert!(kogge::nort_fill(Bitboard(1)).0 == 0x0101_0101_0101_0101);
const _: () = assert!(no_we_fill(1 << 7) == 0x0102_0408_1020_4080);
const _: () = assert!(no_we_occluded(1 << 7, 1 << 14) == 1 << 7 | 1 << 14);
const _: () = assert!(no_we_attacks(1 << 7, !0) == 0x0102_0408_1020_4000);
const _: () = assert!(east_by_subtraction(1, !(1 << 4)) == 0b1_1110);
const _: () = assert!(no_we_typed(Bitboard(1 << 7)).0 == 0x0102_0408_1020_4080);
const _: () = assert!(subtract::east_attacks(Bitboard(1 << 7), EVERY_SQUARE_EMPTY).is_empty());
// The two ways into an `Empty` and the two ways out, in const context.
const _: () = assert!(
    Empty::of(Bitboard(BLOCKERS)).squares().0 == !BLOCKERS
        && Empty::of(Bitboard(BLOCKERS)).occupied().0 == BLOCKERS
        && Empty::from_empty_squares(Bitboard(BLOCKERS)).squares().0 == BLOCKERS
        && Empty::from_empty_squares(Bitboard(BLOCKERS)).occupied().0 == !BLOCKERS
        && EVERY_SQUARE_EMPTY.occupied().is_empty()
);
const _: () = assert!(shift_one(Square::H1.bitboard(), Dir::East).is_empty());
const _: () =
    assert!(QUEEN_D4[0] == QUEEN_D4[1] && QUEEN_D4[1] == QUEEN_D4[2] && QUEEN_D4[2] == QUEEN_D4[3]);

#[test]
fn const_rook_table_is_rays() {
    for (sq, &attacks) in ROOK_EMPTY_BOARD.iter().enumerate() {
        let want = Dir::ORTHOGONAL
            .iter()
            .fold(0, |m, &d| m | tables::RAYS[d as usize][sq]);
        assert_eq!(attacks, want, "square {sq}");
        assert_eq!(attacks, oracle::rook_attacks(1 << sq, !0));
    }
}

#[test]
fn const_bishop_tables_are_rays() {
    let [by_dumb7, by_macro_loop] = BISHOP_EMPTY_BOARD;
    for (sq, (from_dumb7, from_macro_loop)) in by_dumb7.into_iter().zip(by_macro_loop).enumerate() {
        let want = Dir::DIAGONAL
            .iter()
            .fold(0, |m, &d| m | tables::RAYS[d as usize][sq]);
        assert_eq!(from_dumb7, want, "dumb7, square {sq}");
        assert_eq!(from_macro_loop, want, "fill! dumb7_loop list, square {sq}");
    }
}

#[test]
fn const_generalized_fills_are_rays() {
    for (i, table) in RAYS_BY_FILL.iter().enumerate() {
        assert_eq!(*table, tables::RAYS, "RAYS_BY_FILL[{i}]");
    }
}

#[test]
fn const_queen_with_blockers_is_the_oracles() {
    let want = oracle::queen_attacks(D4, !BLOCKERS);
    assert_eq!(QUEEN_D4, [want; 4]);
}

#[test]
fn const_macro_fills_match_the_oracle() {
    const NO_WE_FILLS: [u64; 64] = {
        let mut table = [0; 64];
        let mut sq = 0;
        while sq < 64 {
            table[sq] = no_we_fill(1 << sq);
            sq += 1;
        }
        table
    };
    for (sq, &fill) in NO_WE_FILLS.iter().enumerate() {
        assert_eq!(
            fill,
            oracle::fill(1 << sq, Dir::NoWe as usize),
            "square {sq}"
        );
    }
}
