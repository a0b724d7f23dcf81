//! XXL chess FEN parsing, `bitfill_engines::xxl::Position::from_fen`, on any string: never a
//! panic; a position it accepts prints as FEN that parses back to the same position; its
//! legal moves are generated, counted and played, and every position they lead to is
//! generated too and round-trips through FEN as well (`bitfill_fuzz::fen`, shared with
//! `chess_fen` and `xiangqi_fen`).

#![no_main]

use bitfill_engines::xxl::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    bitfill_fuzz::fen::check::<Position>(&String::from_utf8_lossy(data));
});
