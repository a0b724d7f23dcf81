//! Draughts PDN FEN parsing, `bitfill_engines::draughts::Position::from_fen`, on any string,
//! under each of the four rule sets (international 10x10, Brazilian, Russian and English
//! 8x8): never a panic; a position it accepts prints as a FEN that parses back to the same
//! position; its legal moves are generated, counted and played, and every position they
//! lead to is generated too and round-trips through FEN as well (`bitfill_fuzz::fen`).

#![no_main]

use bitfill_engines::draughts::Position;
use bitfill_engines::draughts::rules::{Brazilian, English, International, Russian};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    bitfill_fuzz::fen::check::<Position<International>>(&text);
    bitfill_fuzz::fen::check::<Position<Brazilian>>(&text);
    bitfill_fuzz::fen::check::<Position<Russian>>(&text);
    bitfill_fuzz::fen::check::<Position<English>>(&text);
});
