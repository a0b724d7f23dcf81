//! Chess FEN parsing, `bitfill_engines::chess::Position::from_fen`, on any string: never a
//! panic; a position it accepts prints as FEN that parses back to the same position; its
//! legal moves are generated, counted and played, and every position they lead to is
//! generated too and round-trips through FEN as well (a move can only lead to a position
//! the parser accepts). The checks are `bitfill_fuzz::fen`'s, shared with `xiangqi_fen`.

#![no_main]

use bitfill_engines::chess::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Any bytes: the parser takes `&str`, so invalid UTF-8 reaches it replaced, not dropped.
    bitfill_fuzz::fen::check::<Position>(&String::from_utf8_lossy(data));
});
