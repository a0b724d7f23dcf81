//! A perft-exact draughts move generator for four rule sets (international 10x10,
//! Brazilian, Russian and English 8x8), written only against bitfill's public API.
//!
//! - [`rules`]: the rule sets as types; one generator reads their constants.
//! - [`attacks`]: the layout (the dark squares in a `u64` with ghost bits) and the
//!   set-wise steps, jumps and flying kings' fills.
//! - [`position`]: the board, copy-make [`Position::play`].
//! - [`fen`]: PDN FEN reading and writing, with a typed error ([`FenError`]).
//! - [`moves`]: PDN square numbers, [`Move`] and the [`MoveList`] (on the stack, spilling
//!   into a `Vec` past its capacity).
//! - [`movegen`]: legal generation: compulsory and longest captures, crowning.
//! - [`perft`]: node counting, with and without bulk counting at the leaves.
//!
//! ```
//! use bitfill_draughts::{Position, perft, rules::International};
//!
//! let start = Position::<International>::startpos();
//! assert_eq!(start.legal_moves().len(), 9);
//! assert_eq!(perft::perft_bulk(&start, 4), 4265);
//! ```

pub mod attacks;
pub mod fen;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod position;
pub mod rules;

pub use fen::FenError;
pub use moves::{Move, MoveList};
pub use position::{Color, Duplicates, Position};
