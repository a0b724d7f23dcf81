//! XXL chess perft (Fairy-Stockfish-X's variant `xxl`, 14x14) with bitfill's XXL move
//! generator (`bitfill_engines::xxl`).
//!
//! ```text
//! cargo run --release -p bitfill-engines --bin xxl                     # start position, depths 1 to 4
//! cargo run --release -p bitfill-engines --bin xxl -- "<FEN>" <depth>  # counts per root move, as Stockfish's `go perft`
//! cargo run --release -p bitfill-engines --bin xxl -- startpos <depth> # the same from the start position
//! ```
//!
//! Moves are written as Fairy-Stockfish's UCI writes them for `xxl`, files a to n, ranks
//! 1 to 14 (`h2h4`, `a13a11`, `b7b8q`, castling `h1m1`). Counting is bulk: the moves at
//! depth 1 are counted by popcounts, not played. Malformed input is a message on stderr
//! and exit code 2; a count that differs from Fairy-Stockfish-X's, exit code 1.

use bitfill_engines::cli::{self, Failure};
use bitfill_engines::xxl::Position;
use bitfill_engines::xxl::perft::perft_bulk;
use std::process::ExitCode;

/// The start position's perft counts, depths 1 to 4, as Fairy-Stockfish-X counts them
/// (`go perft N` after `setoption name UCI_Variant value xxl`).
const START_COUNTS: [u64; 4] = [46, 2_116, 111_887, 5_905_087];

const USAGE: &str = "usage: xxl                   the start position's counts (Fairy-Stockfish-X's), depths 1 to 4, each checked
       xxl \"<FEN>\" <depth>   the count of each root move, then the total (Stockfish's `go perft`)
       xxl startpos <depth>  the same from the start position
  <FEN>    14 ranks of 14 squares (rank 14 first), side to move (w or b), optionally castling,
           en passant and the move counters (`KQkq - 0 1`), quoted
  <depth>  a whole number of plies, 0 or more (0 counts the position itself: 1 node)";

fn main() -> ExitCode {
    cli::exit("xxl", USAGE, run(std::env::args_os().skip(1)))
}

fn run(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), Failure> {
    let args = cli::utf8_args(args)?;
    if cli::wants_help(&args) {
        return Ok(cli::print_line(USAGE)?);
    }
    match args.as_slice() {
        [] => tour(),
        [fen, depth] => {
            let pos = if fen == "startpos" {
                Position::startpos()
            } else {
                // The error names the field or rank and the text at fault, so the FEN is
                // quoted whole.
                Position::from_fen(fen)
                    .map_err(|e| Failure::Input(format!("invalid FEN {fen:?}: {e}")))?
            };
            divide(&pos, cli::parse_depth(depth)?)
        }
        [_] => Err(Failure::Usage(
            "expected a FEN and a depth, or nothing (a FEN has spaces: quote it)".into(),
        )),
        _ => Err(Failure::Usage(format!(
            "expected a FEN and a depth, or nothing; got {} arguments (a FEN has spaces: quote it)",
            args.len()
        ))),
    }
}

fn tour() -> Result<(), Failure> {
    let pos = Position::startpos();
    cli::tour((1..).zip(START_COUNTS).map(|(depth, expected)| {
        let pos = &pos;
        ("start position".to_string(), depth, expected, move || {
            perft_bulk(pos, depth)
        })
    }))
}

/// Each root move's count as soon as it is known, then the total, as Stockfish prints them.
fn divide(pos: &Position, depth: u32) -> Result<(), Failure> {
    // Lazy: each count is computed as it is printed; not read at depth 0.
    let moves = pos.legal_moves();
    let counts = moves
        .iter()
        .map(|&mv| (mv, perft_bulk(&pos.play(mv), depth.saturating_sub(1))));
    cli::print_divide(depth, counts)
}
