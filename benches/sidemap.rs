//! The side attack map, every path in one process, interleaved: white's `rooks | queens`
//! attacks along ranks and files and `bishops | queens` along diagonals, over the 1000
//! positions of `data/positions.txt`, each contender timed once per round, and the result
//! the median of the per-round time ratios against a loop of cozy-chess magic lookups
//! (`common::rounds`). Separate criterion groups drift by up to 40% on a shared machine;
//! ratios taken round by round do not.
//!
//! Three tables (`common::shape`): results XORed into a checksum, each result through
//! `black_box`, and under cache pressure (a 2 MiB buffer read before every 50 positions,
//! only the positions timed, the clock's own cost subtracted). The load average is printed before and after.
//!
//! On a CPU with AVX-512 the root getters run AVX-512; the rows "as on AVX2-only CPUs"
//! time what they run on CPUs without it (module `avx2_only`).
//!
//! `cargo bench --bench sidemap` for the build at hand; `scripts/speed.sh` builds and runs
//! it (with the single-square and perft benches) for the default target and `native`,
//! `scripts/sidemap.sh` for four targets. `ROUNDS=n` overrides the number of rounds.

mod common;

#[cfg(target_arch = "x86_64")]
use bitfill::simd::Kernels;
use bitfill::{Bitboard, Empty, dumb7, kogge, simd};
use common::rounds::{Report, Rounds};
use common::shape::{
    BlackBox, Checksum, InShape, Race, Shape, Sweep, UnderPressure, pass, pressure_pass,
};
use cozy_chess::{BitBoard, Color, Piece, get_bishop_moves, get_rook_moves};
use std::hint::black_box;

/// One position's white sliders and the occupancy.
#[derive(Clone, Copy)]
struct Position {
    /// White rooks and queens.
    orthogonal: Bitboard,
    /// White bishops and queens.
    diagonal: Bitboard,
    occupied: Bitboard,
}

fn positions() -> Vec<Position> {
    common::boards()
        .map(|board| {
            let white = |piece| board.colored_pieces(Color::White, piece);
            Position {
                orthogonal: Bitboard((white(Piece::Rook) | white(Piece::Queen)).0),
                diagonal: Bitboard((white(Piece::Bishop) | white(Piece::Queen)).0),
                occupied: Bitboard(board.occupied().0),
            }
        })
        .collect()
}

/// What a user without set-wise fills writes: one magic lookup per piece.
#[inline]
fn cozy_side_attacks(p: &Position) -> Bitboard {
    let occupied = BitBoard(p.occupied.0);
    let mut attacks = BitBoard::EMPTY;
    for square in BitBoard(p.orthogonal.0) {
        attacks |= get_rook_moves(square, occupied);
    }
    for square in BitBoard(p.diagonal.0) {
        attacks |= get_bishop_moves(square, occupied);
    }
    Bitboard(attacks.0)
}

const BASELINE: &str = "cozy-chess magic loop";
const CLOCK_ONLY: &str = "the clock alone (subtracted)";

