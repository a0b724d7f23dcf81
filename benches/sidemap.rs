//! The side attack map, every path in one process, interleaved: white's `rooks | queens`
//! attacks along ranks and files and `bishops | queens` along diagonals, over the 1000
//! positions of `data/positions.txt`, each contender timed once per round, and the result
//! the median of the per-round time ratios against a loop of cozy-chess magic lookups
//! (`common::rounds`). Separate criterion groups drift by up to 40% on a shared machine;
//! ratios taken round by round do not.
//!
//! `cargo bench --bench sidemap` for the build at hand; `scripts/sidemap.sh` builds and
//! runs it for the default target, `x86-64-v2`, `x86-64-v3` and `native` and prints one
//! table. `ROUNDS=n` overrides the number of rounds (101).

mod common;

use bitfill::{dumb7, kogge, simd};
use common::rounds::Rounds;
use cozy_chess::{BitBoard, Color, Piece, get_bishop_moves, get_rook_moves};
use std::hint::black_box;

/// One position's white sliders and the occupancy.
#[derive(Clone, Copy)]
struct Position {
    /// White rooks and queens.
    orthogonal: u64,
    /// White bishops and queens.
    diagonal: u64,
    occupied: u64,
}

fn positions() -> Vec<Position> {
    common::boards()
        .map(|board| {
            let white = |piece| board.colored_pieces(Color::White, piece);
            Position {
                orthogonal: (white(Piece::Rook) | white(Piece::Queen)).0,
                diagonal: (white(Piece::Bishop) | white(Piece::Queen)).0,
                occupied: board.occupied().0,
            }
        })
        .collect()
}

/// What a user without set-wise fills writes: one magic lookup per piece.
#[inline]
fn cozy_side_attacks(p: &Position) -> u64 {
    let occupied = BitBoard(p.occupied);
    let mut attacks = BitBoard::EMPTY;
    for square in BitBoard(p.orthogonal) {
        attacks |= get_rook_moves(square, occupied);
    }
    for square in BitBoard(p.diagonal) {
        attacks |= get_bishop_moves(square, occupied);
    }
    attacks.0
}

/// One pass over the positions, one call each: `black_box` on each position keeps the
/// compiler from vectorizing across positions, so every contender does one at a time.
#[inline]
fn each(positions: &[Position], f: impl Fn(&Position) -> u64) -> u64 {
    positions
        .iter()
        .fold(0u64, |checksum, p| checksum ^ f(black_box(p)))
}

const BASELINE: &str = "cozy-chess magic loop";

fn main() {
    // `cargo bench` passes `--bench`; anything else on the command line is ignored.
    let positions = positions();
    let orthogonal: Vec<u64> = positions.iter().map(|p| p.orthogonal).collect();
    let diagonal: Vec<u64> = positions.iter().map(|p| p.diagonal).collect();
    let occupied: Vec<u64> = positions.iter().map(|p| p.occupied).collect();
    let mut out = vec![0u64; positions.len()];
    let want = each(&positions, cozy_side_attacks);

    let p = &positions;
    let mut rounds = Rounds::new(BASELINE);
    rounds.add(BASELINE, || each(p, cozy_side_attacks));
    rounds.add("root rook_attacks + bishop_attacks", || {
        each(p, |p| {
            bitfill::rook_attacks(p.orthogonal, p.occupied)
                | bitfill::bishop_attacks(p.diagonal, p.occupied)
        })
    });
    rounds.add("root slider_attacks", || {
        each(p, |p| {
            bitfill::slider_attacks(p.orthogonal, p.diagonal, p.occupied)
        })
    });
    rounds.add("simd::slider_attacks_batch", || {
        simd::slider_attacks_batch(black_box(&orthogonal), &diagonal, &occupied, &mut out)
            .expect("equal lengths");
        out.iter().fold(0, |a, b| a ^ b)
    });
    rounds.add("const kogge rook + bishop", || {
        each(p, |p| {
            kogge::rook_attacks(p.orthogonal, !p.occupied)
                | kogge::bishop_attacks(p.diagonal, !p.occupied)
        })
    });
    rounds.add("const dumb7 rook + bishop", || {
        each(p, |p| {
            dumb7::rook_attacks(p.orthogonal, !p.occupied)
                | dumb7::bishop_attacks(p.diagonal, !p.occupied)
        })
    });
    #[cfg(target_arch = "x86_64")]
    {
        rounds.add("sse2 rook + bishop", || {
            each(p, |p| {
                simd::sse2::rook_attacks(p.orthogonal, p.occupied)
                    | simd::sse2::bishop_attacks(p.diagonal, p.occupied)
            })
        });
        rounds.add("sse2 slider", || {
            each(p, |p| {
                simd::sse2::slider_attacks(p.orthogonal, p.diagonal, p.occupied)
            })
        });
        if let Some(avx2) = simd::Avx2::detect() {
            rounds.add("Avx2 token rook + bishop", move || {
                each(p, |p| {
                    avx2.rook_attacks(p.orthogonal, p.occupied)
                        | avx2.bishop_attacks(p.diagonal, p.occupied)
                })
            });
            rounds.add("sse2 rook + Avx2 token bishop", move || {
                each(p, |p| {
                    simd::sse2::rook_attacks(p.orthogonal, p.occupied)
                        | avx2.bishop_attacks(p.diagonal, p.occupied)
                })
            });
            rounds.add("Avx2 token slider", move || {
                each(p, |p| {
                    avx2.slider_attacks(p.orthogonal, p.diagonal, p.occupied)
                })
            });
        }
    }
    let report = rounds.run(101);
    drop(rounds);

    // Every contender computes the same map: checked once, after timing.
    let check = |name: &str, got: u64| assert_eq!(got, want, "{name} disagrees with cozy-chess");
    check(
        "root",
        each(p, |p| {
            bitfill::rook_attacks(p.orthogonal, p.occupied)
                | bitfill::bishop_attacks(p.diagonal, p.occupied)
        }),
    );
    check(
        "root slider",
        each(p, |p| {
            bitfill::slider_attacks(p.orthogonal, p.diagonal, p.occupied)
        }),
    );
    simd::slider_attacks_batch(&orthogonal, &diagonal, &occupied, &mut out).expect("equal lengths");
    check("batch", out.iter().fold(0, |a, b| a ^ b));

    println!(
        "side attack map, {} positions; build: {}; backend of the batch: {}",
        positions.len(),
        build(),
        simd::backend()
    );
    report.print();
}

/// The target features that decide the path, as compiled.
fn build() -> &'static str {
    if cfg!(target_feature = "avx2") {
        "AVX2 compiled in"
    } else if cfg!(target_feature = "sse4.2") {
        "SSE4.2 compiled in (x86-64-v2)"
    } else if cfg!(target_arch = "x86_64") {
        "baseline x86_64 (SSE2)"
    } else {
        "not x86_64"
    }
}
