//! Test support shared by the integration tests: the naive oracle, exhaustive input
//! enumeration, proptest strategies and an 8x8 diagram reader. Each test file uses a
//! different part of it.
#![allow(dead_code)]

pub mod oracle;
pub mod othello;
pub mod strategies;

/// Every subset of the set bits of `mask` (Carry-Rippler), `0` first, `mask` last.
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    core::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

/// Reads 8x8 diagrams standing side by side, rank 8 on top, one token per square: `1` for
/// a set square, `.` for an empty one and, only where `zeros_allowed`, `0` for a square the
/// diagram marks as cleared. Returns `(ones, zeros)` per diagram, left to right. Blank
/// lines are skipped. Panics with the offending line on anything else: this is a test
/// helper, its input is the test's own text.
fn read_diagrams(text: &str, zeros_allowed: bool) -> Vec<(u64, u64)> {
    let rows: Vec<Vec<&str>> = text
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .filter(|tokens| !tokens.is_empty())
        .collect();
    assert_eq!(
        rows.len(),
        8,
        "a diagram has 8 ranks, got {}: {text}",
        rows.len()
    );
    let width = rows[0].len();
    assert!(
        width > 0 && width.is_multiple_of(8),
        "a rank has 8 squares per diagram, got {width} tokens"
    );
    let mut boards = vec![(0u64, 0u64); width / 8];
    for (i, tokens) in rows.iter().enumerate() {
        assert_eq!(
            tokens.len(),
            width,
            "rank {} has {} tokens, not {width}",
            8 - i,
            tokens.len()
        );
        let rank = 7 - i;
        for (column, token) in tokens.iter().enumerate() {
            let (board, file) = (column / 8, column % 8);
            let bit = 1u64 << (rank * 8 + file);
            match *token {
                "1" => boards[board].0 |= bit,
                "." => {}
                "0" if zeros_allowed => boards[board].1 |= bit,
                other => panic!("unexpected token {other:?} on rank {}", rank + 1),
            }
        }
    }
    boards
}

/// One 8x8 diagram (rank 8 on top, `1` and `.`) as a bitboard, a1 = bit 0.
pub fn board(text: &str) -> u64 {
    let boards = boards(text);
    assert_eq!(
        boards.len(),
        1,
        "expected one diagram, got {}",
        boards.len()
    );
    boards[0]
}

/// Several 8x8 diagrams side by side (as the Chess Programming Wiki's Dumb7Fill page prints them), left to right.
pub fn boards(text: &str) -> Vec<u64> {
    read_diagrams(text, false)
        .into_iter()
        .map(|(ones, _)| ones)
        .collect()
}

/// Several diagrams side by side that may mark squares with `0`: `(ones, zeros)` each.
pub fn marked_boards(text: &str) -> Vec<(u64, u64)> {
    read_diagrams(text, true)
}

/// The diagram of a bitboard, in the format `board` reads, for failure messages.
pub fn diagram(b: u64) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        let row: Vec<&str> = (0..8)
            .map(|file| {
                if b >> (rank * 8 + file) & 1 == 1 {
                    "1"
                } else {
                    "."
                }
            })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}

/// Holds a single-square getter against the oracle's walk in `dirs` for every square and
/// every subset of the occupancy of `lines(square)` (Carry-Rippler), four times each:
/// everything off those lines empty or all occupied, the slider's own square empty or
/// occupied. Returns the number of (square, subset) pairs.
#[track_caller]
pub fn check_every_line_occupancy(
    name: &str,
    getter: impl Fn(bitfill::Square, u64) -> u64,
    dirs: &[usize],
    lines: impl Fn(bitfill::Square) -> u64,
) -> u64 {
    let mut count = 0;
    for sq in bitfill::Square::iter() {
        let lines = lines(sq);
        for occupied in subsets(lines) {
            for occupied in [
                occupied,
                occupied | sq.bitboard(),
                occupied | !lines,
                (occupied | !lines) & !sq.bitboard(),
            ] {
                let expected = oracle::attacks_in(sq.bitboard(), !occupied, dirs);
                assert_eq!(getter(sq, occupied), expected, "{name} {sq} {occupied:#x}");
            }
            count += 1;
        }
    }
    count
}

/// `n` pseudo-random `(square, occupancy)` pairs, the same on every run (xorshift64; the
/// occupancy is the state ANDed with a rotation of itself: about a quarter of the squares).
pub fn random_squares_and_boards(n: usize) -> impl Iterator<Item = (bitfill::Square, u64)> {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    (0..n).map(move |_| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let sq = bitfill::Square::ALL[(x >> 58) as usize];
        (sq, x & x.rotate_left(23))
    })
}
