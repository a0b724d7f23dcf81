//! Checks and pins by sliders: what a legal move generator computes once per node, before
//! any move, so that it never plays a move to see whether it left the king in check (the
//! Chess Programming Wiki's "Checks and Pinned Pieces (Bitboards)").
//!
//! Per kind of line, from the king's square: the enemy sliders of that kind on one of the
//! king's two lines (rank and file, or the two diagonals: one read of the line tables,
//! tables of `build.rs`), and for each of them alone the squares between it and the
//! king (the wiki's in-between set, "Square Attacked By", Obstructed): no piece there and
//! it gives check, exactly one and ours and it pins that piece, else nothing. A few
//! operations per slider on a line with the king, none when there is none; no attack
//! getter, where the x-ray way (the wiki's "X-ray Attacks (Bitboards)") takes two
//! single-square lookups per kind whenever one slider is aligned. Lookup libraries keep a
//! 64 x 64 table of the squares between two squares (32 KiB) for the same job; here the
//! squares between come from the line the slider is on and the range of indices between
//! the two squares.

use crate::tables::{ANTI_DIAGONAL, DIAGONAL, FILE, RANK};
use crate::{Bitboard, Square};

/// A position as [`slider_checks`] and [`pawns::legal_targets`](crate::pawns::legal_targets)
/// read it: our king, both sides' pieces and the enemy's sliders by the lines they move
/// along. Its fields have names, so that no two sets can be passed in each other's place:
/// four sets of one type in a row, by position, would compile in any order.
///
/// ```
/// use bitfill::Square;
/// use bitfill::pins::Board;
///
/// // White: king e1, knight e4; black: rook e8, bishop a5, king h8.
/// let board = Board {
///     king: Square::E1,
///     ours: Square::E1 | Square::E4,
///     theirs: Square::E8 | Square::A5 | Square::H8,
///     their_orthogonal: Square::E8.bitboard(),
///     their_diagonal: Square::A5.bitboard(),
/// };
/// assert_eq!(board.occupied().len(), 5);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Our king's square.
    pub king: Square,
    /// Our pieces, the king included.
    pub ours: Bitboard,
    /// The enemy's pieces, its king included.
    pub theirs: Bitboard,
    /// The enemy's sliders that move along ranks and files: its rooks and queens.
    pub their_orthogonal: Bitboard,
    /// The enemy's sliders that move along diagonals: its bishops and queens.
    pub their_diagonal: Bitboard,
}

impl Board {
    /// Every piece of both sides: `ours | theirs`.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// use bitfill::pins::Board;
    /// let board = Board {
    ///     king: Square::E1,
    ///     ours: Square::E1.bitboard(),
    ///     theirs: Square::E8.bitboard(),
    ///     their_orthogonal: Bitboard::EMPTY,
    ///     their_diagonal: Bitboard::EMPTY,
    /// };
    /// assert_eq!(board.occupied(), Square::E1 | Square::E8);
    /// ```
    #[inline(always)]
    #[must_use]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.ours.0 | self.theirs.0)
    }
}

/// What the enemy sliders do to a king: the pieces that give check, the squares where a
/// check can be blocked, and the pin rays of the pieces that may not leave their line.
///
/// ```text
/// . . . . r . . .     black rook e8 pins the white knight on e4;
/// . . . . . . . .     black bishop a5 checks the king on e1:
/// . . . . . . . .
/// b . . . . . . .     checkers     = a5
/// . . . . N . . .     check_ray    = b4 c3 d2
/// . . . . . . . .     pin_orthogonal = e2 e3 e4 e5 e6 e7 e8
/// . . . . . . . .     pin_diagonal = nothing
/// . . . . K . . .
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SliderChecks {
    /// The enemy sliders giving check.
    pub checkers: Bitboard,
    /// The squares between the king and the checkers: with one checker, where a piece may
    /// block the check (capturing the checker is the other way out). With two, when only
    /// the king may move, the union of both rays.
    pub check_ray: Bitboard,
    /// Along ranks and files: for each pinner, the squares between the king and it, the
    /// pinner included (so the pinned piece's own square too). A pinned rook or queen moves
    /// within these squares; any other piece on them is stuck along this kind of line.
    pub pin_orthogonal: Bitboard,
    /// The same along diagonals.
    pub pin_diagonal: Bitboard,
}

