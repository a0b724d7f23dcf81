//! Attack getters: bitfill fills for the sliders, shifts and two small tables for the
//! rest.
//!
//! The set-wise getters come from the engine's own `fill!` invocations: one call gives the
//! rays of every rook (or bishop) in a set, four directions interleaved round-robin. The
//! move generator asks them about whole sets (the opponent's attack map) and about the
//! king as a generator (checkers, pin rays); the eight one-direction getters (`nort_attacks`,
//! ...) count the moves of all sliders at once at the leaves of perft. The moves of one
//! slider go through [`rook_moves_from`], [`bishop_moves_from`] and [`queen_moves_from`],
//! which use bitfill's root single-square getters (`bitfill::rook_attacks_from`, ...).
//!
//! Tables: knight and king targets, 512 bytes each; the tables bitfill's single-square
//! getters read, 3,584 bytes (`bitfill::hyperbola::TABLE_BYTES`). bitfill's line tables
//! (`RANK`, `FILE`, `DIAGONAL`, `ANTI_DIAGONAL`, 512 bytes each) are read for a quick
//! "can any slider be on a line through the king at all" test.

use bitfill::{Square, fill};

fill!(
    dir = [nort, east, sout, west],
    algo = kogge,
    op = attacks,
    name = orthogonal_attacks,
    vis = pub
);
fill!(
    dir = [noEa, soEa, soWe, noWe],
    algo = kogge,
    op = attacks,
    name = diagonal_attacks,
    vis = pub
);

// One direction at a time, for counting moves by popcounts: a target on a ray has one
// slider behind it.
fill!(dir = nort, algo = kogge, op = attacks, vis = pub);
fill!(dir = noEa, algo = kogge, op = attacks, vis = pub);
fill!(dir = east, algo = kogge, op = attacks, vis = pub);
fill!(dir = soEa, algo = kogge, op = attacks, vis = pub);
fill!(dir = sout, algo = kogge, op = attacks, vis = pub);
fill!(dir = soWe, algo = kogge, op = attacks, vis = pub);
fill!(dir = west, algo = kogge, op = attacks, vis = pub);
fill!(dir = noWe, algo = kogge, op = attacks, vis = pub);

/// The square with index `sq & 63`: a total conversion for indices that come from
/// `trailing_zeros` of a non-empty bitboard, so no check is needed on the hot path.
#[inline]
const fn square(sq: u32) -> Square {
    Square::ALL[(sq & 63) as usize]
}

/// The squares one rook on `sq` attacks: up to and including the first occupied square
/// on each of its four rays.
///
/// ```text
/// . . . 1 . . . .     rook on d4, blockers on d7 and f4:
/// . . . 1 . . . .     the blockers are attacked, the squares behind them are not
/// . . . 1 . . . .
/// . . . 1 . . . .
/// 1 1 1 . 1 1 . .
/// . . . 1 . . . .
/// . . . 1 . . . .
/// . . . 1 . . . .
/// ```
///
/// The one place where the generator asks about a single rook, so it uses bitfill's
/// single-square getter, `bitfill::rook_attacks_from`: Hyperbola Quintessence, the fastest
/// in `cargo bench --bench single_rounds` (bulk perft against cozy-chess, measured with it
/// and with kindergarten bitboards: see the README's "One slider").
///
/// ```
/// use bitfill_engines::chess::attacks::rook_moves_from;
/// // d4 = 27; blockers on d7 (51) and f4 (29).
/// let expected = 0x0008_0808_3708_0808_u64;
/// assert_eq!(rook_moves_from(27, 1 << 51 | 1 << 29), expected);
/// ```
#[inline]
#[must_use]
pub fn rook_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::rook_attacks_from(square(sq), occupied)
}

/// The squares one bishop on `sq` attacks, up to and including the first occupied square
/// on each diagonal ray. The single-bishop counterpart of [`rook_moves_from`].
#[inline]
#[must_use]
pub fn bishop_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::bishop_attacks_from(square(sq), occupied)
}

/// The squares one queen on `sq` attacks: [`rook_moves_from`] | [`bishop_moves_from`].
#[inline]
#[must_use]
pub fn queen_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::queen_attacks_from(square(sq), occupied)
}

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_AB: u64 = 0xfcfc_fcfc_fcfc_fcfc;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const NOT_GH: u64 = 0x3f3f_3f3f_3f3f_3f3f;

/// Every square a knight of `knights` attacks, set-wise: two horizontal shifts, then two
/// vertical ones (14 operations).
///
/// ```
/// use bitfill_engines::chess::attacks::knight_attacks;
/// // A knight on a1 attacks b3 and c2.
/// assert_eq!(knight_attacks(1), 1 << 17 | 1 << 10);
/// ```
#[must_use]
pub const fn knight_attacks(knights: u64) -> u64 {
    let one = ((knights << 1) & NOT_A) | ((knights >> 1) & NOT_H);
    let two = ((knights << 2) & NOT_AB) | ((knights >> 2) & NOT_GH);
    (one << 16) | (one >> 16) | (two << 8) | (two >> 8)
}

/// Every square next to a king of `kings`, set-wise.
///
/// ```
/// use bitfill_engines::chess::attacks::king_attacks;
/// // A king on a1 attacks a2, b1 and b2.
/// assert_eq!(king_attacks(1), 1 << 8 | 1 << 1 | 1 << 9);
/// ```
#[must_use]
pub const fn king_attacks(kings: u64) -> u64 {
    let row = kings | ((kings << 1) & NOT_A) | ((kings >> 1) & NOT_H);
    (row | (row << 8) | (row >> 8)) ^ kings
}

/// The squares pawns of `pawns` attack, set-wise; white pawns capture towards rank 8.
#[inline]
#[must_use]
pub const fn pawn_attacks(white: bool, pawns: u64) -> u64 {
    if white {
        ((pawns << 9) & NOT_A) | ((pawns << 7) & NOT_H)
    } else {
        ((pawns >> 7) & NOT_A) | ((pawns >> 9) & NOT_H)
    }
}

/// Knight targets by square: `KNIGHT[sq] == knight_attacks(1 << sq)`.
pub static KNIGHT: [u64; 64] = {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = knight_attacks(1 << sq);
        sq += 1;
    }
    t
};

/// King targets by square: `KING[sq] == king_attacks(1 << sq)`.
pub static KING: [u64; 64] = {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = king_attacks(1 << sq);
        sq += 1;
    }
    t
};
