//! The engines of `bitfill-engines` against published perft counts and independent move
//! generators: chess (`perft`), Othello, shogi, xiangqi, XXL chess and draughts. One module per game; a new
//! game's tests are one more module here. The deepest counts run under
//! `-- --include-ignored` (docs/development.md).

#[path = "../common/mod.rs"]
mod common;

mod draughts;
mod othello;
mod perft;
mod shogi;
mod xiangqi;
mod xxl;
