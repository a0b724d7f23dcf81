//! The side attack map (the union of the attacks of all white sliders) over 1000 positions
//! from real play, in one run: cozy-chess magic bitboards looped over the pieces, the
//! scalar set-wise fills, the root getters, SSE2 and the AVX2 kernels; then the same
//! through the batch API.
//!
//! `cargo bench --bench simd` gives criterion's detail per contender; the ratios to quote
//! come from `cargo bench --bench sidemap` (all contenders interleaved in one process). The positions are the workspace's `data/positions.txt`
//! (`common::boards`).

mod common;

#[cfg(target_arch = "x86_64")]
use bitfill::simd::Kernels;
use bitfill::{Bitboard, Empty, dumb7, kogge, simd};
use cozy_chess::{BitBoard, Color, Piece, get_bishop_moves, get_rook_moves};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

/// One position's white sliders, as cozy-chess and bitfill each want them.
#[derive(Clone, Copy)]
struct Position {
    /// White rooks and queens.
    orthogonal: BitBoard,
    /// White bishops and queens.
    diagonal: BitBoard,
    occupied: BitBoard,
}

impl Position {
    fn empty(&self) -> Empty {
        Empty::of(self.occupied())
    }

    /// The sets as bitfill's type: the same word.
    fn orthogonal(&self) -> Bitboard {
        Bitboard(self.orthogonal.0)
    }

    fn diagonal(&self) -> Bitboard {
        Bitboard(self.diagonal.0)
    }

    fn occupied(&self) -> Bitboard {
        Bitboard(self.occupied.0)
    }
}

fn positions() -> Vec<Position> {
    common::boards()
        .map(|board| {
            let white = |piece| board.colored_pieces(Color::White, piece);
            Position {
                orthogonal: white(Piece::Rook) | white(Piece::Queen),
                diagonal: white(Piece::Bishop) | white(Piece::Queen),
                occupied: board.occupied(),
            }
        })
        .collect()
}

/// What a user without set-wise fills writes: one magic lookup per piece.
#[inline]
fn cozy_side_attacks(p: &Position) -> Bitboard {
    let mut attacks = BitBoard::EMPTY;
    for square in p.orthogonal {
        attacks |= get_rook_moves(square, p.occupied);
    }
    for square in p.diagonal {
        attacks |= get_bishop_moves(square, p.occupied);
    }
    Bitboard(attacks.0)
}

/// Workload 1: one call per position. `black_box` on each position keeps the compiler from
/// vectorizing the loop across positions, so every contender does one position at a time.
fn side_attacks(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("side_attacks");
    group.throughput(Throughput::Elements(positions.len() as u64));
    // Generic, not `dyn`, so that each contender is inlined into its own loop.
    fn run(
        group: &mut BenchmarkGroup<'_, WallTime>,
        positions: &[Position],
        name: &str,
        f: impl Fn(&Position) -> Bitboard,
    ) {
        group.bench_function(name, |b| {
            b.iter(|| {
                positions
                    .iter()
                    .fold(Bitboard::EMPTY, |checksum, p| checksum ^ f(black_box(p)))
            })
        });
    }
    run(
        &mut group,
        &positions,
        "cozy_chess_magic_loop",
        cozy_side_attacks,
    );
    run(&mut group, &positions, "scalar_kogge", |p| {
        kogge::rook_attacks(p.orthogonal(), p.empty())
            | kogge::bishop_attacks(p.diagonal(), p.empty())
    });
    run(&mut group, &positions, "scalar_dumb7", |p| {
        dumb7::rook_attacks(p.orthogonal(), p.empty())
            | dumb7::bishop_attacks(p.diagonal(), p.empty())
    });
    run(&mut group, &positions, "root_slider_attacks", |p| {
        bitfill::slider_attacks(p.orthogonal(), p.diagonal(), p.occupied())
    });
    run(&mut group, &positions, "root_rook_or_bishop", |p| {
        bitfill::rook_attacks(p.orthogonal(), p.occupied())
            | bitfill::bishop_attacks(p.diagonal(), p.occupied())
    });
    #[cfg(target_arch = "x86_64")]
    run(&mut group, &positions, "sse2_slider", |p| {
        use bitfill::internals::simd::sse2;
        Bitboard(sse2::slider_attacks(
            p.orthogonal.0,
            p.diagonal.0,
            p.occupied.0,
        ))
    });
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = simd::Avx2::detect() {
        run(&mut group, &positions, "avx2_kogge", |p| {
            avx2.slider_attacks(p.orthogonal(), p.diagonal(), p.occupied())
        });
        run(&mut group, &positions, "avx2_dumb7", |p| {
            Bitboard(bitfill::internals::avx2_dumb7_slider_attacks(
                avx2,
                p.orthogonal.0,
                p.diagonal.0,
                p.occupied.0,
            ))
        });
    }
    group.finish();
}

/// Workload 2: every position in one call (structure of arrays in, one array out).
fn batch(c: &mut Criterion) {
    let positions = positions();
    let orthogonal: Vec<Bitboard> = positions.iter().map(Position::orthogonal).collect();
    let diagonal: Vec<Bitboard> = positions.iter().map(Position::diagonal).collect();
    let occupied: Vec<Bitboard> = positions.iter().map(Position::occupied).collect();
    let mut out = vec![Bitboard::EMPTY; positions.len()];
    let mut group = c.benchmark_group("batch");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("cozy_chess_magic_loop", |b| {
        b.iter(|| {
            for (out, p) in out.iter_mut().zip(black_box(&positions)) {
                *out = cozy_side_attacks(p);
            }
            black_box(&mut out);
        })
    });
    group.bench_function("scalar_single_loop", |b| {
        b.iter(|| {
            bitfill::internals::simd::scalar::slider_attacks_batch(
                black_box(&orthogonal),
                &diagonal,
                &occupied,
                &mut out,
            )
            .unwrap();
            black_box(&mut out);
        })
    });
    group.bench_function("simd_batch", |b| {
        b.iter(|| {
            simd::slider_attacks_batch(black_box(&orthogonal), &diagonal, &occupied, &mut out)
                .unwrap();
            black_box(&mut out);
        })
    });
    group.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(4))
}

criterion_group! {
    name = benches;
    config = config();
    targets = side_attacks, batch
}
criterion_main!(benches);
