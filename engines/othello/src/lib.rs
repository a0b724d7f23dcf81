//! Othello (Reversi) on bitfill: the position and its moves, and perft.
//!
//! [`Position`] and [`perft`](mod@perft) (the module) run on the library's kernels,
//! `bitfill::othello::{moves, flips}` (AVX2 when compiled in or detected, scalar
//! Kogge-Stone otherwise), which an Othello engine author can call as they are. On a
//! default x86_64 build, perft's recursion is compiled twice more on the AVX2 kernels, for
//! AVX2, BMI1, BMI2, POPCNT and LZCNT and for those and AVX-512 F and VL, and the copy the
//! CPU runs is chosen once at the root ([`perft::perft_library`]). The engine
//! also keeps a generator of its own on `fill!` occluded fills, instantiated on two
//! algorithms, [`kogge`] and [`dumb7`], to compare with them (`othello <depth> kogge`); the
//! functions re-exported here are Kogge-Stone's. It works as follows.
//!
//! For each direction `d`, the occluded fill of the player's discs through the opponent's,
//! without the player's discs, is the set of opponent discs in an unbroken run that starts
//! next to a player disc and heads `d`: the *outflanked lines* ([`outflanked`]).
//!
//! ```text
//! lines[d] = occluded(player, opponent, d) & opponent
//! moves    = (shift(lines[0], 0) | ... | shift(lines[7], 7)) & empty
//! flips(m) = (occluded(m, opponent, 0) & lines[4]) | ...
//!          | (occluded(m, opponent, 7) & lines[3])
//! ```
//!
//! A move is an empty square one step past such a run ([`moves_from`]). A disc placed on
//! `m` flips, heading `d`, the run of opponent discs next to it (its occluded fill through
//! the opponent) as far as a player disc further on outflanks it: those discs are the ones
//! in the lines heading the opposite way, `lines[(d + 4) % 8]` ([`flips_from`]). Both are
//! branch-free, and the engine's own perft ([`kogge::perft`]) computes the eight lines once
//! per node, for its mobility and for the flips of every move it makes: 8 occluded fills
//! per node plus 8 per move.
//!
//! Squares are bitfill's: a1 = bit 0, h1 = bit 7, h8 = bit 63. Black (`X`) moves first.
//!
//! ```
//! use bitfill_othello::{Position, Square};
//!
//! let start = Position::initial();
//! print!("{start}");
//! let moves: Vec<String> = Square::iter(start.moves()).map(|s| s.to_string()).collect();
//! assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
//!
//! let d3: Square = "d3".parse().unwrap();
//! assert_eq!(start.flips(d3), 1 << 27); // the white disc on d4
//! let after = start.play(d3).unwrap();
//! assert_eq!(after.black().count_ones(), 4);
//! assert_eq!(start.perft(4), 244);
//! ```

pub mod dumb7;
pub mod kogge;
mod moves;
pub mod perft;

pub use kogge::{flips, flips_from, mobility, moves_from, outflanked, perft};

use bitfill::Bitboard;
use std::fmt;
use std::str::FromStr;

/// The colour of a disc and of the side to move. Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// `X` in diagrams; moves first.
    Black,
    /// `O` in diagrams.
    White,
}

impl Color {
    /// The other colour.
    #[must_use]
    pub const fn opposite(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The diagram letter: `X` for black, `O` for white.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }
}

/// The legal moves of a position written out, as a search takes them: at most 60 (one per
/// empty square), in a list of 64 on the stack. `--leaves list` writes the last ply's here
/// ([`perft::Counting::leaves`]).
pub type MoveList = bitfill_engines_common::movelist::MoveList<Square, 64>;

impl bitfill_engines_common::movelist::Placeholder for Square {
    const PLACEHOLDER: Square = Square(0);
}

/// A square of the board; it cannot be out of range. Bit `index` of a bitboard, with
/// a1 = 0, h1 = 7, h8 = 63. Parses from and prints as its name, `"d3"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with this bit index, if `index < 64`.
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are below 8.
    #[must_use]
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The bit index, below 64.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The bitboard holding only this square.
    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The squares of `bitboard`, from a1 upwards.
    pub fn iter(bitboard: u64) -> impl Iterator<Item = Square> + Clone {
        let mut rest = bitboard;
        std::iter::from_fn(move || {
            let index = rest.trailing_zeros();
            rest &= rest.wrapping_sub(1);
            (index < 64).then_some(Square(index as u8))
        })
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a' + self.0 % 8);
        let rank = char::from(b'1' + self.0 / 8);
        write!(f, "{file}{rank}")
    }
}

