//! Engines built on bitfill's public API, the way an engine author would use it:
//! perft-exact move generators for chess, shogi (9x9, with drops), xiangqi (9x10), XXL
//! chess (14x14, past 128 squares) and draughts (international 10x10, Brazilian, Russian
//! and English 8x8), an Othello move generator, and the command-line programs `perft`,
//! `xiangqi`, `xxl`, `shogi`, `draughts` and `othello` on them (helpers in [`cli`]). They
//! prove bitfill correct against published node counts and give the benches a real
//! workload. This crate is not part of bitfill's public API (`publish = false`).
//!
//! Each game is a crate of its own, with its program, in a folder of its own beside this
//! one (`engines/chess`, `engines/shogi`, `engines/xiangqi`, `engines/xxl`,
//! `engines/draughts`, `engines/othello`), and what the games share (the perft drivers, the
//! programs' command line, move lists, packed moves) is the crate `bitfill-engines-common`
//! (`engines/common`): building one program builds its game and nothing of the others
//! (`cargo run --release --bin perft` builds the chess engine only). This crate re-exports
//! them all under one name, for the tests, the benches, the page (`web/`) and the fuzz
//! targets: `bitfill_engines::chess` is the crate `bitfill_chess`, `bitfill_engines::perft`
//! the module `bitfill_engines_common::perft`.

pub use bitfill_chess as chess;
pub use bitfill_draughts as draughts;
pub use bitfill_engines_common::{cli, movelist, moves, perft, tally};
pub use bitfill_othello as othello;
pub use bitfill_shogi as shogi;
pub use bitfill_xiangqi as xiangqi;
pub use bitfill_xxl as xxl;