impl SliderChecks {
    /// Our pieces that are pinned (of `ours`): those on a pin ray.
    ///
    /// ```
    /// use bitfill::{Bitboard, Square};
    /// use bitfill::pins::{Board, slider_checks};
    /// // King e1 and knight e4; a black rook on e8 pins the knight.
    /// let board = Board {
    ///     king: Square::E1,
    ///     ours: Square::E1 | Square::E4,
    ///     theirs: Square::E8.bitboard(),
    ///     their_orthogonal: Square::E8.bitboard(),
    ///     their_diagonal: Bitboard::EMPTY,
    /// };
    /// let checks = slider_checks(&board);
    /// assert_eq!(checks.pinned(board.ours), Square::E4.bitboard());
    /// ```
    #[inline]
    #[must_use]
    pub const fn pinned(&self, ours: Bitboard) -> Bitboard {
        Bitboard((self.pin_orthogonal.0 | self.pin_diagonal.0) & ours.0)
    }
}

/// The checks and pins the enemy's sliders ([`Board::their_orthogonal`], rooks and
/// queens, and [`Board::their_diagonal`], bishops and queens) give our king on
/// [`Board::king`], given both sides' pieces.
///
/// ```
/// use bitfill::{Bitboard, Square, between};
/// use bitfill::pins::{Board, slider_checks};
///
/// // The diagram of [`SliderChecks`]: king e1, knight e4; black rook e8, bishop a5.
/// let board = Board {
///     king: Square::E1,
///     ours: Square::E1 | Square::E4,
///     theirs: Square::E8 | Square::A5,
///     their_orthogonal: Square::E8.bitboard(),
///     their_diagonal: Square::A5.bitboard(),
/// };
/// let checks = slider_checks(&board);
/// assert_eq!(checks.checkers, Square::A5.bitboard());
/// assert_eq!(checks.check_ray, between(Square::E1, Square::A5));
/// assert_eq!(checks.pin_orthogonal, Bitboard(0x1010_1010_1010_1000)); // e2 to e8
/// assert_eq!(checks.pinned(board.ours), Square::E4.bitboard());
/// ```
///
/// ```compile_fail
/// // The sets go by name: the order of the old positional call does not compile.
/// use bitfill::{Bitboard, Square, pins::slider_checks};
/// let (o, d, occ, ours) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
/// let checks = slider_checks(Square::E1, o, d, occ, ours);
/// ```
#[inline(always)]
#[must_use]
pub fn slider_checks(board: &Board) -> SliderChecks {
    let &Board {
        king,
        ours,
        their_orthogonal,
        their_diagonal,
        ..
    } = board;
    let (occupied, ours) = (board.occupied().0, ours.0);
    let sq = king.index();
    let (checkers, check_ray, pin_orthogonal) = along(
        king,
        [RANK[sq], FILE[sq]],
        occupied,
        ours,
        their_orthogonal.0,
    );
    let (diagonal_checkers, diagonal_ray, pin_diagonal) = along(
        king,
        [DIAGONAL[sq], ANTI_DIAGONAL[sq]],
        occupied,
        ours,
        their_diagonal.0,
    );
    SliderChecks {
        checkers: Bitboard(checkers | diagonal_checkers),
        check_ray: Bitboard(check_ray | diagonal_ray),
        pin_orthogonal: Bitboard(pin_orthogonal),
        pin_diagonal: Bitboard(pin_diagonal),
    }
}

/// `(checkers, check ray, pin rays)` along one kind of line: `lines` are the king's two
/// lines of that kind, edge to edge (they share only the king's square), `sliders` the
/// enemy's sliders that move along them.
///
/// Each slider on one of the lines is taken alone. The squares between it and the king
/// are its line's squares with an index strictly between the two (indices grow along
/// every line, as in [`between`](crate::between), whose eight table reads are not needed
/// here: the line is known). If none of them is occupied, the slider gives check and those
/// squares block it; if exactly one is, and it is ours, that piece is pinned, and the pin
/// ray is those squares and the pinner. Another slider behind the first along the same
/// ray has the first between them, a piece that is not ours, and counts for nothing, as
/// it should.
#[inline(always)]
fn along(
    king: Square,
    [first, second]: [u64; 2],
    occupied: u64,
    ours: u64,
    sliders: u64,
) -> (u64, u64, u64) {
    let from_king = u64::MAX << king.index();
    let king = king.bitboard().0;
    let (mut checkers, mut check_ray, mut pins) = (0, 0, 0);
    let mut aligned = (first | second) & sliders & !king;
    while aligned != 0 {
        let slider = aligned & aligned.wrapping_neg();
        let line = if first & slider != 0 { first } else { second };
        // Bits from the lower square up to the higher one, the lower included: XOR of the
        // two masks from each square up. Both ends taken off.
        let span = from_king ^ (u64::MAX << aligned.trailing_zeros());
        let path = line & span & !(king | slider);
        let blockers = path & occupied;
        if blockers == 0 {
            checkers |= slider;
            check_ray |= path;
        } else if blockers & (blockers - 1) == 0 && blockers & ours != 0 {
            pins |= path | slider;
        }
        aligned ^= slider;
    }
    (checkers, check_ray, pins)
}