/// Every contender that computes one position at a time, cozy-chess's loop first.
fn contenders<'a>(race: &mut impl Race<'a, Position>) {
    race.add(BASELINE, cozy_side_attacks);
    race.add("root rook_attacks + bishop_attacks", |p| {
        bitfill::rook_attacks(p.orthogonal, p.occupied)
            | bitfill::bishop_attacks(p.diagonal, p.occupied)
    });
    race.add("root slider_attacks", |p| {
        bitfill::slider_attacks(p.orthogonal, p.diagonal, p.occupied)
    });
    race.add("const kogge rook + bishop", |p| {
        kogge::rook_attacks(p.orthogonal, Empty::of(p.occupied))
            | kogge::bishop_attacks(p.diagonal, Empty::of(p.occupied))
    });
    race.add("const dumb7 rook + bishop", |p| {
        dumb7::rook_attacks(p.orthogonal, Empty::of(p.occupied))
            | dumb7::bishop_attacks(p.diagonal, Empty::of(p.occupied))
    });
    #[cfg(target_arch = "x86_64")]
    {
        use bitfill::internals::simd::sse2;
        race.add("sse2 rook + bishop", |p| {
            sse2::rook_attacks(p.orthogonal.0, p.occupied.0)
                | sse2::bishop_attacks(p.diagonal.0, p.occupied.0)
        });
        race.add("sse2 slider", |p| {
            sse2::slider_attacks(p.orthogonal.0, p.diagonal.0, p.occupied.0)
        });
        if simd::Avx2::detect().is_some() {
            race.add("as on AVX2-only CPUs: root rook + bishop", |p| {
                avx2_only::rook_attacks(p.orthogonal, p.occupied)
                    | avx2_only::bishop_attacks(p.diagonal, p.occupied)
            });
            race.add("as on AVX2-only CPUs: root slider", |p| {
                avx2_only::slider_attacks(p.orthogonal, p.diagonal, p.occupied)
            });
        }
        if let Some(avx2) = simd::Avx2::detect() {
            race.add("Avx2 token rook + bishop", move |p| {
                avx2.rook_attacks(p.orthogonal, p.occupied)
                    | avx2.bishop_attacks(p.diagonal, p.occupied)
            });
            race.add("Avx2 token slider", move |p| {
                avx2.slider_attacks(p.orthogonal, p.diagonal, p.occupied)
            });
        }
        if let Some(avx512) = simd::Avx512::detect() {
            race.add("Avx512 token rook + bishop", move |p| {
                avx512.rook_attacks(p.orthogonal, p.occupied)
                    | avx512.bishop_attacks(p.diagonal, p.occupied)
            });
            race.add("Avx512 token slider", move |p| {
                avx512.slider_attacks(p.orthogonal, p.diagonal, p.occupied)
            });
        }
    }
}

/// The root getters as they run on a CPU with AVX2 and without AVX-512 (the x86 arms of
/// `fastest` in src/simd/mod.rs), forced on any AVX2 CPU, so that a CPU with AVX-512
/// times what AVX2-only CPUs get: per call one cached check (`Avx2::detect`, a relaxed
/// load and one compare, as the root's check of the widest vectors on such a CPU; nothing
/// where AVX2 is compiled in), then the AVX2 token's kernel. Report such rows as "AVX2-only paths forced".
#[cfg(target_arch = "x86_64")]
mod avx2_only {
    use bitfill::Bitboard;
    use bitfill::internals::simd::sse2;
    use bitfill::simd::{Avx2, Kernels};

    #[inline]
    pub fn rook_attacks(sliders: Bitboard, occupied: Bitboard) -> Bitboard {
        match Avx2::detect() {
            Some(avx2) => avx2.rook_attacks(sliders, occupied),
            None => Bitboard(sse2::rook_attacks(sliders.0, occupied.0)),
        }
    }

    #[inline]
    pub fn bishop_attacks(sliders: Bitboard, occupied: Bitboard) -> Bitboard {
        match Avx2::detect() {
            Some(avx2) => avx2.bishop_attacks(sliders, occupied),
            None => Bitboard(sse2::bishop_attacks(sliders.0, occupied.0)),
        }
    }

