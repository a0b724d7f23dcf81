//! The board: one `u64` set of pieces per side and one of kings, in the layout of
//! [`attacks`](super::attacks); copy-make [`Position::play`].

use super::attacks::Board;
use super::moves::Move;
use super::rules::Rules;
use core::fmt;
use core::marker::PhantomData;

/// A side. White's men start on the high PDN numbers and move up the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    /// The other side.
    #[must_use]
    pub const fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The letter PDN's FEN writes: `W` or `B`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// How two capture sequences with the same start, the same end and the same captured set
/// are counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Duplicates {
    /// As one move (the published "drop" tables; the default).
    #[default]
    Drop,
    /// Apart, one move per order of capture (the "keep" tables). A king's captures on one
    /// line are one sequence either way, whichever square it touched down on between.
    Keep,
}

impl Duplicates {
    /// The name the command line takes: `drop` or `keep`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Duplicates::Drop => "drop",
            Duplicates::Keep => "keep",
        }
    }
}

/// A draughts position under rules `R`: the pieces of each side, which of them are kings,
/// the side to move, and how duplicate capture sequences are counted.
///
/// The pieces are kept by who moves, not by colour: the side to move's (`ours`) and the
/// other side's (`theirs`). A move then swaps the two words as it updates them, in
/// registers, where a pair indexed by the side to move was written to memory and read back
/// at every node.
pub struct Position<R> {
    /// The side to move's pieces, men and kings.
    pub(crate) ours: u64,
    /// The other side's pieces.
    pub(crate) theirs: u64,
    pub(crate) kings: u64,
    pub(crate) side: Color,
    pub(crate) duplicates: Duplicates,
    rules: PhantomData<R>,
}

impl<R> Clone for Position<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for Position<R> {}
impl<R> PartialEq for Position<R> {
    fn eq(&self, other: &Self) -> bool {
        (
            self.ours,
            self.theirs,
            self.kings,
            self.side,
            self.duplicates,
        ) == (
            other.ours,
            other.theirs,
            other.kings,
            other.side,
            other.duplicates,
        )
    }
}
impl<R> Eq for Position<R> {}
impl<R> core::hash::Hash for Position<R> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (
            self.ours,
            self.theirs,
            self.kings,
            self.side,
            self.duplicates,
        )
            .hash(state);
    }
}

impl<R: Rules> Position<R> {
    /// The position of `white`'s and `black`'s pieces (sets of bits in the layout of
    /// [`attacks`](super::attacks)), `kings` among them, `side` to move; `None` if the sets
    /// overlap, a piece is off the dark squares or a man stands on its far row.
    #[must_use]
    pub fn from_sets(white: u64, black: u64, kings: u64, side: Color) -> Option<Position<R>> {
        let squares = Board::<R>::SQUARES;
        let men = (white | black) & !kings;
        let ok = white & black == 0
            && (white | black) & !squares == 0
            && kings & !(white | black) == 0
            && men & white & Board::<R>::WHITE_CROWN == 0
            && men & black & Board::<R>::BLACK_CROWN == 0;
        let (ours, theirs) = match side {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        ok.then_some(Position {
            ours,
            theirs,
            kings,
            side,
            duplicates: Duplicates::Drop,
            rules: PhantomData,
        })
    }

    /// The start position of `R`.
    ///
    /// ```
    /// use bitfill_draughts::{Position, rules::International};
    /// assert_eq!(Position::<International>::startpos().to_string(), "W:W31-50:B1-20");
    /// ```
    #[must_use]
    pub fn startpos() -> Position<R> {
        match Position::from_fen(R::START) {
            Ok(pos) => pos,
            Err(_) => unreachable!("the start FEN of every rule set parses"),
        }
    }

    /// This position with duplicate capture sequences counted as `duplicates` says.
    #[must_use]
    pub const fn with_duplicates(mut self, duplicates: Duplicates) -> Position<R> {
        self.duplicates = duplicates;
        self
    }

    /// How duplicate capture sequences are counted.
    #[must_use]
    pub const fn duplicates(&self) -> Duplicates {
        self.duplicates
    }

    /// The side to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// The pieces of `color`, men and kings.
    #[must_use]
    pub const fn pieces(&self, color: Color) -> u64 {
        if color as u8 == self.side as u8 {
            self.ours
        } else {
            self.theirs
        }
    }

    /// The kings of both sides.
    #[must_use]
    pub const fn kings(&self) -> u64 {
        self.kings
    }

    /// The position after `mv`, one of [`Position::legal_moves`]: the piece moved (a man
    /// crowned where the move says), the pieces it took removed, the other side to move.
    #[inline(always)]
    #[must_use]
    pub fn play(&self, mv: Move<R>) -> Position<R> {
        let from = 1u64 << mv.from_bit();
        let to = 1u64 << mv.to_bit();
        let mut kings = self.kings & !mv.captured();
        if kings & from != 0 || mv.crowns() {
            kings = (kings & !from) | to;
        }
        Position {
            // The other side moves next: the words swap.
            ours: self.theirs & !mv.captured(),
            // Not XOR: a capture may end where it started.
            theirs: (self.ours & !from) | to,
            kings,
            side: self.side.flip(),
            duplicates: self.duplicates,
            rules: PhantomData,
        }
    }
}

impl<R: Rules> fmt::Debug for Position<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}
