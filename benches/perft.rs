//! Perft with bitfill's chess move generator (`bitfill_engines::chess`, Kogge-Stone fills,
//! a few KiB of tables) against cozy-chess 0.3.4 (magic bitboards, ~690 KiB of tables),
//! same positions, same depths, same counting, in one run.
//!
//! - `bulk`: moves at depth 1 counted, not played: `count_legal_moves` (popcounts) here,
//!   `moves.len()` (popcounts) in cozy-chess's `generate_moves` callback.
//! - `leaf`: every leaf move played (`Position::play` / `Board::play_unchecked`), as in
//!   cozy-chess's own perft example and bench.
//!
//! Throughput is in nodes: criterion's `elem/s` is nodes per second.
//!
//! ```text
//! cargo bench --bench perft
//! PERFT_CPU_TIME=1 cargo bench --bench perft   # this thread's CPU time, not wall time
//! ```
//!
//! On a machine shared with other jobs, wall time mostly measures the scheduler;
//! `PERFT_CPU_TIME=1` times each sample by the CPU time the benchmark thread was given
//! (Linux: `/proc/thread-self/schedstat`, nanoseconds), so both sides are charged only
//! for their own work.

mod common;

use bitfill_engines::chess::Position;
use bitfill_engines::chess::perft::{perft, perft_bulk};
use common::cozy::cozy_perft_bulk;
use common::cpu_time::ThreadCpuTime;
use cozy_chess::Board;
use criterion::measurement::Measurement;
use criterion::{Criterion, Throughput};
use std::hint::black_box;

/// Name, FEN, depth, node count.
const POSITIONS: [(&str, &str, u32, u64); 2] = [
    (
        "startpos",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
];

/// cozy-chess's perft example, every leaf move played.
fn cozy_perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut board = board.clone();
            board.play_unchecked(mv);
            nodes += cozy_perft(&board, depth - 1);
        }
        false
    });
    nodes
}

fn bench_perft<M: Measurement>(c: &mut Criterion<M>) {
    for (counting, ours, theirs) in [
        (
            "bulk",
            perft_bulk as fn(&Position, u32) -> u64,
            cozy_perft_bulk as fn(&Board, u32) -> u64,
        ),
        ("leaf", perft, cozy_perft),
    ] {
        let mut group = c.benchmark_group(format!("perft_{counting}"));
        group.sample_size(20);
        for (name, fen, depth, nodes) in POSITIONS {
            let pos = Position::from_fen(fen).expect("valid FEN");
            let board = Board::from_fen(fen, false).expect("valid FEN");
            assert_eq!(ours(&pos, depth), nodes, "bitfill {name}");
            assert_eq!(theirs(&board, depth), nodes, "cozy-chess {name}");
            group.throughput(Throughput::Elements(nodes));
            group.bench_function(format!("bitfill/{name}/depth{depth}"), |b| {
                b.iter(|| ours(black_box(&pos), black_box(depth)));
            });
            group.bench_function(format!("cozy-chess/{name}/depth{depth}"), |b| {
                b.iter(|| theirs(black_box(&board), black_box(depth)));
            });
        }
        group.finish();
    }
}

fn main() {
    if std::env::var_os("PERFT_CPU_TIME").is_some() {
        let mut c = Criterion::default()
            .with_measurement(ThreadCpuTime)
            .configure_from_args();
        bench_perft(&mut c);
        c.final_summary();
    } else {
        let mut c = Criterion::default().configure_from_args();
        bench_perft(&mut c);
        c.final_summary();
    }
}
