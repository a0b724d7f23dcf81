//! A perft-exact legal move generator for XXL chess, the 14x14 variant `xxl` of
//! Fairy-Stockfish-X, written only against bitfill's public API: a board of 196 squares,
//! past what magic bitboards can hold, with set-wise fills.
//!
//! - [`attacks`]: the engine's `fill!` getters on the 14x14 board, set-wise, on
//!   `bitfill::Wide<4>`: rook and bishop rays (all four directions or one), knight, camel
//!   and king leaps (all eight or one), pawn pushes and captures; line masks from
//!   `bitfill::geometry::wide`.
//! - [`piece`]: [`Color`], [`Piece`] (the chess pieces and the archbishop, chancellor,
//!   amazon, centaur and camel).
//! - [`moves`]: [`Move`] (Fairy-Stockfish's UCI `Display`, `h2h4`, `a13a11`, `b7b8q`) and
//!   the fixed-capacity [`MoveList`].
//! - [`position`]: the board, the attack map of a side, copy-make [`Position::play`].
//! - [`fen`]: FEN reading, with a typed error ([`FenError`]), and writing.
//! - [`movegen`]: legal generation with a check mask and pin rays, no make/unmake test
//!   ([`Position::legal_moves`], [`Position::count_legal_moves`]).
//! - [`perft`]: node counting, with and without bulk counting at the leaves.
//!
//! Each module uses only those above it in this list (and [`attacks`]). The board: square
//! = rank x 14 + file, a1 = 0; white starts on ranks 1 and 2 and moves first; pawns
//! promote on rank 8 (white) or 7 (black), to a queen only; the kings castle from h1 to
//! m1 or c1 (h14 to m14 or c14).
//!
//! ```
//! use bitfill_xxl::{Position, perft};
//!
//! let start = Position::startpos();
//! assert_eq!(start.legal_moves().len(), 46);
//! assert_eq!(perft::perft_bulk(&start, 2), 2_116);
//! ```

pub mod attacks;
pub mod fen;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod piece;
pub mod position;

pub use fen::FenError;
pub use moves::{Move, MoveKind, MoveList};
pub use piece::{Color, Piece};
pub use position::Position;
