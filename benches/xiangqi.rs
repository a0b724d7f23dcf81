//! Xiangqi perft with bitfill's xiangqi move generator (`bitfill_engines::xiangqi`): the
//! start position and a middlegame, with bulk counting (the last ply counted by
//! popcounts) and with every leaf played. Throughput is in nodes: criterion's `elem/s`
//! is nodes per second.
//!
//! ```text
//! cargo bench --bench xiangqi
//! PERFT_CPU_TIME=1 cargo bench --bench xiangqi   # this thread's CPU time, not wall time
//! ```
//!
//! On a machine shared with other jobs, wall time mostly measures the scheduler;
//! `PERFT_CPU_TIME=1` times each sample by the CPU time the benchmark thread was given
//! (Linux: `/proc/thread-self/schedstat`, nanoseconds), as the chess perft bench does.

mod common;

use bitfill_engines::xiangqi::Position;
use bitfill_engines::xiangqi::perft::{perft, perft_bulk};
use common::cpu_time::ThreadCpuTime;
use criterion::measurement::Measurement;
use criterion::{Criterion, Throughput};
use std::hint::black_box;

/// A middlegame reached from the start by a common opening (central cannon against
/// screen horses), both chariots out: open files, cannon screens and horse legs everywhere.
const MIDDLEGAME: &[&str] = &[
    "h3e3", "h10g8", "h1g3", "i10h10", "i1h1", "b10c8", "h1h5", "g7g6", "b1c3", "b8a8", "a1b1",
    "a10b10",
];

fn middlegame() -> Position {
    let mut pos = Position::startpos();
    for name in MIDDLEGAME {
        let mv = *pos
            .legal_moves()
            .iter()
            .find(|mv| mv.to_string() == *name)
            .unwrap_or_else(|| panic!("{name} is legal in {pos}"));
        pos = pos.play(mv);
    }
    pos
}

fn bench<M: Measurement>(c: &mut Criterion<M>) {
    let start = Position::startpos();
    let middle = middlegame();
    let mut group = c.benchmark_group("xiangqi_perft");
    group.sample_size(10);
    for (name, pos, depth, bulk) in [
        ("startpos_d4_bulk", start, 4, true),
        ("middlegame_d4_bulk", middle, 4, true),
        ("startpos_d4_leaf", start, 4, false),
    ] {
        let nodes = perft_bulk(&pos, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| {
            b.iter(|| {
                let count = if bulk {
                    perft_bulk(black_box(&pos), depth)
                } else {
                    perft(black_box(&pos), depth)
                };
                assert_eq!(count, nodes);
                count
            });
        });
    }
    group.finish();
}

fn main() {
    if std::env::var_os("PERFT_CPU_TIME").is_some() {
        let mut c = Criterion::default()
            .with_measurement(ThreadCpuTime)
            .configure_from_args();
        bench(&mut c);
        c.final_summary();
    } else {
        let mut c = Criterion::default().configure_from_args();
        bench(&mut c);
        c.final_summary();
    }
}
