//! Othello perft from the initial position, on bitfill's occluded fills.
//!
//! ```text
//! cargo run --release --bin othello -- <depth>   # prints "Nodes searched: N"
//! cargo run --release --bin othello              # depths 1 to 9, checked
//! cargo run --release --bin othello -- 9 dumb7   # the engine's own Dumb7Fill generator
//! cargo run --release --bin othello -- 12 --leaves list   # the last ply's moves listed
//! cargo run --release --bin othello -- 12 --every-leaf    # the last ply's moves played
//! cargo run --release --bin othello -- 13 --threads 2    # on two threads
//! ```
//!
//! The last ply is counted in bulk by default (a popcount of the move set, as Egaroucid's
//! `-perft` counts); `--leaves list` writes its moves into a move list, as a search would,
//! and counts the list; `--every-leaf` also plays each of them. The counts are the same. A
//! pass is a ply, and a finished game counts as one leaf at every remaining depth. With
//! `--threads N` the tree is divided among N threads
//! (`bitfill_engines_common::perft::split`); the counts are the same. Malformed input is a
//! message on stderr and exit code 2; a count that differs from the published one, exit
//! code 1.

use bitfill_engines_common::cli::{self, Failure};
use bitfill_othello::Position;
use bitfill_othello::perft::{self, Counting, Generator};
use std::num::NonZeroUsize;
use std::process::ExitCode;
use std::time::Instant;

/// Published counts for depths 1 to 9 from the initial position.
const EXPECTED: [u64; 9] = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];

