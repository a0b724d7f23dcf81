//! A perft-exact legal move generator for xiangqi (Chinese chess) on 9x10 fills, written
//! only against bitfill's public API, the way an engine author would write it.
//!
//! - [`attacks`]: the engine's `fill!` getters on the 9x10 board: chariot rays and cannon
//!   captures, per direction and for all four.
//! - [`attack_map`]: what a side attacks, set-wise ([`Position::attacked_by`]).
//! - [`leapers`]: the general, advisors, elephants, horses and soldiers from bitfill's
//!   `fill!` leaper ops and `geometry` regions, as per-square tables for the move generator.
//! - [`position`]: the board, copy-make [`Position::play`].
//! - [`fen`]: FEN reading and writing, with a typed error ([`FenError`]).
//! - [`moves`]: [`Square`], [`Move`] (Fairy-Stockfish's UCI notation, `h3e3`) and the
//!   fixed-capacity [`MoveList`].
//! - [`movegen`]: legal generation, testing a move only where it could expose the general.
//! - [`perft`]: node counting, with and without bulk counting at the leaves.
//!
//! The board: square = rank x 9 + file, a1 = 0 is red's left corner, red's pieces start on
//! ranks 1 to 4 and move first.
//!
//! ```
//! use bitfill_xiangqi::{Position, perft};
//!
//! let start = Position::startpos();
//! assert_eq!(start.legal_moves().len(), 44);
//! assert_eq!(perft::perft_bulk(&start, 3), 79_666);
//! ```

pub mod attack_map;
pub mod attacks;
pub mod fen;
pub mod leapers;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod position;

pub use fen::FenError;
pub use moves::{Move, MoveList, ParseSquareError, Square};
pub use position::{Color, Piece, Position};
