//! [`Empty`]: the empty squares, as the Chess Programming Wiki's fills take them.

use crate::Bitboard;

/// The empty squares of an 8x8 board (a1 = bit 0), the second argument of the fills of
/// [`kogge`](crate::kogge), [`dumb7`](crate::dumb7) and [`subtract`](crate::subtract),
/// which keep the Chess Programming Wiki's `(sliders, empty)`.
///
/// It is a type of its own so that the blockers cannot be passed the other way round: the
/// root getters and every lookup library take `occupied`, and `kogge::rook_attacks(rooks,
/// occupied)` with two sets would compile and return wrong squares. Its field is private,
/// so no tuple constructor turns a set into an `Empty` whatever it holds: the two
/// constructors say what their argument is, [`Empty::of`] the occupied squares (the usual
/// way in), [`Empty::from_empty_squares`] the empty ones.
///
/// ```
/// use bitfill::{Bitboard, Empty, kogge};
///
/// let (rook, blocker) = (Bitboard(1 << 27), Bitboard(1 << 43)); // d4, d6
/// let occupied = rook | blocker;
/// let attacks = kogge::rook_attacks(rook, Empty::of(occupied));
/// assert_eq!(attacks, bitfill::rook_attacks(rook, occupied));
/// assert_eq!(attacks, kogge::rook_attacks(rook, Empty::from_empty_squares(!occupied)));
/// ```
///
/// ```compile_fail
/// // The fills do not take the occupied squares...
/// use bitfill::{Bitboard, kogge};
/// let occupied = Bitboard(1 << 27 | 1 << 43);
/// let attacks = kogge::rook_attacks(Bitboard(1 << 27), occupied);
/// ```
///
/// ```compile_fail
/// // ...and an `Empty` is not built from a set by its tuple constructor.
/// use bitfill::{Bitboard, Empty, kogge};
/// let occupied = Bitboard(1 << 27 | 1 << 43);
/// let attacks = kogge::rook_attacks(Bitboard(1 << 27), Empty(occupied));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(transparent)]
// No `Default`: no empty square at all is not a neutral value. The field is the crate's: `fill!`'s expansions in the algorithm modules read it as
// `empty.0`, as they read any `empty = Type` argument.
pub struct Empty(pub(crate) u64);

impl Empty {
    /// The squares not in `occupied`.
    ///
    /// ```
    /// use bitfill::{Bitboard, Empty};
    /// assert_eq!(Empty::of(Bitboard::RANK_1).squares(), !Bitboard::RANK_1);
    /// ```
    #[inline]
    #[must_use]
    pub const fn of(occupied: Bitboard) -> Empty {
        Empty(!occupied.0)
    }

    /// The empty squares `empty`, as they are: for a caller that keeps the empty squares
    /// rather than the occupied ones (a fill's propagator).
    ///
    /// ```
    /// use bitfill::{Bitboard, Empty};
    /// let empty = !Bitboard::RANK_1;
    /// assert_eq!(Empty::from_empty_squares(empty), Empty::of(Bitboard::RANK_1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn from_empty_squares(empty: Bitboard) -> Empty {
        Empty(empty.0)
    }

    /// The empty squares.
    ///
    /// ```
    /// use bitfill::{Bitboard, Empty};
    /// assert_eq!(Empty::of(Bitboard::FULL).squares(), Bitboard::EMPTY);
    /// ```
    #[inline]
    #[must_use]
    pub const fn squares(self) -> Bitboard {
        Bitboard(self.0)
    }

    /// The occupied squares: every square not in `self`.
    ///
    /// ```
    /// use bitfill::{Bitboard, Empty};
    /// assert_eq!(Empty::of(Bitboard::RANK_1).occupied(), Bitboard::RANK_1);
    /// ```
    #[inline]
    #[must_use]
    pub const fn occupied(self) -> Bitboard {
        Bitboard(!self.0)
    }
}
