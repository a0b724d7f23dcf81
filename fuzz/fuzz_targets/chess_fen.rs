//! Chess FEN parsing, `bitfill_engines::chess::Position::from_fen`, on any string: never a
//! panic; a position it accepts prints as FEN that parses back to the same position; its
//! legal moves are generated, counted and played, and every position they lead to is
//! generated too and round-trips through FEN as well (a move can only lead to a position
//! the parser accepts).

#![no_main]

use bitfill_engines::chess::Position;
use libfuzzer_sys::fuzz_target;

/// The call into the engine's FEN parser, in one place for the API changes to come.
fn parse(fen: &str) -> Option<Position> {
    Position::from_fen(fen).ok()
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
    // Any bytes: the parser takes `&str`, so invalid UTF-8 reaches it replaced, not dropped.
    let text = String::from_utf8_lossy(data);
    // The error's message is built too: `Display` must not panic either.
    if let Err(error) = Position::from_fen(&text) {
        let _ = error.to_string();
    }
    let Some(pos) = parse(&text) else {
        return;
    };
    round_trip(&pos, &format!("{text:?}"));
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves(), "{text:?}");
    let _ = pos.in_check();
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
