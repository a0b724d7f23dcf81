//! Engines built on bitfill's public API, the way an engine author would use it: a
//! perft-exact chess move generator and an Othello move generator, and the command-line
//! programs `perft` and `othello` on them (`src/bin/`, helpers in [`cli`]). They prove bitfill
//! correct against published node counts and give the benches a real workload. This crate
//! is not part of bitfill's public API (`publish = false`).

pub mod chess;
pub mod cli;
pub mod movelist;
pub mod othello;
mod perft;
pub mod xiangqi;
pub mod xxl;
