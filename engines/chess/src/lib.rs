//! A perft-exact legal move generator for standard chess, written only against bitfill's
//! public API, the way an engine author would write it.
//!
//! - [`attacks`]: the engine's own `fill!` getters (set-wise rook and bishop rays), the
//!   opponent's attack map, and one small function per slider for the moves of a single
//!   piece (`rook_moves_from`, ...) on bitfill's root single-square getters.
//! - [`piece`]: [`Color`], [`Piece`].
//! - [`moves`]: [`Move`] (UCI `Display`, `e7e8q`) and the fixed-capacity [`MoveList`].
//! - [`position`]: the board, the attack map of a side, copy-make [`Position::play`].
//! - [`fen`]: FEN reading, with an error that says what was expected and where, and writing.
//! - [`movegen`]: legal generation with a check mask and pin masks, no make/unmake test
//!   ([`Position::legal_moves`], [`Position::count_legal_moves`]).
//! - [`perft`]: node counting, with and without bulk counting at the leaves.
//!
//! Each module uses only those above it in this list (and [`attacks`]).
//!
//! ```
//! use bitfill_chess::{Position, perft};
//!
//! let start = Position::startpos();
//! assert_eq!(perft::perft(&start, 3), 8902);
//! assert_eq!(start.legal_moves().len(), 20);
//! ```

pub mod attacks;
pub mod fen;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod piece;
pub mod position;

pub use fen::{FenError, FenErrorKind};
pub use moves::{Move, MoveKind, MoveList};
pub use piece::{Color, Piece};
pub use position::Position;
