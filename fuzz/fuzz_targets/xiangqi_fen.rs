//! Xiangqi FEN parsing, `bitfill_engines::xiangqi::Position::from_fen`, on any string: never
//! a panic; a position it accepts prints as FEN that parses back to the same position; its
//! legal moves are generated, counted and played, and every position they lead to is
//! generated too and round-trips through FEN as well (`bitfill_fuzz::fen`, shared with
//! `chess_fen`). The same string as a square name (`a1` to `i10`): only the canonical name
//! parses, and it prints back.

#![no_main]

use bitfill_engines::xiangqi::{Position, Square};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    bitfill_fuzz::fen::square_name::<Square>(&text);
    bitfill_fuzz::fen::check::<Position>(&text);
});
