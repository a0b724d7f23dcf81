//! Xiangqi perft with bitfill's xiangqi move generator (`bitfill_engines::xiangqi`).
//!
//! ```text
//! cargo run --release -p bitfill-engines --bin xiangqi                     # start position, depths 1 to 5
//! cargo run --release -p bitfill-engines --bin xiangqi -- "<FEN>" <depth>  # counts per root move, as Stockfish's `go perft`
//! cargo run --release -p bitfill-engines --bin xiangqi -- startpos <depth> # the same from the start position
//! ```
//!
//! Moves are written as Fairy-Stockfish's UCI writes them for xiangqi, ranks 1 to 10
//! (`h3e3`, `a10a9`). Counting is bulk: the moves at depth 1 are counted by popcounts,
//! not played. Malformed input is a message on stderr and exit code 2; a count that
//! differs from the published one, exit code 1.

use bitfill_engines::cli::{self, Failure};
use bitfill_engines::xiangqi::Position;
use bitfill_engines::xiangqi::perft::perft_bulk;
use std::process::ExitCode;

/// The start position's published perft counts, depths 1 to 5.
const START_COUNTS: [u64; 5] = [44, 1_920, 79_666, 3_290_240, 133_312_995];

const USAGE: &str = "usage: xiangqi                   the start position's published counts, depths 1 to 5, each checked
       xiangqi \"<FEN>\" <depth>   the count of each root move, then the total (Stockfish's `go perft`)
       xiangqi startpos <depth>  the same from the start position
  <FEN>    board, side to move (w or b) and optionally the four fields chess keeps (`- - 0 1`), quoted
  <depth>  a whole number of plies, 0 or more (0 counts the position itself: 1 node)";

fn main() -> ExitCode {
    cli::exit("xiangqi", USAGE, run(std::env::args_os().skip(1)))
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
                // The xiangqi FEN error names the field and the text at fault (it has no
                // span to mark), so the FEN is quoted whole.
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