/// The error of parsing a [`Square`] from text that is not a square name (`a1` to `h8`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a square: expected a file a-h and a rank 1-8, as in \"d3\"",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let error = || ParseSquareError(s.to_owned());
        match s.as_bytes() {
            &[file @ b'a'..=b'h', rank @ b'1'..=b'8'] => {
                Square::from_file_rank(file - b'a', rank - b'1').ok_or_else(error)
            }
            _ => Err(error()),
        }
    }
}

/// An Othello position: the discs of the side to move (the player) and of the other side
/// (the opponent), which never overlap, and the colour of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    player: u64,
    opponent: u64,
    to_move: Color,
}

impl Position {
    /// The initial position: black on d5 and e4, white on d4 and e5, black to move.
    ///
    /// ```text
    /// . . . . . . . .
    /// . . . . . . . .
    /// . . . . . . . .
    /// . . . X O . . .
    /// . . . O X . . .
    /// . . . . . . . .
    /// . . . . . . . .
    /// . . . . . . . .
    /// ```
    #[must_use]
    pub const fn initial() -> Position {
        Position {
            player: 1 << 35 | 1 << 28,
            opponent: 1 << 27 | 1 << 36,
            to_move: Color::Black,
        }
    }

    /// The position with these `black` and `white` discs and `to_move` to move, or `None`
    /// if a square holds both colours.
    #[must_use]
    pub const fn new(black: u64, white: u64, to_move: Color) -> Option<Position> {
        if black & white != 0 {
            return None;
        }
        Some(Position::from_colors(black, white, to_move))
    }

    const fn from_colors(black: u64, white: u64, to_move: Color) -> Position {
        match to_move {
            Color::Black => Position {
                player: black,
                opponent: white,
                to_move,
            },
            Color::White => Position {
                player: white,
                opponent: black,
                to_move,
            },
        }
    }

    /// The position drawn in `diagram` with `to_move` to move: eight rows, rank 8 on top,
    /// of eight cells each, `X` (black), `O` (white) or `.` (empty). Spaces between cells
    /// and blank lines around the rows are ignored; this is what `Display` prints.
    ///
    /// ```
    /// use bitfill_othello::{Color, Position};
    ///
    /// let diagram = "
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . X O . . .
    ///     . . . O X . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    /// ";
    /// assert_eq!(Position::from_diagram(diagram, Color::Black), Ok(Position::initial()));
    /// assert!(Position::from_diagram("X O .", Color::Black).is_err());
    /// ```
    pub fn from_diagram(diagram: &str, to_move: Color) -> Result<Position, DiagramError> {
        let rows: Vec<&str> = diagram
            .lines()
            .map(str::trim)
            .filter(|row| !row.is_empty())
            .collect();
        if rows.len() != 8 {
            return Err(DiagramError::RowCount(rows.len()));
        }
        let (mut black, mut white) = (0u64, 0u64);
        for (row, text) in rows.iter().enumerate() {
            let rank = 8 - row as u8;
            let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
            if cells.len() != 8 {
                return Err(DiagramError::RowLength {
                    rank,
                    cells: cells.len(),
                });
            }
            for (file, &cell) in cells.iter().enumerate() {
                let bit = 1u64 << ((rank - 1) * 8 + file as u8);
                match cell {
                    'X' => black |= bit,
                    'O' => white |= bit,
                    '.' => {}
                    found => {
                        return Err(DiagramError::Cell {
                            rank,
                            file: file as u8,
                            found,
                        });
                    }
                }
            }
        }
        // One letter per cell: the colours cannot overlap.
        Ok(Position::from_colors(black, white, to_move))
    }

    /// The black discs.
    #[must_use]
    pub const fn black(&self) -> u64 {
        match self.to_move {
            Color::Black => self.player,
            Color::White => self.opponent,
        }
    }

    /// The white discs.
    #[must_use]
    pub const fn white(&self) -> u64 {
        match self.to_move {
            Color::Black => self.opponent,
            Color::White => self.player,
        }
    }

    /// The discs of the side to move.
    #[must_use]
    pub const fn player(&self) -> u64 {
        self.player
    }

    /// The discs of the side not to move.
    #[must_use]
    pub const fn opponent(&self) -> u64 {
        self.opponent
    }

