//! Xiangqi perft with bitfill's xiangqi move generator (`bitfill_xiangqi`).
//!
//! ```text
//! cargo run --release -p bitfill-engines --bin xiangqi                     # start position, depths 1 to 5
//! cargo run --release -p bitfill-engines --bin xiangqi -- "<FEN>" <depth>  # counts per root move, as Stockfish's `go perft`
//! cargo run --release -p bitfill-engines --bin xiangqi -- startpos <depth> # the same from the start position
//! cargo run --release -p bitfill-engines --bin xiangqi -- startpos 5 --threads 2 # on two threads
//! cargo run --release -p bitfill-engines --bin xiangqi -- startpos 5 --leaves list # the last ply's moves listed
//! ```
//!
//! Moves are written as Fairy-Stockfish's UCI writes them for xiangqi, ranks 1 to 10
//! (`h3e3`, `a10a9`). Counting is bulk by default: the moves at depth 1 are counted by
//! popcounts, not played; with `--leaves list` they are written into the move list, as a
//! search needs them, and its length counted, as Pikafish's `go perft` counts (the same
//! counts). With `--threads N` the tree is divided below the root among N threads
//! (`bitfill_engines_common::perft::split`); the counts and the output are the same.
//! Malformed input is a message on stderr and exit code 2; a count that differs from the
//! published one, exit code 1.

use bitfill_engines_common::cli::{self, Failure};
use bitfill_xiangqi::Position;
use std::process::ExitCode;

/// The start position's published perft counts, depths 1 to 5.
const START_COUNTS: [u64; 5] = [44, 1_920, 79_666, 3_290_240, 133_312_995];

const USAGE: &str = "usage: xiangqi                   the start position's published counts, depths 1 to 5, each checked
       xiangqi \"<FEN>\" <depth>   the count of each root move, then the total (Stockfish's `go perft`)
       xiangqi startpos <depth>  the same from the start position
  <FEN>        board, side to move (w or b) and optionally the four fields chess keeps (`- - 0 1`), quoted
  <depth>      a whole number of plies, 0 or more (0 counts the position itself: 1 node)
  --threads N  count on N threads, 1 to 1024 (default 1), the tree divided below the root;
               anywhere among the arguments; the counts and the output are the same for any N
               (a WebAssembly build without threads counts on one and says so on stderr)
  --leaves L   how the last ply is counted: bulk (the default: popcounts of the moves' targets)
               or list (the legal moves written into the move list, as a search needs them, and
               its length counted, as Pikafish counts); the counts are the same;
               anywhere among the arguments
  --isa PATH   run bitfill's kernels of that instruction set at most: scalar, sse2, avx2 or
               avx512 on x86-64 (the default: the widest this CPU has); exit code 2 where the
               CPU lacks it; anywhere among the arguments";

fn main() -> ExitCode {
    cli::exit("xiangqi", USAGE, run(std::env::args_os().skip(1)))
}

fn run(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), Failure> {
    let args = cli::utf8_args(args)?;
    if cli::wants_help(&args) {
        return Ok(cli::print_help(USAGE)?);
    }
    cli::game_perft(
        "xiangqi",
        &args,
        Position::startpos(),
        &START_COUNTS,
        Position::from_fen,
    )
}
