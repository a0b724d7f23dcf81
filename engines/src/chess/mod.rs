//! A perft-exact legal move generator for standard chess, written only against bitfill's
//! public API, the way an engine author would write it.
//!
//! - [`attacks`]: the engine's own `fill!` getters (set-wise rook and bishop rays), the
//!   opponent's attack map, and one small function per slider for the moves of a single
//!   piece (`rook_moves_from`, ...) on bitfill's root single-square getters.
//! - [`position`]: the board, FEN parsing with a typed error, copy-make [`Position::play`].
//! - [`moves`]: [`Move`] (UCI `Display`, `e7e8q`) and the fixed-capacity [`MoveList`].
//! - [`movegen`]: legal generation with a check mask and pin masks, no make/unmake test.
//! - [`perft`]: node counting, with and without bulk counting at the leaves.
//!
//! ```
//! use bitfill_engines::chess::{Position, perft};
//!
//! let start = Position::startpos();
//! assert_eq!(perft::perft(&start, 3), 8902);
//! assert_eq!(start.legal_moves().len(), 20);
//! ```

pub mod attacks;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod position;

pub use moves::{Move, MoveKind, MoveList};
pub use position::{Color, FenError, Piece, Position};
