//! bitfill in the browser: the page in `web/` (see `docs/web.md`) loads this crate built
//! for `wasm32-unknown-unknown` and calls its plain `extern "C"` exports through a small
//! hand-written glue (`web/bitfill.js`). No wasm-bindgen: the crate depends on nothing but
//! bitfill and its engines, and builds with plain cargo.
//!
//! The module holds one position (chess, shogi, xiangqi or draughts) and two byte buffers. Text goes
//! in through the input buffer ([`input_buffer`]: the glue writes UTF-8 there, then calls
//! [`load_position`]); text comes out through the output buffer ([`output_ptr`],
//! [`output_len`]): an error message, the position as JSON ([`write_view`]), the backend's
//! name ([`write_backend`]). Numbers go both ways as arguments and results (a `u64` count
//! is a JavaScript `BigInt`).
//!
//! The games, by number: 0 chess, 1 shogi, 2 xiangqi, and draughts: 3 international
//! (10x10), 4 Brazilian, 5 Russian, 6 English (8x8). Draughts counts duplicate capture
//! orders as one move unless [`set_duplicates`] says to keep them.

use bitfill_engines::draughts::rules::{Brazilian, English, International, Rules, Russian};
use bitfill_engines::perft::{Game, perft_bulk};
use bitfill_engines::{chess, draughts, shogi, xiangqi};
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
    /// The number the game's notation gives `sq`, for the games that number their squares
    /// (draughts: PDN's 1-50 or 1-32 on the dark squares).
    fn number(sq: u32) -> Option<u8> {
        let _ = sq;
        None
    }
    /// The legal moves in the game's notation, in generation order.
    fn move_names(&self) -> Vec<String> {
        self.legal_moves()
            .as_ref()
            .iter()
            .map(ToString::to_string)
            .collect()
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

/// Draughts, any of the four rule sets: square = rank x files + file with white at the
/// bottom, as the other games; only the dark squares hold pieces. Men are `M` (white) and
/// `m`, kings `K` and `k`. A draughts side attacks nothing in the chess sense (a piece
/// captures by jumping to the square beyond), so both maps are empty and the page shows
/// none.
impl<R: Rules> Variant for draughts::Position<R> {
    const NAME: &'static str = R::NAME;
    const FILES: u32 = R::FILES as u32;
    const RANKS: u32 = R::FILES as u32;
    const FILE_NAMES: &'static [&'static str] = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        .split_at(R::FILES)
        .0;
    const RANK_NAMES: &'static [&'static str] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
        .split_at(R::FILES)
        .0;
    /// White first, as the board shows them (white at the bottom), though in English
    /// checkers black moves first.
    const SIDES: [&'static str; 2] = ["white", "black"];

    fn start() -> Self {
        draughts::Position::startpos().with_duplicates(duplicates())
    }

    fn parse(text: &str) -> Result<Self, String> {
        draughts::Position::from_fen(text)
            .map(|pos| pos.with_duplicates(duplicates()))
            .map_err(|error| format!("invalid {} FEN: {error}", R::NAME))
    }

    fn piece(&self, sq: u32) -> Option<String> {
        let bit = 1u64 << dark_bit::<R>(sq)?;
        let side = [draughts::Color::White, draughts::Color::Black]
            .iter()
            .position(|&color| self.pieces(color) & bit != 0)?;
        let letter = if self.kings() & bit != 0 { 'k' } else { 'm' };
        Some(cased(letter, side))
    }

    fn attacks(&self, _side: usize) -> u128 {
        0
    }

    fn side(&self) -> usize {
        self.side_to_move() as usize
    }

    fn in_check(&self) -> bool {
        false
    }

    fn number(sq: u32) -> Option<u8> {
        draughts::moves::number_of_bit(R::FILES, dark_bit::<R>(sq)?)
    }

    /// As the `draughts` program's divide writes them: the squares taken after a capture
    /// whose start and end another move shares.
    fn move_names(&self) -> Vec<String> {
        let moves = self.legal_moves();
        moves
            .iter()
            .map(|&mv| draughts::moves::pdn_name(mv, moves.as_slice()))
            .collect()
    }
}

