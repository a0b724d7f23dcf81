//! Squares in PDN numbering, the [`Move`] (its start, its end and the pieces it takes), and
//! the fixed-capacity [`MoveList`].

use super::rules::Rules;
use core::fmt;
use core::marker::PhantomData;

/// The PDN number of the square at bit `bit` of a board `files` wide (1 at the top left as
/// white sees the board, row by row; black's men start on the low numbers), `None` for a
/// ghost bit or one past the board.
///
/// ```
/// use bitfill_engines::draughts::moves::{bit_of_number, number_of_bit};
/// assert_eq!(number_of_bit(10, 0), Some(46)); // a1
/// assert_eq!(number_of_bit(10, 54), Some(5)); // j10
/// assert_eq!(number_of_bit(10, 5), None); // a ghost
/// assert_eq!(bit_of_number(8, 1), Some(32)); // b8
/// assert_eq!(bit_of_number(8, 33), None);
/// ```
#[must_use]
pub const fn number_of_bit(files: usize, bit: u32) -> Option<u8> {
    let half = files / 2;
    let bit = bit as usize;
    let (pair, rest) = (bit / (files + 1), bit % (files + 1));
    let (rank, column) = if rest < half {
        (2 * pair, rest)
    } else if rest == half {
        return None;
    } else {
        (2 * pair + 1, rest - half - 1)
    };
    if rank >= files {
        return None;
    }
    Some(((files - 1 - rank) * half + column + 1) as u8)
}

/// The bit of PDN square `number` on a board `files` wide, `None` if there is no such
/// square (0, or past 50 on 10x10 and 32 on 8x8).
#[must_use]
pub const fn bit_of_number(files: usize, number: usize) -> Option<u32> {
    let half = files / 2;
    if number == 0 || number > files * half {
        return None;
    }
    let k = number - 1;
    let rank = files - 1 - k / half;
    let column = k % half;
    Some(((files + 1) * (rank / 2) + (half + 1) * (rank % 2) + column) as u32)
}

/// A legal move under rules `R`: the square the piece leaves, the square it ends on (the
/// same one for a capture that comes round), whether a man is crowned, and the pieces it
/// takes. Two capture sequences with the same start, end and captured set are the same
/// `Move`; `--duplicates keep` lists such a move once per sequence.
///
/// `Display` writes PDN: `32-28` for a move, `28x19` for a capture, a capture of several
/// pieces by its start and end (`28x17`), as the FMJD and PDN write it where it is the only
/// such move (the program's divide adds the taken squares where two share start and end).
pub struct Move<R> {
    from: u8,
    to: u8,
    crown: bool,
    captured: u64,
    rules: PhantomData<R>,
}

impl<R> Clone for Move<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for Move<R> {}
impl<R> PartialEq for Move<R> {
    fn eq(&self, other: &Self) -> bool {
        (self.from, self.to, self.crown, self.captured)
            == (other.from, other.to, other.crown, other.captured)
    }
}
impl<R> Eq for Move<R> {}
impl<R> core::hash::Hash for Move<R> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (self.from, self.to, self.crown, self.captured).hash(state);
    }
}

impl<R: Rules> Move<R> {
    /// The move from bit `from` to bit `to` taking `captured`, `crown` if a man becomes a
    /// king.
    #[inline(always)]
    pub(crate) const fn new(from: u32, to: u32, crown: bool, captured: u64) -> Move<R> {
        Move {
            from: from as u8,
            to: to as u8,
            crown,
            captured,
            rules: PhantomData,
        }
    }

    /// The bit of the square the piece leaves.
    #[must_use]
    pub const fn from_bit(self) -> u32 {
        self.from as u32
    }

    /// The bit of the square the piece ends on.
    #[must_use]
    pub const fn to_bit(self) -> u32 {
        self.to as u32
    }

    /// The PDN number of the square the piece leaves.
    #[must_use]
    pub fn from(self) -> u8 {
        number_of_bit(R::FILES, self.from.into()).unwrap_or(0)
    }

    /// The PDN number of the square the piece ends on.
    #[must_use]
    pub fn to(self) -> u8 {
        number_of_bit(R::FILES, self.to.into()).unwrap_or(0)
    }

    /// The pieces taken, as a set of bits.
    #[must_use]
    pub const fn captured(self) -> u64 {
        self.captured
    }

    /// The PDN numbers of the pieces taken, in increasing order.
    #[must_use]
    pub fn captured_numbers(self) -> Vec<u8> {
        let mut numbers: Vec<u8> = (0..64)
            .filter(|b| self.captured >> b & 1 != 0)
            .filter_map(|b| number_of_bit(R::FILES, b))
            .collect();
        numbers.sort_unstable();
        numbers
    }

    /// True if a man is crowned by this move.
    #[must_use]
    pub const fn crowns(self) -> bool {
        self.crown
    }

    /// True for a capture.
    #[must_use]
    pub const fn is_capture(self) -> bool {
        self.captured != 0
    }
}

impl<R: Rules> fmt::Display for Move<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from(), self.to())
    }
}

impl<R: Rules> fmt::Debug for Move<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")?;
        if self.captured.count_ones() > 1 {
            write!(f, " {:?}", self.captured_numbers())?;
        }
        if self.crown {
            f.write_str(" K")?;
        }
        Ok(())
    }
}

impl<R: Rules> crate::movelist::Placeholder for Move<R> {
    const PLACEHOLDER: Self = Move::new(0, 0, false, 0);
}

/// The capacity of a [`MoveList`]. Quiet moves are at most four an empty square (each is
/// reached by at most one king from each direction), under 256 on 10x10. Captures are one
/// entry per sequence kept, and no bound is proven for them: a search of lattices of men
/// around a king found at most 176 (international, duplicates kept), the start positions'
/// trees and the FMJD test positions far fewer. A position with more captures than this
/// would be miscounted (the generator stops listing; it does not panic).
pub const CAPACITY: usize = 1024;

/// The legal moves of a position, on the stack.
pub type MoveList<R> = crate::movelist::MoveList<Move<R>, CAPACITY>;
