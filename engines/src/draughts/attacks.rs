//! The board's layout and the set-wise operations of draughts on it: a step of every piece
//! of a set in one direction, the occluded fill that carries every flying king along a
//! diagonal at once, and the men's and kings' captures as sets.
//!
//! # The layout
//!
//! Only the dark squares are played on, so only they have bits. On a board `files` wide
//! (10 or 8), rank `r` (0 is white's first rank) has its dark squares on files `2c`
//! (`r` even) or `2c + 1` (`r` odd), `c = 0 .. files/2`; the square's bit is
//!
//! ```text
//! (files + 1) * (r / 2) + (files/2 + 1) * (r % 2) + c
//! ```
//!
//! so that one step in each diagonal direction is one shift of the whole set, the same for
//! every square, and a step off the board's side lands on a *ghost* bit that is never a
//! square (it is in no set of pieces and never empty). On 10x10 the squares are bits 0 to
//! 54 with ghosts 5, 16, 27, 38 and 49; on 8x8 bits 0 to 35 with ghosts 4, 13, 22 and 31.
//! A step off the top lands past the last square, off the bottom it falls out of the word.
//!
//! ```text
//! 10x10, white at the bottom:              steps (10x10, 8x8):
//!   .  50  .  51  .  52  .  53  .  54       north-east  << 6, << 5
//!  44  .  45  .  46  .  47  .  48  .        north-west  << 5, << 4
//!   .  39  .  40  .  41  .  42  .  43       south-east  >> 5, >> 4
//!  33  .  34  .  35  .  36  .  37  .        south-west  >> 6, >> 5
//!   .  28  .  29  .  30  .  31  .  32
//!  22  .  23  .  24  .  25  .  26  .
//!   .  17  .  18  .  19  .  20  .  21
//!  11  .  12  .  13  .  14  .  15  .
//!   .   6  .   7  .   8  .   9  .  10
//!   0  .   1  .   2  .   3  .   4  .
//! ```
//!
//! This is the layout Moby Dam and Scan use for 10x10 (50 squares and ghosts in a `u64`).

use super::rules::Rules;
use core::marker::PhantomData;

/// The four diagonal directions, by index: north-east, north-west, south-east, south-west
/// (north is towards black). The reverse of direction `d` is `3 - d`.
pub const NE: usize = 0;
/// North-west (see [`NE`]).
pub const NW: usize = 1;
/// South-east (see [`NE`]).
pub const SE: usize = 2;
/// South-west (see [`NE`]).
pub const SW: usize = 3;

/// The bit of the dark square on `rank` and `file` of a board `files` wide, `None` for a
/// light square or one off the board.
///
/// ```
/// use bitfill_engines::draughts::attacks::bit;
/// assert_eq!(bit(10, 0, 0), Some(0)); // a1
/// assert_eq!(bit(10, 1, 1), Some(6)); // b2
/// assert_eq!(bit(10, 9, 9), Some(54)); // j10
/// assert_eq!(bit(8, 7, 7), Some(35)); // h8
/// assert_eq!(bit(10, 0, 1), None);
/// ```
#[must_use]
pub const fn bit(files: usize, rank: usize, file: usize) -> Option<u32> {
    if rank >= files || file >= files || !(rank + file).is_multiple_of(2) {
        return None;
    }
    Some(((files + 1) * (rank / 2) + (files / 2 + 1) * (rank % 2) + file / 2) as u32)
}

/// The dark squares of `rank` of a board `files` wide, as a set.
#[must_use]
pub const fn rank_mask(files: usize, rank: usize) -> u64 {
    let mut mask = 0;
    let mut file = 0;
    while file < files {
        if let Some(b) = bit(files, rank, file) {
            mask |= 1 << b;
        }
        file += 1;
    }
    mask
}

/// Every dark square of a board `files` wide: the set no piece leaves and the ghosts are
/// not in.
#[must_use]
pub const fn squares_mask(files: usize) -> u64 {
    let mut mask = 0;
    let mut rank = 0;
    while rank < files {
        mask |= rank_mask(files, rank);
        rank += 1;
    }
    mask
}

