//! Knights, kings and pawns: the pieces that step rather than slide, set-wise (every piece
//! of a set in one call, a few shifts and masks) and per square (a 64-entry table each).
//!
//! The set-wise getters follow the Chess Programming Wiki's "Knight Pattern" and "King
//! Pattern" pages: shift the whole set, and mask off what wrapped around the a- or h-file.
//! The per-square tables are those getters evaluated at compile time for each square, 2 KiB
//! in all.

use crate::{Bitboard, Color, Square};

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_AB: u64 = 0xfcfc_fcfc_fcfc_fcfc;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const NOT_GH: u64 = 0x3f3f_3f3f_3f3f_3f3f;

/// Every square a knight of `knights` attacks, set-wise: one file and two ranks away, or
/// two files and one rank.
///
/// ```text
/// knights           attacked
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . 1 . 1 . . .
/// . . . . . . . .   . 1 . . . 1 . .
/// . . . 1 . . . .   . . . . . . . .
/// . . . . . . . .   . 1 . . . 1 1 .
/// . . . . . . . .   . . 1 . 1 1 . .
/// . . . . . . . 1   . . . . . . . .
/// ```
///
/// The "Knight Pattern" page's multiple-knight form: the set shifted one file either way
/// and two files either way (masking what wrapped), then those moved two ranks and one
/// rank up and down: 14 operations for any number of knights. Own pieces are the caller's
/// to mask off.
///
/// ```
/// use bitfill::{Bitboard, Square, knight_attacks};
/// // Knights on d4 and h1, as drawn above.
/// let attacked = knight_attacks(Bitboard::from_squares(&[Square::D4, Square::H1]));
/// assert_eq!(attacked, Bitboard(0x0000_1422_0062_3400));
/// ```
#[inline]
#[must_use]
pub const fn knight_attacks(knights: Bitboard) -> Bitboard {
    let knights = knights.0;
    let one_file = ((knights << 1) & NOT_A) | ((knights >> 1) & NOT_H);
    let two_files = ((knights << 2) & NOT_AB) | ((knights >> 2) & NOT_GH);
    Bitboard((one_file << 16) | (one_file >> 16) | (two_files << 8) | (two_files >> 8))
}

/// Every square next to a king of `kings` (the eight neighbours, set-wise). A square next
/// to two kings is attacked once; a king's own square is attacked only when another king
/// of the set is next to it.
///
/// ```text
/// kings             attacked
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . 1 1 1 . . .
/// . . . 1 . . . .   . . 1 . 1 . . .
/// . . . . . . . .   . . 1 1 1 . . .
/// . . . . . . . .   1 1 . . . . . .
/// 1 . . . . . . .   . 1 . . . . . .
/// ```
///
/// The "King Pattern" page's form: the set and its east and west neighbours make a row of
/// three, which moves one rank up and one down; 10 operations.
///
/// ```
/// use bitfill::{Bitboard, Square, king_attacks};
/// // Kings on d4 and a1, as drawn above.
/// let kings = Bitboard::from_squares(&[Square::D4, Square::A1]);
/// assert_eq!(king_attacks(kings), Bitboard(0x0000_001c_141c_0302));
/// ```
#[inline]
#[must_use]
pub const fn king_attacks(kings: Bitboard) -> Bitboard {
    let kings = kings.0;
    let sideways = ((kings << 1) & NOT_A) | ((kings >> 1) & NOT_H);
    let row = kings | sideways;
    Bitboard(sideways | (row << 8) | (row >> 8))
}

