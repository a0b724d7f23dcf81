//! `between`, `line` and `aligned` on every pair (and every triple) of squares, against a
//! naive oracle that walks from one square towards the other.

use crate::common;

use bitfill::{Bitboard, File, Rank, Square, aligned, between, line};
use common::oracle::STEPS;

/// The squares from `sq` (excluded) to the edge along `(df, dr)`, in walking order.
fn walk(sq: Square, (df, dr): (i32, i32)) -> Vec<Square> {
    let mut squares = Vec::new();
    let (mut f, mut r) = (sq.file().index() as i32 + df, sq.rank().index() as i32 + dr);
    while (0..8).contains(&f) && (0..8).contains(&r) {
        squares.push(Square::new(File::ALL[f as usize], Rank::ALL[r as usize]));
        (f, r) = (f + df, r + dr);
    }
    squares
}

fn bits(squares: &[Square]) -> u64 {
    squares.iter().fold(0, |b, s| b | 1 << s.index())
}

/// (between, line) by walking from `a` in each direction until `b` turns up.
fn naive(a: Square, b: Square) -> (u64, u64) {
    for step in STEPS {
        let ray = walk(a, step);
        if let Some(at) = ray.iter().position(|&s| s == b) {
            let back = walk(a, (-step.0, -step.1));
            return (bits(&ray[..at]), bits(&ray) | bits(&back) | 1 << a.index());
        }
    }
    (0, 0)
}

#[test]
fn every_pair_of_squares() {
    let mut aligned_pairs = 0;
    for a in Square::iter() {
        for b in Square::iter() {
            let (expected_between, expected_line) = naive(a, b);
            assert_eq!(between(a, b).0, expected_between, "between({a}, {b})");
            assert_eq!(line(a, b).0, expected_line, "line({a}, {b})");
            aligned_pairs += usize::from(expected_line != 0);
        }
    }
    // Each square sees the queen's moves of an empty board: 1,456 ordered pairs.
    assert_eq!(aligned_pairs, 1456);
}

#[test]
fn every_triple_of_squares() {
    for a in Square::iter() {
        for b in Square::iter() {
            let (_, expected_line) = naive(a, b);
            for c in Square::iter() {
                let expected = expected_line >> c.index() & 1 == 1;
                assert_eq!(aligned(a, b, c), expected, "aligned({a}, {b}, {c})");
            }
        }
    }
}

#[test]
fn const_evaluation() {
    const BETWEEN: Bitboard = between(Square::A1, Square::H8);
    const LINE: Bitboard = line(Square::H1, Square::A8);
    const ALIGNED: bool = aligned(Square::B1, Square::B8, Square::B4);
    const NOT_ALIGNED: bool = aligned(Square::B1, Square::B8, Square::C4);
    assert_eq!(BETWEEN, Bitboard(0x0040_2010_0804_0200));
    assert_eq!(LINE, Bitboard(0x0102_0408_1020_4080));
    assert_eq!((ALIGNED, NOT_ALIGNED), (true, false));
}
