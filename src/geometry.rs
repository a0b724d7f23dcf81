//! Tables for any rectangular board up to 128 squares (past it, up to 16x16: [`wide`]),
//! computed at compile time by `const fn`s: the empty-board ray of every square in a direction (a rider's step vector or a
//! compass step) and the line through every square. The fills of [`fill!`](crate::fill)
//! need no table; these are for what fills don't do, such as masking a slider's ray
//! between two squares, or a pin's line.
//!
//! [`positive_ray_attacks`] and [`negative_ray_attacks`] turn a ray into a slider's attacks
//! from one square (the Chess Programming Wiki's Classical Approach), for the move
//! generation of one piece on any board.
//!
//! Square = rank x files + file (a1 = bit 0), as `fill!` numbers them; every word is a
//! `u128` here, whatever the board (on a board of at most 64 squares, `as u64` keeps every
//! square). Steps are `(file step, rank step)`: `(0, 1)` is north, `(1, 2)` a nightrider's
//! ray.
//!
//! ```
//! use bitfill::geometry::{double_ray, ray, rays};
//!
//! // The xiangqi board: 9 files, 10 ranks.
//! const NORTH: [u128; 90] = rays(9, 10, (0, 1));
//! // From e1 (square 4): e2 to e10.
//! assert_eq!(NORTH[4], (1..10).fold(0, |m, r| m | 1 << (9 * r + 4)));
//! assert_eq!(NORTH[4], ray(4, 9, 10, (0, 1)));
//! // The file through e5 (square 40): the ray north and the ray south, e5 itself left out.
//! assert_eq!(double_ray(40, 9, 10, (0, 1)), NORTH[4] & !(1 << 40) | 1 << 4);
//! ```
//!
//! A table costs its user's build little. Measured with rustc 1.95 (debug, median of seven
//! `rustc --crate-type lib` runs on this 2-core machine, idle, load average 0.26): a crate
//! holding sixteen 9x10 ray tables (eight compass directions, eight nightrider vectors) and
//! four line tables, 1,800 `u128`s, builds in 0.139 s against 0.031 s for an empty crate, so
//! about 0.11 s; the same on 16x8 (2,560 entries) in 0.203 s, about 0.17 s. Every value is
//! evaluated once, by the compiler; the program holds only the tables.

pub mod wide;

/// The squares a rider on `square` reaches by repeating `step` on an empty board of
/// `files` x `ranks`, `square` excluded, nearest first up to the edge. Zero when `square`
/// is not on the board or `step` is `(0, 0)`.
///
/// The nightrider's `(1, 2)` ray from a1 on 8x8, b3, c5 and d7:
///
/// ```text
/// . . . . . . . .
/// . . . 1 . . . .
/// . . . . . . . .
/// . . 1 . . . . .
/// . . . . . . . .
/// . 1 . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// ```
///
/// ```
/// assert_eq!(bitfill::geometry::ray(0, 8, 8, (1, 2)), 1 << 17 | 1 << 34 | 1 << 51);
/// ```
#[must_use]
pub const fn ray(square: usize, files: usize, ranks: usize, step: (i32, i32)) -> u128 {
    as_u128(wide::ray(square, files, ranks, step))
}

/// A two-word [`Wide`](crate::Wide) as the number it is.
const fn as_u128(set: crate::Wide<2>) -> u128 {
    set.0[0] as u128 | (set.0[1] as u128) << 64
}

/// [`ray`] for every square of the board, indexed by square. `N` must be the number of
/// squares, `files * ranks`; anything else fails to compile when the table is a `const`.
///
/// ```
/// use bitfill::geometry::{ray, rays};
/// // Shogi's 9x9 board: every square's ray north.
/// const NORTH: [u128; 81] = rays(9, 9, (0, 1));
/// assert_eq!(NORTH[40], ray(40, 9, 9, (0, 1)));
/// assert_eq!(NORTH[40].count_ones(), 4); // from the centre, four ranks up
/// ```
#[must_use]
pub const fn rays<const N: usize>(files: usize, ranks: usize, step: (i32, i32)) -> [u128; N] {
    as_u128_table(wide::rays(files, ranks, step))
}

/// The line through `square` along `step`: the rays in `step` and in the opposite
/// direction, `square` excluded. With a compass step, the square's rank, file, diagonal or
/// anti-diagonal.
///
/// ```
/// use bitfill::geometry::double_ray;
/// // The file through e5 on the xiangqi board (9 files, 10 ranks), e5 left out.
/// assert_eq!(double_ray(40, 9, 10, (0, 1)).count_ones(), 9);
/// ```
#[must_use]
pub const fn double_ray(square: usize, files: usize, ranks: usize, step: (i32, i32)) -> u128 {
    ray(square, files, ranks, step) | ray(square, files, ranks, (-step.0, -step.1))
}

