//! Attack getters on the 14x14 board, set-wise: one call gives the squares attacked by
//! every piece of a set. Square = rank x 14 + file, a1 = 0, n14 = 195, in a
//! [`Bitboard`] of four `u64` words (bits 196 and up are off the board: ignored on input,
//! never set on output).
//!
//! TEMPORARY: the sliders are Dumb7Fill loops (thirteen steps a direction) and the leapers
//! ORs of shifts, written here until `bitfill::fill!` takes `files = 14, ranks = 14`
//! (issue 16, first half). The signatures are those `fill!` will generate:
//!
//! ```text
//! fill!(files = 14, ranks = 14, dir = [nort, east, sout, west], algo = kogge, op = attacks, name = rook_attacks);
//! fill!(files = 14, ranks = 14, dir = [noEa, soEa, soWe, noWe], algo = kogge, op = attacks, name = bishop_attacks);
//! fill!(files = 14, ranks = 14, dir = [(1, 2), (2, 1), ...], op = leap, name = knight_targets);
//! ```

pub use super::wide::Wide;

/// A set of squares of the 14x14 board.
pub type Bitboard = Wide<4>;

/// Files (a to n) and ranks (1 to 14).
pub const FILES: usize = 14;
/// Ranks of the board.
pub const RANKS: usize = 14;
/// Squares of the board: a1 = 0 to n14 = 195.
pub const SQUARES: usize = FILES * RANKS;

/// Every square of the board: bits 0 to 195.
pub const BOARD: Bitboard = Wide([!0, !0, !0, (1 << (SQUARES - 192)) - 1]);

/// The squares of one file, 0 = the a-file.
#[must_use]
pub const fn file(file: usize) -> Bitboard {
    let mut set = Bitboard::ZERO;
    let mut rank = 0;
    while rank < RANKS {
        set = set.or(Wide::square(rank * FILES + file));
        rank += 1;
    }
    set
}

/// The squares of one rank, 0 = rank 1.
#[must_use]
pub const fn rank(rank: usize) -> Bitboard {
    let mut set = Bitboard::ZERO;
    let mut file = 0;
    while file < FILES {
        set = set.or(Wide::square(rank * FILES + file));
        file += 1;
    }
    set
}

/// `SOURCE_FILES[df + 13]`: the squares whose file plus `df` is still on the board. A
/// step of `df` files is masked with it before the shift, so that no piece wraps round
/// from one edge to the other.
const SOURCE_FILES: [Bitboard; 27] = {
    let mut table = [Bitboard::ZERO; 27];
    let mut i = 0;
    while i < 27 {
        let df = i as isize - 13;
        let mut f = 0;
        while f < FILES {
            let to = f as isize + df;
            if to >= 0 && to < FILES as isize {
                table[i] = table[i].or(file(f));
            }
            f += 1;
        }
        i += 1;
    }
    table
};

/// Every square of `set` moved `df` files east and `dr` ranks north; squares that would
/// leave the board are dropped.
#[inline(always)]
#[must_use]
pub const fn step(set: Bitboard, df: i32, dr: i32) -> Bitboard {
    let set = set.and(SOURCE_FILES[(df + 13) as usize]);
    let offset = dr * FILES as i32 + df;
    let moved = if offset >= 0 {
        set.shl(offset as u32)
    } else {
        set.shr(offset.unsigned_abs())
    };
    moved.and(BOARD)
}

/// The squares the sliders of `sliders` attack in one direction when the squares of
/// `empty` are empty: every square up to and including the first occupied one
/// (Dumb7Fill: twelve occluded steps, then one more for the attacks).
#[inline(always)]
const fn ray_attacks(sliders: Bitboard, empty: Bitboard, df: i32, dr: i32) -> Bitboard {
    let mut flood = sliders;
    let mut i = 0;
    while i < 12 {
        flood = flood.or(step(flood, df, dr).and(empty));
        i += 1;
    }
    step(flood, df, dr)
}

