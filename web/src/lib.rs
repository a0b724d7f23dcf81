//! bitfill in the browser: the page in `web/` (see `docs/web.md`) loads this crate built
//! for `wasm32-unknown-unknown` and calls its plain `extern "C"` exports through a small
//! hand-written glue (`web/bitfill.js`). No wasm-bindgen: the crate depends on nothing but
//! bitfill and its engines, and builds with plain cargo.
//!
//! The module holds one position (chess, shogi or xiangqi) and two byte buffers. Text goes
//! in through the input buffer ([`input_buffer`]: the glue writes UTF-8 there, then calls
//! [`load_position`]); text comes out through the output buffer ([`output_ptr`],
//! [`output_len`]): an error message, the position as JSON ([`write_view`]), the backend's
//! name ([`write_backend`]). Numbers go both ways as arguments and results (a `u64` count
//! is a JavaScript `BigInt`).
//!
//! The games, by number: 0 chess, 1 shogi, 2 xiangqi.

use bitfill_engines::perft::{Game, perft_bulk};
use bitfill_engines::{chess, shogi, xiangqi};
use std::cell::RefCell;
use std::fmt::{self, Write};

/// What the page needs of a game beyond perft's [`Game`]: its board's shape and names, the
/// pieces, what each side attacks, and its notation (FEN or SFEN in, moves out).
trait Variant: Game<Move: fmt::Display> + fmt::Display {
    const NAME: &'static str;
    const FILES: u32;
    const RANKS: u32;
    /// The files' names from left to right, the ranks' from the bottom up, as the first
    /// side to move sees the board (square = rank x files + file).
    const FILE_NAMES: &'static [&'static str];
    const RANK_NAMES: &'static [&'static str];
    /// The sides, the first to move first.
    const SIDES: [&'static str; 2];

    fn start() -> Self;
    /// The position `text` describes, or the engine's message saying what is wrong.
    fn parse(text: &str) -> Result<Self, String>;
    /// The piece on `sq`: its notation letter, upper case for the first side, lower case
    /// for the second (shogi's promoted pieces with a `+` before it).
    fn piece(&self, sq: u32) -> Option<String>;
    /// Every square `side` (0 or 1) attacks, as a set (bit = square).
    fn attacks(&self, side: usize) -> u128;
    /// The side to move, 0 or 1.
    fn side(&self) -> usize;
    fn in_check(&self) -> bool;
    /// Each side's pieces in hand, for the games that have them.
    fn hands(&self) -> Option<[[u8; 7]; 2]> {
        None
    }
}

/// A letter in the case of its side: upper for side 0, lower for side 1.
fn cased(letter: char, side: usize) -> String {
    if side == 0 {
        letter.to_ascii_uppercase().to_string()
    } else {
        letter.to_ascii_lowercase().to_string()
    }
}

impl Variant for chess::Position {
    const NAME: &'static str = "chess";
    const FILES: u32 = 8;
    const RANKS: u32 = 8;
    const FILE_NAMES: &'static [&'static str] = &["a", "b", "c", "d", "e", "f", "g", "h"];
    const RANK_NAMES: &'static [&'static str] = &["1", "2", "3", "4", "5", "6", "7", "8"];
    const SIDES: [&'static str; 2] = ["white", "black"];

    fn start() -> Self {
        chess::Position::startpos()
    }

    fn parse(text: &str) -> Result<Self, String> {
        chess::Position::from_fen(text).map_err(|error| error.show(text))
    }

    fn piece(&self, sq: u32) -> Option<String> {
        let (color, piece) = self.piece_on(sq as u8)?;
        Some(cased(piece.letter(), color as usize))
    }

    fn attacks(&self, side: usize) -> u128 {
        let color = [chess::Color::White, chess::Color::Black][side];
        u128::from(self.attacked_by(color, !self.occupied()))
    }

    fn side(&self) -> usize {
        self.side_to_move() as usize
    }

    fn in_check(&self) -> bool {
        chess::Position::in_check(self)
    }
}

