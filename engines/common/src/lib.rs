//! What bitfill's game engines share, written once beside them: the perft drivers and the
//! way they divide a count among threads ([`perft`]), the command-line programs' arguments,
//! errors and output ([`cli`]), the fixed-capacity move list ([`movelist`]), the packed move
//! of the chess family ([`moves`]), the FEN fields chess and XXL chess read alike ([`fen`])
//! and the piece-placement field of FEN and SFEN ([`placement`]), the popcount of eight
//! sets at once ([`tally`]), and the square loops of the `u128` boards ([`tables`]).
//!
//! Each game is a crate of its own on this one (`bitfill-chess`, `bitfill-shogi`,
//! `bitfill-xiangqi`, `bitfill-xxl`, `bitfill-draughts`, `bitfill-othello`, in
//! `engines/<game>`), and this crate depends on none of them: a program builds its game,
//! this crate and bitfill, nothing of the other games. `bitfill-engines` re-exports them
//! all under one name. Not part of bitfill's public API (`publish = false`).

pub mod cli;
pub mod fen;
pub mod movelist;
pub mod moves;
pub mod perft;
pub mod placement;
pub mod tables;
pub mod tally;
