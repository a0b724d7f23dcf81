//! The tables of [`geometry`](super) for boards of any size up to 16x16, as [`Wide`]s of `W`
//! words: what a 12x12 (`W` = 3), 14x14 or 16x16 (`W` = 4) engine masks its fills with. The
//! functions of the parent module are these, read as a `u128`.
//!
//! ```
//! use bitfill::Wide;
//! use bitfill::geometry::wide::{double_ray, rank_band, rays};
//!
//! // XXL chess: 14 files, 14 ranks, 196 squares in four words.
//! const NORTH: [Wide<4>; 196] = rays(14, 14, (0, 1));
//! // From a1: a2 to a14.
//! assert_eq!(NORTH[0].iter().collect::<Vec<_>>(), (1..14).map(|r| 14 * r).collect::<Vec<_>>());
//! // The long diagonal through g7 (square 6 x 14 + 6 = 90): a1 to n14 but g7.
//! assert_eq!(double_ray::<4>(90, 14, 14, (1, 1)).len(), 13);
//! // White pawns promote on reaching rank 8: ranks 8 to 14.
//! assert_eq!(rank_band::<4>(14, 14, 7, 13).len(), 98);
//! ```

use crate::Wide;

/// The squares a rider on `square` reaches by repeating `step` on an empty board of
/// `files` x `ranks`, `square` excluded, up to the edge. No square when `square` is not on
/// the board, `step` is `(0, 0)` or the board has more squares than `W` words hold.
///
/// ```
/// use bitfill::geometry::wide::ray;
/// // A nightrider on a1 of 14x14: b3, c5, ..., g13 (square 14 x 2k + k).
/// let reached: Vec<usize> = ray::<4>(0, 14, 14, (1, 2)).iter().collect();
/// assert_eq!(reached, [29, 58, 87, 116, 145, 174]);
/// assert!(ray::<4>(196, 14, 14, (0, 1)).is_empty()); // off the board
/// ```
#[must_use]
pub const fn ray<const W: usize>(
    square: usize,
    files: usize,
    ranks: usize,
    step: (i32, i32),
) -> Wide<W> {
    let (files, ranks) = (files as i32, ranks as i32);
    if square as i32 >= files * ranks
        || (step.0 == 0 && step.1 == 0)
        || files * ranks > 64 * W as i32
    {
        return Wide::EMPTY;
    }
    let (mut file, mut rank) = (square as i32 % files, square as i32 / files);
    let mut ray = Wide::EMPTY;
    loop {
        file += step.0;
        rank += step.1;
        if file < 0 || file >= files || rank < 0 || rank >= ranks {
            return ray;
        }
        ray = ray.or(Wide::square((rank * files + file) as usize));
    }
}

/// [`ray`] for every square of the board, indexed by square; `N` must be `files * ranks`.
///
/// ```
/// use bitfill::Wide;
/// use bitfill::geometry::wide::{ray, rays};
/// // Chu shogi's 12x12 board: every square's ray east.
/// const EAST: [Wide<3>; 144] = rays(12, 12, (1, 0));
/// assert_eq!(EAST[60], ray(60, 12, 12, (1, 0)));
/// assert_eq!(EAST[60].len(), 11); // from the a-file, the rest of the rank
/// ```
#[must_use]
pub const fn rays<const W: usize, const N: usize>(
    files: usize,
    ranks: usize,
    step: (i32, i32),
) -> [Wide<W>; N] {
    table(files, ranks, step, false)
}

/// The line through `square` along `step`: the rays in `step` and in the opposite
/// direction, `square` excluded.
///
/// ```
/// use bitfill::geometry::wide::{double_ray, ray};
/// // The rank through h8 of 16x16 (square 7 x 16 + 7 = 119): 15 squares.
/// let rank = double_ray::<4>(119, 16, 16, (1, 0));
/// assert_eq!(rank.len(), 15);
/// assert_eq!(rank, ray(119, 16, 16, (1, 0)) | ray(119, 16, 16, (-1, 0)));
/// ```
#[must_use]
pub const fn double_ray<const W: usize>(
    square: usize,
    files: usize,
    ranks: usize,
    step: (i32, i32),
) -> Wide<W> {
    ray(square, files, ranks, step).or(ray(square, files, ranks, (-step.0, -step.1)))
}

/// [`double_ray`] for every square of the board, indexed by square; `N` as for [`rays`].
///
/// ```
/// use bitfill::Wide;
/// use bitfill::geometry::wide::double_rays;
/// // The files of 14x14: every square's file, less the square.
/// const FILES: [Wide<4>; 196] = double_rays(14, 14, (0, 1));
/// assert!(FILES.iter().all(|file| file.len() == 13));
/// ```
#[must_use]
pub const fn double_rays<const W: usize, const N: usize>(
    files: usize,
    ranks: usize,
    step: (i32, i32),
) -> [Wide<W>; N] {
    table(files, ranks, step, true)
}

