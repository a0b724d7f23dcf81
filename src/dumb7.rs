//! Dumb7Fill: the straightforward flood, one step per cycle, seven cycles.
//!
//! ```text
//! flood = generator;
//! generator = (generator >> 8) & propagator;  flood |= generator;   cycle 1 of 7 (sout)
//! ...
//! ```
//!
//! Each cycle depends on the last, but the propagator stays constant, so several
//! directions interleave well. The attack getter needs one cycle fewer than the occluded
//! fill: after six cycles the flood has reached every square up to six steps away, and the
//! final shift attacks the seventh, the board edge, whatever stands on it. So its inner
//! flood is *not* the occluded fill; the public `*_occluded` functions are full seven-cycle
//! fills and equal [`kogge`](crate::kogge)'s.

use crate::{Bitboard, Dir, Empty, shift_one};
use fill_macros::fill;

fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A slider on d4, a blocker on d6: its nort attacks are d5, d6.
    /// let (slider, blocker) = (Bitboard(0x0000_0000_0800_0000), Bitboard(0x0000_0800_0000_0000));
    /// let empty = Empty::of(slider | blocker);
    /// assert_eq!(dumb7::nort_attacks(slider, empty), Bitboard(0x0000_0808_0000_0000));
    /// assert_eq!(dumb7::nort_occluded(slider, empty), Bitboard(0x0000_0008_0800_0000)); // d4 and d5
    /// ```
    dir = nort,
    algo = dumb7,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A slider on d4, a blocker on f6: its noEa attacks are e5, f6.
    /// let (slider, blocker) = (Bitboard(0x0000_0000_0800_0000), Bitboard(0x0000_2000_0000_0000));
    /// let empty = Empty::of(slider | blocker);
    /// assert_eq!(dumb7::no_ea_attacks(slider, empty), Bitboard(0x0000_2010_0000_0000));
    /// assert_eq!(dumb7::no_ea_occluded(slider, empty), Bitboard(0x0000_0010_0800_0000)); // d4 and e5
    /// ```
    dir = noEa,
    algo = dumb7,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A slider on d4, a blocker on f4: its east attacks are e4, f4.
    /// let (slider, blocker) = (Bitboard(0x0000_0000_0800_0000), Bitboard(0x0000_0000_2000_0000));
    /// let empty = Empty::of(slider | blocker);
    /// assert_eq!(dumb7::east_attacks(slider, empty), Bitboard(0x0000_0000_3000_0000));
    /// assert_eq!(dumb7::east_occluded(slider, empty), Bitboard(0x0000_0000_1800_0000)); // d4 and e4
    /// ```
    dir = east,
    algo = dumb7,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A slider on d4, a blocker on f2: its soEa attacks are e3, f2.
    /// let (slider, blocker) = (Bitboard(0x0000_0000_0800_0000), Bitboard(0x0000_0000_0000_2000));
    /// let empty = Empty::of(slider | blocker);
    /// assert_eq!(dumb7::so_ea_attacks(slider, empty), Bitboard(0x0000_0000_0010_2000));
    /// assert_eq!(dumb7::so_ea_occluded(slider, empty), Bitboard(0x0000_0000_0810_0000)); // d4 and e3
    /// ```
    dir = soEa,
    algo = dumb7,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A slider on d4, a blocker on d2: its sout attacks are d3, d2.
    /// let (slider, blocker) = (Bitboard(0x0000_0000_0800_0000), Bitboard(0x0000_0000_0000_0800));
    /// let empty = Empty::of(slider | blocker);
    /// assert_eq!(dumb7::sout_attacks(slider, empty), Bitboard(0x0000_0000_0008_0800));
    /// assert_eq!(dumb7::sout_occluded(slider, empty), Bitboard(0x0000_0000_0808_0000)); // d4 and d3
    /// ```
    dir = sout,
    algo = dumb7,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A slider on d4, a blocker on b2: its soWe attacks are c3, b2.
    /// let (slider, blocker) = (Bitboard(0x0000_0000_0800_0000), Bitboard(0x0000_0000_0000_0200));
    /// let empty = Empty::of(slider | blocker);
    /// assert_eq!(dumb7::so_we_attacks(slider, empty), Bitboard(0x0000_0000_0004_0200));
    /// assert_eq!(dumb7::so_we_occluded(slider, empty), Bitboard(0x0000_0000_0804_0000)); // d4 and c3
    /// ```
    dir = soWe,
    algo = dumb7,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A slider on d4, a blocker on b4: its west attacks are c4, b4.
    /// let (slider, blocker) = (Bitboard(0x0000_0000_0800_0000), Bitboard(0x0000_0000_0200_0000));
    /// let empty = Empty::of(slider | blocker);
    /// assert_eq!(dumb7::west_attacks(slider, empty), Bitboard(0x0000_0000_0600_0000));
    /// assert_eq!(dumb7::west_occluded(slider, empty), Bitboard(0x0000_0000_0c00_0000)); // d4 and c4
    /// ```
    dir = west,
    algo = dumb7,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A slider on d4, a blocker on b6: its noWe attacks are c5, b6.
    /// let (slider, blocker) = (Bitboard(0x0000_0000_0800_0000), Bitboard(0x0000_0200_0000_0000));
    /// let empty = Empty::of(slider | blocker);
    /// assert_eq!(dumb7::no_we_attacks(slider, empty), Bitboard(0x0000_0204_0000_0000));
    /// assert_eq!(dumb7::no_we_occluded(slider, empty), Bitboard(0x0000_0004_0800_0000)); // d4 and c5
    /// ```
    dir = noWe,
    algo = dumb7,
    vis = pub,
    empty = Empty,
    set = Bitboard
);

