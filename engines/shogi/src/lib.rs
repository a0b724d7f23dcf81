//! A perft-exact legal move generator for shogi on the 9x9 board (a `u128`), with drops and
//! promotions, written only against bitfill's public API, the way an engine author would
//! write it.
//!
//! - [`board`]: the board, `fill!` leaper ops for the steps and jumps, `geometry` for the
//!   rays and the promotion zones, and the sliders' attacks from the rays' occupancy.
//! - [`attack_map`]: what a side attacks, set-wise ([`Position::attacked_by`]).
//! - [`position`]: the board, the hands, copy-make [`Position::play`].
//! - [`sfen`]: SFEN reading and writing, with a typed error ([`SfenError`]).
//! - [`moves`]: [`Square`], [`Piece`], [`Move`] (USI notation: `7g7f`, `8h2b+`, `P*5e`)
//!   and the fixed-capacity [`MoveList`].
//! - [`movegen`]: legal generation: pins and checks from the king, set-wise steps, drops
//!   with the pawn rules (one unpromoted pawn a file, no pawn drop that mates).
//! - [`perft`]: node counting, with and without bulk counting at the leaves.
//!
//! The rules are the standard ones, counted as YaneuraOu's `go perft` counts them
//! (`LEGAL_ALL`): a move into, out of or inside the promotion zone is two moves, with and
//! without promotion, except where the piece would have no move without promoting.
//!
//! ```
//! use bitfill_shogi::{Position, perft};
//!
//! let start = Position::startpos();
//! assert_eq!(start.legal_moves().len(), 30);
//! assert_eq!(perft::perft_bulk(&start, 3), 25_470);
//! ```

pub mod attack_map;
pub mod board;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod position;
pub mod sfen;

pub use moves::{Color, Move, MoveList, ParseSquareError, Piece, Square};
pub use position::Position;
pub use sfen::SfenError;
