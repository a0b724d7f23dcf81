//! `fill!` on other boards: every op and algorithm on boards from 2x2 to 16x16 and with
//! riders' step vectors (`geometry`), and the leaper ops (`leaper_ops`), against the naive
//! any-board oracle of `tests/common/geometry_oracle.rs`; draughts boards and the draughts
//! ops (`draughts`) against `tests/common/draughts_oracle.rs`; `Wide<W>`, the set of the
//! boards past 128 squares, against a naive set (`wide`).

#[path = "../common/mod.rs"]
mod common;

mod draughts;
mod geometry;
mod leaper_ops;
mod wide;