fill!(
    /// ```
    /// use bitfill::{Bitboard, Empty, dumb7};
    /// // A rook on d4, pieces on d6 and b4: the diagram of `bitfill::rook_attacks`.
    /// let (rook, occupied) = (Bitboard(1 << 27), Bitboard(1 << 27 | 1 << 43 | 1 << 25));
    /// assert_eq!(dumb7::rook_attacks(rook, Empty::of(occupied)), Bitboard(0x0000_0808_f608_0808));
    /// ```
    dir = [nort, east, sout, west],
    algo = dumb7,
    name = rook_attacks,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Empty, Square, dumb7};
    /// // A bishop on d4, a piece on b6: a7 behind it is not attacked.
    /// let (bishop, blocker) = (Square::D4.bitboard(), Square::B6.bitboard());
    /// let attacks = dumb7::bishop_attacks(bishop, Empty::of(bishop | blocker));
    /// assert_eq!(attacks, bitfill::bishop_attacks(bishop, bishop | blocker));
    /// assert!(attacks.contains(Square::B6) && !attacks.contains(Square::A7));
    /// ```
    dir = [noEa, soEa, soWe, noWe],
    algo = dumb7,
    name = bishop_attacks,
    vis = pub,
    empty = Empty,
    set = Bitboard
);
fill!(
    /// ```
    /// use bitfill::{Empty, Square, dumb7};
    /// // Queens on a1 and h8, nothing else: 21 squares each, 8 of them shared.
    /// let queens = Square::A1 | Square::H8;
    /// let attacks = dumb7::queen_attacks(queens, Empty::of(queens));
    /// assert_eq!(attacks, bitfill::queen_attacks(queens, queens));
    /// assert_eq!(attacks.len(), 2 * 21 - 8);
    /// ```
    dir = [nort, noEa, east, soEa, sout, soWe, west, noWe],
    algo = dumb7,
    name = queen_attacks,
    vis = pub,
    empty = Empty,
    set = Bitboard
);

/// One flood cycle in a direction chosen at run time: rotate by [`Dir::shift`], then keep
/// what the (wrap-masked) propagator lets through.
pub(crate) const fn cycle(generator: u64, propagator: u64, r: u32) -> u64 {
    generator.rotate_left(r) & propagator
}

/// The occluded fill in a direction chosen at run time ("Generalized Rays" on the Chess Programming Wiki's Dumb7Fill page),
/// seven unrolled cycles.
///
/// ```
/// use bitfill::{Bitboard, Dir, Empty, Square, dumb7, kogge};
/// // The west flood of a rook on g2, blocked on c2: g2, f2, e2, d2.
/// let rook = Square::G2.bitboard();
/// let empty = Empty::of(rook | Square::C2);
/// assert_eq!(dumb7::occluded(rook, empty, Dir::West), Bitboard(0b0111_1000 << 8));
/// assert_eq!(dumb7::occluded(rook, empty, Dir::West), kogge::occluded(rook, empty, Dir::West));
/// ```
#[inline]
#[must_use]
pub const fn occluded(generator: Bitboard, propagator: Empty, dir: Dir) -> Bitboard {
    let mut generator = generator.0;
    let r = (dir.shift() & 63) as u32;
    // The wrap mask on the propagator also clears the rank a rotate would wrap into.
    let propagator = propagator.0 & dir.avoid_wrap().0;
    let mut flood = generator;
    let mut i = 0;
    while i < 7 {
        generator = cycle(generator, propagator, r);
        flood |= generator;
        i += 1;
    }
    Bitboard(flood)
}

/// The attacks of `sliders` in a direction chosen at run time: six cycles and the final
/// step (the unrolled generalized attack getter of the Chess Programming Wiki's Dumb7Fill page).
///
/// ```
/// use bitfill::{Bitboard, Dir, Empty, Square, dumb7};
/// // A bishop on a1, a blocker on e5: b2, c3, d4, e5.
/// let attacks = dumb7::attacks(Square::A1.bitboard(), Empty::of(Square::A1 | Square::E5), Dir::NoEa);
/// assert_eq!(attacks, Bitboard::from_squares(&[Square::B2, Square::C3, Square::D4, Square::E5]));
/// ```
#[inline]
#[must_use]
pub const fn attacks(sliders: Bitboard, empty: Empty, dir: Dir) -> Bitboard {
    let mut sliders = sliders.0;
    let r = (dir.shift() & 63) as u32;
    let empty = empty.0 & dir.avoid_wrap().0;
    let mut flood = sliders;
    let mut i = 0;
    while i < 6 {
        sliders = cycle(sliders, empty, r);
        flood |= sliders;
        i += 1;
    }
    shift_one(Bitboard(flood), dir)
}
