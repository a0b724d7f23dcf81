//! Perft with bitfill's chess move generator (`bitfill_engines::chess`).
//!
//! ```text
//! cargo run --release --example perft                     # the six CPW positions (and the mirror of 4)
//! cargo run --release --example perft -- "<FEN>" <depth>  # counts per root move, as Stockfish's `go perft`
//! ```
//!
//! Counting is bulk: the moves at depth 1 are counted by popcounts, not played.

use bitfill_engines::chess::Position;
use bitfill_engines::chess::perft::{divide, perft_bulk};
use std::process::ExitCode;
use std::time::Instant;

/// The Chess Programming Wiki's perft positions: name, FEN, depth of the tour, expected
/// count at that depth.
const TOUR: [(&str, &str, u32, u64); 7] = [
    (
        "Initial",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        7,
        3_195_901_860,
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
        6,
        706_045_033,
    ),
    (
        "Position 4 mirrored",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        6,
        706_045_033,
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
    let args: Vec<String> = std::env::args().skip(1).collect();
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
            eprintln!("usage: perft                 (the Chess Programming Wiki positions)");
            eprintln!("       perft \"<FEN>\" <depth>  (counts per root move)");
            ExitCode::from(2)
        }
    }
}

fn tour() -> ExitCode {
    let mut all_ok = true;
    let mut total_nodes = 0;
    let started = Instant::now();
    for (name, fen, depth, expected) in TOUR {
        let pos = Position::from_fen(fen).expect("the tour's FENs are valid");
        let start = Instant::now();
        let nodes = perft_bulk(&pos, depth);
        let seconds = start.elapsed().as_secs_f64();
        let verdict = if nodes == expected { "OK" } else { "MISMATCH" };
        all_ok &= nodes == expected;
        total_nodes += nodes;
        println!(
            "{name:<20} depth {depth}  {nodes:>11} nodes  expected {expected:>11}  {verdict:<8}  {:>6.1} Mnodes/s",
            nodes as f64 / seconds / 1e6
        );
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{:<20}          {total_nodes:>11} nodes in {seconds:.1} s  {:>32.1} Mnodes/s",
        "Total",
        total_nodes as f64 / seconds / 1e6
    );
    if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run_divide(fen: &str, depth: &str) -> Result<(), String> {
    let pos = Position::from_fen(fen).map_err(|e| format!("invalid FEN {fen:?}: {e}"))?;
    let depth: u32 = depth
        .parse()
        .ok()
        .filter(|&d| d >= 1)
        .ok_or_else(|| format!("invalid depth {depth:?}: expected a whole number from 1 up"))?;
    let mut total = 0;
    for (mv, count) in divide(&pos, depth) {
        println!("{mv}: {count}");
        total += count;
    }
    println!();
    println!("Nodes searched: {total}");
    Ok(())
}