/// [`double_ray`] (with `whole_line`) or [`ray`] of every square, indexed by square.
const fn table<const W: usize, const N: usize>(
    files: usize,
    ranks: usize,
    step: (i32, i32),
    whole_line: bool,
) -> [Wide<W>; N] {
    assert!(
        N == files * ranks,
        "a table has one entry per square: N = files * ranks"
    );
    let mut table = [Wide::EMPTY; N];
    let mut square = 0;
    while square < N {
        table[square] = if whole_line {
            double_ray(square, files, ranks, step)
        } else {
            ray(square, files, ranks, step)
        };
        square += 1;
    }
    table
}

/// [`super::positive_ray_attacks`] past 128 squares: the ray up to and including its
/// first occupied square, on a positive ray (see [`super::is_positive`]), `ray` from
/// [`rays`].
///
/// ```
/// use bitfill::Wide;
/// use bitfill::geometry::wide::{positive_ray_attacks, ray};
///
/// // 14x14: from a1 east, a piece on e1.
/// let east: Wide<4> = ray(0, 14, 14, (1, 0));
/// let attacks = positive_ray_attacks(east, Wide::square(4));
/// assert_eq!(attacks.iter().collect::<Vec<_>>(), [1, 2, 3, 4]);
/// ```
#[inline(always)]
#[must_use]
pub const fn positive_ray_attacks<const W: usize>(ray: Wide<W>, occupied: Wide<W>) -> Wide<W> {
    let o = occupied.and(ray);
    o.xor(o.wrapping_sub(Wide::square(0))).and(ray)
}

/// [`super::negative_ray_attacks`] past 128 squares: the ray up to and including its
/// first occupied square, on a negative ray, `ray` from [`rays`].
///
/// ```
/// use bitfill::Wide;
/// use bitfill::geometry::wide::{negative_ray_attacks, ray};
///
/// // 16x16: from p16 (square 255) south, a piece on p3 (square 47).
/// let south: Wide<4> = ray(255, 16, 16, (0, -1));
/// let attacks = negative_ray_attacks(south, Wide::square(47));
/// assert_eq!(attacks.len(), 13); // p15 down to p3
/// assert!(attacks.contains(47) && !attacks.contains(31));
/// ```
#[inline(always)]
#[must_use]
pub const fn negative_ray_attacks<const W: usize>(ray: Wide<W>, occupied: Wide<W>) -> Wide<W> {
    let o = occupied.and(ray);
    // The highest occupied square of the ray, or square 0 (the sentinel) if none.
    let mut highest = 0;
    let mut i = W;
    while i > 0 {
        i -= 1;
        if o.0[i] != 0 {
            highest = i as u32 * 64 + 63 - o.0[i].leading_zeros();
            break;
        }
    }
    ray.and(Wide::FULL.shl(highest))
}

/// The rectangle of files `file_range.0` to `file_range.1` and ranks `rank_range.0` to
/// `rank_range.1`, both ends included, counted from 0; the part off the board left out. No
/// square if the board has more squares than `W` words hold.
///
/// ```
/// use bitfill::geometry::wide::rectangle;
/// // Chu shogi's promotion zone for the side moving up: ranks 9 to 12 of 12x12.
/// let zone = rectangle::<3>(12, 12, (0, 11), (8, 11));
/// assert_eq!(zone.len(), 48);
/// assert_eq!(zone.first(), Some(96)); // a9
/// // Files 14 to 20 do not exist on a 16-file board: cut at the edge.
/// assert_eq!(rectangle::<4>(16, 16, (14, 20), (0, 0)).len(), 2);
/// ```
#[must_use]
pub const fn rectangle<const W: usize>(
    files: usize,
    ranks: usize,
    file_range: (usize, usize),
    rank_range: (usize, usize),
) -> Wide<W> {
    if files * ranks > 64 * W {
        return Wide::EMPTY;
    }
    let mut set = Wide::EMPTY;
    let mut rank = rank_range.0;
    while rank <= rank_range.1 && rank < ranks {
        let mut file = file_range.0;
        while file <= file_range.1 && file < files {
            set = set.or(Wide::square(rank * files + file));
            file += 1;
        }
        rank += 1;
    }
    set
}

/// The ranks `first` to `last` (from 0, both included), every file. See [`rectangle`].
///
/// ```
/// use bitfill::geometry::wide::{rank_band, rectangle};
/// assert_eq!(rank_band::<4>(14, 14, 0, 1), rectangle(14, 14, (0, 13), (0, 1)));
/// assert_eq!(rank_band::<4>(14, 14, 0, 1).len(), 28);
/// ```
#[must_use]
pub const fn rank_band<const W: usize>(
    files: usize,
    ranks: usize,
    first: usize,
    last: usize,
) -> Wide<W> {
    rectangle(files, ranks, (0, files.saturating_sub(1)), (first, last))
}

/// The files `first` to `last` (from 0, both included), every rank. See [`rectangle`].
///
/// ```
/// use bitfill::geometry::wide::file_band;
/// // The three middle files of a 15x15 board.
/// let middle = file_band::<4>(15, 15, 6, 8);
/// assert_eq!(middle.len(), 45);
/// assert!(middle.contains(7) && !middle.contains(9));
/// ```
#[must_use]
pub const fn file_band<const W: usize>(
    files: usize,
    ranks: usize,
    first: usize,
    last: usize,
) -> Wide<W> {
    rectangle(files, ranks, (first, last), (0, ranks.saturating_sub(1)))
}
