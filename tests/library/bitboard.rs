use bitfill::board::{Bitboard, ParseBitboardError, ParseBitboardErrorKind, side_by_side};
use proptest::prelude::*;

const DUMB7FILL_ROOKS: &str = "\
1 . . . . . . .
. . . 1 . . . .
. . . . . . . .
. . . . . . . .
. . . . . 1 . .
. . . . . . . .
. . . . . . . .
. . . . . . . .";

#[test]
fn display_is_the_dumb7fill_pages_diagram() {
    let rooks = Bitboard(1 << 56 | 1 << 51 | 1 << 29);
    assert_eq!(rooks.to_string(), DUMB7FILL_ROOKS);
    assert_eq!(DUMB7FILL_ROOKS.parse(), Ok(rooks));
    assert_eq!(Bitboard(0).to_string().matches('1').count(), 0);
    assert_eq!(Bitboard(u64::MAX).to_string().matches('1').count(), 64);
    // a1 is the bottom left corner, h8 the top right.
    assert!(Bitboard(1).to_string().ends_with("\n1 . . . . . . ."));
    assert!(
        Bitboard(1 << 63)
            .to_string()
            .starts_with(". . . . . . . 1\n")
    );
    assert_eq!(
        format!("{:?}", Bitboard(1)),
        format!("Bitboard(0x0000000000000001)\n{}\n", Bitboard(1))
    );
}

#[test]
fn parsing_accepts_indentation_blank_lines_and_the_other_cell_characters() {
    let text = "
        x . . . . . . .
        . . . X . . . .
        0 0 0 0 0 0 0 0

        - - - - - - - -
        .....1..
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
    ";
    assert_eq!(text.parse(), Ok(Bitboard(1 << 56 | 1 << 51 | 1 << 29)));
    assert_eq!(
        "1 . . . . . . .\r\n".repeat(8).parse(),
        Ok(Bitboard(0x0101_0101_0101_0101))
    );
}

#[test]
fn malformed_boards_get_an_error_naming_line_and_column() {
    let error = |line, column, kind| Err(ParseBitboardError { line, column, kind });
    let with_line_3 = |row: &str| {
        let mut lines: Vec<&str> = DUMB7FILL_ROOKS.lines().collect();
        lines[2] = row;
        lines.join("\n")
    };
    assert_eq!(
        with_line_3(". . q . . . . .").parse::<Bitboard>(),
        error(3, 5, ParseBitboardErrorKind::InvalidCell('q'))
    );
    assert_eq!(
        with_line_3(". . . . . . .").parse::<Bitboard>(),
        error(3, 1, ParseBitboardErrorKind::TooFewCells(7))
    );
    assert_eq!(
        with_line_3(". . . . . . . . 1").parse::<Bitboard>(),
        error(3, 17, ParseBitboardErrorKind::TooManyCells)
    );
    assert_eq!(
        format!("{DUMB7FILL_ROOKS}\n. . . . . . . .").parse::<Bitboard>(),
        error(9, 1, ParseBitboardErrorKind::TooManyRows)
    );
    let seven_rows: Vec<&str> = DUMB7FILL_ROOKS.lines().take(7).collect();
    assert_eq!(
        seven_rows.join("\n").parse::<Bitboard>(),
        error(8, 1, ParseBitboardErrorKind::TooFewRows(7))
    );
    assert_eq!(
        "".parse::<Bitboard>(),
        error(1, 1, ParseBitboardErrorKind::TooFewRows(0))
    );
    assert_eq!(
        with_line_3(". . q . . . . .")
            .parse::<Bitboard>()
            .unwrap_err()
            .to_string(),
        "line 3, column 5: invalid cell 'q': expected 1, x or X for a set square, . 0 or - for a clear one"
    );
    assert_eq!(
        with_line_3(". . . . . . .")
            .parse::<Bitboard>()
            .unwrap_err()
            .to_string(),
        "line 3, column 1: a row of 7 cells: expected 8 per row"
    );
}

/// The Dumb7Fill page's first south fill cycle, three boards side by side.
#[test]
fn side_by_side_prints_the_dumb7fill_pages_fill_cycle() {
    let rooks: u64 = DUMB7FILL_ROOKS.parse::<Bitboard>().unwrap().0;
    let empty: u64 = "
        . 1 1 1 1 1 . 1
        1 1 . . 1 . 1 .
        1 . 1 1 1 1 . 1
        1 1 . 1 1 1 1 1
        1 1 1 . 1 . 1 1
        1 1 . 1 1 1 1 .
        . . . 1 1 . . 1
        . 1 1 . 1 1 . 1"
        .parse::<Bitboard>()
        .unwrap()
        .0;
    let generator = rooks >> 8 & empty;
    let text = side_by_side(&[
        ("generator >> 8", rooks >> 8),
        ("& empty", empty),
        ("=> flood", rooks | generator),
    ])
    .to_string();
    let expected = "\
generator >> 8      & empty             => flood
. . . . . . . .     . 1 1 1 1 1 . 1     1 . . . . . . .
1 . . . . . . .     1 1 . . 1 . 1 .     1 . . 1 . . . .
. . . 1 . . . .     1 . 1 1 1 1 . 1     . . . 1 . . . .
. . . . . . . .     1 1 . 1 1 1 1 1     . . . . . . . .
. . . . . . . .     1 1 1 . 1 . 1 1     . . . . . 1 . .
. . . . . 1 . .     1 1 . 1 1 1 1 .     . . . . . 1 . .
. . . . . . . .     . . . 1 1 . . 1     . . . . . . . .
. . . . . . . .     . 1 1 . 1 1 . 1     . . . . . . . .";
    assert_eq!(text, expected);
}

#[test]
fn side_by_side_widens_for_long_captions_and_drops_empty_ones() {
    let text = side_by_side(&[("a caption longer than a board", 1), ("", 2)]).to_string();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("a caption longer than a board"));
    let padding = " ".repeat(29 - 15 + 5);
    assert_eq!(
        lines.nth(7),
        Some(format!("1 . . . . . . .{padding}. 1 . . . . . .").as_str())
    );
    let second_caption_only = side_by_side(&[("", 1), ("b", 2)]).to_string();
    assert_eq!(
        second_caption_only.lines().next(),
        Some(format!("{}b", " ".repeat(20)).as_str())
    );
    let without_captions = side_by_side(&[("", 1), ("", 2)]).to_string();
    assert_eq!(without_captions.lines().count(), 8);
    assert_eq!(side_by_side(&[]).to_string(), "\n\n\n\n\n\n\n");
}

proptest! {
    #[test]
    fn display_then_parse_is_the_identity(bits: u64) {
        prop_assert_eq!(Bitboard(bits).to_string().parse(), Ok(Bitboard(bits)));
    }

    #[test]
    fn parsing_never_panics(text in "[.1x \\n-]{0,200}") {
        let _ = text.parse::<Bitboard>();
    }
}
