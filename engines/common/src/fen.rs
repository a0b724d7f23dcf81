//! The FEN fields that chess and XXL chess read and write the same way: the piece letters,
//! the castling field and square names. Each game keeps its own errors (with the place in
//! the FEN, or the field's text) and maps what these return onto them.

use bitfill::Color;
use std::fmt;

/// The lowercase FEN letters of the chess family's pieces, by the games' piece index:
/// chess's six kinds (pawn, knight, bishop, rook, queen, king), then XXL chess's archbishop,
/// chancellor, amazon, centaur and camel as Fairy-Stockfish-X's `xxl` writes them. A game
/// with `n` kinds uses the first `n`.
pub const PIECE_LETTERS: [u8; 11] = *b"pnbrqkheamc";

/// The lowercase letter of the piece of index `index`.
#[inline]
pub const fn piece_letter(index: usize) -> char {
    PIECE_LETTERS[index] as char
}

/// The index of the piece a letter of either case stands for, among the first `kinds`.
pub fn piece_index(letter: char, kinds: usize) -> Option<usize> {
    let lower = u8::try_from(letter.to_ascii_lowercase()).ok()?;
    PIECE_LETTERS[..kinds].iter().position(|&l| l == lower)
}

/// The side a piece letter belongs to: upper case is white's.
pub const fn side_of_letter(letter: char) -> Color {
    if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    }
}

/// Writes square `sq` of a board `files` wide in algebraic notation: `e4`, `n14`.
pub fn write_square(f: &mut fmt::Formatter<'_>, sq: usize, files: usize) -> fmt::Result {
    let file = char::from(b'a' + (sq % files) as u8);
    let rank = sq / files + 1;
    write!(f, "{file}{rank}")
}

/// What is wrong with a castling field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingError {
    /// Not `-` nor letters of the four corners.
    Field,
    /// A right (its letter) whose king or rook is not at home.
    Pieces(char),
}

/// Reads the castling field: `-`, or the letters of `corners` (`KQkq`: each a right and
/// the square of its rook), upper case white's. `grant(color, rook)` records the right if
/// the side's king and that rook are at home, else says `false`; the first letter it
/// refuses is the error.
pub fn parse_castling(
    text: &str,
    corners: &[(char, usize); 4],
    mut grant: impl FnMut(Color, usize) -> bool,
) -> Result<(), CastlingError> {
    if text == "-" {
        return Ok(());
    }
    for c in text.chars() {
        let &(_, rook) = corners
            .iter()
            .find(|&&(letter, _)| letter == c)
            .ok_or(CastlingError::Field)?;
        if !grant(side_of_letter(c), rook) {
            return Err(CastlingError::Pieces(c));
        }
    }
    Ok(())
}

/// Writes the castling field: the letters of the `corners` whose right `has(rook)` says
/// is kept, in their order, or `-` if none is.
pub fn write_castling(
    f: &mut fmt::Formatter<'_>,
    corners: &[(char, usize); 4],
    has: impl Fn(usize) -> bool,
) -> fmt::Result {
    let mut any = false;
    for &(letter, rook) in corners {
        if has(rook) {
            write!(f, "{letter}")?;
            any = true;
        }
    }
    if !any {
        f.write_str("-")?;
    }
    Ok(())
}
