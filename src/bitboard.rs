//! Board diagrams: the 8x8 pictures of the Chess Programming Wiki, rank 8 on top, `1` for a
//! set square and `.` for a clear one, printed and parsed.
//!
//! ```
//! use bitfill::board::{Bitboard, side_by_side};
//!
//! let rooks = Bitboard(1 << 56 | 1 << 51 | 1 << 29); // a8, d7, f4
//! assert_eq!(rooks.to_string(), "\
//! 1 . . . . . . .
//! . . . 1 . . . .
//! . . . . . . . .
//! . . . . . . . .
//! . . . . . 1 . .
//! . . . . . . . .
//! . . . . . . . .
//! . . . . . . . .");
//! assert_eq!(rooks.to_string().parse::<Bitboard>(), Ok(rooks));
//!
//! let south = rooks.0 >> 8;
//! println!("{}", side_by_side(&[("rooks", rooks.0), ("rooks >> 8", south)]));
//! ```

use core::fmt;
use core::str::FromStr;

/// A set of squares with a diagram as its `Display` and `FromStr` (a1 = bit 0, h8 = bit 63).
///
/// `Display` writes eight rows, rank 8 first, of eight cells separated by spaces, `1` for a
/// set square and `.` for a clear one, with no newline after the last row. `Debug` writes
/// the hex value and the diagram, so a failed `assert_eq!` shows the boards.
///
/// `FromStr` reads the same picture and is lenient where it costs nothing: blank lines and
/// spaces anywhere are ignored (so the rows may be indented, and the cells need not be
/// separated), and a set square may also be written `x` or `X`, a clear one `0` or `-` (the
/// Chess Programming Wiki's Dumb7Fill page writes `0` for a bit that an AND cleared). Anything else is an error that names the
/// line and column: see [`ParseBitboardError`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Bitboard(pub u64);

impl From<u64> for Bitboard {
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

impl From<Bitboard> for u64 {
    fn from(board: Bitboard) -> u64 {
        board.0
    }
}

/// One row of the diagram: rank `rank` (0 = first), files a to h, cells separated by spaces.
fn write_rank(f: &mut fmt::Formatter<'_>, bits: u64, rank: u32) -> fmt::Result {
    for file in 0..8 {
        if file > 0 {
            f.write_str(" ")?;
        }
        let set = bits >> (rank * 8 + file) & 1 == 1;
        f.write_str(if set { "1" } else { "." })?;
    }
    Ok(())
}

impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            write_rank(f, self.0, rank)?;
            if rank > 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})\n{self}\n", self.0)
    }
}

/// Why a string is not a board diagram. `line` and `column` count from 1, in characters of
/// the parsed string (blank lines included), and point at the offending cell or row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseBitboardError {
    /// The line of the string where the problem is (the line after the end for a missing
    /// row).
    pub line: usize,
    /// The column of the offending character, or 1 when the whole line is at fault.
    pub column: usize,
    /// What is wrong there.
    pub kind: ParseBitboardErrorKind,
}

/// What is wrong in a board diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseBitboardErrorKind {
    /// A character that is neither a cell (`1 x X . 0 -`) nor a space.
    InvalidCell(char),
    /// A row with this many cells, fewer than 8.
    TooFewCells(usize),
    /// A ninth cell in a row.
    TooManyCells,
    /// Only this many rows, fewer than 8.
    TooFewRows(usize),
    /// A ninth row.
    TooManyRows,
}

impl fmt::Display for ParseBitboardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match self.kind {
            ParseBitboardErrorKind::InvalidCell(c) => write!(
                f,
                "invalid cell {c:?}: expected 1, x or X for a set square, . 0 or - for a clear one"
            ),
            ParseBitboardErrorKind::TooFewCells(n) => {
                write!(f, "a row of {n} cells: expected 8 per row")
            }
            ParseBitboardErrorKind::TooManyCells => f.write_str("a ninth cell: expected 8 per row"),
            ParseBitboardErrorKind::TooFewRows(n) => {
                write!(f, "the diagram ends after {n} rows: expected 8")
            }
            ParseBitboardErrorKind::TooManyRows => f.write_str("a ninth row: expected 8"),
        }
    }
}

impl core::error::Error for ParseBitboardError {}

