//! Engines built on bitfill's public API, the way an engine author would use it: perft-exact
//! move generators for chess, shogi (9x9, with drops), xiangqi (9x10), XXL chess (14x14,
//! past 128 squares) and draughts (international 10x10, Brazilian, Russian and English
//! 8x8), an Othello move generator, and the command-line programs `perft`, `xiangqi`,
//! `xxl`, `shogi`, `draughts` and `othello` on them (`src/bin/`, helpers in [`cli`]). They
//! prove bitfill correct against published node counts and give the benches a real
//! workload. This crate is not part of bitfill's public API (`publish = false`).

pub mod chess;
pub mod cli;
pub mod draughts;
mod fen;
pub mod movelist;
pub mod moves;
pub mod othello;
pub mod perft;
mod placement;
pub mod shogi;
mod tables;
pub mod tally;
pub mod xiangqi;
pub mod xxl;
