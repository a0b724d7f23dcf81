//! Every algorithm expands to code that compiles in a plain crate with warnings denied, is
//! usable in `const` context, and computes the attacks it claims.
#![deny(warnings)]

mod kogge {
    fill_macros::fill!(dir = noEa, algo = kogge, vis = pub);
    fill_macros::fill!(dir = [nort, east, sout, west], name = rook_attacks, vis = pub);
}

mod dumb7 {
    fill_macros::fill!(dir = noEa, algo = dumb7, vis = pub(crate));
    fill_macros::fill!(
        dir = [noEa, soEa, soWe, noWe],
        algo = dumb7,
        name = bishop_attacks,
        vis = pub(crate)
    );
}

mod dumb7_loop {
    fill_macros::fill!(dir = noEa, algo = dumb7_loop, op = attacks, vis = pub);
}

mod subtract {
    fill_macros::fill!(dir = east, algo = subtract, vis = pub);
}

use kogge::no_ea_attacks;

/// From a1 on an empty board: b2 to h8.
const X: u64 = no_ea_attacks(1, !0);
const A1_H8: u64 = 0x8040_2010_0804_0200;
const _: () = assert!(X == A1_H8);
const _: () = assert!(kogge::no_ea_fill(1) == A1_H8 | 1);
const _: () = assert!(kogge::no_ea_occluded(1, !0) == A1_H8 | 1);
const _: () = assert!(dumb7::no_ea_attacks(1, !0) == A1_H8);
const _: () = assert!(dumb7_loop::no_ea_attacks(1, !0) == A1_H8);

fn main() {
    // A blocker on d4 (bit 27): b2, c3, d4.
    let empty = !(1u64 << 27);
    let expected = (1 << 9) | (1 << 18) | (1 << 27);
    assert_eq!(no_ea_attacks(1, empty), expected);
    assert_eq!(dumb7::no_ea_occluded(1, empty), 1 | (1 << 9) | (1 << 18));
    assert_eq!(dumb7_loop::no_ea_attacks(1, empty), expected);

    // A rook on a1, empty board: the a-file and the first rank.
    assert_eq!(kogge::rook_attacks(1, !0), 0x0101_0101_0101_01fe);
    // A bishop on d4, empty board: both diagonals through d4.
    let d4 = 1u64 << 27;
    assert_eq!(dumb7::bishop_attacks(d4, !0), 0x8041_2214_0014_2241);
    // A rook on a1, blocker on c1: b1, c1.
    assert_eq!(subtract::east_attacks(1, !(1 << 2)), 0b110);
}

/// `empty = Type`: the empty squares as a tuple struct of the board's word, in `const`
/// context too; outer attributes before the keys land on the function.
mod typed {
    #[derive(Clone, Copy)]
    pub struct Empty(pub u64);
    #[derive(Clone, Copy)]
    pub struct Empty128(pub u128);

    fill_macros::fill!(
        /// A rook's attacks, with the blockers typed.
        #[allow(dead_code)]
        dir = [nort, east, sout, west],
        name = rook_attacks,
        vis = pub,
        empty = Empty
    );
    fill_macros::fill!(dir = west, op = occluded, vis = pub, empty = Empty);
    fill_macros::fill!(
        files = 9,
        ranks = 10,
        dir = [(1, 2), (-1, 2)],
        op = lame,
        name = horse_north,
        vis = pub,
        empty = Empty128
    );

    pub const ROOK_A1: u64 = rook_attacks(1, Empty(!1));
    const _: () = assert!(ROOK_A1 == 0x0101_0101_0101_01fe);
    const _: () = assert!(west_occluded(1 << 7, Empty(!0)) == 0xff);
    const _: () = assert!(horse_north(1, Empty128(!0)) == 1 << 19);
}
