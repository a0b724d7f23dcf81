//! What the FEN targets (`chess_fen`, `xiangqi_fen`, `xxl_fen`, and `shogi_sfen` for SFEN)
//! check of every position a parser
//! accepts, for either game: it prints as FEN that parses back to itself, its legal moves
//! are as many as it counts, and every position they lead to does the same.

use core::fmt::{Debug, Display};
use core::str::FromStr;

/// The part of an engine's position the FEN targets use.
pub trait FenPosition: Sized + PartialEq + Debug + Display {
    type Move: Copy + Display;

    /// The engine's FEN parser; the error as its message (`Display` must not panic).
    fn parse(fen: &str) -> Result<Self, String>;
    fn legal_moves(&self) -> Vec<Self::Move>;
    fn count_legal_moves(&self) -> u64;
    fn play(&self, mv: Self::Move) -> Self;
    /// Whether the side to move is in check (called so that it runs, not checked).
    fn in_check(&self) -> bool;
}

/// `text` as a square name of the engine's `S`: only the canonical name parses, and it
/// prints back; a rejected name's error prints without a panic.
pub fn square_name<S: FromStr + Display>(text: &str)
where
    S::Err: Display,
{
    match text.parse::<S>() {
        Ok(square) => assert_eq!(square.to_string(), text, "only the canonical name parses"),
        Err(error) => drop(error.to_string()),
    }
}

/// `pos` printed as FEN parses back to itself, and prints the same again.
pub fn round_trip<P: FenPosition>(pos: &P, context: &str) {
    let fen = pos.to_string();
    let again = P::parse(&fen)
        .unwrap_or_else(|error| panic!("{context}: its FEN {fen:?} is rejected: {error}"));
    assert_eq!(&again, pos, "{context}: {fen:?} parses to another position");
    assert_eq!(again.to_string(), fen, "{context}");
}

/// Parses `text`; if it is a position, round-trips it and every position one legal move
/// away, and counts the moves of each both ways.
pub fn check<P: FenPosition>(text: &str) {
    let Ok(pos) = P::parse(text) else {
        return;
    };
    round_trip(&pos, &format!("{text:?}"));
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves(), "{text:?}");
    let _ = pos.in_check();
    for mv in moves {
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
}

macro_rules! fen_position {
    ($game:ident, $in_check:ident) => {
        fen_position!($game, $in_check, from_fen);
    };
    ($game:ident, $in_check:ident, $parse:ident) => {
        impl FenPosition for bitfill_engines::$game::Position {
            type Move = bitfill_engines::$game::Move;

            fn parse(fen: &str) -> Result<Self, String> {
                Self::$parse(fen).map_err(|error| error.to_string())
            }
            fn legal_moves(&self) -> Vec<Self::Move> {
                self.legal_moves().iter().copied().collect()
            }
            fn count_legal_moves(&self) -> u64 {
                self.count_legal_moves()
            }
            fn play(&self, mv: Self::Move) -> Self {
                self.play(mv)
            }
            fn in_check(&self) -> bool {
                self.$in_check()
            }
        }
    };
}

fen_position!(chess, in_check);
fen_position!(xiangqi, is_check);
fen_position!(xxl, in_check);
fen_position!(shogi, is_check, from_sfen);

/// Draughts positions under each of the four rule sets (`draughts_fen`): `in_check` is
/// whether the side to move must capture.
impl<R: bitfill_engines::draughts::rules::Rules> FenPosition
    for bitfill_engines::draughts::Position<R>
{
    type Move = bitfill_engines::draughts::Move<R>;

    fn parse(fen: &str) -> Result<Self, String> {
        Self::from_fen(fen).map_err(|error| error.to_string())
    }
    fn legal_moves(&self) -> Vec<Self::Move> {
        self.legal_moves().iter().copied().collect()
    }
    fn count_legal_moves(&self) -> u64 {
        self.count_legal_moves()
    }
    fn play(&self, mv: Self::Move) -> Self {
        self.play(mv)
    }
    fn in_check(&self) -> bool {
        self.must_capture()
    }
}
