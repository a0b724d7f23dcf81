//! Shogi perft with bitfill's shogi move generator (`bitfill_shogi`).
//!
//! ```text
//! cargo run --release -p bitfill-engines --bin shogi                      # start position, depths 1 to 5
//! cargo run --release -p bitfill-engines --bin shogi -- "<SFEN>" <depth>  # counts per root move, as YaneuraOu's `go perft`
//! cargo run --release -p bitfill-engines --bin shogi -- startpos <depth>  # the same from the start position
//! cargo run --release -p bitfill-engines --bin shogi -- startpos 6 --leaves list --threads 2
//! ```
//!
//! Moves are written in USI notation (`7g7f`, `8h2b+`, `P*5e`). Counting is bulk by
//! default: the moves at depth 1 are counted by popcounts, not played; with `--leaves list`
//! they are written into the move list, as a search needs them, and its length counted, as
//! YaneuraOu's `go perft` counts (the same counts). `--threads N` divides the tree below
//! the root among N threads; the counts and the output are the same. Every promotion and non-promotion is a
//! move, as YaneuraOu's `LEGAL_ALL` counts them. Malformed input is a message on stderr and
//! exit code 2; a count that differs from the published one, exit code 1.

use bitfill_engines_common::cli::{self, Failure};
use bitfill_shogi::Position;
use std::process::ExitCode;

/// The start position's published perft counts, depths 1 to 5.
const START_COUNTS: [u64; 5] = [30, 900, 25_470, 719_731, 19_861_490];

const USAGE: &str = "usage: shogi                    the start position's published counts, depths 1 to 5, each checked
       shogi \"<SFEN>\" <depth>   the count of each root move, then the total (YaneuraOu's `go perft`)
       shogi startpos <depth>   the same from the start position
  <SFEN>       board, side to move (b or w), pieces in hand (- for none) and optionally the move number, quoted
  <depth>      a whole number of plies, 0 or more (0 counts the position itself: 1 node)
  --threads N  count on N threads, 1 to 1024 (default 1), the tree divided below the root;
               anywhere among the arguments; the counts and the output are the same for any N
               (a WebAssembly build without threads counts on one and says so on stderr)
  --leaves L   how the last ply is counted: bulk (the default: popcounts of the moves' targets)
               or list (the legal moves written into the move list, as a search needs them, and
               its length counted, as YaneuraOu counts); the counts are the same;
               anywhere among the arguments
  --isa PATH   run bitfill's kernels of that instruction set at most: scalar, sse2, avx2 or
               avx512 on x86-64 (the default: the widest this CPU has); exit code 2 where the
               CPU lacks it; anywhere among the arguments";

fn main() -> ExitCode {
    cli::exit("shogi", USAGE, run(std::env::args_os().skip(1)))
}

fn run(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), Failure> {
    let args = cli::utf8_args(args)?;
    if cli::wants_help(&args) {
        return Ok(cli::print_help(USAGE)?);
    }
    cli::game_perft(
        "shogi",
        &args,
        Position::startpos(),
        &START_COUNTS,
        Position::from_sfen,
    )
}
