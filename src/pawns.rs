//! Pawn pushes and captures, set-wise: every pawn of a side in one call, a few shifts and
//! masks, as the Chess Programming Wiki's "Pawn Pushes (Bitboards)" and "Pawn Attacks
//! (Bitboards)" compute them; and, in one call, the targets of a side's legal pawn moves
//! (en passant aside) given the pins and the check mask of [`pins::slider_checks`](crate::pins::slider_checks).
//!
//! The getters take the blockers as `occupied` and a [`Color`]; where the call is inlined
//! with the color a constant, the other side's branch folds away. Each target set comes
//! from one kind of step, so a move's origin is its target minus the step
//! ([`push_step`], [`capture_steps`]): the wiki's "disjoint east-west attacks", whose
//! origins a reverse shift finds without a mask. The union of the two capture halves is
//! [`pawn_attacks`](crate::pawn_attacks).
//!
//! West is towards the a-file and east towards the h-file, for both sides.

use crate::pins::{Board, SliderChecks};
use crate::{Bitboard, Color, Rank};

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const RANK_4: u64 = 0x0000_0000_ff00_0000;
const RANK_5: u64 = 0x0000_00ff_0000_0000;

/// `b` moved one rank towards `color`'s last rank; what leaves the board vanishes.
#[inline(always)]
const fn forward(color: Color, b: u64) -> u64 {
    match color {
        Color::White => b << 8,
        Color::Black => b >> 8,
    }
}

/// `b` moved one rank back, towards `color`'s first rank.
#[inline(always)]
const fn backward(color: Color, b: u64) -> u64 {
    forward(color.opposite(), b)
}

/// `b` moved one rank forward and one file west, what leaves the board vanishing: masked
/// before the shift, as [`forward_east`], so that the mask may merge with the caller's.
#[inline(always)]
const fn forward_west(color: Color, b: u64) -> u64 {
    match color {
        Color::White => (b & NOT_A) << 7,
        Color::Black => (b & NOT_A) >> 9,
    }
}

/// `b` moved one rank forward and one file east.
#[inline(always)]
const fn forward_east(color: Color, b: u64) -> u64 {
    match color {
        Color::White => (b & NOT_H) << 9,
        Color::Black => (b & NOT_H) >> 7,
    }
}

/// The rank a single push from the home rank lands on: the third for white, the sixth
/// for black.
#[inline(always)]
const fn double_push_via(color: Color) -> u64 {
    backward(color, double_push_rank(color))
}

/// The rank a double push lands on: the fourth for white, the fifth for black.
#[inline(always)]
const fn double_push_rank(color: Color) -> u64 {
    match color {
        Color::White => RANK_4,
        Color::Black => RANK_5,
    }
}

/// The squares the pawns of `pawns` reach by one step forward onto an empty square (not
/// in `occupied`): towards rank 8 for white, rank 1 for black. Promotions included: the
/// caller splits off [`last_rank`].
///
/// ```text
/// white pawns       occupied          targets
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . 1 . . .   . . . . . . . .
/// . . . . 1 . . .   . . . . 1 . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . 1 . . . . . .
/// . 1 . . . . . .   . 1 . 1 . . . .   . . 1 . . . . .
/// . . 1 1 . . . .   . . 1 1 . . . .   . . . . . . . .
/// ```
///
/// The wiki's `wSinglePushTargets` and `bSinglePushTargets`: one shift and one mask (and
/// the complement of `occupied`).
///
/// ```
/// use bitfill::{Bitboard, Color};
/// use bitfill::pawns::single_push_targets;
///
/// let pawns = Bitboard(1 << 28 | 1 << 9 | 1 << 2 | 1 << 3); // e4 b2 c1 d1
/// let occupied = pawns | Bitboard(1 << 36 | 1 << 11); // and e5, d2
/// assert_eq!(single_push_targets(Color::White, pawns, occupied), Bitboard(0x0000_0000_0002_0400));
/// assert_eq!(single_push_targets(Color::Black, pawns, occupied), Bitboard(0x0000_0000_0010_0002));
/// ```
#[inline]
#[must_use]
pub const fn single_push_targets(color: Color, pawns: Bitboard, occupied: Bitboard) -> Bitboard {
    Bitboard(single_pushes(color, pawns.0, occupied.0))
}

/// [`single_push_targets`] on the words.
#[inline(always)]
const fn single_pushes(color: Color, pawns: u64, occupied: u64) -> u64 {
    forward(color, pawns) & !occupied
}