/// The bit of the draughts layout (`engines/draughts/src/attacks.rs`: the dark squares
/// packed, each two ranks `files + 1` bits with a ghost) of square `sq` = rank x files +
/// file, or `None` for a light square. Dark squares are those of a1: rank + file even.
fn dark_bit<R: Rules>(sq: u32) -> Option<u32> {
    let files = R::FILES as u32;
    let (rank, file) = (sq / files, sq % files);
    if rank >= files || (rank + file) % 2 != 0 {
        return None;
    }
    Some((files + 1) * (rank / 2) + (files / 2 + 1) * (rank % 2) + file / 2)
}

/// How the draughts positions loaded from now on count duplicate capture orders: the
/// module's setting ([`set_duplicates`]).
fn duplicates() -> draughts::Duplicates {
    DUPLICATES.get()
}

/// The loaded position, of one of the games. There is one, for the module's whole
/// life: its size (a shogi position's) costs nothing, a box would cost an allocation a load.
#[expect(
    clippy::large_enum_variant,
    reason = "one value, in the module's state"
)]
enum Loaded {
    Chess(chess::Position),
    Shogi(shogi::Position),
    Xiangqi(xiangqi::Position),
    International(draughts::Position<International>),
    Brazilian(draughts::Position<Brazilian>),
    Russian(draughts::Position<Russian>),
    English(draughts::Position<English>),
}