impl Variant for shogi::Position {
    const NAME: &'static str = "shogi";
    const FILES: u32 = 9;
    const RANKS: u32 = 9;
    const FILE_NAMES: &'static [&'static str] = &["9", "8", "7", "6", "5", "4", "3", "2", "1"];
    const RANK_NAMES: &'static [&'static str] = &["i", "h", "g", "f", "e", "d", "c", "b", "a"];
    const SIDES: [&'static str; 2] = ["black", "white"];

    fn start() -> Self {
        shogi::Position::startpos()
    }

    fn parse(text: &str) -> Result<Self, String> {
        shogi::Position::from_sfen(text).map_err(|error| error.to_string())
    }

    fn piece(&self, sq: u32) -> Option<String> {
        let (color, piece) = self.piece_on(shogi::Square::from_index(sq as u8)?)?;
        let plus = if piece >= shogi::Piece::ProPawn {
            "+"
        } else {
            ""
        };
        Some(format!("{plus}{}", cased(piece.letter(), color as usize)))
    }

    fn attacks(&self, side: usize) -> u128 {
        self.attacked_by([shogi::Color::Black, shogi::Color::White][side])
    }

    fn side(&self) -> usize {
        self.side_to_move() as usize
    }

    fn in_check(&self) -> bool {
        self.is_check()
    }

    fn hands(&self) -> Option<[[u8; 7]; 2]> {
        Some([
            self.hand(shogi::Color::Black),
            self.hand(shogi::Color::White),
        ])
    }
}

impl Variant for xiangqi::Position {
    const NAME: &'static str = "xiangqi";
    const FILES: u32 = 9;
    const RANKS: u32 = 10;
    const FILE_NAMES: &'static [&'static str] = &["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    const RANK_NAMES: &'static [&'static str] =
        &["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];
    const SIDES: [&'static str; 2] = ["red", "black"];

    fn start() -> Self {
        xiangqi::Position::startpos()
    }

    fn parse(text: &str) -> Result<Self, String> {
        xiangqi::Position::from_fen(text).map_err(|error| error.to_string())
    }

    fn piece(&self, sq: u32) -> Option<String> {
        let (color, piece) = self.piece_at(xiangqi::Square::from_index(sq as u8)?)?;
        Some(cased(piece.letter(), color as usize))
    }

    fn attacks(&self, side: usize) -> u128 {
        self.attacked_by([xiangqi::Color::Red, xiangqi::Color::Black][side])
    }

    fn side(&self) -> usize {
        self.side_to_move() as usize
    }

    fn in_check(&self) -> bool {
        self.is_check()
    }
}

/// The loaded position, of one of the three games. There is one, for the module's whole
/// life: its size (a shogi position's) costs nothing, a box would cost an allocation a load.
#[expect(
    clippy::large_enum_variant,
    reason = "one value, in the module's state"
)]
enum Loaded {
    Chess(chess::Position),
    Shogi(shogi::Position),
    Xiangqi(xiangqi::Position),
}

/// Runs `$body` with `$pos` bound to the loaded position, whatever its game.
macro_rules! on_position {
    ($loaded:expr, $pos:ident => $body:expr) => {
        match $loaded {
            Loaded::Chess($pos) => $body,
            Loaded::Shogi($pos) => $body,
            Loaded::Xiangqi($pos) => $body,
        }
    };
}

/// The module's state: the position and the two text buffers.
struct State {
    position: Loaded,
    input: Vec<u8>,
    output: String,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State {
        position: Loaded::Chess(Variant::start()),
        input: Vec::new(),
        output: String::new(),
    });
}

/// A buffer of `len` bytes for the glue to write text into, the argument of the next
/// [`load_position`]; valid until the next call of `input_buffer`.
#[unsafe(no_mangle)]
pub extern "C" fn input_buffer(len: usize) -> *mut u8 {
    STATE.with_borrow_mut(|state| {
        state.input.clear();
        state.input.resize(len, 0);
        state.input.as_mut_ptr()
    })
}

/// Where the text of the last call that wrote any starts, in the module's memory.
#[unsafe(no_mangle)]
pub extern "C" fn output_ptr() -> *const u8 {
    STATE.with_borrow(|state| state.output.as_ptr())
}

/// The length in bytes (UTF-8) of the text at [`output_ptr`].
#[unsafe(no_mangle)]
pub extern "C" fn output_len() -> usize {
    STATE.with_borrow(|state| state.output.len())
}

/// Loads the start position of `game` (0 chess, 1 shogi, 2 xiangqi): 1, or 0 for an
/// unknown game (the message in the output).
#[unsafe(no_mangle)]
pub extern "C" fn load_start(game: u32) -> u32 {
    STATE.with_borrow_mut(|state| {
        let position = match game {
            0 => Loaded::Chess(Variant::start()),
            1 => Loaded::Shogi(Variant::start()),
            2 => Loaded::Xiangqi(Variant::start()),
            _ => return unknown_game(state, game),
        };
        state.position = position;
        1
    })
}

