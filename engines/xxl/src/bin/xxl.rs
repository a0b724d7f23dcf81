//! XXL chess perft (Fairy-Stockfish-X's variant `xxl`, 14x14) with bitfill's XXL move
//! generator (`bitfill_xxl`).
//!
//! ```text
//! cargo run --release -p bitfill-engines --bin xxl                     # start position, depths 1 to 4
//! cargo run --release -p bitfill-engines --bin xxl -- "<FEN>" <depth>  # counts per root move, as Stockfish's `go perft`
//! cargo run --release -p bitfill-engines --bin xxl -- startpos <depth> # the same from the start position
//! cargo run --release -p bitfill-engines --bin xxl -- startpos 5 --threads 2 # on two threads
//! cargo run --release -p bitfill-engines --bin xxl -- startpos 4 --leaves list # the last ply's moves listed
//! ```
//!
//! Moves are written as Fairy-Stockfish's UCI writes them for `xxl`, files a to n, ranks 1
//! to 14 (`h2h4`, `a13a11`, `b7b8q`, castling `h1m1`). Counting is bulk by default: the
//! moves at depth 1 are counted by popcounts, not played; with `--leaves list` they are
//! written into the move list, as a search needs them, and its length counted (the same
//! counts). With `--threads N` the tree is divided below the root among N threads
//! (`bitfill_engines_common::perft::split`); the counts and the output are the same.
//! Malformed input is a message on stderr and exit code 2; a count that differs from
//! Fairy-Stockfish-X's, exit code 1.

use bitfill_engines_common::cli::{self, Failure};
use bitfill_xxl::Position;
use std::process::ExitCode;

/// The start position's perft counts, depths 1 to 4, as Fairy-Stockfish-X counts them
/// (`go perft N` after `setoption name UCI_Variant value xxl`).
const START_COUNTS: [u64; 4] = [46, 2_116, 111_887, 5_905_087];

const USAGE: &str = "usage: xxl                   the start position's counts (Fairy-Stockfish-X's), depths 1 to 4, each checked
       xxl \"<FEN>\" <depth>   the count of each root move, then the total (Stockfish's `go perft`)
       xxl startpos <depth>  the same from the start position
  <FEN>        14 ranks of 14 squares (rank 14 first), side to move (w or b), optionally castling,
               en passant and the move counters (`KQkq - 0 1`), quoted
  <depth>      a whole number of plies, 0 or more (0 counts the position itself: 1 node)
  --threads N  count on N threads, 1 to 1024 (default 1), the tree divided below the root;
               anywhere among the arguments; the counts and the output are the same for any N
               (a WebAssembly build without threads counts on one and says so on stderr)
  --leaves L   how the last ply is counted: bulk (the default: popcounts of the moves' targets)
               or list (the legal moves written into the move list, as a search needs them, and
               its length counted, as Fairy-Stockfish counts); the counts are the same;
               anywhere among the arguments
  --isa PATH   run bitfill's kernels of that instruction set at most: scalar, sse2, avx2 or
               avx512 on x86-64 (the default: the widest this CPU has); exit code 2 where the
               CPU lacks it; anywhere among the arguments";

fn main() -> ExitCode {
    cli::exit("xxl", USAGE, run(std::env::args_os().skip(1)))
}

fn run(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), Failure> {
    let args = cli::utf8_args(args)?;
    if cli::wants_help(&args) {
        return Ok(cli::print_help(USAGE)?);
    }
    cli::game_perft(
        "xxl",
        &args,
        Position::startpos(),
        &START_COUNTS,
        Position::from_fen,
    )
}
