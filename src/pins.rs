//! Checks and pins by sliders: what a legal move generator computes once per node, before
//! any move, so that it never plays a move to see whether it left the king in check (the
//! Chess Programming Wiki's "Checks and Pinned Pieces (Bitboards)", with its "X-ray
//! Attacks (Bitboards)").
//!
//! From the king's square, per kind of line: the rays of a slider standing on it find the
//! enemy sliders that give check; the same rays with our first blockers taken off the
//! board (the x-ray) find the enemy sliders behind them, the pinners. Two single-square
//! lookups per kind ([`rook_attacks_from`], [`bishop_attacks_from`]: Hyperbola
//! Quintessence, 3.5 KiB of tables), [`between`] per checker and pinner, and none of it
//! when no enemy slider of that kind is on a line through the king at all (one read of the
//! line tables, [`tables`](crate::tables)). Lookup libraries keep a 64 x 64 table of the
//! squares between two squares (32 KiB) for the same job.

use crate::tables::{ANTI_DIAGONAL, DIAGONAL, FILE, RANK};
use crate::{Square, between, bishop_attacks_from, rook_attacks_from};

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
    pub checkers: u64,
    /// The squares between the king and the checkers: with one checker, where a piece may
    /// block the check (capturing the checker is the other way out). With two, when only
    /// the king may move, the union of both rays.
    pub check_ray: u64,
    /// Along ranks and files: for each pinner, the squares between the king and it, the
    /// pinner included (so the pinned piece's own square too). A pinned rook or queen moves
    /// within these squares; any other piece on them is stuck along this kind of line.
    pub pin_orthogonal: u64,
    /// The same along diagonals.
    pub pin_diagonal: u64,
}

impl SliderChecks {
    /// Our pieces that are pinned (of `ours`): those on a pin ray.
    #[inline]
    #[must_use]
    pub const fn pinned(&self, ours: u64) -> u64 {
        (self.pin_orthogonal | self.pin_diagonal) & ours
    }
}

/// The checks and pins the enemy's `orthogonal` (rooks and queens) and `diagonal`
/// (bishops and queens) sliders give our `king`, given the `occupied` squares (both sides,
/// the king included) and `ours` (our pieces, the king included).
///
/// ```
/// use bitfill::Square;
/// use bitfill::pins::slider_checks;
///
/// // The diagram of [`SliderChecks`]: king e1, knight e4; black rook e8, bishop a5.
/// let ours = Square::E1.bitboard() | Square::E4.bitboard();
/// let (rook, bishop) = (Square::E8.bitboard(), Square::A5.bitboard());
/// let checks = slider_checks(Square::E1, ours | rook | bishop, ours, rook, bishop);
/// assert_eq!(checks.checkers, bishop);
/// assert_eq!(checks.check_ray, bitfill::between(Square::E1, Square::A5));
/// assert_eq!(checks.pin_orthogonal, 0x1010_1010_1010_1000); // e2 to e8
/// assert_eq!(checks.pinned(ours), Square::E4.bitboard());
/// ```
#[inline(always)]
#[must_use]
pub fn slider_checks(
    king: Square,
    occupied: u64,
    ours: u64,
    orthogonal: u64,
    diagonal: u64,
) -> SliderChecks {
    let sq = king.index();
    let mut checks = SliderChecks::default();
    if (RANK[sq] | FILE[sq]) & orthogonal != 0 {
        let (checkers, check_ray, pins) =
            along(king, occupied, ours, orthogonal, rook_attacks_from);
        checks.checkers = checkers;
        checks.check_ray = check_ray;
        checks.pin_orthogonal = pins;
    }
    if (DIAGONAL[sq] | ANTI_DIAGONAL[sq]) & diagonal != 0 {
        let (checkers, check_ray, pins) =
            along(king, occupied, ours, diagonal, bishop_attacks_from);
        checks.checkers |= checkers;
        checks.check_ray |= check_ray;
        checks.pin_diagonal = pins;
    }
    checks
}

/// `(checkers, check ray, pin rays)` along one kind of line: `attacks` is that kind's
/// single-square getter, `sliders` the enemy's sliders of that kind. Two lookups of the
/// king's square: its rays, then its x-ray through our first blockers.
#[inline(always)]
fn along(
    king: Square,
    occupied: u64,
    ours: u64,
    sliders: u64,
    attacks: impl Fn(Square, u64) -> u64,
) -> (u64, u64, u64) {
    let rays = attacks(king, occupied);
    let checkers = rays & sliders;
    let mut check_ray = 0;
    let mut checker_set = checkers;
    while checker_set != 0 {
        check_ray |= between(
            king,
            Square::from_index_wrapping(checker_set.trailing_zeros()),
        );
        checker_set &= checker_set - 1;
    }
    let mut pinners = attacks(king, occupied ^ (rays & ours)) & !rays & sliders;
    let mut pins = 0;
    while pinners != 0 {
        let pinner = Square::from_index_wrapping(pinners.trailing_zeros());
        pins |= between(king, pinner) | pinner.bitboard();
        pinners &= pinners - 1;
    }
    (checkers, check_ray, pins)
}