    #[inline]
    pub fn slider_attacks(
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> Bitboard {
        match Avx2::detect() {
            Some(avx2) => avx2.slider_attacks(orthogonal, diagonal, occupied),
            None => Bitboard(sse2::slider_attacks(orthogonal.0, diagonal.0, occupied.0)),
        }
    }
}

/// Every contender in one loop shape, interleaved round by round; the batch too in the
/// checksum shape (it is one call for all positions, so its loop has no shape).
fn table<S: Shape>(shape: S, positions: &[Position], rounds_wanted: usize) -> Report {
    let p = positions;
    let orthogonal: Vec<Bitboard> = p.iter().map(|p| p.orthogonal).collect();
    let diagonal: Vec<Bitboard> = p.iter().map(|p| p.diagonal).collect();
    let occupied: Vec<Bitboard> = p.iter().map(|p| p.occupied).collect();
    let mut out = vec![Bitboard::EMPTY; p.len()];
    let mut rounds = Rounds::new(BASELINE);
    contenders(&mut InShape {
        rounds: &mut rounds,
        items: p,
        shape,
    });
    if S::NAME == Checksum::NAME {
        rounds.add("simd::slider_attacks_batch", || {
            simd::slider_attacks_batch(black_box(&orthogonal), &diagonal, &occupied, &mut out)
                .expect("equal lengths");
            out.iter().fold(0, |a, b| a ^ b.0)
        });
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = simd::Avx2::detect() {
            let (orthogonal, diagonal, occupied) = (&orthogonal, &diagonal, &occupied);
            let mut out = vec![Bitboard::EMPTY; p.len()];
            // Also the batch as on AVX2-only CPUs: it has no per-position check.
            rounds.add("Avx2 token slider_attacks_batch", move || {
                avx2.slider_attacks_batch(black_box(orthogonal), diagonal, occupied, &mut out)
                    .expect("equal lengths");
                out.iter().fold(0, |a, b| a ^ b.0)
            });
        }
    }
    rounds.run(rounds_wanted)
}

/// Every contender under cache pressure (`common::shape::pressure_pass`), the clock's own
/// cost subtracted.
fn pressure_table(positions: &[Position], rounds_wanted: usize) -> Report {
    let sweep = Sweep::new();
    let mut rounds = Rounds::new(BASELINE);
    rounds.add_timed(CLOCK_ONLY, || pressure_pass(&sweep, positions, |_| 0u64));
    rounds.overhead(CLOCK_ONLY);
    contenders(&mut UnderPressure {
        rounds: &mut rounds,
        items: positions,
        sweep: &sweep,
    });
    rounds.run(rounds_wanted)
}

fn main() {
    // `cargo bench` passes `--bench`; anything else on the command line is ignored.
    let positions = positions();
    let p = &positions;

    // Every contender computes the same map: checked before timing.
    let want = pass(Checksum, p, cozy_side_attacks);
    let check = |name: &str, got: u64| assert_eq!(got, want, "{name} disagrees with cozy-chess");
    check(
        "root",
        pass(Checksum, p, |p| {
            bitfill::rook_attacks(p.orthogonal, p.occupied)
                | bitfill::bishop_attacks(p.diagonal, p.occupied)
        }),
    );
    check(
        "root slider",
        pass(Checksum, p, |p| {
            bitfill::slider_attacks(p.orthogonal, p.diagonal, p.occupied)
        }),
    );
    let (orthogonal, diagonal, occupied): (Vec<Bitboard>, Vec<Bitboard>, Vec<Bitboard>) = (
        p.iter().map(|p| p.orthogonal).collect(),
        p.iter().map(|p| p.diagonal).collect(),
        p.iter().map(|p| p.occupied).collect(),
    );
    let mut out = vec![Bitboard::EMPTY; p.len()];
    simd::slider_attacks_batch(&orthogonal, &diagonal, &occupied, &mut out).expect("equal lengths");
    check("batch", out.iter().fold(0, |a, b| a ^ b.0));
    #[cfg(target_arch = "x86_64")]
    {
        check(
            "as on AVX2-only CPUs",
            pass(Checksum, p, |p| {
                avx2_only::rook_attacks(p.orthogonal, p.occupied)
                    | avx2_only::bishop_attacks(p.diagonal, p.occupied)
            }),
        );
        check(
            "as on AVX2-only CPUs, slider",
            pass(Checksum, p, |p| {
                avx2_only::slider_attacks(p.orthogonal, p.diagonal, p.occupied)
            }),
        );
    }

    println!(
        "side attack map, {} positions; build: {}; backend of the batch: {}; load average before: {}",
        p.len(),
        build(),
        simd::backend(),
        common::load_average()
    );
    let reports = [
        (Checksum::NAME, table(Checksum, p, 101)),
        (BlackBox::NAME, table(BlackBox, p, 101)),
        (
            "checksum, a 2 MiB buffer swept before every 50 positions (cache pressure)",
            pressure_table(p, 51),
        ),
    ];
    for (shape, report) in &reports {
        println!("\nloop shape: {shape}\n");
        report.print();
    }
    println!("\nload average after: {}", common::load_average());
}

/// The target features that decide the path, as compiled.
fn build() -> &'static str {
    if cfg!(all(target_feature = "avx512f", target_feature = "avx512vl")) {
        "AVX-512 compiled in"
    } else if cfg!(target_feature = "avx2") {
        "AVX2 compiled in"
    } else if cfg!(target_feature = "sse4.2") {
        "SSE4.2 compiled in (x86-64-v2)"
    } else if cfg!(target_arch = "x86_64") {
        "baseline x86_64 (SSE2)"
    } else {
        "not x86_64"
    }
}