/// The squares the pawns of `pawns` on their home rank (the second for white, the seventh
/// for black) reach by two steps forward, both squares empty (not in `occupied`). Pawns
/// elsewhere have no double push.
///
/// ```text
/// white pawns       occupied          targets
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . 1 . .   1 . . . . . . .
/// . . . 1 . . . .   . . 1 1 . . . .   . . . . . . . .
/// 1 . 1 . . 1 . .   1 . 1 . . 1 . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// ```
///
/// The wiki's `wDblPushTargets`: the single pushes pushed again onto empty squares of the
/// fourth rank (the fifth for black); four operations more than [`single_push_targets`].
///
/// ```
/// use bitfill::{Bitboard, Color, Rank, Square};
/// use bitfill::pawns::double_push_targets;
///
/// let pawns = Bitboard::from_squares(&[Square::A2, Square::C2, Square::F2, Square::D3]);
/// let occupied = pawns | Square::C3 | Square::F4;
/// assert_eq!(double_push_targets(Color::White, pawns, occupied), Square::A4.bitboard());
/// // Black pawns on the seventh rank: a7 to h7, d6 blocking the d-pawn.
/// let black = Rank::Seventh.bitboard();
/// assert_eq!(double_push_targets(Color::Black, black, black | Square::D6), Rank::Fifth.bitboard() - Square::D5);
/// ```
#[inline]
#[must_use]
pub const fn double_push_targets(color: Color, pawns: Bitboard, occupied: Bitboard) -> Bitboard {
    let (pawns, occupied) = (pawns.0, occupied.0);
    Bitboard(
        forward(color, single_pushes(color, pawns, occupied)) & !occupied & double_push_rank(color),
    )
}

/// The pawns of `pawns` that can push one step: those with an empty square (not in
/// `occupied`) in front. The origins of [`single_push_targets`].
///
/// ```text
/// white pawns       occupied          able to push
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . 1 . . .   . . . . . . . .
/// . . . . 1 . . .   . . . . 1 . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . 1 . . . . . .   . 1 . 1 . . . .   . 1 . . . . . .
/// . . 1 1 . . . .   . . 1 1 . . . .   . . 1 . . . . .
/// ```
///
/// The wiki's `wPawnsAble2Push`: the empty squares moved one rank back, meet the pawns; one
/// shift and one mask.
///
/// ```
/// use bitfill::{Bitboard, Color, Square};
/// use bitfill::pawns::{pawns_able_to_push, single_push_targets};
///
/// let pawns = Bitboard::from_squares(&[Square::E4, Square::B2, Square::C1, Square::D1]);
/// let occupied = pawns | Square::E5 | Square::D2;
/// assert_eq!(pawns_able_to_push(Color::White, pawns, occupied), Square::B2 | Square::C1);
/// let targets = single_push_targets(Color::White, pawns, occupied);
/// assert_eq!(pawns_able_to_push(Color::White, pawns, occupied), targets >> 8);
/// ```
#[inline]
#[must_use]
pub const fn pawns_able_to_push(color: Color, pawns: Bitboard, occupied: Bitboard) -> Bitboard {
    Bitboard(backward(color, !occupied.0) & pawns.0)
}

/// The pawns of `pawns` that can push two steps: those on their home rank (the second for
/// white, the seventh for black) with both squares in front empty (not in `occupied`). The
/// origins of [`double_push_targets`].
///
/// ```text
/// white pawns       occupied          able to double push
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . 1 . .   . . . . . . . .
/// . . . 1 . . . .   . . 1 1 . . . .   . . . . . . . .
/// 1 . 1 . . 1 . .   1 . 1 . . 1 . .   1 . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// ```
///
/// The wiki's `wPawnsAble2DblPush`: the empty squares of the fourth rank (the fifth for
/// black) moved one rank back, kept where empty, moved back once more onto the pawns; six
/// operations.
///
/// ```
/// use bitfill::{Bitboard, Color, Square};
/// use bitfill::pawns::pawns_able_to_double_push;
///
/// let pawns = Bitboard::from_squares(&[Square::A2, Square::C2, Square::F2, Square::D3]);
/// let occupied = pawns | Square::C3 | Square::F4;
/// assert_eq!(pawns_able_to_double_push(Color::White, pawns, occupied), Square::A2.bitboard());
/// ```
#[inline]
#[must_use]
pub const fn pawns_able_to_double_push(
    color: Color,
    pawns: Bitboard,
    occupied: Bitboard,
) -> Bitboard {
    let empty = !occupied.0;
    let empty_before = backward(color, empty & double_push_rank(color)) & empty;
    Bitboard(backward(color, empty_before) & pawns.0)
}