/// The layout of the board of rule set `R`, as constants.
pub struct Board<R>(PhantomData<R>);

impl<R: Rules> Board<R> {
    /// Every dark square.
    pub const SQUARES: u64 = squares_mask(R::FILES);
    /// White's far row, where white's men are crowned.
    pub const WHITE_CROWN: u64 = rank_mask(R::FILES, R::FILES - 1);
    /// Black's far row (white's first), where black's men are crowned.
    pub const BLACK_CROWN: u64 = rank_mask(R::FILES, 0);
    /// The shift of one step north-east; north-west is one less.
    pub const NE_SHIFT: u32 = R::FILES as u32 / 2 + 1;
    /// Doublings of the occluded fill: enough for it to reach the far end of the longest
    /// diagonal (9 steps on 10x10, where 3 doublings reach 7; 7 steps on 8x8).
    const DOUBLINGS: u32 = if R::FILES > 8 { 4 } else { 3 };
}

/// Every piece of `set` moved `steps` steps in direction `dir` ([`NE`] .. [`SW`]) on the
/// board of `R`; a step off the board lands on a ghost bit or past the word.
#[inline(always)]
#[must_use]
pub fn shift<R: Rules>(set: u64, dir: usize, steps: u32) -> u64 {
    let ne = Board::<R>::NE_SHIFT;
    match dir {
        NE => set << (ne * steps),
        NW => set << ((ne - 1) * steps),
        SE => set >> ((ne - 1) * steps),
        _ => set >> (ne * steps),
    }
}

/// One step of every piece of `set` in direction `dir`.
#[inline(always)]
#[must_use]
pub fn step<R: Rules>(set: u64, dir: usize) -> u64 {
    shift::<R>(set, dir, 1)
}

/// The occluded fill (Kogge-Stone): every piece of `pieces` and the empty squares it
/// reaches in direction `dir` through `empty`, up to the first square that is not empty.
/// Along one ray each empty square is reached only from the nearest piece behind it, so
/// the fill of every king at once counts their moves in that direction: the squares
/// `step(fill) & empty`, one move each.
///
/// ```
/// use bitfill_engines::draughts::attacks::{Board, NE, occluded};
/// use bitfill_engines::draughts::rules::International;
/// // A king on a1 (bit 0), a piece on c3 (bit 12): north-east it reaches b2 (bit 6) only.
/// let empty = Board::<International>::SQUARES & !(1 << 12) & !1;
/// assert_eq!(occluded::<International>(1, empty, NE), 1 | 1 << 6);
/// // With c3 empty it runs up the long diagonal to j10 (bit 54).
/// let empty = Board::<International>::SQUARES & !1;
/// assert_eq!(occluded::<International>(1, empty, NE), 0x41_0410_4104_1041);
/// ```
#[inline(always)]
#[must_use]
pub fn occluded<R: Rules>(mut pieces: u64, mut empty: u64, dir: usize) -> u64 {
    let mut steps = 1;
    let mut doubling = 0;
    while doubling < Board::<R>::DOUBLINGS {
        pieces |= empty & shift::<R>(pieces, dir, steps);
        empty &= shift::<R>(empty, dir, steps);
        steps *= 2;
        doubling += 1;
    }
    pieces
}

/// The pieces of `pieces` that can capture in direction `dir` by a jump (a man, or an
/// English king): the neighbour that way is one of `targets`, the square beyond it empty.
#[inline(always)]
#[must_use]
pub fn jumpers<R: Rules>(pieces: u64, targets: u64, empty: u64, dir: usize) -> u64 {
    let back = 3 - dir;
    pieces & step::<R>(targets & step::<R>(empty, back), back)
}

/// The flying kings of `kings` that can capture in direction `dir`: the first piece they
/// meet that way is one of `targets`, and the square beyond it is empty. As a set of the
/// squares beyond (each the first landing square of one king's capture).
#[inline(always)]
#[must_use]
pub fn flying_landings<R: Rules>(kings: u64, targets: u64, empty: u64, dir: usize) -> u64 {
    let reach = step::<R>(occluded::<R>(kings, empty, dir), dir);
    step::<R>(reach & targets, dir) & empty
}