/// The squares rooks on `sliders` attack on ranks and files, up to and including the
/// first occupied square (not in `empty`) on each ray.
///
/// ```
/// use bitfill_engines::xxl::attacks::{Bitboard, BOARD, Wide, rook_attacks};
/// // A rook on a1 on an empty board: 13 squares of rank 1, 13 of the a-file.
/// assert_eq!(rook_attacks(Wide::square(0), BOARD).count_ones(), 26);
/// ```
#[must_use]
pub const fn rook_attacks(sliders: Bitboard, empty: Bitboard) -> Bitboard {
    ray_attacks(sliders, empty, 0, 1)
        .or(ray_attacks(sliders, empty, 1, 0))
        .or(ray_attacks(sliders, empty, 0, -1))
        .or(ray_attacks(sliders, empty, -1, 0))
}

/// The squares bishops on `sliders` attack on diagonals, up to and including the first
/// occupied square on each ray.
#[must_use]
pub const fn bishop_attacks(sliders: Bitboard, empty: Bitboard) -> Bitboard {
    ray_attacks(sliders, empty, 1, 1)
        .or(ray_attacks(sliders, empty, 1, -1))
        .or(ray_attacks(sliders, empty, -1, -1))
        .or(ray_attacks(sliders, empty, -1, 1))
}

/// The squares a leaper moving `(df, dr)` in all eight mirrors attacks from `pieces`
/// (four mirrors when `df == dr`).
#[inline(always)]
const fn leaps(pieces: Bitboard, df: i32, dr: i32) -> Bitboard {
    step(pieces, df, dr)
        .or(step(pieces, dr, df))
        .or(step(pieces, dr, -df))
        .or(step(pieces, df, -dr))
        .or(step(pieces, -df, -dr))
        .or(step(pieces, -dr, -df))
        .or(step(pieces, -dr, df))
        .or(step(pieces, -df, dr))
}

/// The squares knights on `pieces` jump to: (1, 2) and its mirrors.
#[must_use]
pub const fn knight_targets(pieces: Bitboard) -> Bitboard {
    leaps(pieces, 1, 2)
}

/// The squares camels on `pieces` jump to: (1, 3) and its mirrors.
#[must_use]
pub const fn camel_targets(pieces: Bitboard) -> Bitboard {
    leaps(pieces, 1, 3)
}

/// The squares next to the pieces of `pieces` (a king's steps).
#[must_use]
pub const fn king_targets(pieces: Bitboard) -> Bitboard {
    leaps(pieces, 0, 1).or(leaps(pieces, 1, 1))
}

/// The squares pawns of `pieces` attack: one rank forward (north for white), one file
/// either side.
#[must_use]
pub const fn pawn_attacks(white: bool, pieces: Bitboard) -> Bitboard {
    let dr = if white { 1 } else { -1 };
    step(pieces, 1, dr).or(step(pieces, -1, dr))
}

/// The whole line (rank, file or diagonal) through squares `a` and `b`, both included;
/// empty when they are not on one line. For pinned pieces only, so walked square by
/// square.
#[must_use]
pub fn line(a: usize, b: usize) -> Bitboard {
    let (fa, ra) = ((a % FILES) as i32, (a / FILES) as i32);
    let (fb, rb) = ((b % FILES) as i32, (b / FILES) as i32);
    let (df, dr) = (fb - fa, rb - ra);
    if a == b || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return Bitboard::ZERO;
    }
    let (df, dr) = (df.signum(), dr.signum());
    let mut set = Wide::square(a);
    for sign in [1, -1] {
        let (mut f, mut r) = (fa + sign * df, ra + sign * dr);
        while (0..FILES as i32).contains(&f) && (0..RANKS as i32).contains(&r) {
            set |= Wide::square((r * FILES as i32 + f) as usize);
            f += sign * df;
            r += sign * dr;
        }
    }
    set
}