/// The squares the pawns of `pawns` attack towards the a-file: one rank forward and one
/// file to the west (the wiki's `wPawnWestAttacks`, `bPawnWestAttacks`). Pawns on the
/// a-file attack nothing this way. Its origin is the target minus [`capture_steps`]`[0]`.
///
/// ```text
/// white pawns       west attacks
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . 1 . . .
/// . . . . . 1 . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . 1 .
/// 1 . . . . . . 1   . . . . . . . .
/// ```
///
/// One shift and one mask. The union with [`pawn_east_attacks`] is
/// [`pawn_attacks`](crate::pawn_attacks).
///
/// ```
/// use bitfill::{Bitboard, Color, Square};
/// use bitfill::pawns::pawn_west_attacks;
///
/// let pawns = Bitboard::from_squares(&[Square::F4, Square::A1, Square::H1]);
/// assert_eq!(pawn_west_attacks(Color::White, pawns), Square::E5 | Square::G2);
/// assert_eq!(pawn_west_attacks(Color::Black, pawns), Square::E3.bitboard());
/// ```
#[inline]
#[must_use]
pub const fn pawn_west_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    Bitboard(forward_west(color, pawns.0))
}

/// The squares the pawns of `pawns` attack towards the h-file: one rank forward and one
/// file to the east (the wiki's `wPawnEastAttacks`, `bPawnEastAttacks`). Pawns on the
/// h-file attack nothing this way. Its origin is the target minus [`capture_steps`]`[1]`.
///
/// ```text
/// white pawns       east attacks
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . 1 .
/// . . . . . 1 . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . 1 . . . . . .
/// 1 . . . . . . 1   . . . . . . . .
/// ```
///
/// One shift and one mask.
///
/// ```
/// use bitfill::{Bitboard, Color, Square, pawn_attacks};
/// use bitfill::pawns::{pawn_east_attacks, pawn_west_attacks};
///
/// let pawns = Bitboard::from_squares(&[Square::F4, Square::A1, Square::H1]);
/// assert_eq!(pawn_east_attacks(Color::White, pawns), Square::G5 | Square::B2);
/// for color in Color::ALL {
///     let both = pawn_west_attacks(color, pawns) | pawn_east_attacks(color, pawns);
///     assert_eq!(both, pawn_attacks(color, pawns));
/// }
/// ```
#[inline]
#[must_use]
pub const fn pawn_east_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    Bitboard(forward_east(color, pawns.0))
}

/// The square-index step of a single push: 8 for white, -8 for black. A push's origin is
/// its target minus the step; a double push's, minus twice the step.
///
/// ```
/// use bitfill::Color;
/// use bitfill::pawns::push_step;
/// assert_eq!((push_step(Color::White), push_step(Color::Black)), (8, -8));
/// ```
#[inline]
#[must_use]
pub const fn push_step(color: Color) -> i32 {
    match color {
        Color::White => 8,
        Color::Black => -8,
    }
}

/// The square-index steps of a capture towards the a-file and towards the h-file: `[7, 9]`
/// for white, `[-9, -7]` for black, in the order of [`PawnTargets::captures`]. A capture's
/// origin is its target minus the step.
///
/// ```
/// use bitfill::Color;
/// use bitfill::pawns::capture_steps;
/// assert_eq!(capture_steps(Color::White), [7, 9]);
/// assert_eq!(capture_steps(Color::Black), [-9, -7]);
/// ```
#[inline]
#[must_use]
pub const fn capture_steps(color: Color) -> [i32; 2] {
    match color {
        Color::White => [7, 9],
        Color::Black => [-9, -7],
    }
}

/// The rank on which `color`'s pawns promote: the eighth for white, the first for black.
///
/// ```
/// use bitfill::{Color, Rank};
/// use bitfill::pawns::last_rank;
/// assert_eq!(last_rank(Color::White), Rank::Eighth);
/// assert_eq!(last_rank(Color::Black).bitboard().0, 0xff);
/// ```
#[inline]
#[must_use]
pub const fn last_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::Eighth,
        Color::Black => Rank::First,
    }
}

/// The targets of a side's legal pawn moves but en passant, by kind of step: what
/// [`legal_targets`] returns. Each set's origins are its targets minus the step
/// ([`push_step`], twice it for `double`, [`capture_steps`]); promotions are in `single`
/// and `captures`, on [`last_rank`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PawnTargets {
    /// One step forward onto an empty square.
    pub single: Bitboard,
    /// Two steps forward from the home rank, both squares empty.
    pub double: Bitboard,
    /// Captures towards the a-file (west), then towards the h-file (east).
    pub captures: [Bitboard; 2],
}