/// Every square a pawn of `pawns` attacks (captures on), set-wise: one rank forward, one
/// file to either side; forward is towards rank 8 for white, towards rank 1 for black.
/// Pawns on the last rank attack nothing (those squares would be off the board).
///
/// ```text
/// white pawns       attacked
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . 1 . 1 .
/// . . . . . 1 . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . 1 . . . . . .
/// 1 . . . . . . .   . . . . . . . .
/// ```
///
/// Two shifts and two masks; with `color` known where the call is inlined, the other
/// side's branch folds away.
///
/// ```
/// use bitfill::{Bitboard, Color, Square, pawn_attacks};
/// let pawns = Bitboard::from_squares(&[Square::F4, Square::A1]); // as drawn above
/// assert_eq!(pawn_attacks(Color::White, pawns), Bitboard(0x0000_0050_0000_0200));
/// assert_eq!(pawn_attacks(Color::Black, pawns), Bitboard(0x0000_0000_0050_0000));
/// ```
#[inline]
#[must_use]
pub const fn pawn_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    let pawns = pawns.0;
    Bitboard(match color {
        Color::White => ((pawns << 9) & NOT_A) | ((pawns << 7) & NOT_H),
        Color::Black => ((pawns >> 7) & NOT_A) | ((pawns >> 9) & NOT_H),
    })
}

/// A table by square of what a getter of this module gives for a lone piece there.
macro_rules! by_square {
    ($piece:ident => $attacks:expr) => {{
        let mut table = [0; 64];
        let mut sq = 0;
        while sq < 64 {
            let $piece = Bitboard(1 << sq);
            table[sq] = $attacks.0;
            sq += 1;
        }
        table
    }};
}

/// Knight targets by square: `KNIGHT_ATTACKS[sq] == knight_attacks(1 << sq)`. 512 bytes.
pub(crate) static KNIGHT_ATTACKS: [u64; 64] = by_square!(knight => knight_attacks(knight));

/// King targets by square: `KING_ATTACKS[sq] == king_attacks(1 << sq)`. 512 bytes.
pub(crate) static KING_ATTACKS: [u64; 64] = by_square!(king => king_attacks(king));

/// Pawn captures by side and square, indexed `[color.index()][sq]`:
/// `PAWN_ATTACKS[c][sq] == pawn_attacks(c, 1 << sq)`. 1,024 bytes.
pub(crate) static PAWN_ATTACKS: [[u64; 64]; 2] = [
    by_square!(pawn => pawn_attacks(Color::White, pawn)),
    by_square!(pawn => pawn_attacks(Color::Black, pawn)),
];

/// The bytes of this module's tables: [`KNIGHT_ATTACKS`], [`KING_ATTACKS`] and
/// [`PAWN_ATTACKS`].
pub(crate) const TABLE_BYTES: usize =
    size_of_val(&KNIGHT_ATTACKS) + size_of_val(&KING_ATTACKS) + size_of_val(&PAWN_ATTACKS);

/// The squares a knight on `sq` attacks: one table read.
///
/// ```
/// use bitfill::{Square, knight_attacks_from};
/// assert_eq!(knight_attacks_from(Square::A1), Square::B3 | Square::C2);
/// ```
#[inline]
#[must_use]
pub const fn knight_attacks_from(sq: Square) -> Bitboard {
    Bitboard(KNIGHT_ATTACKS[sq.index()])
}

/// The squares next to a king on `sq`: one table read.
///
/// ```
/// use bitfill::{Square, king_attacks_from};
/// assert_eq!(king_attacks_from(Square::E4).len(), 8);
/// assert_eq!(king_attacks_from(Square::H8).len(), 3);
/// ```
#[inline]
#[must_use]
pub const fn king_attacks_from(sq: Square) -> Bitboard {
    Bitboard(KING_ATTACKS[sq.index()])
}

/// The squares a pawn of `color` on `sq` attacks: one table read.
///
/// ```
/// use bitfill::{Color, Square, pawn_attacks_from};
/// assert_eq!(pawn_attacks_from(Color::White, Square::E4), Square::D5 | Square::F5);
/// assert_eq!(pawn_attacks_from(Color::Black, Square::A5), Square::B4.bitboard());
/// ```
#[inline]
#[must_use]
pub const fn pawn_attacks_from(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN_ATTACKS[color.index()][sq.index()])
}