/// Loads the position of `game` that the input buffer holds (chess and xiangqi: FEN;
/// shogi: SFEN): 1, or 0 with the engine's message in the output, the position loaded
/// before left as it was.
#[unsafe(no_mangle)]
pub extern "C" fn load_position(game: u32) -> u32 {
    STATE.with_borrow_mut(|state| {
        let text = String::from_utf8_lossy(&state.input).into_owned();
        let text = text.trim();
        let parsed = match game {
            0 => chess::Position::parse(text).map(Loaded::Chess),
            1 => shogi::Position::parse(text).map(Loaded::Shogi),
            2 => xiangqi::Position::parse(text).map(Loaded::Xiangqi),
            _ => return unknown_game(state, game),
        };
        match parsed {
            Ok(position) => {
                state.position = position;
                1
            }
            Err(message) => {
                state.output = message;
                0
            }
        }
    })
}

fn unknown_game(state: &mut State, game: u32) -> u32 {
    state.output = format!("unknown game {game}: expected 0 (chess), 1 (shogi) or 2 (xiangqi)");
    0
}

/// Writes the loaded position to the output as JSON, one object:
///
/// ```text
/// {"game": "chess", "files": 8, "ranks": 8, "fileNames": ["a", ...], "rankNames": ["1", ...],
///  "sides": ["white", "black"], "side": 0, "check": false, "fen": "rnbqkbnr/...",
///  "board": ["R", "N", ..., null],            one entry a square, a1 (square 0) first
///  "attacks": ["0xffff7e", "0x7eff..."],     each side's attack map, as a hex number
///  "hands": null,                            shogi: [[7 counts], [7 counts]], P L N S B R G
///  "moves": ["a2a3", ...], "moveCount": 20}  listed, and counted without listing them
/// ```
#[unsafe(no_mangle)]
pub extern "C" fn write_view() {
    STATE.with_borrow_mut(|state| {
        let view = on_position!(&state.position, pos => view(pos));
        state.output = view;
    });
}

/// The JSON of [`write_view`].
fn view<V: Variant>(pos: &V) -> String {
    let mut json = String::with_capacity(4096);
    let strings = |names: &[&str]| {
        let quoted: Vec<String> = names.iter().map(|name| json_string(name)).collect();
        format!("[{}]", quoted.join(","))
    };
    let board: Vec<String> = (0..V::FILES * V::RANKS)
        .map(|sq| {
            pos.piece(sq)
                .map_or_else(|| "null".into(), |p| json_string(&p))
        })
        .collect();
    let moves: Vec<String> = pos
        .legal_moves()
        .as_ref()
        .iter()
        .map(|mv| json_string(&mv.to_string()))
        .collect();
    let hands = pos
        .hands()
        .map_or_else(|| "null".into(), |[a, b]| format!("[{a:?},{b:?}]"));
    // Writing into a String cannot fail.
    let _ = write!(
        json,
        "{{\"game\":\"{}\",\"files\":{},\"ranks\":{},\"fileNames\":{},\"rankNames\":{},\
         \"sides\":{},\"side\":{},\"check\":{},\"fen\":{},\"board\":[{}],\
         \"attacks\":[\"{:#x}\",\"{:#x}\"],\"hands\":{},\"moves\":[{}],\"moveCount\":{}}}",
        V::NAME,
        V::FILES,
        V::RANKS,
        strings(V::FILE_NAMES),
        strings(V::RANK_NAMES),
        strings(&V::SIDES),
        pos.side(),
        pos.in_check(),
        json_string(&pos.to_string()),
        board.join(","),
        pos.attacks(0),
        pos.attacks(1),
        hands,
        moves.join(","),
        pos.count_legal_moves(),
    );
    json
}

/// `text` as a JSON string literal.
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c < ' ' => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The perft count of the loaded position, `depth` plies (bulk counting at the leaves).
/// It runs until it is done: the page calls it from a Web Worker (or [`perft_after`] one
/// root move at a time), so that it can stop it.
#[unsafe(no_mangle)]
pub extern "C" fn perft(depth: u32) -> u64 {
    STATE.with_borrow(|state| on_position!(&state.position, pos => perft_bulk(pos, depth)))
}

/// The number of legal moves of the loaded position (the root moves of a perft).
#[unsafe(no_mangle)]
pub extern "C" fn root_moves() -> u32 {
    STATE.with_borrow(
        |state| on_position!(&state.position, pos => pos.legal_moves().as_ref().len() as u32),
    )
}