/// [`double_ray`] for every square of the board, indexed by square; `N` as for [`rays`].
///
/// ```
/// use bitfill::geometry::{double_ray, double_rays};
/// const DIAGONALS: [u128; 64] = double_rays(8, 8, (1, 1));
/// assert_eq!(DIAGONALS[27], double_ray(27, 8, 8, (1, 1)));
/// assert_eq!(DIAGONALS[27] as u64, 0x8040_2010_0004_0201); // the a1-h8 diagonal less d4
/// ```
#[must_use]
pub const fn double_rays<const N: usize>(
    files: usize,
    ranks: usize,
    step: (i32, i32),
) -> [u128; N] {
    as_u128_table(wide::double_rays(files, ranks, step))
}

/// True when `step` goes up the square numbering on a board of `files` files (a rank
/// forward, or along the rank towards the last file): the rays [`positive_ray_attacks`]
/// takes; the others take [`negative_ray_attacks`]. North, north-east, north-west and east
/// are positive, as on the Chess Programming Wiki's Classical Approach page.
///
/// ```
/// use bitfill::geometry::is_positive;
/// assert!(is_positive(9, (0, 1)) && is_positive(9, (1, 0)) && is_positive(9, (-1, 1)));
/// assert!(!is_positive(9, (0, -1)) && !is_positive(9, (-1, 0)) && !is_positive(9, (1, -1)));
/// ```
#[must_use]
pub const fn is_positive(files: usize, step: (i32, i32)) -> bool {
    step.1 * files as i32 + step.0 > 0
}

/// The squares a slider attacks along one positive ray (see [`is_positive`]), given `ray`,
/// the empty-board ray from its square (an entry of [`rays`]), and the `occupied` squares:
/// the ray up to and including its first occupied square. The Chess Programming Wiki's
/// Classical Approach without a bit scan or a branch: on a positive ray the first blocker
/// is the lowest set bit of the ray's occupancy `o`, and `o ^ (o - 1)` sets every bit up to
/// it, or every bit when `o` is empty; 5 operations on the words, on one `u64` when the
/// ray lies in the upper half (a test of the ray, which a caller's loop predicts). Any
/// board up to 128 squares; `occupied` may hold squares off the ray or off the board.
///
/// A rook on b2 of 8x8 going north (ray b3 to b8), pieces on b5 and b7:
///
/// ```text
/// ray               occupied          attacks
/// . 1 . . . . . .   . . . . . . . .   . . . . . . . .
/// . 1 . . . . . .   . 1 . . . . . .   . . . . . . . .
/// . 1 . . . . . .   . . . . . . . .   . . . . . . . .
/// . 1 . . . . . .   . 1 . . . . . .   . 1 . . . . . .
/// . 1 . . . . . .   . . . . . . . .   . 1 . . . . . .
/// . 1 . . . . . .   . . . . . . . .   . 1 . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// ```
///
/// ```
/// use bitfill::geometry::{positive_ray_attacks, rays};
///
/// const NORTH: [u128; 81] = rays(9, 9, (0, 1)); // shogi's board
/// let lance = 2 * 9 + 2; // file 2, rank 2 (shogi's 7g)
/// let occupied = 1 << (5 * 9 + 2); // a piece three ranks up
/// assert_eq!(positive_ray_attacks(NORTH[lance], occupied), 1 << 29 | 1 << 38 | 1 << 47);
/// assert_eq!(positive_ray_attacks(NORTH[lance], 0), NORTH[lance]);
/// ```
#[inline(always)]
#[must_use]
pub const fn positive_ray_attacks(ray: u128, occupied: u128) -> u128 {
    if ray as u64 == 0 {
        // The ray lies in the upper word: the same on one `u64`, half the work.
        let (ray, o) = (
            (ray >> 64) as u64,
            (occupied >> 64) as u64 & (ray >> 64) as u64,
        );
        return (((o ^ o.wrapping_sub(1)) & ray) as u128) << 64;
    }
    let o = occupied & ray;
    (o ^ o.wrapping_sub(1)) & ray
}

/// The squares a slider attacks along one negative ray (see [`is_positive`]), given `ray`
/// (an entry of [`rays`]) and the `occupied` squares: the ray up to and including its first
/// occupied square. On a negative ray the first blocker is the highest set bit of the ray's
/// occupancy `o`, and every bit from it up is `!0 << (63 - leading_zeros)` on a word; bit 0
/// joins `o` as a sentinel, so that an empty ray keeps every square (square 0 is the far end
/// of every negative ray that reaches it, so the sentinel never cuts one short).
///
/// Computed a 64-bit word at a time: a count of leading zeros and a shift of a `u128` by a
/// variable amount cost about 20 instructions, with `lzcnt` or without. A ray in the lower
/// word takes 5 operations and a count of leading zeros on that word; a ray across both
/// words first asks whether its occupancy reaches the upper word (where the attacks then
/// stop) and otherwise keeps the upper half whole. Any board up to 128 squares.
///
/// ```
/// use bitfill::geometry::{negative_ray_attacks, rays};
///
/// const SOUTH: [u128; 81] = rays(9, 9, (0, -1));
/// let lance = 6 * 9 + 2; // file 2, rank 6 (shogi's 7c), going south
/// let occupied = 1 << (2 * 9 + 2) | 1 << 2; // pieces on ranks 2 and 0
/// assert_eq!(negative_ray_attacks(SOUTH[lance], occupied), 1 << 47 | 1 << 38 | 1 << 29 | 1 << 20);
/// assert_eq!(negative_ray_attacks(SOUTH[lance], 0), SOUTH[lance]);
/// ```
#[inline(always)]
#[must_use]
pub const fn negative_ray_attacks(ray: u128, occupied: u128) -> u128 {
    let (ray_high, ray_low) = ((ray >> 64) as u64, ray as u64);
    if ray_high == 0 {
        return negative_ray_attacks_of_word(ray_low, occupied as u64) as u128;
    }
    let high = (occupied >> 64) as u64 & ray_high;
    if high != 0 {
        // The first piece is in the upper word, and so is the rest of the attacks.
        (negative_ray_attacks_of_word(ray_high, high) as u128) << 64
    } else {
        ray & (!0 << 64 | negative_ray_attacks_of_word(ray_low, occupied as u64) as u128)
    }
}

