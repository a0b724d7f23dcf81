//! Shogi SFEN parsing, `bitfill_engines::shogi::Position::from_sfen`, on any string: never a
//! panic; a position it accepts prints as SFEN that parses back to the same position; its
//! legal moves (drops and promotions included) are generated, counted and played, and every
//! position they lead to is generated too and round-trips through SFEN as well
//! (`bitfill_fuzz::fen`, shared with the FEN targets). The same string as a square name
//! (`1a` to `9i`): only the canonical name parses, and it prints back.

#![no_main]

use bitfill_engines::shogi::{Position, Square};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    bitfill_fuzz::fen::square_name::<Square>(&text);
    bitfill_fuzz::fen::check::<Position>(&text);
});