/// Runs `$body` with `$pos` bound to the loaded position, whatever its game.
macro_rules! on_position {
    ($loaded:expr, $pos:ident => $body:expr) => {
        match $loaded {
            Loaded::Chess($pos) => $body,
            Loaded::Shogi($pos) => $body,
            Loaded::Xiangqi($pos) => $body,
            Loaded::International($pos) => $body,
            Loaded::Brazilian($pos) => $body,
            Loaded::Russian($pos) => $body,
            Loaded::English($pos) => $body,
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
    static DUPLICATES: std::cell::Cell<draughts::Duplicates> =
        const { std::cell::Cell::new(draughts::Duplicates::Drop) };
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

/// Loads the start position of `game` (0 chess, 1 shogi, 2 xiangqi, 3-6 draughts): 1, or
/// 0 for an unknown game (the message in the output).
#[unsafe(no_mangle)]
pub extern "C" fn load_start(game: u32) -> u32 {
    STATE.with_borrow_mut(|state| {
        let position = match game {
            0 => Loaded::Chess(Variant::start()),
            1 => Loaded::Shogi(Variant::start()),
            2 => Loaded::Xiangqi(Variant::start()),
            3 => Loaded::International(Variant::start()),
            4 => Loaded::Brazilian(Variant::start()),
            5 => Loaded::Russian(Variant::start()),
            6 => Loaded::English(Variant::start()),
            _ => return unknown_game(state, game),
        };
        state.position = position;
        1
    })
}

/// Loads the position of `game` that the input buffer holds (chess and xiangqi: FEN;
/// shogi: SFEN; draughts: PDN's FEN tag, `W:W31-50:B1-20`): 1, or 0 with the engine's message in the output, the position loaded
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
            3 => draughts::Position::parse(text).map(Loaded::International),
            4 => draughts::Position::parse(text).map(Loaded::Brazilian),
            5 => draughts::Position::parse(text).map(Loaded::Russian),
            6 => draughts::Position::parse(text).map(Loaded::English),
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
    state.output = format!(
        "unknown game {game}: expected 0 (chess), 1 (shogi), 2 (xiangqi) or draughts: 3 \
         (international), 4 (brazilian), 5 (russian), 6 (english)"
    );
    0
}

/// How draughts counts two capture sequences with the same start, end and pieces taken:
/// as one move (`keep` 0, the default, as the published "drop" tables) or one per order of
/// capture (`keep` 1, the "keep" tables). For the loaded draughts position and those
/// loaded after; the other games have no such choice.
#[unsafe(no_mangle)]
pub extern "C" fn set_duplicates(keep: u32) {
    let duplicates = if keep == 0 {
        draughts::Duplicates::Drop
    } else {
        draughts::Duplicates::Keep
    };
    DUPLICATES.set(duplicates);
    STATE.with_borrow_mut(|state| match &mut state.position {
        Loaded::International(pos) => *pos = pos.with_duplicates(duplicates),
        Loaded::Brazilian(pos) => *pos = pos.with_duplicates(duplicates),
        Loaded::Russian(pos) => *pos = pos.with_duplicates(duplicates),
        Loaded::English(pos) => *pos = pos.with_duplicates(duplicates),
        Loaded::Chess(_) | Loaded::Shogi(_) | Loaded::Xiangqi(_) => {}
    });
}

/// Writes the loaded position to the output as JSON, one object:
///
/// ```text
/// {"game": "chess", "files": 8, "ranks": 8, "fileNames": ["a", ...], "rankNames": ["1", ...],
///  "sides": ["white", "black"], "side": 0, "check": false, "fen": "rnbqkbnr/...",
///  "board": ["R", "N", ..., null],            one entry a square, a1 (square 0) first
///  "attacks": ["0xffff7e", "0x7eff..."],     each side's attack map, as a hex number
///  "hands": null,                            shogi: [[7 counts], [7 counts]], P L N S B R G
///  "numbers": null,                          draughts: the PDN number of each square, or null
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
    let moves: Vec<String> = pos.move_names().iter().map(|mv| json_string(mv)).collect();
    let numbers = if V::number(0).is_some() || V::number(1).is_some() {
        let numbers: Vec<String> = (0..V::FILES * V::RANKS)
            .map(|sq| V::number(sq).map_or_else(|| "null".into(), |n| n.to_string()))
            .collect();
        format!("[{}]", numbers.join(","))
    } else {
        "null".into()
    };
    let hands = pos
        .hands()
        .map_or_else(|| "null".into(), |[a, b]| format!("[{a:?},{b:?}]"));
    // Writing into a String cannot fail.
    let _ = write!(
        json,
        "{{\"game\":\"{}\",\"files\":{},\"ranks\":{},\"fileNames\":{},\"rankNames\":{},\
         \"sides\":{},\"side\":{},\"check\":{},\"fen\":{},\"board\":[{}],\
         \"attacks\":[\"{:#x}\",\"{:#x}\"],\"hands\":{},\"numbers\":{},\"moves\":[{}],\
         \"moveCount\":{}}}",
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
        numbers,
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
    fn draughts_start_positions_count_as_published() {
        // International, Brazilian, Russian, English: moves, perft 3, perft 5.
        for (game, moves, three, five) in [
            (3, 9, 658, 27_117),
            (4, 7, 302, 7473),
            (5, 7, 302, 7482),
            (6, 7, 302, 7361),
        ] {
            assert_eq!(load_start(game), 1);
            assert_eq!(root_moves(), moves, "game {game}");
            assert_eq!(perft(3), three, "game {game}");
            assert_eq!(perft(5), five, "game {game}");
            let by_root: u64 = (0..moves).map(|index| perft_after(index, 5)).sum();
            assert_eq!(by_root, five, "game {game}");
        }
        load_start(3);
        let json = view_json();
        assert!(json.starts_with("{\"game\":\"international\",\"files\":10,\"ranks\":10,"));
        // a1 is square 46 and holds a white man; b1 is light.
        assert!(json.contains("\"board\":[\"M\",null,\"M\""), "{json}");
        assert!(json.contains("\"numbers\":[46,null,47,"), "{json}");
        assert!(json.contains("\"fen\":\"W:W31-50:B1-20\""), "{json}");
        assert!(json.contains("\"moves\":[\"31-27\""), "{json}");
        load_start(6);
        assert!(view_json().contains("\"side\":1"));
    }

    #[test]
    fn draughts_moves_are_pdn_and_duplicates_are_chosen() {
        // The man on 23 goes round either side: the squares taken tell the two apart.
        load(6, "W:W23:B10,11,18,19").unwrap();
        let json = view_json();
        assert!(
            json.contains("\"moves\":[\"23x7 (10,18)\",\"23x7 (11,19)\"]")
                || json.contains("\"moves\":[\"23x7 (11,19)\",\"23x7 (10,18)\"]"),
            "{json}"
        );
        // The king on 36 takes the four men round it in either order.
        load(3, "W:WK36:B31,32,41,42").unwrap();
        assert_eq!(root_moves(), 1);
        set_duplicates(1);
        assert_eq!(root_moves(), 2);
        load(3, "W:WK36:B31,32,41,42").unwrap();
        assert_eq!(root_moves(), 2);
        assert!(view_json().contains("\"moves\":[\"36x36\",\"36x36\"]"));
        set_duplicates(0);
        assert_eq!(root_moves(), 1);
        let error = load(4, "W:W21-32:B1-12,40").unwrap_err();
        assert!(error.starts_with("invalid brazilian FEN:"), "{error}");
        assert!(error.contains("40"), "{error}");
        // Still the international position.
        assert_eq!(root_moves(), 1);
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\n"), "\"a\\\"b\\\\c\\u000a\"");
    }
}
