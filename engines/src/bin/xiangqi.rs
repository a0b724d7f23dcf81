//! Xiangqi perft with bitfill's xiangqi move generator (`bitfill_engines::xiangqi`).
//!
//! ```text
//! cargo run --release -p bitfill-engines --bin xiangqi                     # start position, depths 1 to 5
//! cargo run --release -p bitfill-engines --bin xiangqi -- "<FEN>" <depth>  # counts per root move, as Stockfish's `go perft`
//! ```
//!
//! Moves are written as Fairy-Stockfish's UCI writes them for xiangqi, ranks 1 to 10
//! (`h3e3`, `a10a9`). Counting is bulk: the moves at depth 1 are counted by popcounts,
//! not played.

use bitfill_engines::xiangqi::Position;
use bitfill_engines::xiangqi::perft::perft_bulk;
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

/// The start position's published perft counts, depths 1 to 5.
const START_COUNTS: [u64; 5] = [44, 1_920, 79_666, 3_290_240, 133_312_995];

const USAGE: &str = "usage: xiangqi                 (the start position's published counts, depths 1 to 5)\n       xiangqi \"<FEN>\" <depth>  (counts per root move, then the total)";

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    match args.as_slice() {
        [] => tour(),
        [fen, depth] => match run_divide(fen, depth) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("error: {message}");
                ExitCode::from(2)
            }
        },
        _ => {
            eprintln!("error: expected no argument or two, got {}", args.len());
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn tour() -> ExitCode {
    let pos = Position::startpos();
    let mut all_ok = true;
    let mut total_nodes = 0;
    let started = Instant::now();
    for (depth, expected) in (1..).zip(START_COUNTS) {
        let start = Instant::now();
        let nodes = perft_bulk(&pos, depth);
        let seconds = start.elapsed().as_secs_f64();
        let verdict = if nodes == expected { "OK" } else { "MISMATCH" };
        all_ok &= nodes == expected;
        total_nodes += nodes;
        println!(
            "start position  depth {depth}  {nodes:>11} nodes  expected {expected:>11}  {verdict:<8}  {:>7.1} Mnodes/s",
            nodes as f64 / seconds / 1e6
        );
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{:<24}{total_nodes:>11} nodes in {seconds:.2} s  {:>33.1} Mnodes/s",
        "Total",
        total_nodes as f64 / seconds / 1e6
    );
    if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run_divide(fen: &OsString, depth: &OsString) -> Result<(), String> {
    let fen = fen
        .to_str()
        .ok_or_else(|| format!("the FEN {fen:?} is not valid UTF-8"))?;
    let depth_text = depth
        .to_str()
        .ok_or_else(|| format!("the depth {depth:?} is not valid UTF-8"))?;
    let pos = Position::from_fen(fen).map_err(|e| format!("invalid FEN {fen:?}: {e}"))?;
    let depth: u32 = depth_text.parse().ok().filter(|&d| d >= 1).ok_or_else(|| {
        format!("invalid depth {depth_text:?}: expected a whole number from 1 up")
    })?;
    let mut total = 0;
    let mut stdout = std::io::stdout().lock();
    for &mv in &pos.legal_moves() {
        let count = perft_bulk(&pos.play(mv), depth - 1);
        total += count;
        // Each count as soon as it is known; a closed pipe only ends the listing.
        if writeln!(stdout, "{mv}: {count}")
            .and_then(|()| stdout.flush())
            .is_err()
        {
            return Ok(());
        }
    }
    let _ = writeln!(stdout, "\nNodes searched: {total}");
    Ok(())
}