/// [`negative_ray_attacks`] on one 64-bit word: `ray` from the highest bit of
/// `occupied & ray` up, or all of `ray` if there is none.
#[inline(always)]
const fn negative_ray_attacks_of_word(ray: u64, occupied: u64) -> u64 {
    ray & u64::MAX << (63 - (occupied & ray | 1).leading_zeros())
}

/// A table of two-word [`Wide`](crate::Wide)s as `u128`s.
const fn as_u128_table<const N: usize>(table: [crate::Wide<2>; N]) -> [u128; N] {
    let mut out = [0; N];
    let mut square = 0;
    while square < N {
        out[square] = as_u128(table[square]);
        square += 1;
    }
    out
}

/// The squares of the rectangle of files `file_range.0` to `file_range.1` and ranks
/// `rank_range.0` to `rank_range.1` (both ends included, counted from 0) on a board of
/// `files` x `ranks`: the regions variants confine pieces to. The part off the board is
/// left out; an empty range (first above last) gives 0.
///
/// Xiangqi's palaces (files d to f, ranks 1 to 3 and 8 to 10) and red's side of the river
/// (ranks 1 to 5):
///
/// ```text
/// . . . 1 1 1 . . .   . . . . . . . . .
/// . . . 1 1 1 . . .   . . . . . . . . .
/// . . . 1 1 1 . . .   . . . . . . . . .
/// . . . . . . . . .   . . . . . . . . .
/// . . . . . . . . .   . . . . . . . . .
/// . . . . . . . . .   1 1 1 1 1 1 1 1 1
/// . . . . . . . . .   1 1 1 1 1 1 1 1 1
/// . . . 1 1 1 . . .   1 1 1 1 1 1 1 1 1
/// . . . 1 1 1 . . .   1 1 1 1 1 1 1 1 1
/// . . . 1 1 1 . . .   1 1 1 1 1 1 1 1 1
/// ```
///
/// ```
/// use bitfill::geometry::{rank_band, rectangle};
///
/// const PALACES: u128 = rectangle(9, 10, (3, 5), (0, 2)) | rectangle(9, 10, (3, 5), (7, 9));
/// const RED_SIDE: u128 = rank_band(9, 10, 0, 4);
/// assert_eq!(PALACES.count_ones(), 18);
/// assert_eq!(RED_SIDE, (1 << 45) - 1);
/// // Shogi's promotion zone for the first player: the last three ranks of 9x9.
/// assert_eq!(rank_band(9, 9, 6, 8).count_ones(), 27);
/// ```
#[must_use]
pub const fn rectangle(
    files: usize,
    ranks: usize,
    file_range: (usize, usize),
    rank_range: (usize, usize),
) -> u128 {
    as_u128(wide::rectangle(files, ranks, file_range, rank_range))
}

/// The ranks `first` to `last` (counted from 0, both included) of a board of `files` x
/// `ranks`, every file: a side of the river, a promotion zone, a pawn's start rank. See
/// [`rectangle`].
///
/// ```
/// // The second rank of chess, where white's pawns start.
/// assert_eq!(bitfill::geometry::rank_band(8, 8, 1, 1), 0xff00);
/// ```
#[must_use]
pub const fn rank_band(files: usize, ranks: usize, first: usize, last: usize) -> u128 {
    rectangle(files, ranks, (0, files.saturating_sub(1)), (first, last))
}

/// The files `first` to `last` (counted from 0, both included) of a board of `files` x
/// `ranks`, every rank. See [`rectangle`].
///
/// ```
/// // The a- and b-files of chess.
/// assert_eq!(bitfill::geometry::file_band(8, 8, 0, 1), 0x0303_0303_0303_0303);
/// ```
#[must_use]
pub const fn file_band(files: usize, ranks: usize, first: usize, last: usize) -> u128 {
    rectangle(files, ranks, (first, last), (0, ranks.saturating_sub(1)))
}
