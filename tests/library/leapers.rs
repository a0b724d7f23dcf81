//! Knights, kings and pawns, set-wise and per square, against a naive oracle that steps
//! from each piece with file and rank arithmetic: every square, every pair of squares,
//! then proptest on random sets.

use crate::common::geometry_oracle;

use bitfill::{
    Bitboard, Color, Square, king_attacks, king_attacks_from, knight_attacks, knight_attacks_from,
    pawn_attacks, pawn_attacks_from,
};
use geometry_oracle::{COMPASS, NIGHTRIDER};
use proptest::prelude::*;

/// The knight's and the king's steps: the oracle's nightrider vectors and compass.
const KNIGHT: [(i32, i32); 8] = NIGHTRIDER;
const KING: [(i32, i32); 8] = COMPASS;
const WHITE_PAWN: [(i32, i32); 2] = [(-1, 1), (1, 1)];
const BLACK_PAWN: [(i32, i32); 2] = [(-1, -1), (1, -1)];

/// The squares one step along any of `steps` from any piece of `pieces`.
fn naive(pieces: u64, steps: &[(i32, i32)]) -> u64 {
    let mut targets = 0;
    for sq in 0..64 {
        if pieces >> sq & 1 == 0 {
            continue;
        }
        let (file, rank) = (sq % 8, sq / 8);
        for &(df, dr) in steps {
            let (f, r) = (file + df, rank + dr);
            if (0..8).contains(&f) && (0..8).contains(&r) {
                targets |= 1 << (r * 8 + f);
            }
        }
    }
    targets
}

fn pawn_steps(color: Color) -> &'static [(i32, i32)] {
    match color {
        Color::White => &WHITE_PAWN,
        Color::Black => &BLACK_PAWN,
    }
}

fn check_set(pieces: u64) {
    let set = Bitboard(pieces);
    assert_eq!(
        knight_attacks(set).0,
        naive(pieces, &KNIGHT),
        "knights {pieces:#x}"
    );
    assert_eq!(
        king_attacks(set).0,
        naive(pieces, &KING),
        "kings {pieces:#x}"
    );
    for color in Color::ALL {
        let expected = naive(pieces, pawn_steps(color));
        assert_eq!(
            pawn_attacks(color, set).0,
            expected,
            "{color} pawns {pieces:#x}"
        );
    }
}

#[test]
fn every_square_and_every_pair_of_squares() {
    for a in 0..64 {
        for b in 0..64 {
            check_set(1 << a | 1 << b);
        }
    }
    check_set(0);
    check_set(u64::MAX);
}

#[test]
fn single_square_getters_read_the_set_wise_ones() {
    for sq in Square::iter() {
        let bit = 1 << sq.index();
        assert_eq!(knight_attacks_from(sq).0, naive(bit, &KNIGHT), "{sq}");
        assert_eq!(king_attacks_from(sq).0, naive(bit, &KING), "{sq}");
        for color in Color::ALL {
            assert_eq!(
                pawn_attacks_from(color, sq).0,
                naive(bit, pawn_steps(color))
            );
        }
    }
}

#[test]
fn known_counts() {
    // Knight moves summed over the board: 336; king moves: 420.
    let knights: u32 = Square::iter().map(|s| knight_attacks_from(s).len()).sum();
    let kings: u32 = Square::iter().map(|s| king_attacks_from(s).len()).sum();
    assert_eq!((knights, kings), (336, 420));
    assert_eq!(bitfill::internals::LEAPERS_TABLE_BYTES, 2048);
}

#[test]
fn getters_are_const() {
    const KNIGHTS: Bitboard = knight_attacks(Bitboard::from_squares(&[Square::B1, Square::G1]));
    const KING_E1: Bitboard = king_attacks_from(Square::E1);
    const PAWN: Bitboard = pawn_attacks(Color::Black, Square::E7.bitboard());
    assert_eq!(KNIGHTS, Bitboard(0x0000_0000_00a5_1800));
    assert_eq!(KING_E1, Bitboard(0x3828));
    assert_eq!(PAWN, Square::D6 | Square::F6);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn random_sets(pieces in any::<u64>(), sparse in any::<u64>()) {
        check_set(pieces);
        check_set(pieces & sparse);
    }
}