const USAGE: &str =
    "usage: othello [<depth> [<generator>]] [--leaves bulk|list] [--every-leaf] [--free-pass]
               [--threads N] [--isa PATH]
  <depth>       a whole number of plies, 0 or more (0 counts the position itself: 1 node):
                prints `Nodes searched: N` for the initial position, black to move
  <generator>   library  bitfill's kernels for this CPU, the recursion in the copy
                         bitfill::simd::dispatch chooses (the default)
                scalar   bitfill's scalar kernels forced (moves_const, flips_const)
                sse2     bitfill's SSE2 kernels forced (x86_64)
                avx2     bitfill's AVX2 kernels forced, in its copy for AVX2, BMI1,
                         BMI2, POPCNT, LZCNT (an error without them)
                kogge    the engine's own generator on Kogge-Stone fill! getters
                dumb7    the engine's own generator on Dumb7Fill fill! getters
  --leaves bulk count the last ply's moves by a popcount of the move set (the default,
                as Egaroucid's -perft counts)
  --leaves list write the last ply's moves into a move list, as a search would, and
                count its length
  --every-leaf  play every move of the last ply (its flips computed) and count the
                positions reached: goes further than --leaves list, and overrides it
  --free-pass   a pass costs no depth (Egaroucid's perft mode 2); by default it is a ply
  --threads N   count on N threads, 1 to 1024 (default 1), the tree divided below the
                position; the counts are the same for any N
  --isa PATH    run bitfill's kernels of that instruction set at most, through the library
                generator: scalar, sse2, avx2 or avx512 on x86-64 (the default: the widest
                this CPU has); exit code 2 where the CPU lacks it
  without a depth, runs depths 1 to 9 and checks them against the published counts
  (--leaves and --threads apply)";

fn main() -> ExitCode {
    cli::exit("othello", USAGE, run(std::env::args_os().skip(1)))
}

fn run(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), Failure> {
    let args = cli::utf8_args(args)?;
    if cli::wants_help(&args) {
        return Ok(cli::print_help(USAGE)?);
    }
    let (threads, args) = cli::take_threads(&args)?;
    let (leaves, args) = cli::take_leaves(&args)?;
    let (_, args) = cli::take_isa(&args)?;
    let mut counting = Counting {
        leaves,
        ..Counting::default()
    };
    let mut positional = Vec::new();
    for arg in &args {
        match arg.as_str() {
            "--every-leaf" => counting.every_leaf = true,
            "--free-pass" => counting.free_pass = true,
            flag if flag.starts_with("--") => {
                return Err(Failure::Input(format!(
                    "{flag:?} is not an option: expected --leaves bulk|list, --every-leaf, --free-pass, \
                     --threads N or --isa PATH"
                )));
            }
            _ => positional.push(arg.as_str()),
        }
    }
    let (depth, generator) = match positional.as_slice() {
        [] if !counting.every_leaf && !counting.free_pass => {
            return check_all(counting, threads);
        }
        [] => {
            return Err(Failure::Usage(
                "expected a depth before the options".to_string(),
            ));
        }
        [depth] => (*depth, "library"),
        [depth, generator] => (*depth, *generator),
        _ => {
            return Err(Failure::Usage(format!(
                "expected at most two arguments besides the options, got {}",
                positional.len()
            )));
        }
    };
    let depth = cli::parse_depth(depth)?;
    let (nodes, seconds) = match generator {
        "library" => timed(|| {
            let start = Position::initial();
            perft::perft_library_threads(start.player(), start.opponent(), depth, counting, threads)
        }),
        "scalar" => timed_token(bitfill::simd::Portable, depth, counting, threads),
        "kogge" => timed_perft(&perft::Kogge, depth, counting, threads),
        "dumb7" => timed_perft(&perft::Dumb7, depth, counting, threads),
        "avx2" => avx2_perft(depth, counting, threads)?,
        #[cfg(target_arch = "x86_64")]
        "sse2" => timed_token(bitfill::simd::Sse2, depth, counting, threads),
        _ => {
            return Err(Failure::Input(format!(
                "{generator:?} is not a generator: expected library, scalar, sse2, avx2, kogge or dumb7"
            )));
        }
    };
    cli::print_line(&format!("Nodes searched: {nodes}"))?;
    cli::print_line(&format!("Time: {}", speed(nodes, seconds)))?;
    Ok(())
}

#[cfg(target_arch = "x86_64")]
fn avx2_perft(
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
) -> Result<(u64, f64), Failure> {
    match bitfill::simd::Avx2::detect() {
        Some(token) => Ok(timed_token(token, depth, counting, threads)),
        None => Err(Failure::Input(
            "this CPU has no AVX2 (or lacks BMI1, BMI2, POPCNT or LZCNT)".to_string(),
        )),
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn avx2_perft(_: u32, _: Counting, _: NonZeroUsize) -> Result<(u64, f64), Failure> {
    Err(Failure::Input("AVX2 is x86_64 only".to_string()))
}

/// Runs perft to `depth` from the initial position on `threads` threads; returns the count
/// and the seconds.
fn timed_perft(
    kernels: &(impl Generator + Sync),
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
) -> (u64, f64) {
    let start = Position::initial();
    timed(|| {
        perft::perft_threads(
            kernels,
            start.player(),
            start.opponent(),
            depth,
            counting,
            threads,
        )
    })
}

/// Runs perft to `depth` from the initial position on `threads` threads in the copy of
/// bitfill's `token` (its kernels forced); returns the count and the seconds.
fn timed_token(
    token: impl bitfill::simd::Kernels + Sync,
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
) -> (u64, f64) {
    let start = Position::initial();
    timed(|| {
        perft::perft_on_threads(
            token,
            start.player(),
            start.opponent(),
            depth,
            counting,
            threads,
        )
    })
}

/// The count and the seconds it took.
fn timed(count: impl FnOnce() -> u64) -> (u64, f64) {
    let clock = Instant::now();
    let nodes = count();
    (nodes, clock.elapsed().as_secs_f64())
}

fn speed(nodes: u64, seconds: f64) -> String {
    format!(
        "{seconds:.3} s, {:.1} Mnodes/s",
        nodes as f64 / seconds.max(1e-9) / 1e6
    )
}

fn check_all(counting: Counting, threads: NonZeroUsize) -> Result<(), Failure> {
    let mut ok = true;
    for (depth, &expected) in (1..).zip(&EXPECTED) {
        let start = Position::initial();
        let (nodes, seconds) = timed(|| {
            perft::perft_library_threads(start.player(), start.opponent(), depth, counting, threads)
        });
        let verdict = if nodes == expected { "OK" } else { "MISMATCH" };
        cli::print_line(&format!(
            "depth {depth}: Nodes searched: {nodes:>8}  expected {expected:>8}  {verdict:<8}  ({})",
            speed(nodes, seconds)
        ))?;
        ok &= nodes == expected;
    }
    if ok { Ok(()) } else { Err(Failure::Mismatch) }
}
