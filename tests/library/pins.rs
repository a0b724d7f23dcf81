//! `pins::slider_checks` against a naive oracle that walks each of the king's eight rays
//! square by square: the first piece on a ray is a checker if it is an enemy slider of the
//! ray's kind; if it is ours, the second piece is a pinner if it is such a slider.

use crate::common;

use bitfill::pins::{Board, SliderChecks, slider_checks};
use bitfill::{Bitboard, Square};
use common::oracle::{BISHOP_DIRS, ROOK_DIRS, STEPS};
use common::rng::Rng;

/// The squares from `king` (excluded) to the edge along `(df, dr)`, in walking order.
fn walk(king: usize, (df, dr): (i32, i32)) -> Vec<usize> {
    let mut squares = Vec::new();
    let (mut f, mut r) = (king as i32 % 8 + df, king as i32 / 8 + dr);
    while (0..8).contains(&f) && (0..8).contains(&r) {
        squares.push((r * 8 + f) as usize);
        (f, r) = (f + df, r + dr);
    }
    squares
}

fn naive(king: usize, occupied: u64, ours: u64, orthogonal: u64, diagonal: u64) -> SliderChecks {
    // checkers, check ray, pins along ranks and files, pins along diagonals.
    let [
        mut checkers,
        mut check_ray,
        mut pin_orthogonal,
        mut pin_diagonal,
    ] = [0u64; 4];
    for (dirs, sliders, pins) in [(ROOK_DIRS, orthogonal, 0), (BISHOP_DIRS, diagonal, 1)] {
        for d in dirs {
            let ray = walk(king, STEPS[d]);
            let mut walked = 0u64;
            let mut blocker = None;
            for sq in ray {
                let bit = 1u64 << sq;
                walked |= bit;
                if occupied & bit == 0 {
                    continue;
                }
                match blocker {
                    None if sliders & bit != 0 => {
                        checkers |= bit;
                        check_ray |= walked & !bit;
                        break;
                    }
                    None if ours & bit != 0 => blocker = Some(sq),
                    Some(_) if sliders & bit != 0 => {
                        if pins == 0 {
                            pin_orthogonal |= walked;
                        } else {
                            pin_diagonal |= walked;
                        }
                        break;
                    }
                    _ => break,
                }
            }
        }
    }
    SliderChecks {
        checkers: Bitboard(checkers),
        check_ray: Bitboard(check_ray),
        pin_orthogonal: Bitboard(pin_orthogonal),
        pin_diagonal: Bitboard(pin_diagonal),
    }
}

/// A random board around a king: each square occupied with probability `density`/8, half
/// of the pieces ours, a random share of the enemy's pieces sliders of each kind.
fn random_case(rng: &mut Rng, density: u64) -> (usize, u64, u64, u64, u64) {
    let king = rng.below(64);
    let mut occupied = 0;
    for _ in 0..density {
        occupied |= rng.next() & rng.next() & rng.next();
    }
    occupied |= 1 << king;
    let ours = (occupied & rng.next()) | 1 << king;
    let theirs = occupied & !ours;
    let orthogonal = theirs & rng.next();
    let diagonal = theirs & (rng.next() | orthogonal & rng.next());
    (king, occupied, ours, orthogonal, diagonal)
}

fn check_random(cases: usize) {
    let mut rng = Rng(0x5eed_0fc4_ec5a_11aa);
    let mut seen = SliderChecks::default();
    for case in 0..cases {
        let (king, occupied, ours, orthogonal, diagonal) =
            random_case(&mut rng, case as u64 % 6 + 1);
        let sq = Square::from_index(king).unwrap();
        let expected = naive(king, occupied, ours, orthogonal, diagonal);
        let board = Board {
            king: sq,
            ours: Bitboard(ours),
            theirs: Bitboard(occupied & !ours),
            their_orthogonal: Bitboard(orthogonal),
            their_diagonal: Bitboard(diagonal),
        };
        assert_eq!(board.occupied(), Bitboard(occupied));
        assert_eq!(
            slider_checks(&board),
            expected,
            "king {sq}, occupied {occupied:#x}, ours {ours:#x}, orthogonal {orthogonal:#x}, diagonal {diagonal:#x}"
        );
        seen.checkers |= expected.checkers;
        seen.pin_orthogonal |= expected.pin_orthogonal;
        seen.pin_diagonal |= expected.pin_diagonal;
    }
    // The cases reach checks and pins of both kinds on every square.
    assert_eq!(seen.checkers, Bitboard::FULL);
    assert_eq!(seen.pin_orthogonal, Bitboard::FULL);
    assert_eq!(seen.pin_diagonal, Bitboard::FULL);
}

#[test]
fn random_boards_against_the_oracle() {
    check_random(100_000);
}

#[test]
#[ignore = "deep: 5 million random boards; a few seconds"]
fn random_boards_against_the_oracle_deep() {
    check_random(5_000_000);
}

/// The doc example's diagram, and a double check by a rook and a bishop, where the check
/// ray is both rays.
#[test]
fn a_pin_and_a_double_check() {
    let ours = Square::E1 | Square::E4;
    let (rook, bishop) = (Square::E8.bitboard(), Square::A5.bitboard());
    let board = Board {
        king: Square::E1,
        ours,
        theirs: rook | bishop,
        their_orthogonal: rook,
        their_diagonal: bishop,
    };
    let checks = slider_checks(&board);
    assert_eq!(checks.pinned(ours), Square::E4.bitboard());
    assert_eq!(checks.pin_diagonal, Bitboard::EMPTY);

    let king = Square::E1.bitboard();
    let (rook, bishop) = (Square::E5.bitboard(), Square::H4.bitboard());
    let board = Board {
        king: Square::E1,
        ours: king,
        theirs: rook | bishop,
        their_orthogonal: rook,
        their_diagonal: bishop,
    };
    let checks = slider_checks(&board);
    assert_eq!(checks.checkers, rook | bishop);
    assert_eq!(
        checks.check_ray,
        bitfill::between(Square::E1, Square::H4) | bitfill::between(Square::E1, Square::E5)
    );
    assert_eq!(checks.pinned(king), Bitboard::EMPTY);
}

/// The sets go by name: the same sets in a `Board` whose enemy sliders are swapped give
/// other answers, so a test of each field's role can tell them apart (the old positional
/// call could swap them silently; it no longer compiles, see the trybuild cases).
#[test]
fn each_field_plays_its_own_role() {
    let (rook, bishop) = (Square::E8.bitboard(), Square::A5.bitboard());
    let board = Board {
        king: Square::E1,
        ours: Square::E1 | Square::E4,
        theirs: rook | bishop,
        their_orthogonal: rook,
        their_diagonal: bishop,
    };
    let swapped = Board {
        their_orthogonal: bishop,
        their_diagonal: rook,
        ..board
    };
    assert_eq!(slider_checks(&board).checkers, bishop);
    assert_eq!(slider_checks(&swapped), SliderChecks::default());
    // The e4 knight ours: pinned by the rook; the enemy's: it only blocks.
    let e4_theirs = Board {
        ours: Square::E1.bitboard(),
        theirs: board.theirs | Square::E4,
        ..board
    };
    assert_eq!(
        slider_checks(&board).pinned(board.ours),
        Square::E4.bitboard()
    );
    assert_eq!(slider_checks(&e4_theirs).pin_orthogonal, Bitboard::EMPTY);
    assert_eq!(slider_checks(&e4_theirs).checkers, bishop);
}
