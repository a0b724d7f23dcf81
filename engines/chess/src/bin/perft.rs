//! Perft with bitfill's chess move generator (`bitfill_chess`).
//!
//! ```text
//! cargo run --release --bin perft                      # the CPW positions, counts checked
//! cargo run --release --bin perft -- "<FEN>" <depth>   # counts per root move, as Stockfish's `go perft`
//! cargo run --release --bin perft -- startpos <depth>  # the same from the initial position
//! cargo run --release --bin perft -- startpos 7 --threads 2  # on two threads
//! cargo run --release --bin perft -- startpos 6 --leaves list # the last ply's moves listed
//! cargo run --release --bin perft -- startpos 6 --isa avx2   # bitfill's AVX2 path, even on an AVX-512 CPU
//! ```
//!
//! Counting is bulk by default: the moves at depth 1 are counted by popcounts, not played;
//! with `--leaves list` they are written into the move list, as a search needs them, and
//! its length counted, as Stockfish's `go perft` counts (the same counts). With `--threads
//! N` the tree is divided below the root among N threads
//! (`bitfill_engines_common::perft::split`); the counts and the output are the same.
//! Malformed input is a message on stderr and exit code 2; a count that differs from the
//! published one, exit code 1.

use bitfill_chess::Position;
use bitfill_engines_common::cli::{self, Failure};
use bitfill_engines_common::perft::{Leaves, perft_threads};
use std::num::NonZeroUsize;
use std::process::ExitCode;

const USAGE: &str = "usage: perft                   the Chess Programming Wiki positions, each count checked
       perft \"<FEN>\" <depth>   the count of each root move, then the total (Stockfish's `go perft`)
       perft startpos <depth>  the same from the initial position
  <FEN>        six fields separated by spaces (the two move counters may be left out), quoted
  <depth>      a whole number of plies, 0 or more (0 counts the position itself: 1 node)
  --threads N  count on N threads, 1 to 1024 (default 1), the tree divided below the root;
               anywhere among the arguments; the counts and the output are the same for any N
               (a WebAssembly build without threads counts on one and says so on stderr)
  --leaves L   how the last ply is counted: bulk (the default: popcounts of the moves' targets)
               or list (the legal moves written into the move list, as a search needs them, and
               its length counted, as Stockfish counts); the counts are the same;
               anywhere among the arguments
  --isa PATH   run bitfill's kernels of that instruction set at most: scalar, sse2, avx2 or
               avx512 on x86-64 (the default: the widest this CPU has); exit code 2 where the
               CPU lacks it; anywhere among the arguments";

/// The Chess Programming Wiki's perft positions: name, FEN, depth of the tour, expected
/// count at that depth. The depths keep the tour to 0.78 billion nodes, a few seconds on
/// one core, so that building and running stay within a minute from cold on a busy
/// machine; `tests/engines/perft.rs` checks every published count to depth 5-7, and
/// `perft startpos 7` runs the 3.2 billion nodes of the initial position's depth 7.
const TOUR: [(&str, &str, u32, u64); 7] = [
    (
        "Initial",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "Kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
    (
        "Position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        7,
        178_633_661,
    ),
    (
        "Position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
        15_833_292,
    ),
    (
        "Position 4 mirrored",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        5,
        15_833_292,
    ),
    (
        "Position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        5,
        89_941_194,
    ),
    (
        "Position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        5,
        164_075_551,
    ),
];

fn main() -> ExitCode {
    cli::exit("perft", USAGE, run(std::env::args_os().skip(1)))
}

fn run(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), Failure> {
    let args = cli::utf8_args(args)?;
    if cli::wants_help(&args) {
        return Ok(cli::print_help(USAGE)?);
    }
    let (threads, leaves, args) = cli::take_options("perft", &args)?;
    match args.as_slice() {
        [] => tour(leaves, threads),
        [fen, depth] => {
            let pos = if fen == "startpos" {
                Position::startpos()
            } else {
                Position::from_fen(fen)
                    .map_err(|e| Failure::Input(format!("invalid FEN: {}", e.show(fen))))?
            };
            cli::print_divide(&pos, cli::parse_depth(depth)?, leaves, threads)
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

fn tour(leaves: Leaves, threads: NonZeroUsize) -> Result<(), Failure> {
    let positions = TOUR
        .iter()
        .map(|&(name, fen, depth, expected)| {
            let pos = Position::from_fen(fen).map_err(|e| Failure::Input(e.show(fen)))?;
            Ok((name, pos, depth, expected))
        })
        .collect::<Result<Vec<_>, Failure>>()?;
    cli::tour(positions.iter().map(|(name, pos, depth, expected)| {
        (name.to_string(), *depth, *expected, move || {
            perft_threads(pos, *depth, leaves, threads)
        })
    }))
}