    /// The empty squares.
    #[must_use]
    pub const fn empty(&self) -> u64 {
        !(self.player | self.opponent)
    }

    /// The colour of the side to move.
    #[must_use]
    pub const fn to_move(&self) -> Color {
        self.to_move
    }

    /// The squares where the side to move may place a disc: bitfill's
    /// `bitfill::othello::moves_const` (the engine's own [`mobility`] computes the same).
    #[must_use]
    pub const fn moves(&self) -> u64 {
        bitfill::othello::moves_const(Bitboard(self.player), Bitboard(self.opponent)).0
    }

    /// The squares of [`Position::moves`] written into a [`MoveList`], from a1 upwards.
    ///
    /// ```
    /// use bitfill_othello::Position;
    /// let moves = Position::initial().legal_moves();
    /// let names: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
    /// assert_eq!(names, ["d3", "c4", "f5", "e6"]);
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        perft::write_moves(self.moves(), &mut list);
        list
    }

    /// The discs that a disc on `square` flips, 0 if the move is illegal: bitfill's
    /// `bitfill::othello::flips_const` (the engine's own [`flips`] computes the same).
    #[must_use]
    pub const fn flips(&self, square: Square) -> u64 {
        let square = bitfill::Square::ALL[(square.index() & 63) as usize];
        bitfill::othello::flips_const(Bitboard(self.player), Bitboard(self.opponent), square).0
    }

    /// The position after the side to move places a disc on `square`, or `None` if that
    /// is not a legal move.
    #[must_use]
    pub const fn play(&self, square: Square) -> Option<Position> {
        let flipped = self.flips(square);
        if flipped == 0 {
            return None;
        }
        Some(Position {
            player: self.opponent ^ flipped,
            opponent: self.player | square.bit() | flipped,
            to_move: self.to_move.opposite(),
        })
    }

    /// The position after the side to move passes, or `None` if passing is not legal:
    /// the side to move has a move, or the game is over.
    #[must_use]
    pub const fn pass(&self) -> Option<Position> {
        if self.moves() != 0
            || bitfill::othello::moves_const(Bitboard(self.opponent), Bitboard(self.player))
                .is_empty()
        {
            return None;
        }
        Some(Position {
            player: self.opponent,
            opponent: self.player,
            to_move: self.to_move.opposite(),
        })
    }

    /// True if neither side can move.
    #[must_use]
    pub const fn is_game_over(&self) -> bool {
        self.moves() == 0
            && bitfill::othello::moves_const(Bitboard(self.opponent), Bitboard(self.player))
                .is_empty()
    }

    /// The number of leaves `depth` plies below this position, on bitfill's kernels
    /// ([`perft::perft_library`]): a pass is a ply, and a finished game
    /// counts as one leaf at every remaining depth.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        perft::perft_library(
            self.player,
            self.opponent,
            depth,
            perft::Counting::default(),
        )
    }
}

/// The diagram of [`Position::from_diagram`]: rank 8 on top, `X`, `O` and `.`.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (black, white) = (self.black(), self.white());
        for rank in (0..8).rev() {
            for file in 0..8 {
                let bit = 1u64 << (rank * 8 + file);
                let cell = if black & bit != 0 {
                    'X'
                } else if white & bit != 0 {
                    'O'
                } else {
                    '.'
                };
                let separator = if file < 7 { " " } else { "\n" };
                write!(f, "{cell}{separator}")?;
            }
        }
        Ok(())
    }
}

/// Why [`Position::from_diagram`] rejected a diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// There were this many non-blank rows, not 8.
    RowCount(usize),
    /// The row of `rank` (1 to 8) had this many cells, not 8.
    RowLength { rank: u8, cells: usize },
    /// The cell on `rank` (1 to 8), `file` (0 = a) was `found`, not `X`, `O` or `.`.
    Cell { rank: u8, file: u8, found: char },
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DiagramError::RowCount(rows) => {
                write!(
                    f,
                    "an Othello diagram has 8 rows (rank 8 first), found {rows}"
                )
            }
            DiagramError::RowLength { rank, cells } => {
                write!(f, "rank {rank} has {cells} cells, expected 8")
            }
            DiagramError::Cell { rank, file, found } => {
                let file = char::from(b'a' + file);
                write!(
                    f,
                    "{found:?} on {file}{rank} is not a cell: expected X, O or ."
                )
            }
        }
    }
}

impl std::error::Error for DiagramError {}