impl FromStr for Bitboard {
    type Err = ParseBitboardError;

    /// Parses a diagram as `Display` prints it; see [`Bitboard`] for what else is accepted.
    fn from_str(s: &str) -> Result<Bitboard, ParseBitboardError> {
        let mut bits = 0u64;
        let mut rows = 0;
        let mut lines = 0;
        for (line_index, line) in s.lines().enumerate() {
            lines = line_index + 1;
            let error = |column, kind| ParseBitboardError {
                line: line_index + 1,
                column,
                kind,
            };
            if line.trim().is_empty() {
                continue;
            }
            if rows == 8 {
                return Err(error(1, ParseBitboardErrorKind::TooManyRows));
            }
            let rank = 7 - rows;
            let mut cells = 0;
            for (column_index, c) in line.chars().enumerate() {
                let set = match c {
                    '1' | 'x' | 'X' => true,
                    '.' | '0' | '-' => false,
                    c if c.is_whitespace() => continue,
                    c => {
                        let kind = ParseBitboardErrorKind::InvalidCell(c);
                        return Err(error(column_index + 1, kind));
                    }
                };
                if cells == 8 {
                    return Err(error(
                        column_index + 1,
                        ParseBitboardErrorKind::TooManyCells,
                    ));
                }
                bits |= u64::from(set) << (rank * 8 + cells);
                cells += 1;
            }
            if cells < 8 {
                return Err(error(1, ParseBitboardErrorKind::TooFewCells(cells)));
            }
            rows += 1;
        }
        if rows < 8 {
            return Err(ParseBitboardError {
                line: lines + 1,
                column: 1,
                kind: ParseBitboardErrorKind::TooFewRows(rows),
            });
        }
        Ok(Bitboard(bits))
    }
}

/// Several boards side by side, each under its caption, as the Chess Programming Wiki's Dumb7Fill page
/// shows the steps of a fill.
/// Columns are as wide as a board (15 characters) or its caption, whichever is wider, and
/// 5 spaces apart; the caption line is left out when every caption is empty. Writes rows
/// straight to the formatter: no allocation.
///
/// ```
/// use bitfill::board::side_by_side;
/// let generator = 1u64 << 51; // d7
/// let empty = !(1u64 << 35); // all but d5
/// let shifted = generator >> 8;
/// let text = side_by_side(&[("generator >> 8", shifted), ("& empty", empty), ("=> flood", shifted & empty)])
///     .to_string();
/// assert_eq!(text.lines().next(), Some("generator >> 8      & empty             => flood"));
/// assert_eq!(text.lines().nth(3), Some(". . . 1 . . . .     1 1 1 1 1 1 1 1     . . . 1 . . . ."));
/// ```
#[must_use]
pub fn side_by_side<'a>(boards: &'a [(&'a str, u64)]) -> SideBySide<'a> {
    SideBySide { boards }
}

/// The `Display` of [`side_by_side`].
#[derive(Clone, Copy, Debug)]
pub struct SideBySide<'a> {
    boards: &'a [(&'a str, u64)],
}

/// The characters of one board row: 8 cells and 7 spaces.
const BOARD_WIDTH: usize = 15;

/// The spaces between two columns.
const GAP: &str = "     ";

impl fmt::Display for SideBySide<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = |caption: &str| caption.chars().count().max(BOARD_WIDTH);
        let last = self.boards.len().saturating_sub(1);
        if self.boards.iter().any(|(caption, _)| !caption.is_empty()) {
            // Spaces are written only before a caption, so the line has no trailing ones.
            let mut pending_spaces = 0;
            for (caption, _) in self.boards {
                if !caption.is_empty() {
                    write!(f, "{:pending_spaces$}{caption}", "")?;
                    pending_spaces = 0;
                }
                pending_spaces += width(caption) - caption.chars().count() + GAP.len();
            }
            f.write_str("\n")?;
        }
        for rank in (0..8).rev() {
            for (i, (caption, bits)) in self.boards.iter().enumerate() {
                write_rank(f, *bits, rank)?;
                if i != last {
                    write!(f, "{:w$}{GAP}", "", w = width(caption) - BOARD_WIDTH)?;
                }
            }
            if rank > 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}