/// The targets of the legal moves of the pawns of `pawns` (ours: the side of `color`,
/// whose king, pieces and enemies `board` gives) but en passant: pushes onto empty
/// squares, captures of [`Board::theirs`], every move landing on `check_mask`.
///
/// `checks` is [`pins::slider_checks`](crate::pins::slider_checks) of the same `board`;
/// only its pin rays are read. A pawn pinned along a file may still push along it; one
/// pinned along a diagonal may capture along its pin ray only (the pinner, or nothing);
/// one pinned along a rank does nothing. `check_mask` is where a move other than the
/// king's must land: every square ([`Bitboard::FULL`]) out of check, the checker and the
/// squares between it and the king in single check (for a slider, `checkers |
/// check_ray`), nothing ([`Bitboard::EMPTY`], or don't call) in double check. The enemy
/// king counts among the pieces a pawn may take; in a legal position with `color` to
/// move no pawn attacks it.
///
/// ```text
/// . . . . . . . .     white to move: the rook on d6 pins the d2 pawn along
/// . . . . . . . .     the file, so it pushes to d3 and d4 but does not take
/// . . . r . . . .     on c3; the bishop on f3 pins the e2 pawn along the
/// . . . . . . . .     diagonal, so it takes the bishop and does not push;
/// . . . . . . . .     the b2 pawn is free:
/// n . n . . b . .
/// . P . P P . . .     single = b3 d3          double = b4 d4
/// . . . K . . . .     captures = [a3, c3 f3]
/// ```
///
/// In one pass, for a legal move generator: the pushers are the pawns off the diagonal
/// pin rays, those on a file's pin ray kept on it, and the capturers the pawns off the
/// orthogonal pin rays, those on a diagonal's kept on it; no other pin ray can be
/// reached by a pawn's step (the king is on each of them). About 30 operations for any
/// number of pawns.
///
/// ```
/// use bitfill::{Bitboard, Color, Square};
/// use bitfill::pawns::{PawnTargets, legal_targets};
/// use bitfill::pins::{Board, slider_checks};
///
/// // The diagram above.
/// let pawns = Bitboard::from_squares(&[Square::B2, Square::D2, Square::E2]);
/// let (rook, bishop) = (Square::D6.bitboard(), Square::F3.bitboard());
/// let mut board = Board {
///     king: Square::D1,
///     ours: pawns | Square::D1,
///     theirs: rook | bishop | Square::A3 | Square::C3,
///     their_orthogonal: rook,
///     their_diagonal: bishop,
/// };
/// let checks = slider_checks(&board);
/// let targets = legal_targets(Color::White, pawns, &board, &checks, Bitboard::FULL);
/// assert_eq!(targets, PawnTargets {
///     single: Square::B3 | Square::D3,
///     double: Square::B4 | Square::D4,
///     captures: [Square::A3.bitboard(), Square::C3 | Square::F3],
/// });
///
/// // In check from a rook on a1: only the moves onto a1, b1, c1 remain, and no pawn
/// // move lands there.
/// board.theirs |= Square::A1;
/// board.their_orthogonal |= Square::A1;
/// let checks = slider_checks(&board);
/// let check_mask = checks.checkers | checks.check_ray;
/// let targets = legal_targets(Color::White, pawns, &board, &checks, check_mask);
/// assert_eq!(targets, PawnTargets::default());
/// ```
// Always inlined, as `pins::slider_checks` is: the color must fold into the shifts, and
// the struct returned stay in registers, in the hottest code of an engine.
#[inline(always)]
#[must_use]
pub const fn legal_targets(
    color: Color,
    pawns: Bitboard,
    board: &Board,
    checks: &SliderChecks,
    check_mask: Bitboard,
) -> PawnTargets {
    let SliderChecks {
        pin_orthogonal: Bitboard(pin_orthogonal),
        pin_diagonal: Bitboard(pin_diagonal),
        ..
    } = *checks;
    let (pawns, occupied, enemies) = (pawns.0, board.occupied().0, board.theirs.0);
    let check_mask = check_mask.0;
    let empty = !occupied;
    let pushers = pawns & !pin_diagonal;
    let single = (forward(color, pushers & !pin_orthogonal)
        | forward(color, pushers & pin_orthogonal) & pin_orthogonal)
        & empty;
    // From the single pushes before the check mask: a double push may block a check that
    // its first step does not.
    let double = forward(color, single & double_push_via(color)) & empty & check_mask;
    let capturers = pawns & !pin_orthogonal;
    let (free, pinned) = (capturers & !pin_diagonal, capturers & pin_diagonal);
    let west = (forward_west(color, free) | forward_west(color, pinned) & pin_diagonal)
        & enemies
        & check_mask;
    let east = (forward_east(color, free) | forward_east(color, pinned) & pin_diagonal)
        & enemies
        & check_mask;
    PawnTargets {
        single: Bitboard(single & check_mask),
        double: Bitboard(double),
        captures: [Bitboard(west), Bitboard(east)],
    }
}
