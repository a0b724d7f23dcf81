//! Test support shared by the integration tests: the naive oracles (8x8, any board,
//! draughts boards, Othello), exhaustive input enumeration, proptest strategies and the
//! runner that the short and the deep form of a property share, a seeded generator and an
//! 8x8 diagram reader.
//! Each test binary (`tests/<area>/main.rs`) includes it as `mod common` and each of its
//! modules uses a different part of it.
#![allow(dead_code)]

pub mod draughts_oracle;
pub mod geometry_oracle;
pub mod leaves;
pub mod oracle;
pub mod othello;
pub mod rng;
pub mod shogi_naive;
pub mod strategies;

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, TestCaseResult, TestRunner};

/// The placement field of a FEN or SFEN from its ranks, the last rank first: each piece
/// written as its text (`"K"`, `"+p"`), a run of empty squares as its length, the ranks
/// joined by `/`. Written here, not taken from the engines, for the tests' own positions.
pub fn placement<R, C>(ranks: impl IntoIterator<Item = R>) -> String
where
    R: IntoIterator<Item = Option<C>>,
    C: AsRef<str>,
{
    let mut rows = Vec::new();
    for rank in ranks {
        let mut text = String::new();
        let mut run = 0;
        for cell in rank {
            match cell {
                None => run += 1,
                Some(piece) => {
                    if run > 0 {
                        text += &run.to_string();
                        run = 0;
                    }
                    text += piece.as_ref();
                }
            }
        }
        if run > 0 {
            text += &run.to_string();
        }
        rows.push(text);
    }
    rows.join("/")
}

/// Runs the property `test` on `cases` values of `strategy`, as a `proptest!` block with
/// `ProptestConfig::with_cases(cases)` would: failures shrink, and their seeds are saved in
/// (and first replayed from) the `.proptest-regressions` file beside the caller's source.
/// One body serves a property's short form, run by default, and its deep form, an
/// `#[ignore = "deep: ..."]` test with the full number of cases.
#[track_caller]
pub fn check<S: Strategy>(cases: u32, strategy: S, test: impl Fn(S::Value) -> TestCaseResult) {
    check_with(Config::with_cases(cases), strategy, test);
}

/// [`check`] with a whole proptest configuration (for example `failure_persistence: None`).
#[track_caller]
pub fn check_with<S: Strategy>(
    mut config: Config,
    strategy: S,
    test: impl Fn(S::Value) -> TestCaseResult,
) {
    config.source_file = Some(std::panic::Location::caller().file());
    let mut runner = TestRunner::new(config);
    if let Err(e) = runner.run(&strategy, test) {
        panic!("{e}\n{runner}");
    }
}

/// How much of an exhaustive per-square space a test sweeps: a sample of the squares in its
/// default (short) form, every square in its deep form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sweep {
    /// [`SMALL_SAMPLE_SQUARES`]: 6 of the 64, for the costliest sweeps.
    SmallSample,
    /// [`SAMPLE_SQUARES`]: 14 of the 64.
    Sample,
    /// Every square.
    Full,
}

/// The squares a [`Sweep::SmallSample`] covers: two corners, the middle of an edge, a centre
/// square and two squares one or two steps in from the edges; every ray length from 0 to 7
/// still occurs along ranks and files.
pub const SMALL_SAMPLE_SQUARES: [i32; 6] = [0, 63, 3, 27, 54, 42]; // a1 h8 d1 d4 g7 c6

/// The squares a [`Sweep::Sample`] covers: the four corners, the middle of each edge, two
/// centre squares and four squares one or two steps in from the edges, so that every ray
/// length from 0 to 7 occurs in every direction.
pub const SAMPLE_SQUARES: [i32; 14] = [
    0, 7, 56, 63, // a1 h1 a8 h8
    3, 32, 31, 60, // d1 a5 h4 e8
    27, 36, // d4 e5
    9, 54, 42, 21, // b2 g7 c6 f3
];

impl Sweep {
    /// The indices of the squares swept, in increasing order.
    pub fn squares(self) -> Vec<i32> {
        let mut squares = match self {
            Sweep::Full => return (0..64).collect(),
            Sweep::Sample => SAMPLE_SQUARES.to_vec(),
            Sweep::SmallSample => SMALL_SAMPLE_SQUARES.to_vec(),
        };
        squares.sort_unstable();
        squares
    }
}

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

/// Holds a single-square getter against the oracle's walk in `dirs` for every square of
/// `sweep` and every subset of the occupancy of `lines(square)` (Carry-Rippler), four times
/// each: everything off those lines empty or all occupied, the slider's own square empty or
/// occupied. Returns the number of (square, subset) pairs. The oracle works on words; the
/// getter takes and returns the library's sets.
#[track_caller]
pub fn check_every_line_occupancy(
    sweep: Sweep,
    name: &str,
    getter: impl Fn(bitfill::Square, bitfill::Bitboard) -> bitfill::Bitboard,
    dirs: &[usize],
    lines: impl Fn(bitfill::Square) -> u64,
) -> u64 {
    let mut count = 0;
    for sq in sweep.squares() {
        let sq = bitfill::Square::ALL[sq as usize];
        let (lines, bit) = (lines(sq), 1u64 << sq.index());
        for occupied in subsets(lines) {
            for occupied in [
                occupied,
                occupied | bit,
                occupied | !lines,
                (occupied | !lines) & !bit,
            ] {
                let expected = oracle::attacks_in(bit, !occupied, dirs);
                let got = getter(sq, bitfill::Bitboard(occupied)).0;
                assert_eq!(got, expected, "{name} {sq} {occupied:#x}");
            }
            count += 1;
        }
    }
    count
}

/// `n` pseudo-random `(square, occupancy)` pairs, the same on every run (xorshift64; the
/// occupancy is the state ANDed with a rotation of itself: about a quarter of the squares).
pub fn random_squares_and_boards(
    n: usize,
) -> impl Iterator<Item = (bitfill::Square, bitfill::Bitboard)> {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    (0..n).map(move |_| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let sq = bitfill::Square::ALL[(x >> 58) as usize];
        (sq, bitfill::Bitboard(x & x.rotate_left(23)))
    })
}
