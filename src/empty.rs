//! [`Empty`]: the empty squares, as the Chess Programming Wiki's fills take them.

/// The empty squares of an 8x8 board (a1 = bit 0), the second argument of the fills of
/// [`kogge`](crate::kogge), [`dumb7`](crate::dumb7) and [`subtract`](crate::subtract),
/// which keep the Chess Programming Wiki's `(sliders, empty)`.
///
/// It is a type of its own so that the blockers cannot be passed the other way round: the
/// root getters and every lookup library take `occupied`, and `kogge::rook_attacks(rooks,
/// occupied)` with two `u64`s would compile and return wrong squares. With `Empty` it does
/// not compile; [`Empty::of`] turns the occupied squares into the empty ones.
///
/// ```
/// use bitfill::{Empty, kogge};
///
/// let (rook, blocker) = (1 << 27, 1 << 43); // d4, d6
/// let occupied = rook | blocker;
/// let attacks = kogge::rook_attacks(rook, Empty::of(occupied));
/// assert_eq!(attacks, bitfill::rook_attacks(rook, occupied));
/// assert_eq!(attacks, kogge::rook_attacks(rook, Empty(!occupied)));
/// ```
///
/// ```compile_fail
/// // The fills do not take the occupied squares as a bare u64.
/// let attacks = bitfill::kogge::rook_attacks(1 << 27, 1 << 27 | 1 << 43);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[repr(transparent)]
pub struct Empty(pub u64);

impl Empty {
    /// The squares not in `occupied`: `Empty(!occupied)`.
    ///
    /// ```
    /// use bitfill::Empty;
    /// assert_eq!(Empty::of(0xff), Empty(!0xff));
    /// ```
    #[inline]
    #[must_use]
    pub const fn of(occupied: u64) -> Empty {
        Empty(!occupied)
    }

    /// The occupied squares: every square not in `self`.
    ///
    /// ```
    /// use bitfill::Empty;
    /// assert_eq!(Empty::of(0xff).occupied(), 0xff);
    /// ```
    #[inline]
    #[must_use]
    pub const fn occupied(self) -> u64 {
        !self.0
    }
}
