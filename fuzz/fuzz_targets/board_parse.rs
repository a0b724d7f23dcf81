//! `Square`, `Bitboard` (a board diagram) and `Dir` parsing on any string: never a panic;
//! what parses prints back to a string that parses to the same value; every value prints
//! and parses back; a diagram's error points at a character that is really there.

#![no_main]

use bitfill::{Bitboard, Dir, ParseBitboardErrorKind, Square};
use bitfill_fuzz::Bytes;
use libfuzzer_sys::fuzz_target;

/// The three parsers, in one place for the API changes to come.
fn parse(text: &str) -> (Option<Square>, Option<Bitboard>, Option<Dir>) {
    let square = text.parse::<Square>().map_err(|error| error.to_string());
    let board = text.parse::<Bitboard>();
    if let Err(error) = board {
        let _ = error.to_string();
        check_error_position(text, error.line, error.column, error.kind);
    }
    let dir = text.parse::<Dir>().map_err(|error| error.to_string());
    (square.ok(), board.ok(), dir.ok())
}

/// The line and column of a diagram error are inside the text (or one line after its end,
/// for missing rows), and an invalid cell is the character found there.
fn check_error_position(text: &str, line: usize, column: usize, kind: ParseBitboardErrorKind) {
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        line >= 1 && line <= lines.len() + 1,
        "line {line} of {lines:?}"
    );
    assert!(column >= 1, "column 0");
    match kind {
        ParseBitboardErrorKind::InvalidCell(_) | ParseBitboardErrorKind::TooManyCells => {
            let at = lines[line - 1].chars().nth(column - 1);
            assert!(
                at.is_some(),
                "column {column} past the end of {:?}",
                lines[line - 1]
            );
            if let ParseBitboardErrorKind::InvalidCell(c) = kind {
                assert_eq!(at, Some(c), "line {line} column {column} of {text:?}");
            }
        }
        ParseBitboardErrorKind::TooFewRows(_) => assert_eq!(line, lines.len() + 1),
        ParseBitboardErrorKind::TooFewCells(_) | ParseBitboardErrorKind::TooManyRows => {
            assert!(line <= lines.len());
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (square, board, dir) = parse(&text);
    if let Some(square) = square {
        assert_eq!(square.to_string().parse::<Square>(), Ok(square), "{text:?}");
        assert_eq!(square.to_string(), text, "only the canonical name parses");
    }
    if let Some(board) = board {
        assert_eq!(board.to_string().parse::<Bitboard>(), Ok(board), "{text:?}");
        let _ = format!("{board:?}");
    }
    if let Some(dir) = dir {
        assert_eq!(dir.to_string(), text, "only the canonical name parses");
    }

    // Every value prints and parses back: the squares and directions the bytes pick, and
    // the bitboards they spell.
    let mut bytes = Bytes::new(data);
    let square = Square::from_index(usize::from(bytes.byte() & 63)).expect("masked to 0..64");
    assert_eq!(square.to_string().parse::<Square>(), Ok(square));
    let dir = Dir::from_index(usize::from(bytes.byte() & 7)).expect("masked to 0..8");
    assert_eq!(dir.to_string().parse::<Dir>(), Ok(dir));
    let boards = [Bitboard(bytes.bitboard()), Bitboard(bytes.bitboard())];
    for board in boards {
        assert_eq!(board.to_string().parse::<Bitboard>(), Ok(board));
    }
    // The side-by-side view with a caption from the input: never a panic, 8 rows below the
    // caption line.
    let caption: String = text.chars().filter(|c| !c.is_control()).take(40).collect();
    let shown =
        Bitboard::side_by_side(&[(caption.as_str(), boards[0]), ("", boards[1])]).to_string();
    let rows = shown.lines().count();
    assert!(rows == 8 || rows == 9, "{rows} lines: {shown:?}");
});
