//! Othello perft from the initial position, on bitfill's occluded fills.
//!
//! ```text
//! cargo run --release --bin othello -- <depth>   # prints "Nodes searched: N"
//! cargo run --release --bin othello              # depths 1 to 9, checked
//! cargo run --release --bin othello -- 9 dumb7   # on Dumb7Fill instead of Kogge-Stone
//! ```
//!
//! A pass is a ply, and a finished game counts as one leaf at every remaining depth.
//! Malformed input is a message on stderr and exit code 2; a count that differs from the
//! published one, exit code 1.

use bitfill_engines::cli::{self, Failure};
use bitfill_engines::othello::{Position, dumb7, kogge};
use std::process::ExitCode;
use std::time::Instant;

/// Published counts for depths 1 to 9 from the initial position.
const EXPECTED: [u64; 9] = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];

const USAGE: &str = "usage: othello [<depth> [kogge|dumb7]]
  <depth>  a whole number of plies, 0 or more (0 counts the position itself: 1 node):
           prints `Nodes searched: N` for the initial position, black to move
  kogge    Kogge-Stone occluded fills (the default)
  dumb7    Dumb7Fill occluded fills
  without a depth, runs depths 1 to 9 and checks them against the published counts";

type Perft = fn(u64, u64, u32) -> u64;

fn main() -> ExitCode {
    cli::exit("othello", USAGE, run(std::env::args_os().skip(1)))
}

fn run(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), Failure> {
    let args = cli::utf8_args(args)?;
    if cli::wants_help(&args) {
        return Ok(cli::print_line(USAGE)?);
    }
    let (depth, fill) = match args.as_slice() {
        [] => return check_all(),
        [depth] => (depth, "kogge"),
        [depth, fill] => (depth, fill.as_str()),
        _ => {
            return Err(Failure::Usage(format!(
                "expected at most two arguments, got {}",
                args.len()
            )));
        }
    };
    let depth = cli::parse_depth(depth)?;
    let perft: Perft = match fill {
        "kogge" => kogge::perft,
        "dumb7" => dumb7::perft,
        _ => {
            return Err(Failure::Input(format!(
                "{fill:?} is not a fill: expected kogge or dumb7"
            )));
        }
    };
    let (nodes, seconds) = timed_perft(perft, depth);
    cli::print_line(&format!("Nodes searched: {nodes}"))?;
    cli::print_line(&format!("Time: {}", speed(nodes, seconds)))?;
    Ok(())
}

/// Runs `perft` to `depth` from the initial position; returns the count and the seconds.
fn timed_perft(perft: Perft, depth: u32) -> (u64, f64) {
    let start = Position::initial();
    let clock = Instant::now();
    let nodes = perft(start.player(), start.opponent(), depth);
    (nodes, clock.elapsed().as_secs_f64())
}

fn speed(nodes: u64, seconds: f64) -> String {
    format!(
        "{seconds:.3} s, {:.1} Mnodes/s",
        nodes as f64 / seconds.max(1e-9) / 1e6
    )
}

fn check_all() -> Result<(), Failure> {
    let mut ok = true;
    for (depth, &expected) in (1..).zip(&EXPECTED) {
        let (nodes, seconds) = timed_perft(kogge::perft, depth);
        let verdict = if nodes == expected { "OK" } else { "MISMATCH" };
        cli::print_line(&format!(
            "depth {depth}: Nodes searched: {nodes:>8}  expected {expected:>8}  {verdict:<8}  ({})",
            speed(nodes, seconds)
        ))?;
        ok &= nodes == expected;
    }
    if ok { Ok(()) } else { Err(Failure::Mismatch) }
}