/// The perft count, `depth` plies from the loaded position, of the subtree under its legal
/// move number `index` (in generation order): over every index, they add up to
/// [`perft`]`(depth)`. 0 when there is no such move or `depth` is 0.
#[unsafe(no_mangle)]
pub extern "C" fn perft_after(index: u32, depth: u32) -> u64 {
    STATE.with_borrow(|state| on_position!(&state.position, pos => subtree(pos, index, depth)))
}

fn subtree<G: Game>(pos: &G, index: u32, depth: u32) -> u64 {
    match pos.legal_moves().as_ref().get(index as usize) {
        Some(&mv) if depth > 0 => perft_bulk(&pos.play(mv), depth - 1),
        _ => 0,
    }
}

/// Writes the name of the backend bitfill's slider attacks run on here to the output
/// (`Scalar` in a build without simd128).
#[unsafe(no_mangle)]
pub extern "C" fn write_backend() {
    STATE.with_borrow_mut(|state| state.output = bitfill::simd::backend().to_string());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn output() -> String {
        STATE.with_borrow(|state| state.output.clone())
    }

    /// Loads `text` as a position of `game` through the input buffer, as the glue does.
    fn load(game: u32, text: &str) -> Result<(), String> {
        let buffer = input_buffer(text.len());
        STATE.with_borrow_mut(|state| {
            assert_eq!(buffer, state.input.as_mut_ptr());
            state.input.copy_from_slice(text.as_bytes());
        });
        if load_position(game) == 1 {
            Ok(())
        } else {
            Err(output())
        }
    }

    fn view_json() -> String {
        write_view();
        output()
    }

    #[test]
    fn the_start_positions_count_as_published() {
        // Moves, perft 2, perft 3.
        for (game, moves, two, three) in [
            (0, 20, 400, 8902),
            (1, 30, 900, 25_470),
            (2, 44, 1920, 79_666),
        ] {
            assert_eq!(load_start(game), 1);
            assert_eq!(root_moves(), moves, "game {game}");
            assert_eq!(perft(2), two, "game {game}");
            assert_eq!(perft(3), three, "game {game}");
            let by_root: u64 = (0..moves).map(|index| perft_after(index, 3)).sum();
            assert_eq!(by_root, three, "game {game}");
            assert_eq!(perft_after(moves, 3), 0);
            let json = view_json();
            assert!(json.contains(&format!("\"moveCount\":{moves}}}")), "{json}");
        }
    }

    #[test]
    fn a_position_loads_from_its_notation() {
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        load(0, kiwipete).unwrap();
        assert_eq!(root_moves(), 48);
        assert_eq!(perft(2), 2039);
        let json = view_json();
        assert!(
            json.starts_with("{\"game\":\"chess\",\"files\":8,\"ranks\":8,"),
            "{json}"
        );
        assert!(json.contains(&format!("\"fen\":\"{kiwipete}\"")), "{json}");
        assert!(
            json.contains("\"board\":[\"R\",null,null,null,\"K\""),
            "{json}"
        );

        load(
            1,
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        )
        .unwrap();
        assert_eq!(root_moves(), 30);
        assert!(view_json().contains("\"hands\":[[0, 0, 0, 0, 0, 0, 0],[0, 0, 0, 0, 0, 0, 0]]"));
        load(
            2,
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        )
        .unwrap();
        assert_eq!(root_moves(), 44);
    }

    #[test]
    fn the_attack_maps_are_the_engines() {
        load_start(0);
        // White's pieces on ranks 1 and 2 attack all of rank 3 and rank 2, and all of
        // rank 1 but the corners.
        assert!(view_json().contains("\"attacks\":[\"0xffff7e\",\"0x7effff0000000000\"]"));
    }

    #[test]
    fn a_malformed_position_is_the_engines_message_and_changes_nothing() {
        load_start(2);
        let error = load(
            0,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
        )
        .unwrap_err();
        assert!(error.starts_with("the FEN has 7 fields"), "{error}");
        assert!(error.contains("^"), "{error}");
        let error = load(1, "lnsgkgsnl/9 b - 1").unwrap_err();
        assert!(error.contains("ranks"), "{error}");
        let error = load(2, "").unwrap_err();
        assert!(error.contains("empty"), "{error}");
        assert_eq!(load_start(7), 0);
        assert!(output().starts_with("unknown game 7"));
        // Still the xiangqi start position.
        assert_eq!(root_moves(), 44);
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\n"), "\"a\\\"b\\\\c\\u000a\"");
    }
}
