//! Xiangqi FEN parsing, `bitfill_engines::xiangqi::Position::from_fen`, on any string: never
//! a panic; a position it accepts prints as FEN that parses back to the same position; its
//! legal moves are generated, counted and played, and every position they lead to is
//! generated too and round-trips through FEN as well. The same string as a square name
//! (`a1` to `i10`): only the canonical name parses, and it prints back.

#![no_main]

use bitfill_engines::xiangqi::{Position, Square};
use libfuzzer_sys::fuzz_target;

/// The calls into the engine's parsers, in one place for the API changes to come.
fn parse(text: &str) -> (Option<Position>, Option<Square>) {
    let position = Position::from_fen(text).map_err(|error| error.to_string());
    let square = text.parse::<Square>().map_err(|error| error.to_string());
    (position.ok(), square.ok())
}

/// `pos` printed as FEN parses back to itself, and prints the same again.
fn round_trip(pos: &Position, context: &str) {
    let fen = pos.to_string();
    let again = Position::from_fen(&fen)
        .unwrap_or_else(|error| panic!("{context}: its FEN {fen:?} is rejected: {error}"));
    assert_eq!(&again, pos, "{context}: {fen:?} parses to another position");
    assert_eq!(again.to_string(), fen, "{context}");
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (pos, square) = parse(&text);
    if let Some(square) = square {
        assert_eq!(square.to_string(), text, "only the canonical name parses");
    }
    let Some(pos) = pos else {
        return;
    };
    round_trip(&pos, &format!("{text:?}"));
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves(), "{text:?}");
    let _ = pos.is_check();
    for &mv in moves.iter() {
        let _ = mv.to_string();
        let child = pos.play(mv);
        round_trip(&child, &format!("{text:?} after {mv}"));
        let replies = child.legal_moves();
        assert_eq!(
            replies.len() as u64,
            child.count_legal_moves(),
            "{text:?} {mv}"
        );
    }
});
